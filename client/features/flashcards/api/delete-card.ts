import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateFlashcards } from "../lib/invalidate-flashcards";

/** DELETE /api/flashcards/cards/:cardId: the card and its review history. */
export const deleteCard = (cardId: string) =>
  unwrap(api.flashcards.cards[":cardId"].$delete({ param: { cardId: encodeURIComponent(cardId) } }));

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCard, onSuccess: () => invalidateFlashcards(queryClient) });
}
