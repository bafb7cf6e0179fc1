import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { saveGenerationInput } from "@common/schemas/flashcards";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";
import { invalidateFlashcards } from "../lib/invalidate-flashcards";

export type SaveGenerationInput = z.output<typeof saveGenerationInput>;

/** POST /api/flashcards/decks/from-generation: the previewed cards the member kept, as a new deck (201). */
export const saveGeneration = (input: SaveGenerationInput) =>
  unwrap(api.flashcards.decks["from-generation"].$post({ json: input }));

export function useSaveGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGeneration,
    onSuccess: (deck) => {
      queryClient.setQueryData(flashcardKeys.deck(deck.id), deck);
      void invalidateFlashcards(queryClient);
    },
  });
}
