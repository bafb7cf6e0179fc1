import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { deckInput } from "@common/schemas/flashcards";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";
import { invalidateFlashcards } from "../lib/invalidate-flashcards";

/**
 * PATCH /api/flashcards/decks/:deckId with the whole deckInput (title, description, public switch). Making a deck
 * public is moderated: the answer's `moderation` may be "pending" ("waiting for review").
 */
export const updateDeck = ({ deckId, input }: { deckId: string; input: z.output<typeof deckInput> }) =>
  unwrap(
    api.flashcards.decks[":deckId"].$patch({ param: { deckId: encodeURIComponent(deckId) }, json: input }),
  );

export function useUpdateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeck,
    onSuccess: (deck) => {
      queryClient.setQueryData(flashcardKeys.deck(deck.id), deck);
      void invalidateFlashcards(queryClient);
    },
  });
}
