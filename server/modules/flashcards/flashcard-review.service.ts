// Reviewing a deck (ai.md §3.10) on the app-wide FSRS queue: the session's next card with interval previews computed
// here from the stored state, grading with the member's desired retention (the client never sends a date), undo of the
// last rating through ts-fsrs' rollback, "Reset progress", and the member's review settings.
import { createEmptyCard } from "ts-fsrs";
import {
  type FlashcardRating,
  type FlashcardSettings,
  FLASHCARD_LIMITS,
  type GradeResultDto,
  type ReviewSessionDto,
} from "@common/schemas/flashcards";
import type { Db } from "@server/db/client";
import type { ActorContext } from "@server/http/context";
import { conflict } from "@server/http/errors";
import { updateCounters } from "../achievements/progress";
import { localDayStart } from "../palace/local-day";
import { insertLog, updateCard } from "../review/review.queries";
import { fromFsrsCard, logRow, toFsrsCard } from "../review/review.service";
import { ownCard, ownDeck } from "./deck-access";
import {
  cardsOfDeck,
  type DeckRow,
  deleteLog,
  findSettings,
  lastLogOfDeck,
  newCardsStartedSince,
  timeZoneOf,
  upsertSettings,
} from "./flashcards.queries";
import { presentCard } from "./flashcards.presenter";
import { intervalPreview, planSession, ratings, schedulerFor } from "./review-session";

const defaults: FlashcardSettings = {
  desiredRetention: FLASHCARD_LIMITS.retentionDefault,
  newPerDay: FLASHCARD_LIMITS.newPerDayDefault,
};

async function settingsOf(db: Db, userId: string): Promise<FlashcardSettings> {
  return (await findSettings(db, userId)) ?? defaults;
}

/** GET /api/flashcards/settings */
export async function getSettings(ctx: ActorContext): Promise<FlashcardSettings> {
  return settingsOf(ctx.db, ctx.actor.userId);
}

/** PUT /api/flashcards/settings */
export async function saveSettings(ctx: ActorContext, input: FlashcardSettings): Promise<FlashcardSettings> {
  await upsertSettings(ctx.db, ctx.actor.userId, input, ctx.clock.now());
  return settingsOf(ctx.db, ctx.actor.userId);
}

/** Whether the deck's last rating can be undone: its card still carries that rating as its latest review. */
async function canUndoIn(db: Db, deck: DeckRow): Promise<boolean> {
  const last = await lastLogOfDeck(db, deck.id, deck.ownerId);
  return !!last && last.review.lastReview?.getTime() === last.log.review.getTime();
}

async function session(ctx: ActorContext, db: Db, deck: DeckRow): Promise<ReviewSessionDto> {
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const [settings, cards, timeZone] = await Promise.all([
    settingsOf(db, userId),
    cardsOfDeck(db, deck.id),
    timeZoneOf(db, userId),
  ]);
  const startedToday = await newCardsStartedSince(db, deck.id, userId, localDayStart(now, timeZone));
  const plan = planSession(cards, now, settings.newPerDay - startedToday);
  const next = plan.next;
  return {
    deckId: deck.id,
    title: deck.title,
    next:
      next && next.review
        ? {
            card: presentCard(next.card, next.review, true),
            intervals: intervalPreview(schedulerFor(settings.desiredRetention), toFsrsCard(next.review), now),
          }
        : null,
    counts: plan.counts,
    nextDueAt: plan.nextDueAt?.toISOString() ?? null,
    canUndo: await canUndoIn(db, deck),
    settings,
  };
}

/** GET /api/flashcards/decks/:deckId/review */
export async function getReviewSession(ctx: ActorContext, deckId: string): Promise<ReviewSessionDto> {
  return session(ctx, ctx.db, await ownDeck(ctx, deckId));
}

/** POST /api/flashcards/cards/:cardId/grade — the schedule recomputed from the stored state and the rating. */
export async function gradeCard(
  ctx: ActorContext,
  cardId: string,
  rating: FlashcardRating,
): Promise<GradeResultDto> {
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const { deck, review } = await ownCard(ctx, cardId, tx);
    if (!review)
      throw conflict("not_scheduled", "This card has no schedule. Reset its progress to study it.");
    const settings = await settingsOf(tx, userId);
    const { card, log } = schedulerFor(settings.desiredRetention).next(
      toFsrsCard(review),
      now,
      ratings[rating],
    );
    const updated = await updateCard(tx, review.id, fromFsrsCard(card));
    await insertLog(tx, logRow(review.id, userId, log, review.due.getTime() <= now.getTime()));
    await updateCounters(tx, userId, ["reviews_done"], now);
    return { session: await session(ctx, tx, deck), dueAt: updated.due.toISOString() };
  });
}

/** POST /api/flashcards/decks/:deckId/undo — the card's state before the last rating, and the rating forgotten. */
export async function undoLastRating(ctx: ActorContext, deckId: string): Promise<ReviewSessionDto> {
  return ctx.db.transaction(async (tx) => {
    const deck = await ownDeck(ctx, deckId, tx, true);
    const last = await lastLogOfDeck(tx, deck.id, deck.ownerId);
    if (!last || last.review.lastReview?.getTime() !== last.log.review.getTime())
      throw conflict("nothing_to_undo", "There is no rating to undo in this deck.");
    const { log, review } = last;
    const previous = schedulerFor(defaults.desiredRetention).rollback(toFsrsCard(review), {
      rating: log.rating,
      state: log.state,
      due: log.due,
      stability: log.stability,
      difficulty: log.difficulty,
      elapsed_days: log.elapsedDays,
      last_elapsed_days: log.lastElapsedDays,
      scheduled_days: log.scheduledDays,
      learning_steps: log.learningSteps,
      review: log.review,
    });
    await updateCard(tx, review.id, fromFsrsCard(previous));
    await deleteLog(tx, log.id);
    return session(ctx, tx, deck);
  });
}

const freshSchedule = (now: Date) => fromFsrsCard(createEmptyCard(now));

/** POST /api/flashcards/cards/:cardId/reset — the card is new again (its past ratings stay in the history). */
export async function resetCard(ctx: ActorContext, cardId: string) {
  const { card, review } = await ownCard(ctx, cardId);
  if (!review) throw conflict("not_scheduled", "This card has no schedule.");
  const updated = await updateCard(ctx.db, review.id, freshSchedule(ctx.clock.now()));
  return presentCard(card, updated, true);
}

/** POST /api/flashcards/decks/:deckId/reset — every card of the deck new again. */
export async function resetDeck(ctx: ActorContext, deckId: string): Promise<ReviewSessionDto> {
  return ctx.db.transaction(async (tx) => {
    const deck = await ownDeck(ctx, deckId, tx, true);
    const now = ctx.clock.now();
    for (const { review } of await cardsOfDeck(tx, deck.id))
      if (review) await updateCard(tx, review.id, freshSchedule(now));
    return session(ctx, tx, deck);
  });
}
