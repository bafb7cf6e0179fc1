// Database access of the games module (games.md §3.7, §3.9): runs, rounds, results, personal bests, the
// ledger rows games write, and the leaderboard's ranked query.
import type { Db } from "@server/db/client";
import { gameResults, gameRounds, gameRuns, personalBests, profiles, xpEvents } from "@server/db/schema";
import { and, asc, count, desc, eq, gte, like, sql } from "drizzle-orm";

export type GameRunRow = typeof gameRuns.$inferSelect;
export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameResultRow = typeof gameResults.$inferSelect;
export type PersonalBestRow = typeof personalBests.$inferSelect;

export async function insertRun(tx: Db, values: typeof gameRuns.$inferInsert): Promise<GameRunRow> {
  const [row] = await tx.insert(gameRuns).values(values).returning();
  if (!row) throw new Error("game run not inserted");
  return row;
}

export async function findRun(db: Db, runId: string): Promise<GameRunRow | undefined> {
  const [row] = await db.select().from(gameRuns).where(eq(gameRuns.id, runId));
  return row;
}

/** Locks the run row for the rest of the transaction, so two answers to one run queue up. */
export async function lockRun(tx: Db, runId: string): Promise<GameRunRow | undefined> {
  const [row] = await tx.select().from(gameRuns).where(eq(gameRuns.id, runId)).for("update");
  return row;
}

export async function updateRun(tx: Db, runId: string, values: Partial<typeof gameRuns.$inferInsert>) {
  await tx.update(gameRuns).set(values).where(eq(gameRuns.id, runId));
}

export async function activeRunsOf(db: Db, userId: string): Promise<GameRunRow[]> {
  return db
    .select()
    .from(gameRuns)
    .where(and(eq(gameRuns.userId, userId), eq(gameRuns.status, "active")))
    .orderBy(desc(gameRuns.lastActivityAt));
}

export async function runStartsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gameRuns)
    .where(and(eq(gameRuns.userId, userId), gte(gameRuns.startedAt, since)));
  return row?.n ?? 0;
}

export async function insertRound(tx: Db, values: typeof gameRounds.$inferInsert) {
  await tx.insert(gameRounds).values(values).onConflictDoNothing();
}

export async function updateRound(
  tx: Db,
  runId: string,
  roundNo: number,
  values: Partial<typeof gameRounds.$inferInsert>,
) {
  await tx
    .update(gameRounds)
    .set(values)
    .where(and(eq(gameRounds.runId, runId), eq(gameRounds.roundNo, roundNo)));
}

export async function roundsOf(db: Db, runId: string): Promise<GameRoundRow[]> {
  return db.select().from(gameRounds).where(eq(gameRounds.runId, runId)).orderBy(asc(gameRounds.roundNo));
}

export async function insertResult(tx: Db, values: typeof gameResults.$inferInsert): Promise<GameResultRow> {
  const [row] = await tx.insert(gameResults).values(values).returning();
  if (!row) throw new Error("game result not inserted");
  return row;
}

export async function resultOfRun(db: Db, runId: string): Promise<GameResultRow | undefined> {
  const [row] = await db.select().from(gameResults).where(eq(gameResults.runId, runId));
  return row;
}

export async function setResultPoints(tx: Db, resultId: string, points: number) {
  await tx.update(gameResults).set({ pointsAwarded: points }).where(eq(gameResults.id, resultId));
}

export async function findBest(
  tx: Db,
  key: { userId: string; gameId: string; mode: string; difficulty: string },
): Promise<PersonalBestRow | undefined> {
  const [row] = await tx
    .select()
    .from(personalBests)
    .where(
      and(
        eq(personalBests.userId, key.userId),
        eq(personalBests.gameId, key.gameId),
        eq(personalBests.mode, key.mode),
        eq(personalBests.difficulty, key.difficulty),
      ),
    );
  return row;
}

export async function upsertBest(tx: Db, values: typeof personalBests.$inferInsert) {
  await tx
    .insert(personalBests)
    .values(values)
    .onConflictDoUpdate({
      target: [personalBests.userId, personalBests.gameId, personalBests.mode, personalBests.difficulty],
      set: {
        bestScore: values.bestScore,
        bestMetric: values.bestMetric,
        resultId: values.resultId,
        achievedAt: values.achievedAt,
      },
    });
}

