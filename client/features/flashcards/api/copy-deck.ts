import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";
import { invalidateFlashcards } from "../lib/invalidate-flashcards";

/** POST /api/flashcards/decks/:deckId/copy: "Add to my decks" — a copy with its own schedule (201). */
export const copyDeck = (deckId: string) =>
  unwrap(api.flashcards.decks[":deckId"].copy.$post({ param: { deckId: encodeURIComponent(deckId) } }));

export function useCopyDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyDeck,
    onSuccess: (deck) => {
      queryClient.setQueryData(flashcardKeys.deck(deck.id), deck);
      void invalidateFlashcards(queryClient);
    },
  });
}
