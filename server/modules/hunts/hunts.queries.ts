// Database access of the treasure hunts (games.md §4.20): editions, participations, attempts and the edition board.
import type { Db } from "@server/db/client";
import { huntAttempts, huntEditions, huntParticipations, profiles } from "@server/db/schema";
import { and, asc, count, desc, eq, gt, inArray, lt, lte, or, sql } from "drizzle-orm";

export type HuntEditionRow = typeof huntEditions.$inferSelect;
export type HuntParticipationRow = typeof huntParticipations.$inferSelect;

// ── Editions ──────────────────────────────────────────────────────────────────────────────────────────────

export async function findEdition(db: Db, id: string): Promise<HuntEditionRow | undefined> {
  const [row] = await db.select().from(huntEditions).where(eq(huntEditions.id, id));
  return row;
}

export async function findEditionByDate(db: Db, editionDate: string): Promise<HuntEditionRow | undefined> {
  const [row] = await db.select().from(huntEditions).where(eq(huntEditions.editionDate, editionDate));
  return row;
}

/** The editions published before a date, newest first (the rotation's history). */
export async function editionsBefore(
  db: Db,
  editionDate: string,
  limit: number,
): Promise<Array<{ editionDate: string; huntKey: string }>> {
  return db
    .select({ editionDate: huntEditions.editionDate, huntKey: huntEditions.huntKey })
    .from(huntEditions)
    .where(lt(huntEditions.editionDate, editionDate))
    .orderBy(desc(huntEditions.editionDate))
    .limit(limit);
}

