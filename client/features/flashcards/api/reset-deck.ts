import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidateFlashcards } from "../lib/invalidate-flashcards";

/** POST /api/flashcards/decks/:deckId/reset: every card of the deck new again (its review history cleared). */
export const resetDeck = (deckId: string) =>
  unwrap(api.flashcards.decks[":deckId"].reset.$post({ param: { deckId: encodeURIComponent(deckId) } }));

export function useResetDeck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetDeck, onSuccess: () => invalidateFlashcards(queryClient) });
}
