import type { ReviewRating } from "@common/schemas/palace";
import { Button } from "@client/components/ui/button";

/** The four grades in order, with their labels (shared with the memory hall's suggested-grade panel). */
export const REVIEW_RATINGS: { rating: ReviewRating; label: string }[] = [
  { rating: "again", label: "Again" },
  { rating: "hard", label: "Hard" },
  { rating: "good", label: "Good" },
  { rating: "easy", label: "Easy" },
];

/** The four grades of the app-wide review queue (FSRS: Again / Hard / Good / Easy), Good as the default. */
export function ReviewGradeButtons({
  disabled,
  onGrade,
}: {
  disabled: boolean;
  onGrade: (rating: ReviewRating) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="How well did you remember?">
      {REVIEW_RATINGS.map(({ rating, label }) => (
        <Button
          key={rating}
          variant={rating === "good" ? "primary" : "outline"}
          disabled={disabled}
          onClick={() => onGrade(rating)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