/** Serialises publishing across instances for the rest of the transaction. */
export async function lockEditionPublishing(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${"hunt-editions"}, 0))`);
}

/** Inserts an edition unless its date has one (another instance got there first). */
export async function insertEdition(tx: Db, values: typeof huntEditions.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(huntEditions)
    .values(values)
    .onConflictDoNothing({ target: huntEditions.editionDate })
    .returning({ id: huntEditions.id });
  return rows.length > 0;
}

/** Editions up to a date (today's included), newest first, optionally of one difficulty. */
export async function listEditions(
  db: Db,
  upTo: string,
  difficulty: string | undefined,
  limit: number,
): Promise<HuntEditionRow[]> {
  const filters = [lte(huntEditions.editionDate, upTo)];
  if (difficulty) filters.push(eq(huntEditions.difficulty, difficulty as HuntEditionRow["difficulty"]));
  return db
    .select()
    .from(huntEditions)
    .where(and(...filters))
    .orderBy(desc(huntEditions.editionDate))
    .limit(limit);
}

// ── Participations ────────────────────────────────────────────────────────────────────────────────────────

export async function findParticipation(
  db: Db,
  userId: string,
  editionId: string,
): Promise<HuntParticipationRow | undefined> {
  const [row] = await db
    .select()
    .from(huntParticipations)
    .where(and(eq(huntParticipations.userId, userId), eq(huntParticipations.editionId, editionId)));
  return row;
}

/** Locks the member's participation for the rest of the transaction, so two answers queue up. */
export async function lockParticipation(
  tx: Db,
  userId: string,
  editionId: string,
): Promise<HuntParticipationRow | undefined> {
  const [row] = await tx
    .select()
    .from(huntParticipations)
    .where(and(eq(huntParticipations.userId, userId), eq(huntParticipations.editionId, editionId)))
    .for("update");
  return row;
}

export async function participationsOf(
  db: Db,
  userId: string,
  editionIds: readonly string[],
): Promise<HuntParticipationRow[]> {
  if (editionIds.length === 0) return [];
  return db
    .select()
    .from(huntParticipations)
    .where(
      and(eq(huntParticipations.userId, userId), inArray(huntParticipations.editionId, [...editionIds])),
    );
}

/** Joins once: a second join (or a race) leaves the first participation as it is. */
export async function insertParticipation(tx: Db, values: typeof huntParticipations.$inferInsert) {
  await tx
    .insert(huntParticipations)
    .values(values)
    .onConflictDoNothing({ target: [huntParticipations.userId, huntParticipations.editionId] });
}

export async function updateParticipation(
  tx: Db,
  id: string,
  values: Partial<typeof huntParticipations.$inferInsert>,
) {
  await tx.update(huntParticipations).set(values).where(eq(huntParticipations.id, id));
}

/** Marks the member's active participations whose deadline (plus the grace) has passed as expired. */
export async function expireOverdue(db: Db, userId: string, cutoff: Date, now: Date) {
  await db
    .update(huntParticipations)
    .set({ status: "expired", clueNo: null, expiredAt: now })
    .where(
      and(
        eq(huntParticipations.userId, userId),
        eq(huntParticipations.status, "active"),
        lt(huntParticipations.deadlineAt, cutoff),
      ),
    );
}

// ── Attempts ──────────────────────────────────────────────────────────────────────────────────────────────

export async function insertAttempt(tx: Db, values: typeof huntAttempts.$inferInsert) {
  await tx.insert(huntAttempts).values(values);
}

/** The wrong tries on one clue since a moment, oldest first (the guessing limit and when it lifts). */
export async function wrongTriesSince(
  db: Db,
  participationId: string,
  clueNo: number,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: huntAttempts.createdAt })
    .from(huntAttempts)
    .where(
      and(
        eq(huntAttempts.participationId, participationId),
        eq(huntAttempts.clueNo, clueNo),
        eq(huntAttempts.correct, false),
        gt(huntAttempts.createdAt, since),
      ),
    )
    .orderBy(asc(huntAttempts.createdAt));
  return rows.map((row) => row.createdAt);
}

// ── The edition's board ───────────────────────────────────────────────────────────────────────────────────

export interface HuntBoardRow {
  userId: string;
  rank: number;
  score: number;
  elapsedMs: number;
  displayName: string;
  avatarPath: string | null;
  level: number;
}

const onBoard = (editionId: string) =>
  and(
    eq(huntParticipations.editionId, editionId),
    eq(huntParticipations.ranked, true),
    eq(huntParticipations.status, "completed"),
  );

/**
 * The edition's board: completed ranked participations by score, then time, ranked by a window function (ties share
 * a rank). Members who opted out of leaderboards are left out, except for the member asking, who sees their own row.
 */
export async function huntBoardRows(
  db: Db,
  board: { editionId: string; limit: number; userId: string },
): Promise<{ top: HuntBoardRow[]; me: HuntBoardRow | null }> {
  const ranked = db
    .select({
      userId: huntParticipations.userId,
      score: huntParticipations.score,
      elapsedMs: huntParticipations.elapsedMs,
      rank: sql<number>`rank() over (order by ${huntParticipations.score} desc, ${huntParticipations.elapsedMs} asc)`.as(
        "rank",
      ),
    })
    .from(huntParticipations)
    .innerJoin(profiles, eq(profiles.userId, huntParticipations.userId))
    .where(
      and(
        onBoard(board.editionId),
        or(eq(profiles.leaderboardVisible, true), eq(huntParticipations.userId, board.userId)),
      ),
    )
    .as("ranked");
  const rows = await db
    .select({
      userId: ranked.userId,
      rank: ranked.rank,
      score: ranked.score,
      elapsedMs: ranked.elapsedMs,
      displayName: profiles.displayName,
      avatarPath: profiles.avatarPath,
      level: profiles.level,
    })
    .from(ranked)
    .innerJoin(profiles, eq(profiles.userId, ranked.userId))
    .where(sql`${ranked.rank} <= ${board.limit} or ${ranked.userId} = ${board.userId}`)
    .orderBy(asc(ranked.rank), asc(profiles.displayName));
  const normalised = rows.map((row) => ({ ...row, rank: Number(row.rank), elapsedMs: row.elapsedMs ?? 0 }));
  return {
    top: normalised.filter((row) => row.rank <= board.limit).slice(0, board.limit),
    me: normalised.find((row) => row.userId === board.userId) ?? null,
  };
}

/** A completed ranked participation's place: 1 + the visible ones strictly ahead of it. */
export async function huntRankOf(db: Db, participation: HuntParticipationRow): Promise<number> {
  const elapsed = participation.elapsedMs ?? 0;
  const [row] = await db
    .select({ n: count() })
    .from(huntParticipations)
    .innerJoin(profiles, eq(profiles.userId, huntParticipations.userId))
    .where(
      and(
        onBoard(participation.editionId),
        eq(profiles.leaderboardVisible, true),
        or(
          gt(huntParticipations.score, participation.score),
          and(eq(huntParticipations.score, participation.score), lt(huntParticipations.elapsedMs, elapsed)),
        ),
      ),
    );
  return (row?.n ?? 0) + 1;
}
