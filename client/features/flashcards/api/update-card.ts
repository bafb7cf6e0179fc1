import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { cardInput } from "@common/schemas/flashcards";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateFlashcards } from "../lib/invalidate-flashcards";

/** PATCH /api/flashcards/cards/:cardId: new text for a card; its schedule is kept (ai.md §3.10). */
export const updateCard = ({ cardId, input }: { cardId: string; input: z.output<typeof cardInput> }) =>
  unwrap(
    api.flashcards.cards[":cardId"].$patch({ param: { cardId: encodeURIComponent(cardId) }, json: input }),
  );

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCard, onSuccess: () => invalidateFlashcards(queryClient) });
}
