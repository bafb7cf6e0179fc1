// The app-wide review queue (palace.md §4.9, data-model §6): cards scheduled on the server by ts-fsrs from the
// stored card state and the member's grade — never from a date the client sends. Every grade is logged.
import { type Card, createEmptyCard, fsrs, type Grade, Rating, type ReviewLog } from "ts-fsrs";
import type { GradeResultDto, ReviewCardDto, ReviewQueueDto, ReviewRating } from "@common/schemas/palace";
import type { Db } from "@server/db/client";
import type { ActorContext } from "@server/http/context";
import { AppError, notFound } from "@server/http/errors";
import { type ActorAccess, loadActorAccess } from "../access/access.service";
import { recordStudy } from "../achievements/activity";
import { MEMORY_SUBJECT_TYPE } from "../memory/review-subjects";
import { presentCard, presentQueue } from "./review.presenter";
import {
  type ReviewArea,
  reviewAreas,
  reviewHandler,
  type ReviewSubject,
  type ReviewSubjectHandler,
} from "./review.registry";
import {
  deleteOwnCard,
  findOwnCard,
  insertCard,
  insertLog,
  listCards,
  type ReviewCardRow,
  updateCard,
} from "./review.queries";

const scheduler = fsrs();
const DUE_LIST_LIMIT = 100;

const ratings: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

function handlerFor(subjectType: string): ReviewSubjectHandler {
  const handler = reviewHandler(subjectType);
  if (!handler) throw notFound("review subject");
  return handler;
}

