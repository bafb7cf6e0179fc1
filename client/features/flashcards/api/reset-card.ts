import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateFlashcards } from "../lib/invalidate-flashcards";

/** POST /api/flashcards/cards/:cardId/reset: one card new again. */
export const resetCard = (cardId: string) =>
  unwrap(api.flashcards.cards[":cardId"].reset.$post({ param: { cardId: encodeURIComponent(cardId) } }));

export function useResetCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetCard, onSuccess: () => invalidateFlashcards(queryClient) });
}
