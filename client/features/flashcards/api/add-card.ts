import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { cardInput } from "@common/schemas/flashcards";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateFlashcards } from "../lib/invalidate-flashcards";

/** POST /api/flashcards/decks/:deckId/cards: a card at the end of the deck (201); a bad reference is a 422. */
export const addCard = ({ deckId, input }: { deckId: string; input: z.output<typeof cardInput> }) =>
  unwrap(
    api.flashcards.decks[":deckId"].cards.$post({
      param: { deckId: encodeURIComponent(deckId) },
      json: input,
    }),
  );

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCard, onSuccess: () => invalidateFlashcards(queryClient) });
}
