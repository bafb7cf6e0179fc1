import type { FlashcardRating } from "@common/schemas/flashcards";

/**
 * The end screen's numbers (ai.md §3.10): how many cards this sitting reviewed and the share rated Again. Kept as the
 * list of ratings given, so Undo simply takes the last one back.
 */
export type ReviewTally = readonly FlashcardRating[];

export const addRating = (tally: ReviewTally, rating: FlashcardRating): ReviewTally => [...tally, rating];
export const undoLast = (tally: ReviewTally): ReviewTally => tally.slice(0, -1);

export function tallySummary(tally: ReviewTally) {
  const reviewed = tally.length;
  const again = tally.filter((rating) => rating === "again").length;
  return {
    reviewed,
    again,
    /** Whole percent ("25%"), or "—" before any rating. */
    againRate: reviewed === 0 ? "—" : `${Math.round((again / reviewed) * 100)}%`,
  };
}
