import { useState } from "react";
import { ReviewGradeButtons } from "@client/components/review-grade-buttons";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useGradeReviewCard } from "@client/lib/api/grade-review-card";
import { useReviewQueue } from "@client/lib/api/get-review-queue";
import { toast } from "@client/lib/toast";

/** Review (screens.md §7.6): the shared due queue — memory verses and palace cards — graded Again/Hard/Good/Easy. */
export function ReviewTab() {
  const queue = useReviewQueue("all");
  const grade = useGradeReviewCard();
  const [revealed, setRevealed] = useState(false);
  const card = queue.data?.due[0];
  if (queue.isPending) return <Skeleton className="h-40 w-full" />;
  if (queue.isError)
    return (
      <RetryAlert
        message="Couldn't load your review queue."
        onRetry={() => queue.refetch()}
        busy={queue.isFetching}
      />
    );
  if (!card)
    return (
      <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-700">
        Nothing due — come back tomorrow.
      </p>
    );
  return (
    <section className="space-y-4 rounded-xl border border-stone-200 bg-white p-6" aria-live="polite">
      <p className="text-sm text-stone-600">
        {queue.data.dueCount} {queue.data.dueCount === 1 ? "card" : "cards"} due
      </p>
      <p className="text-lg font-medium text-stone-900">{card.front}</p>
      {revealed ? (
        <>
          <div className="whitespace-pre-line rounded-lg bg-amber-50 p-4">{card.back}</div>
          <ReviewGradeButtons
            disabled={grade.isPending}
            onGrade={(rating) =>
              grade.mutate(
                { cardId: card.id, rating },
                { onSuccess: () => setRevealed(false), onError: (error) => toast.error(error.message) },
              )
            }
          />
        </>
      ) : (
        <Button onClick={() => setRevealed(true)}>Show answer</Button>
      )}
    </section>
  );
}
