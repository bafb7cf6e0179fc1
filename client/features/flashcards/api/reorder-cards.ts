import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeckDto } from "@common/schemas/flashcards";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";
import { reorderCardsOf } from "../lib/reorder";

/** PUT /api/flashcards/decks/:deckId/order: every card id of the deck, in the new order. */
export const reorderCards = ({ deckId, cardIds }: { deckId: string; cardIds: string[] }) =>
  unwrap(
    api.flashcards.decks[":deckId"].order.$put({
      param: { deckId: encodeURIComponent(deckId) },
      json: { cardIds },
    }),
  );

/**
 * The new order shows at once (a move button pressed twice in a row must act on the moved list); a refusal puts
 * the server's order back.
 */
export function useReorderCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCards,
    onMutate: async ({ deckId, cardIds }) => {
      const key = flashcardKeys.deck(deckId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<DeckDto>(key);
      if (before) queryClient.setQueryData(key, { ...before, cards: reorderCardsOf(before.cards, cardIds) });
      return { before };
    },
    onError: (_error, { deckId }, context) => {
      if (context?.before) queryClient.setQueryData(flashcardKeys.deck(deckId), context.before);
    },
    onSuccess: (deck) => queryClient.setQueryData(flashcardKeys.deck(deck.id), deck),
  });
}
