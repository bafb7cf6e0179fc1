import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";
import { invalidateFlashcards } from "../lib/invalidate-flashcards";

/** DELETE /api/flashcards/decks/:deckId: the deck, its cards and their review history. */
export const deleteDeck = (deckId: string) =>
  unwrap(api.flashcards.decks[":deckId"].$delete({ param: { deckId: encodeURIComponent(deckId) } }));

export function useDeleteDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeck,
    onSuccess: (_result, deckId) => {
      // Dropped rather than refetched: the deck is gone, and a refetch would only answer 404.
      queryClient.removeQueries({ queryKey: flashcardKeys.deck(deckId) });
      queryClient.removeQueries({ queryKey: flashcardKeys.review(deckId) });
      void invalidateFlashcards(queryClient);
    },
  });
}
