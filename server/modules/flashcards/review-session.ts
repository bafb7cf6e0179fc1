// What a deck's review shows next (ai.md §3.10), from the stored schedules only: cards already being learned or
// reviewed that are due now come first (soonest due first), then new cards in deck order while the day's new-card
// allowance lasts. Pure, so the ordering rules are tested without a database.
import { type Card, type FSRS, fsrs, type Grade, Rating } from "ts-fsrs";
import type { FlashcardRating, IntervalPreview } from "@common/schemas/flashcards";
import type { CardWithReview, ReviewRow } from "./flashcards.queries";
import { formatInterval } from "./intervals";

export const ratings: Record<FlashcardRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** The app's one scheduler with the member's desired retention; learning steps stay ts-fsrs' 1m/10m, relearning 10m. */
export function schedulerFor(desiredRetention: number): FSRS {
  return fsrs({ request_retention: desiredRetention });
}

export type SessionPlan = {
  next: CardWithReview | null;
  counts: { new: number; learning: number; due: number };
  nextDueAt: Date | null;
};

const isNew = (review: ReviewRow) => review.state === 0;
const isLearning = (review: ReviewRow) => review.state === 1 || review.state === 3;

export function planSession(cards: readonly CardWithReview[], now: Date, newAllowance: number): SessionPlan {
  const scheduled = cards.filter(
    (each): each is CardWithReview & { review: ReviewRow } => each.review !== null,
  );
  const started = scheduled.filter(({ review }) => !isNew(review));
  const dueNow = started
    .filter(({ review }) => review.due.getTime() <= now.getTime())
    .sort((a, b) => a.review.due.getTime() - b.review.due.getTime() || a.card.position - b.card.position);
  const fresh = scheduled.filter(({ review }) => isNew(review)).slice(0, Math.max(0, newAllowance));
  const later = started
    .filter(({ review }) => review.due.getTime() > now.getTime())
    .map(({ review }) => review.due.getTime());
  return {
    next: dueNow[0] ?? fresh[0] ?? null,
    counts: {
      new: fresh.length,
      learning: dueNow.filter(({ review }) => isLearning(review)).length,
      due: dueNow.filter(({ review }) => review.state === 2).length,
    },
    nextDueAt: later.length > 0 ? new Date(Math.min(...later)) : null,
  };
}

/** Each rating's next interval for a stored card, computed by the scheduler the grade will use. */
export function intervalPreview(scheduler: FSRS, card: Card, now: Date): IntervalPreview {
  const preview = scheduler.repeat(card, now);
  const label = (rating: FlashcardRating) => formatInterval(now, preview[ratings[rating]].card.due);
  return { again: label("again"), hard: label("hard"), good: label("good"), easy: label("easy") };
}
