import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";

/** POST /api/flashcards/decks/:deckId/undo: the deck's last rating taken back; its card is next again. */
export const undoRating = (deckId: string) =>
  unwrap(api.flashcards.decks[":deckId"].undo.$post({ param: { deckId: encodeURIComponent(deckId) } }));

export function useUndoRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoRating,
    onSuccess: (session) => {
      queryClient.setQueryData(flashcardKeys.review(session.deckId), session);
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.deck(session.deckId) });
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.decks() });
    },
  });
}
