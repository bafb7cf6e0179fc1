import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import {
  assessmentAttempts,
  palacePrefs,
  practiceEntries,
  profiles,
  roomProgress,
  xpEvents,
} from "@server/db/schema";

export type RoomProgressRow = typeof roomProgress.$inferSelect;
export type PracticeEntryRow = typeof practiceEntries.$inferSelect;
export type AttemptRow = typeof assessmentAttempts.$inferSelect;
export type PalacePrefsRow = typeof palacePrefs.$inferSelect;

// ---------- room_progress ----------

export async function findAllProgress(db: Db, userId: string): Promise<RoomProgressRow[]> {
  return db.select().from(roomProgress).where(eq(roomProgress.userId, userId));
}

export async function findProgress(
  db: Db,
  userId: string,
  roomId: string,
): Promise<RoomProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(roomProgress)
    .where(and(eq(roomProgress.userId, userId), eq(roomProgress.roomId, roomId)));
  return row;
}

/** The member's row for the room, created if missing and locked until the transaction ends. */
export async function lockProgress(
  tx: Db,
  userId: string,
  roomId: string,
  now: Date,
): Promise<RoomProgressRow> {
  await tx.insert(roomProgress).values({ userId, roomId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(roomProgress)
    .where(and(eq(roomProgress.userId, userId), eq(roomProgress.roomId, roomId)))
    .for("update");
  if (!row) throw new Error("lockProgress: no row");
  return row;
}

export async function updateProgress(
  tx: Db,
  userId: string,
  roomId: string,
  values: Partial<Omit<RoomProgressRow, "userId" | "roomId">>,
): Promise<RoomProgressRow> {
  const [row] = await tx
    .update(roomProgress)
    .set(values)
    .where(and(eq(roomProgress.userId, userId), eq(roomProgress.roomId, roomId)))
    .returning();
  if (!row) throw new Error("updateProgress: no row");
  return row;
}

/** First and last visit of a room, and the room the member last opened ("Continue"). */
export async function recordVisit(db: Db, userId: string, roomId: string, now: Date): Promise<void> {
  await db
    .insert(roomProgress)
    .values({ userId, roomId, firstVisitedAt: now, lastVisitedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [roomProgress.userId, roomProgress.roomId],
      set: {
        firstVisitedAt: sql`coalesce(${roomProgress.firstVisitedAt}, ${now.toISOString()}::timestamptz)`,
        lastVisitedAt: now,
      },
    });
  await db
    .insert(palacePrefs)
    .values({ userId, lastRoomId: roomId, updatedAt: now })
    .onConflictDoUpdate({ target: palacePrefs.userId, set: { lastRoomId: roomId, updatedAt: now } });
}

export async function findPrefs(db: Db, userId: string): Promise<PalacePrefsRow | undefined> {
  const [row] = await db.select().from(palacePrefs).where(eq(palacePrefs.userId, userId));
  return row;
}

export async function findTimeZone(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.timeZone ?? "UTC";
}

// ---------- xp_events ----------

/** Appends an event unless its dedupe key is already in the ledger; true when written. */
export async function insertXpEvent(
  tx: Db,
  values: {
    userId: string;
    roomId: string;
    kind: string;
    amount: number;
    sourceId: string | null;
    dedupeKey: string;
    createdAt: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(xpEvents)
    .values(values)
    .onConflictDoNothing({ target: xpEvents.dedupeKey })
    .returning({ id: xpEvents.id });
  return rows.length > 0;
}

export async function xpEventExists(tx: Db, dedupeKey: string): Promise<boolean> {
  const [row] = await tx.select({ id: xpEvents.id }).from(xpEvents).where(eq(xpEvents.dedupeKey, dedupeKey));
  return row !== undefined;
}

/** Count and sum of one kind of event since `since` (a room's, or palace-wide without roomId). */
export async function xpEventTotals(
  tx: Db,
  filter: { userId: string; kind: string; since: Date; roomId?: string },
): Promise<{ count: number; amount: number }> {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${xpEvents.amount}), 0)::int`,
    })
    .from(xpEvents)
    .where(
      and(
        eq(xpEvents.userId, filter.userId),
        eq(xpEvents.kind, filter.kind),
        gte(xpEvents.createdAt, filter.since),
        filter.roomId === undefined ? undefined : eq(xpEvents.roomId, filter.roomId),
      ),
    );
  return row ?? { count: 0, amount: 0 };
}

// ---------- practice_entries ----------

export async function insertEntry(
  tx: Db,
  values: typeof practiceEntries.$inferInsert,
): Promise<PracticeEntryRow> {
  const [row] = await tx.insert(practiceEntries).values(values).returning();
  if (!row) throw new Error("insertEntry returned no row");
  return row;
}

/** One of the member's live entries (another member's, or a deleted one, is not found). */
export async function findOwnEntry(
  db: Db,
  userId: string,
  id: string,
  forUpdate = false,
): Promise<PracticeEntryRow | undefined> {
  const query = db
    .select()
    .from(practiceEntries)
    .where(
      and(eq(practiceEntries.id, id), eq(practiceEntries.userId, userId), isNull(practiceEntries.deletedAt)),
    );
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function listEntries(db: Db, userId: string, roomId: string): Promise<PracticeEntryRow[]> {
  return db
    .select()
    .from(practiceEntries)
    .where(
      and(
        eq(practiceEntries.userId, userId),
        eq(practiceEntries.roomId, roomId),
        isNull(practiceEntries.deletedAt),
      ),
    )
    .orderBy(desc(practiceEntries.createdAt), desc(practiceEntries.id));
}

export async function updateEntry(
  tx: Db,
  id: string,
  values: Partial<typeof practiceEntries.$inferInsert>,
): Promise<PracticeEntryRow> {
  const [row] = await tx.update(practiceEntries).set(values).where(eq(practiceEntries.id, id)).returning();
  if (!row) throw new Error("updateEntry returned no row");
  return row;
}

export async function countPassingEntries(db: Db, userId: string, roomId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(practiceEntries)
    .where(
      and(
        eq(practiceEntries.userId, userId),
        eq(practiceEntries.roomId, roomId),
        eq(practiceEntries.verdict, "pass"),
        isNull(practiceEntries.deletedAt),
      ),
    );
  return row?.count ?? 0;
}

/** Normalised reference labels of the member's live entries in a room (to pick an unseen passage). */
export async function entryRefs(db: Db, userId: string, roomId: string): Promise<string[]> {
  const rows = await db
    .select({ refs: practiceEntries.refs })
    .from(practiceEntries)
    .where(
      and(
        eq(practiceEntries.userId, userId),
        eq(practiceEntries.roomId, roomId),
        isNull(practiceEntries.deletedAt),
      ),
    );
  return rows.flatMap((row) => row.refs);
}

// ---------- assessment_attempts ----------

export async function insertAttempt(
  db: Db,
  values: typeof assessmentAttempts.$inferInsert,
): Promise<AttemptRow> {
  const [row] = await db.insert(assessmentAttempts).values(values).returning();
  if (!row) throw new Error("insertAttempt returned no row");
  return row;
}

export async function findAttempt(db: Db, id: string, forUpdate = false): Promise<AttemptRow | undefined> {
  const query = db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function updateAttempt(
  tx: Db,
  id: string,
  values: Partial<typeof assessmentAttempts.$inferInsert>,
): Promise<AttemptRow> {
  const [row] = await tx
    .update(assessmentAttempts)
    .set(values)
    .where(eq(assessmentAttempts.id, id))
    .returning();
  if (!row) throw new Error("updateAttempt returned no row");
  return row;
}

/** Item ids the member has been shown in this room's recent attempts (for "fresh where the bank allows"). */
export async function seenItemIds(db: Db, userId: string, roomId: string, limit = 20): Promise<Set<string>> {
  const rows = await db
    .select({ itemIds: assessmentAttempts.itemIds })
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.roomId, roomId)))
    .orderBy(desc(assessmentAttempts.startedAt))
    .limit(limit);
  return new Set(rows.flatMap((row) => row.itemIds));
}

/** The member's attempts at one milestone test of a room, newest first. */
export async function milestoneAttempts(
  db: Db,
  userId: string,
  roomId: string,
  milestoneNo: number,
): Promise<AttemptRow[]> {
  return db
    .select()
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.userId, userId),
        eq(assessmentAttempts.roomId, roomId),
        eq(assessmentAttempts.kind, "milestone"),
        eq(assessmentAttempts.milestoneNo, milestoneNo),
      ),
    )
    .orderBy(desc(assessmentAttempts.startedAt));
}
