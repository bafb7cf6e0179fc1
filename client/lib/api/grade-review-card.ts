import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewRating } from "@common/schemas/palace";
import { api, unwrap } from "@client/lib/api-client";
import { memoryKeys, palaceKeys, reviewKeys } from "@client/lib/query-keys";

/** POST /api/review/cards/:id/grade: the member's rating of a due card; the server schedules the next review. */
export const gradeReviewCard = ({ cardId, rating }: { cardId: string; rating: ReviewRating }) =>
  unwrap(api.review.cards[":id"].grade.$post({ param: { id: cardId }, json: { rating } }));

export function useGradeReviewCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gradeReviewCard,
    // The queues' due counts change, and with them what the card's area shows (palace progress and XP, memory
    // stats). Only the queries on screen refetch; the rest are marked stale. A review session keeps its own
    // snapshot of cards, so the one being graded doesn't vanish mid-session.
    onSettled: () =>
      Promise.all(
        [reviewKeys.all, palaceKeys.all, memoryKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
