import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { deckInput } from "@common/schemas/flashcards";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";
import { invalidateFlashcards } from "../lib/invalidate-flashcards";

/** POST /api/flashcards/decks: a new, empty deck made by hand (201). */
export const createDeck = (input: z.output<typeof deckInput>) =>
  unwrap(api.flashcards.decks.$post({ json: input }));

export function useCreateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeck,
    onSuccess: (deck) => {
      queryClient.setQueryData(flashcardKeys.deck(deck.id), deck);
      void invalidateFlashcards(queryClient);
    },
  });
}
