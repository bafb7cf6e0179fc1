import { useState } from "react";
import { Link } from "react-router";
import { ReviewGradeButtons } from "@client/components/review-grade-buttons";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { formatDate } from "@client/lib/dates";
import { toast } from "@client/lib/toast";
import { useGradeReviewCard } from "@client/lib/api/grade-review-card";
import { useReviewQueue } from "@client/lib/api/get-review-queue";
import { announceAward } from "@client/features/palace/lib/award-toast";

/** /palace/review — due core-question cards, oldest first; the server schedules with FSRS (palace.md §4.9). */
export function PalaceReviewPage() {
  const queue = useReviewQueue("palace");
  const grade = useGradeReviewCard();
  const [revealed, setRevealed] = useState(false);
  const card = queue.data?.due[0];

  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <Link to="/palace" className="hover:underline">
          Palace
        </Link>{" "}
        › Review
      </nav>
      <h1 className="font-serif text-3xl font-semibold text-night">Review</h1>
      {queue.isPending && <Skeleton className="h-48 w-full" />}
      {queue.isError && (
        <RetryAlert
          message="Couldn't load your review queue."
          onRetry={() => queue.refetch()}
          busy={queue.isFetching}
        />
      )}
      {queue.data && !card && (
        <section className="space-y-2 rounded-xl border border-stone-200 bg-white p-6 text-center">
          <p className="text-lg font-semibold text-night">All caught up — check back tomorrow.</p>
          <p className="text-sm text-stone-600">
            {queue.data.nextDueAt
              ? `Your next card is due ${formatDate(queue.data.nextDueAt)}.`
              : "Pass a room's learn check, or press Add to review in a room, to add its cards."}
          </p>
          <Button asChild variant="outline">
            <Link to="/palace">Back to palace</Link>
          </Button>
        </section>
      )}
      {card && (
        <section className="space-y-4 rounded-xl border border-stone-200 bg-white p-6" aria-live="polite">
          <p className="text-sm text-stone-600">
            {queue.data!.dueCount} {queue.data!.dueCount === 1 ? "card" : "cards"} due
          </p>
          <p className="text-lg font-medium text-night" data-testid="review-front">
            {card.front}
          </p>
          {revealed ? (
            <>
              <div className="whitespace-pre-line rounded-lg bg-parchment p-4" data-testid="review-back">
                {card.back}
              </div>
              <ReviewGradeButtons
                disabled={grade.isPending}
                onGrade={(rating) =>
                  grade.mutate(
                    { cardId: card.id, rating },
                    {
                      onSuccess: (result) => {
                        announceAward(result.award);
                        setRevealed(false);
                      },
                      onError: (error) =>
                        toast.error(error instanceof ApiError ? error.message : "Couldn't save your grade."),
                    },
                  )
                }
              />
            </>
          ) : (
            <Button onClick={() => setRevealed(true)}>Show answer</Button>
          )}
        </section>
      )}
    </main>
  );
}
