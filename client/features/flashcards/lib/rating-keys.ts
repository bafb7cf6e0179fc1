import { type FlashcardRating, reviewRatings } from "@common/schemas/flashcards";

/** The buttons' words, in the order of their keys 1–4. */
export const ratingLabels: Record<FlashcardRating, string> = {
  again: "Again",
  hard: "Hard",
  good: "Good",
  easy: "Easy",
};

/** Keys 1–4 rate Again / Hard / Good / Easy (ai.md §3.10); any other key is not a rating. */
export function ratingForKey(key: string): FlashcardRating | null {
  const index = Number.parseInt(key, 10);
  if (!/^[1-4]$/.test(key) || Number.isNaN(index)) return null;
  return reviewRatings[index - 1] ?? null;
}

/** The key that rates `rating` ("1" for Again). */
export const keyForRating = (rating: FlashcardRating) => String(reviewRatings.indexOf(rating) + 1);

/**
 * A key press that belongs to a form field or carries a modifier is the field's, not the review's: typing "1" in a
 * search box elsewhere on the page must never rate a card.
 */
export function isReviewKey(event: {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = target?.tagName?.toLowerCase();
  return !(tag === "input" || tag === "textarea" || tag === "select" || target?.isContentEditable);
}
