import { useState } from "react";
import type { ReviewRating } from "@common/schemas/palace";
import { REVIEW_RATINGS, ReviewGradeButtons } from "@client/components/review-grade-buttons";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";

export const RATINGS = REVIEW_RATINGS;
export const ratingLabel = (rating: ReviewRating) => RATINGS.find((r) => r.rating === rating)!.label;

/**
 * The four grades. Without a suggestion a click grades at once (simple review, flashcards); with one, the
 * suggested grade is preselected and the member may pick another before confirming (screens §5.8).
 */
export function GradePanel({
  suggestion,
  busy,
  onGrade,
}: {
  suggestion: ReviewRating | null;
  busy: boolean;
  onGrade: (rating: ReviewRating) => void;
}) {
  const [chosen, setChosen] = useState<ReviewRating | null>(suggestion);
  if (!suggestion) return <ReviewGradeButtons disabled={busy} onGrade={onGrade} />;
  const selected = chosen ?? suggestion;
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700" data-testid="suggested-grade">
        Suggested grade: <strong>{ratingLabel(suggestion)}</strong>
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Grade">
        {RATINGS.map(({ rating, label }) => (
          <button
            key={rating}
            type="button"
            aria-pressed={selected === rating}
            onClick={() => setChosen(rating)}
            className={cn(
              "h-9 rounded-md border px-3 text-sm font-medium",
              selected === rating
                ? "border-night bg-night text-white"
                : "border-stone-300 bg-white text-ink hover:bg-stone-50",
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <Button busy={busy} onClick={() => onGrade(selected)}>
        Confirm {ratingLabel(selected)}
      </Button>
    </div>
  );
}
