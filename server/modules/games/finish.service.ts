/**
 * The finishing transaction (games.md §3.2, §3.8, §3.9): the server ends a run itself and writes, at once, the
 * result, the personal best, the points (one ledger row per run, within the UTC day's caps) and the
 * leaderboard eligibility. Called inside the transaction that applied the last step.
 */
import { findGame } from "@common/games/registry";
import { GAME_POINTS, KIDS_GAMES, performancePoints } from "@common/games/rules";
import type { Db } from "@server/db/client";
import { recordStudy } from "@server/modules/achievements/activity";
import { addPoints } from "@server/modules/points/points.queries";
import type { Finish } from "./engines/types";
import {
  type GameRunRow,
  findBest,
  gamePointsSince,
  insertGamePoints,
  insertResult,
  lockMemberPoints,
  setResultPoints,
  updateRun,
  upsertBest,
} from "./games.queries";

/** The achievement counters a finished run can move (screens.md §3.10, games.md §3.8). */
const RUN_COUNTERS = [
  "games_finished",
  "distinct_games_finished",
  "palace_quiz_perfect_runs",
  "concentration_sharp_runs",
  "escape_dragon_wins",
  "kids_games_three_stars",
] as const;

export const utcDayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Monday 00:00 UTC of the ISO week. */
export const isoWeekStart = (now: Date) => {
  const day = utcDayStart(now);
  const weekday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - weekday * 24 * 60 * 60 * 1000);
};

function isBetter(order: "asc" | "desc", candidate: number, best: number): boolean {
  return order === "desc" ? candidate > best : candidate < best;
}

/**
 * Points for one finished play after the UTC day's caps (§3.8), one ledger row per play (`game:{gameId}`, deduped by
 * `sourceId`); 0 with `capped` when a cap forbids them. Runs use it here; the treasure hunts, which have their own
 * tables, call it with the participation id.
 */
export async function awardGamePoints(
  tx: Db,
  play: { userId: string; gameId: string; sourceId: string },
  wanted: number,
  now: Date,
): Promise<{ points: number; capped: boolean }> {
  await lockMemberPoints(tx, play.userId);
  const source = `game:${play.gameId}`;
  const today = await gamePointsSince(tx, play.userId, utcDayStart(now));
  const runsOfGame = today.filter((row) => row.source === source).length;
  const total = today.reduce((sum, row) => sum + row.amount, 0);
  const room = GAME_POINTS.pointsPerDay - total;
  if (runsOfGame >= GAME_POINTS.runsWithPointsPerGamePerDay || room <= 0) return { points: 0, capped: true };
  const points = Math.min(wanted, room);
  const inserted = await insertGamePoints(tx, {
    userId: play.userId,
    source,
    amount: points,
    runId: play.sourceId,
    createdAt: now,
  });
  if (!inserted) return { points: 0, capped: false };
  await addPoints(tx, play.userId, points);
  return { points, capped: points < wanted };
}

export async function finishRun(tx: Db, run: GameRunRow, finish: Finish, now: Date): Promise<GameRunRow> {
  const game = findGame(run.gameId);
  const order = game?.leaderboard?.order ?? "desc";
  const timedOut = finish.status === "timed_out";
  const status = timedOut ? "timed_out" : "completed";
  const ranked = Boolean(game?.ranked) && finish.ranked !== false && !timedOut;
  const durationMs = Math.max(0, Math.round(finish.durationMs ?? now.getTime() - run.startedAt.getTime()));
  await updateRun(tx, run.id, {
    status,
    finishedAt: now,
    roundNo: null,
    roundIssuedAt: null,
    roundDeadlineAt: null,
  });
  const key = { userId: run.userId, gameId: run.gameId, mode: run.mode, difficulty: run.difficulty };
  const previous = await findBest(tx, key);
  const result = await insertResult(tx, {
    runId: run.id,
    ...key,
    score: finish.score,
    maxScore: finish.maxScore,
    metric: finish.metric,
    won: finish.won,
    durationMs,
    metrics: finish.metrics,
    ranked,
    createdAt: now,
  });
  const newBest = !timedOut && (!previous || isBetter(order, finish.metric, previous.bestMetric));
  if (newBest)
    await upsertBest(tx, {
      ...key,
      bestScore: finish.score,
      bestMetric: finish.metric,
      resultId: result.id,
      achievedAt: now,
    });
  // §3.8: a kids game completed is worth 2, +2 for 3 stars (its `won`); no personal-best bonus.
  const wanted =
    game?.audience === "kids"
      ? KIDS_GAMES.points.completed + (finish.won ? KIDS_GAMES.points.threeStars : 0)
      : performancePoints(finish.score, finish.maxScore) +
        (finish.won ? GAME_POINTS.win : 0) +
        (newBest ? GAME_POINTS.newBest : 0);
  const { points, capped } = timedOut
    ? { points: 0, capped: false }
    : await awardGamePoints(tx, { userId: run.userId, gameId: run.gameId, sourceId: run.id }, wanted, now);
  await setResultPoints(tx, result.id, points);
  // A finished game makes a study day and may move the games badges (games.md §3.8: in the finishing transaction).
  await recordStudy(tx, run.userId, RUN_COUNTERS, now);
  const state = {
    ...run.state,
    result: { title: finish.title, newBest, capped, previousBest: previous?.bestMetric ?? null },
  };
  await updateRun(tx, run.id, { state });
  return {
    ...run,
    state,
    status,
    finishedAt: now,
    roundNo: null,
    roundIssuedAt: null,
    roundDeadlineAt: null,
  };
}
