import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FlashcardSettings } from "@common/schemas/flashcards";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";
import { invalidateFlashcards } from "../lib/invalidate-flashcards";

/** PUT /api/flashcards/settings. New cards per day changes the decks' "new" counts, so everything is re-read. */
export const saveFlashcardSettings = (input: FlashcardSettings) =>
  unwrap(api.flashcards.settings.$put({ json: input }));

export function useSaveFlashcardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFlashcardSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(flashcardKeys.settings(), settings);
      void invalidateFlashcards(queryClient);
    },
  });
}
