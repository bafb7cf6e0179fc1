// Verse Memory Hall (screens §5.8): statistics computed from the member's real reviews, and the 60-second
// Quick quiz judged on the server with the forgiving compare (common/domain/memory-compare).
import { compareMemoryText } from "@common/domain/memory-compare";
import type { MemoryStatsDto, QuizAnswerDto, QuizFinishDto, QuizStartDto } from "@common/schemas/bible";
import type { ActorContext } from "@server/http/context";
import { AppError, conflict, notFound } from "@server/http/errors";
import { localDayStart } from "../palace/local-day";
import { findTimeZone } from "../palace/palace.queries";
import { shuffle } from "../palace/grading";
import {
  bestQuizScore,
  finishedQuizTimes,
  findOwnQuizRun,
  insertQuizRun,
  listOwnVerses,
  memoryCards,
  memoryReviewLogs,
  updateQuizRun,
  versesByIds,
} from "./memory.queries";
import { MEMORIZED_DAYS, memoryStatus } from "./memory-status";
import { presentBookProgress, presentQuizStart } from "./memory.presenter";

const dayMs = 24 * 60 * 60 * 1000;
export const QUIZ_SECONDS = 60;
/** Answers sent up to 5 s after the end still count (the network). */
export const QUIZ_GRACE_MS = 5_000;
export const QUIZ_MIN_VERSES = 3;
export const QUIZ_POINTS = 10;

/** The member's local calendar date of an instant, "YYYY-MM-DD". */
function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - dayMs).toISOString().slice(0, 10);
}

/** Consecutive local days with at least one review, ending today or (if none yet today) yesterday. */
export function streakDays(days: ReadonlySet<string>, today: string): number {
  let day = days.has(today) ? today : previousDate(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDate(day);
  }
  return streak;
}

/** The instant the member's local week (Monday) began. */
export function localWeekStart(now: Date, timeZone: string): Date {
  const today = localDayStart(now, timeZone);
  const weekday = new Date(Date.parse(`${localDate(now, timeZone)}T00:00:00Z`)).getUTCDay(); // 0 Sunday
  const back = (weekday + 6) % 7;
  return back === 0
    ? today
    : localDayStart(new Date(today.getTime() - back * dayMs + 12 * 60 * 60 * 1000), timeZone);
}

/** GET /api/memory/stats */
export async function getMemoryStats(ctx: ActorContext): Promise<MemoryStatsDto> {
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const [timeZone, verses, cards, logs, best, quizzes] = await Promise.all([
    findTimeZone(ctx.db, userId),
    listOwnVerses(ctx.db, userId),
    memoryCards(ctx.db, userId),
    memoryReviewLogs(ctx.db, userId),
    bestQuizScore(ctx.db, userId),
    finishedQuizTimes(ctx.db, userId),
  ]);
  const bySubject = new Map(cards.map((card) => [card.subjectId, card]));
  const weekStart = localWeekStart(now, timeZone);

  const reviewDays = new Set(logs.map((log) => localDate(log.review, timeZone)));
  const weekDays = new Set(
    logs
      .filter((log) => log.review.getTime() >= weekStart.getTime())
      .map((log) => localDate(log.review, timeZone)),
  );

  // A card is newly memorized this week when it is memorized now but was not at the week's start
  // (each log carries the interval its grade set).
  const intervalAtWeekStart = new Map<string, number>();
  for (const log of logs)
    if (log.review.getTime() < weekStart.getTime()) intervalAtWeekStart.set(log.cardId, log.scheduledDays);

  const perBook = new Map<number, { saved: number; memorized: number }>();
  let memorized = 0;
  let dueToday = 0;
  let newMemorized = 0;
  for (const verse of verses) {
    const card = bySubject.get(verse.id);
    const isMemorized = memoryStatus(card) === "memorized";
    if (isMemorized) memorized += 1;
    if (card && isMemorized && (intervalAtWeekStart.get(card.id) ?? 0) < MEMORIZED_DAYS) newMemorized += 1;
    if (!card || card.due.getTime() <= now.getTime()) dueToday += 1;
    const bookNumber = Math.floor(verse.startKey / 1_000_000);
    const entry = perBook.get(bookNumber) ?? { saved: 0, memorized: 0 };
    entry.saved += 1;
    if (isMemorized) entry.memorized += 1;
    perBook.set(bookNumber, entry);
  }

  return {
    saved: verses.length,
    memorized,
    dueToday,
    streakDays: streakDays(reviewDays, localDate(now, timeZone)),
    bestQuizScore: best,
    perBook: [...perBook.entries()]
      .sort(([a], [b]) => a - b)
      .map(([bookNumber, counts]) => presentBookProgress(bookNumber, counts)),
    week: {
      reviewDays: weekDays.size,
      newMemorized,
      quizFinished: quizzes.some((finishedAt) => finishedAt.getTime() >= weekStart.getTime()),
    },
  };
}

