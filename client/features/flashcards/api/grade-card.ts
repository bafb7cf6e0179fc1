import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FlashcardRating } from "@common/schemas/flashcards";
import { api, unwrap } from "@client/lib/api-client";
import { flashcardKeys } from "@client/lib/query-keys";

/** POST /api/flashcards/cards/:cardId/grade: the server schedules the card from its stored state and the rating. */
export const gradeCard = ({ cardId, rating }: { deckId: string; cardId: string; rating: FlashcardRating }) =>
  unwrap(
    api.flashcards.cards[":cardId"].grade.$post({
      param: { cardId: encodeURIComponent(cardId) },
      json: { rating },
    }),
  );

/** The answer carries the next session, which becomes the review at once; the deck's counts are re-read. */
export function useGradeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gradeCard,
    onSuccess: (result, { deckId }) => {
      queryClient.setQueryData(flashcardKeys.review(deckId), result.session);
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.deck(deckId) });
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.decks() });
    },
  });
}