export async function bestsOf(db: Db, userId: string): Promise<PersonalBestRow[]> {
  return db
    .select()
    .from(personalBests)
    .where(eq(personalBests.userId, userId))
    .orderBy(desc(personalBests.achievedAt));
}

/** Game ledger rows of a member since a moment (caps count the UTC day). */
export async function gamePointsSince(
  tx: Db,
  userId: string,
  since: Date,
): Promise<Array<{ source: string; amount: number }>> {
  return tx
    .select({ source: xpEvents.source, amount: xpEvents.amount })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, userId), like(xpEvents.source, "game:%"), gte(xpEvents.createdAt, since)));
}

export async function insertGamePoints(
  tx: Db,
  values: { userId: string; source: string; amount: number; runId: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(xpEvents)
    .values({
      userId: values.userId,
      roomId: null,
      source: values.source,
      kind: "game_run",
      amount: values.amount,
      sourceId: values.runId,
      // Unique per (source, run): a retried finish never awards twice.
      dedupeKey: `${values.source}:${values.runId}`,
      createdAt: values.createdAt,
    })
    .onConflictDoNothing({ target: xpEvents.dedupeKey })
    .returning({ id: xpEvents.id });
  return rows.length > 0;
}

/** Serialises finishing transactions of one member (caps are read, then written). */
export async function lockMemberPoints(tx: Db, userId: string) {
  await tx.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).for("update");
}

export interface BoardRow {
  userId: string;
  rank: number;
  metric: number;
  achievedAt: Date;
  displayName: string;
  avatarPath: string | null;
  level: number;
}

/**
 * One leaderboard (§3.9): ranked results of a game's partition since a moment, each member once with their
 * best (ties → the earlier result), ranked by a window function. Members who opted out are left out.
 */
export async function leaderboardRows(
  db: Db,
  board: {
    gameId: string;
    mode: string | null;
    difficulty: string | null;
    since: Date | null;
    order: "asc" | "desc";
    limit: number;
    userId: string;
  },
): Promise<{ top: BoardRow[]; me: BoardRow | null }> {
  const filters = [eq(gameResults.gameId, board.gameId), eq(gameResults.ranked, true)];
  if (board.mode !== null) filters.push(eq(gameResults.mode, board.mode));
  if (board.difficulty !== null) filters.push(eq(gameResults.difficulty, board.difficulty));
  if (board.since !== null) filters.push(gte(gameResults.createdAt, board.since));
  const metricOrder = board.order === "desc" ? desc(gameResults.metric) : asc(gameResults.metric);
  const best = db
    .select({
      userId: gameResults.userId,
      metric: gameResults.metric,
      createdAt: gameResults.createdAt,
      n: sql<number>`row_number() over (partition by ${gameResults.userId} order by ${gameResults.metric} ${sql.raw(board.order)}, ${gameResults.createdAt} asc)`.as(
        "n",
      ),
    })
    .from(gameResults)
    .innerJoin(profiles, eq(profiles.userId, gameResults.userId))
    .where(and(...filters, eq(profiles.leaderboardVisible, true)))
    .orderBy(metricOrder)
    .as("best");
  const ranked = db
    .select({
      userId: best.userId,
      metric: best.metric,
      createdAt: best.createdAt,
      rank: sql<number>`rank() over (order by ${best.metric} ${sql.raw(board.order)}, ${best.createdAt} asc)`.as(
        "rank",
      ),
    })
    .from(best)
    .where(eq(best.n, 1))
    .as("ranked");
  const rows = await db
    .select({
      userId: ranked.userId,
      rank: ranked.rank,
      metric: ranked.metric,
      achievedAt: ranked.createdAt,
      displayName: profiles.displayName,
      avatarPath: profiles.avatarPath,
      level: profiles.level,
    })
    .from(ranked)
    .innerJoin(profiles, eq(profiles.userId, ranked.userId))
    .where(sql`${ranked.rank} <= ${board.limit} or ${ranked.userId} = ${board.userId}`)
    .orderBy(asc(ranked.rank));
  const normalised = rows.map((row) => ({ ...row, rank: Number(row.rank) }));
  return {
    top: normalised.filter((row) => row.rank <= board.limit).slice(0, board.limit),
    me: normalised.find((row) => row.userId === board.userId) ?? null,
  };
}