/** A stored card as ts-fsrs reads it (exported for flashcards, which schedule with the member's own retention). */
export function toFsrsCard(row: ReviewCardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

/** One grading as a review_logs row: ts-fsrs' log of the card before the rating (rollback reads it back). */
export function logRow(cardId: string, userId: string, log: ReviewLog, wasDue: boolean) {
  return {
    cardId,
    userId,
    rating: log.rating,
    state: log.state,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    review: log.review,
    wasDue,
  };
}

/** ts-fsrs' card as the review_cards columns store it. */
export function fromFsrsCard(card: Card) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

function isPaused(row: ReviewCardRow, access: ActorAccess): boolean {
  const handler = reviewHandler(row.subjectType);
  return !handler || handler.paused(row.subjectType, row.subjectId, access);
}

/** The card's text: from the database when its subject type keeps it there (`texts`), else from the registry. */
function textOf(row: ReviewCardRow, texts: ReadonlyMap<string, ReviewSubject>): ReviewSubject {
  return (
    texts.get(`${row.subjectType}:${row.subjectId}`) ??
    reviewHandler(row.subjectType)?.describe(row.subjectType, row.subjectId) ?? { front: "", back: "" }
  );
}

/** Cards with their text: subjects kept in the database (memory verses) are read in one query per type. */
async function cardsWithText(
  db: Db,
  userId: string,
  rows: ReviewCardRow[],
  paused = false,
): Promise<ReviewCardDto[]> {
  const texts = new Map<string, ReviewSubject>();
  for (const subjectType of new Set(rows.map((row) => row.subjectType))) {
    const handler = reviewHandler(subjectType);
    if (!handler?.describeMany) continue;
    const ids = rows.filter((row) => row.subjectType === subjectType).map((row) => row.subjectId);
    for (const [id, text] of await handler.describeMany(db, userId, ids))
      texts.set(`${subjectType}:${id}`, text);
  }
  return rows.map((row) => presentCard(row, paused, textOf(row, texts)));
}

/** Due cards oldest first (paused ones left out), the due count, the next due time and the queue's size. */
export async function reviewQueueFor(
  ctx: { db: Db; clock: { now(): Date } },
  userId: string,
  access: ActorAccess,
  area?: ReviewArea,
): Promise<ReviewQueueDto> {
  const now = ctx.clock.now().getTime();
  const all = await listCards(ctx.db, userId);
  const types: readonly string[] | undefined = area ? reviewAreas[area] : undefined;
  const cards = types ? all.filter((row) => types.includes(row.subjectType)) : all;
  const active = cards.filter((row) => !isPaused(row, access));
  const due = active.filter((row) => row.due.getTime() <= now);
  const upcoming = active.filter((row) => row.due.getTime() > now);
  return presentQueue({
    due: await cardsWithText(ctx.db, userId, due.slice(0, DUE_LIST_LIMIT)),
    dueCount: due.length,
    nextDue: upcoming[0]?.due,
    total: cards.length,
  });
}

/** GET /api/review/queue */
export async function getReviewQueue(ctx: ActorContext, area?: ReviewArea): Promise<ReviewQueueDto> {
  return reviewQueueFor(ctx, ctx.actor.userId, await loadActorAccess(ctx), area);
}

/** A new card, due now (shared by the add endpoint and automatic adds such as a first learn-check pass). */
export function newCardValues(userId: string, subjectType: string, subjectId: string, now: Date) {
  return { userId, subjectType, subjectId, ...fromFsrsCard(createEmptyCard(now)), createdAt: now };
}

/** POST /api/review/cards — a duplicate is 409 already_in_review. */
export async function addReviewCard(
  ctx: ActorContext,
  input: { subjectType: string; subjectId: string },
): Promise<ReviewCardDto> {
  const handler = handlerFor(input.subjectType);
  const subjectId = handler.normaliseId(input.subjectType, input.subjectId);
  if (subjectId === null || handler.describe(input.subjectType, subjectId) === null)
    throw notFound("review subject");
  const access = await loadActorAccess(ctx);
  handler.assertActive(input.subjectType, subjectId, access);
  const row = await insertCard(
    ctx.db,
    newCardValues(ctx.actor.userId, input.subjectType, subjectId, ctx.clock.now()),
  );
  if (!row) throw new AppError(409, "already_in_review", "Already in your review queue");
  return presentCard(row, false, textOf(row, new Map()));
}

/** DELETE /api/review/cards/:id — only the member's own card. */
export async function removeReviewCard(ctx: ActorContext, id: string): Promise<void> {
  if (!(await deleteOwnCard(ctx.db, ctx.actor.userId, id))) throw notFound("review card");
}

/**
 * POST /api/review/cards/:id/grade — the next schedule from ts-fsrs with the server's clock; the grade is
 * logged, and a card that was due earns its subject's award (palace: review_graded, capped per day).
 */
export async function gradeReviewCard(
  ctx: ActorContext,
  id: string,
  rating: ReviewRating,
): Promise<GradeResultDto> {
  const access = await loadActorAccess(ctx);
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const row = await findOwnCard(tx, userId, id, true);
    if (!row) throw notFound("review card");
    const handler = handlerFor(row.subjectType);
    handler.assertActive(row.subjectType, row.subjectId, access);
    const wasDue = row.due.getTime() <= now.getTime();
    const { card, log } = scheduler.next(toFsrsCard(row), now, ratings[rating]);
    const updated = await updateCard(tx, row.id, fromFsrsCard(card));
    const logId = await insertLog(tx, logRow(row.id, userId, log, wasDue));
    const award =
      wasDue && handler.onGradedDue
        ? await handler.onGradedDue(tx, {
            userId,
            subjectType: row.subjectType,
            subjectId: row.subjectId,
            logId,
            now,
          })
        : null;
    // A review makes a study day (a memory verse's also a memory day) and moves the review and memory badges.
    const memory = row.subjectType === MEMORY_SUBJECT_TYPE;
    await recordStudy(tx, userId, memory ? ["reviews_done", "verses_memorized"] : ["reviews_done"], now, {
      study: true,
      memory,
    });
    const [presented] = await cardsWithText(tx, userId, [updated]);
    return { card: presented!, award: award && award.xpAwarded > 0 ? award : null };
  });
}
