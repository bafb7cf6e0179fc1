import { type FlashcardRating, type IntervalPreview, reviewRatings } from "@common/schemas/flashcards";
import { Button } from "@client/components/ui/button";
import { keyForRating, ratingLabels } from "../lib/rating-keys";

/**
 * Again / Hard / Good / Easy (keys 1–4), each with the next interval the server computed ("Again 1m", "Good 10m",
 * ai.md §3.10). The key is shown but left out of the button's name, which reads as the spec writes it.
 */
export function RatingButtons({
  intervals,
  busy,
  onRate,
}: {
  intervals: IntervalPreview;
  busy: boolean;
  onRate: (rating: FlashcardRating) => void;
}) {
  return (
    <div
      className="grid grid-cols-2 gap-2 sm:grid-cols-4"
      role="group"
      aria-label="How well did you know it?"
    >
      {reviewRatings.map((rating) => (
        <Button
          key={rating}
          variant={rating === "good" ? "primary" : "outline"}
          size="lg"
          className="flex-col gap-0 sm:flex-row sm:gap-2"
          disabled={busy}
          aria-keyshortcuts={keyForRating(rating)}
          data-rating={rating}
          onClick={() => onRate(rating)}
        >
          <span>{ratingLabels[rating]}</span>{" "}
          <span className="text-sm font-normal opacity-80">{intervals[rating]}</span>
          <kbd
            aria-hidden="true"
            className="hidden rounded border border-current/30 px-1 text-xs opacity-60 sm:inline"
          >
            {keyForRating(rating)}
          </kbd>
        </Button>
      ))}
    </div>
  );
}