/** POST /api/memory/quiz — a 60-second round over the member's saved verses (at least 3). */
export async function startQuiz(ctx: ActorContext): Promise<QuizStartDto> {
  const verses = await listOwnVerses(ctx.db, ctx.actor.userId);
  if (verses.length < QUIZ_MIN_VERSES) throw conflict("not_enough_verses", "Save at least 3 verses to play");
  const now = ctx.clock.now();
  const order = shuffle(verses);
  const run = await insertQuizRun(ctx.db, {
    userId: ctx.actor.userId,
    verseIds: order.map((verse) => verse.id),
    startedAt: now,
    endsAt: new Date(now.getTime() + QUIZ_SECONDS * 1000),
  });
  return presentQuizStart(run, order);
}

/**
 * POST /api/memory/quiz/:id/answer — +10 for a correct answer. A verse scores once per pass through the
 * round's verses (after every verse has scored, they all count again), so repeating one answer earns nothing.
 */
export async function answerQuiz(
  ctx: ActorContext,
  id: string,
  input: { verseId: string; answer: string },
): Promise<QuizAnswerDto> {
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const run = await findOwnQuizRun(tx, userId, id, true);
    if (!run) throw notFound("quiz");
    if (run.finishedAt !== null) throw conflict("quiz_finished", "This quiz has finished.");
    if (now.getTime() > run.endsAt.getTime() + QUIZ_GRACE_MS)
      throw new AppError(409, "quiz_time_up", "Time's up");
    const verseId = input.verseId.toLowerCase();
    if (!run.verseIds.includes(verseId)) throw notFound("quiz verse");
    const [verse] = await versesByIds(tx, userId, [verseId]);
    if (!verse) throw notFound("quiz verse");
    const { correct } = compareMemoryText(verse.text, input.answer);
    if (!correct || run.solvedIds.includes(verseId)) return { correct, score: run.score };
    const solved = [...run.solvedIds, verseId];
    const updated = await updateQuizRun(tx, run.id, {
      score: run.score + QUIZ_POINTS,
      solvedIds: solved.length >= run.verseIds.length ? [] : solved,
    });
    return { correct, score: updated.score };
  });
}

/** POST /api/memory/quiz/:id/finish — the score and the member's best (finishing twice changes nothing). */
export async function finishQuiz(ctx: ActorContext, id: string): Promise<QuizFinishDto> {
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const run = await ctx.db.transaction(async (tx) => {
    const found = await findOwnQuizRun(tx, userId, id, true);
    if (!found) throw notFound("quiz");
    if (found.finishedAt !== null) return found;
    // Finished early or late: the round ends no later than its clock.
    const finishedAt = now.getTime() < found.endsAt.getTime() ? now : found.endsAt;
    return updateQuizRun(tx, found.id, { finishedAt });
  });
  return { score: run.score, best: await bestQuizScore(ctx.db, userId) };
}
