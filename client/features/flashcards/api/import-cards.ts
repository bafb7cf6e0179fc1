import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";
import { invalidateFlashcards } from "../lib/invalidate-flashcards";

/**
 * POST /api/flashcards/decks/:deckId/import: pasted lines "front<TAB>back<TAB>reference". All or nothing: a 422 names
 * the bad line and adds none.
 */
export const importCards = ({ deckId, lines }: { deckId: string; lines: string }) =>
  unwrap(
    api.flashcards.decks[":deckId"].import.$post({
      param: { deckId: encodeURIComponent(deckId) },
      json: { lines },
    }),
  );

export function useImportCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCards,
    onSuccess: (result) => {
      queryClient.setQueryData(flashcardKeys.deck(result.deck.id), result.deck);
      void invalidateFlashcards(queryClient);
    },
  });
}
