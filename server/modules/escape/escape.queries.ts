// The escape rooms' database access (games.md §4.21): rooms (weekly and built), the one attempt per member and room,
// Essential's starts of the UTC day, and a ranked room's board over the public profile fields only.
import { and, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import {
  escapeAttempts,
  escapeRooms,
  profiles,
  type EscapeAttemptRow,
  type EscapeRoomRow,
} from "@server/db/schema";

export async function findRoom(db: Db, id: string): Promise<EscapeRoomRow | undefined> {
  const [row] = await db.select().from(escapeRooms).where(eq(escapeRooms.id, id));
  return row;
}

/** Inserts the week's rooms; a slot another instance filled first is left as it is. */
export async function insertWeeklyRooms(tx: Db, rows: Array<typeof escapeRooms.$inferInsert>): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(escapeRooms).values(rows).onConflictDoNothing();
}

export async function weeklyRooms(db: Db, weekStart: string): Promise<EscapeRoomRow[]> {
  return db
    .select()
    .from(escapeRooms)
    .where(and(eq(escapeRooms.kind, "weekly"), eq(escapeRooms.weekStart, weekStart)))
    .orderBy(asc(escapeRooms.slot));
}

export async function builtRoomsOf(db: Db, userId: string, limit: number): Promise<EscapeRoomRow[]> {
  return db
    .select()
    .from(escapeRooms)
    .where(and(eq(escapeRooms.kind, "built"), eq(escapeRooms.createdBy, userId)))
    .orderBy(desc(escapeRooms.createdAt))
    .limit(limit);
}

export async function insertRoom(db: Db, values: typeof escapeRooms.$inferInsert): Promise<EscapeRoomRow> {
  const [row] = await db.insert(escapeRooms).values(values).returning();
  if (!row) throw new Error("escape room not inserted");
  return row;
}

export async function findAttempt(
  db: Db,
  roomId: string,
  userId: string,
): Promise<EscapeAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(escapeAttempts)
    .where(and(eq(escapeAttempts.roomId, roomId), eq(escapeAttempts.userId, userId)));
  return row;
}

export async function lockAttempt(tx: Db, id: string): Promise<EscapeAttemptRow | undefined> {
  const [row] = await tx.select().from(escapeAttempts).where(eq(escapeAttempts.id, id)).for("update");
  return row;
}

export async function lockAttemptOf(
  tx: Db,
  roomId: string,
  userId: string,
): Promise<EscapeAttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(escapeAttempts)
    .where(and(eq(escapeAttempts.roomId, roomId), eq(escapeAttempts.userId, userId)))
    .for("update");
  return row;
}

export async function attemptsOfRooms(
  db: Db,
  userId: string,
  roomIds: string[],
): Promise<EscapeAttemptRow[]> {
  if (roomIds.length === 0) return [];
  return db
    .select()
    .from(escapeAttempts)
    .where(and(eq(escapeAttempts.userId, userId), inArray(escapeAttempts.roomId, roomIds)));
}

/** Serialises a member's starts (Essential's one a day holds under two tabs at once). */
export async function lockMember(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).for("update");
}

export async function startsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(escapeAttempts)
    .where(and(eq(escapeAttempts.userId, userId), gte(escapeAttempts.startedAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertAttempt(
  tx: Db,
  values: typeof escapeAttempts.$inferInsert,
): Promise<EscapeAttemptRow> {
  const [row] = await tx.insert(escapeAttempts).values(values).returning();
  if (!row) throw new Error("escape attempt not inserted");
  return row;
}

export async function updateAttempt(
  tx: Db,
  id: string,
  values: Partial<typeof escapeAttempts.$inferInsert>,
): Promise<void> {
  await tx.update(escapeAttempts).set(values).where(eq(escapeAttempts.id, id));
}

export interface EscapeBoardRow {
  userId: string;
  rank: number;
  score: number;
  elapsedMs: number;
  displayName: string;
  avatarPath: string | null;
  level: number;
}

/** A ranked room's board: finished ranked attempts by score, then time; members who hide from boards left out. */
export async function boardRows(
  db: Db,
  roomId: string,
  limit: number,
  userId: string,
): Promise<{ top: EscapeBoardRow[]; me: EscapeBoardRow | null }> {
  const ranked = db
    .select({
      userId: escapeAttempts.userId,
      score: escapeAttempts.score,
      elapsedMs: escapeAttempts.elapsedMs,
      rank: sql<number>`rank() over (order by ${escapeAttempts.score} desc, ${escapeAttempts.elapsedMs} asc)`.as(
        "rank",
      ),
    })
    .from(escapeAttempts)
    .innerJoin(profiles, eq(profiles.userId, escapeAttempts.userId))
    .where(
      and(
        eq(escapeAttempts.roomId, roomId),
        eq(escapeAttempts.ranked, true),
        inArray(escapeAttempts.status, ["escaped", "sealed"]),
        eq(profiles.leaderboardVisible, true),
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
    .where(sql`${ranked.rank} <= ${limit} or ${ranked.userId} = ${userId}`)
    .orderBy(asc(ranked.rank));
  const normalised = rows.map((row) => ({ ...row, rank: Number(row.rank), elapsedMs: row.elapsedMs ?? 0 }));
  return {
    top: normalised.filter((row) => row.rank <= limit).slice(0, limit),
    me: normalised.find((row) => row.userId === userId) ?? null,
  };
}
