import { and, asc, desc, eq, inArray, isNotNull, max } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { memoryQuizRuns, memoryVerses, reviewCards, reviewLogs } from "@server/db/schema";
import { MEMORY_SUBJECT_TYPE } from "./review-subjects";

export type MemoryVerseRow = typeof memoryVerses.$inferSelect;
export type MemoryCardRow = typeof reviewCards.$inferSelect;
export type QuizRunRow = typeof memoryQuizRuns.$inferSelect;

export async function listOwnVerses(db: Db, userId: string): Promise<MemoryVerseRow[]> {
  return db
    .select()
    .from(memoryVerses)
    .where(eq(memoryVerses.userId, userId))
    .orderBy(desc(memoryVerses.createdAt), desc(memoryVerses.id));
}

export async function findOwnVerse(db: Db, userId: string, id: string): Promise<MemoryVerseRow | undefined> {
  const [row] = await db
    .select()
    .from(memoryVerses)
    .where(and(eq(memoryVerses.id, id), eq(memoryVerses.userId, userId)));
  return row;
}

/** Inserts the verse unless the member already has this passage; undefined on a duplicate. */
export async function insertVerse(
  db: Db,
  values: typeof memoryVerses.$inferInsert,
): Promise<MemoryVerseRow | undefined> {
  const [row] = await db
    .insert(memoryVerses)
    .values(values)
    .onConflictDoNothing({ target: [memoryVerses.userId, memoryVerses.startKey, memoryVerses.endKey] })
    .returning();
  return row;
}

export async function updateVerseNote(
  db: Db,
  userId: string,
  id: string,
  note: string | null,
): Promise<MemoryVerseRow | undefined> {
  const [row] = await db
    .update(memoryVerses)
    .set({ note })
    .where(and(eq(memoryVerses.id, id), eq(memoryVerses.userId, userId)))
    .returning();
  return row;
}

/** Removes the verse and its review card (the card's logs go with it by cascade). */
export async function deleteOwnVerse(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(memoryVerses)
      .where(and(eq(memoryVerses.id, id), eq(memoryVerses.userId, userId)))
      .returning({ id: memoryVerses.id });
    if (rows.length === 0) return false;
    await tx
      .delete(reviewCards)
      .where(
        and(
          eq(reviewCards.userId, userId),
          eq(reviewCards.subjectType, MEMORY_SUBJECT_TYPE),
          eq(reviewCards.subjectId, id),
        ),
      );
    return true;
  });
}

export async function memoryCards(db: Db, userId: string): Promise<MemoryCardRow[]> {
  return db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.subjectType, MEMORY_SUBJECT_TYPE)));
}

/** Every grade of the member's memory cards, oldest first. */
export async function memoryReviewLogs(
  db: Db,
  userId: string,
): Promise<{ cardId: string; review: Date; scheduledDays: number }[]> {
  return db
    .select({ cardId: reviewLogs.cardId, review: reviewLogs.review, scheduledDays: reviewLogs.scheduledDays })
    .from(reviewLogs)
    .innerJoin(reviewCards, eq(reviewCards.id, reviewLogs.cardId))
    .where(and(eq(reviewLogs.userId, userId), eq(reviewCards.subjectType, MEMORY_SUBJECT_TYPE)))
    .orderBy(asc(reviewLogs.review));
}

export async function insertQuizRun(db: Db, values: typeof memoryQuizRuns.$inferInsert): Promise<QuizRunRow> {
  const [row] = await db.insert(memoryQuizRuns).values(values).returning();
  if (!row) throw new Error("insertQuizRun returned no row");
  return row;
}

export async function findOwnQuizRun(
  db: Db,
  userId: string,
  id: string,
  forUpdate = false,
): Promise<QuizRunRow | undefined> {
  const query = db
    .select()
    .from(memoryQuizRuns)
    .where(and(eq(memoryQuizRuns.id, id), eq(memoryQuizRuns.userId, userId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function updateQuizRun(
  db: Db,
  id: string,
  values: Partial<typeof memoryQuizRuns.$inferInsert>,
): Promise<QuizRunRow> {
  const [row] = await db.update(memoryQuizRuns).set(values).where(eq(memoryQuizRuns.id, id)).returning();
  if (!row) throw new Error("updateQuizRun returned no row");
  return row;
}

export async function bestQuizScore(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ best: max(memoryQuizRuns.score) })
    .from(memoryQuizRuns)
    .where(and(eq(memoryQuizRuns.userId, userId), isNotNull(memoryQuizRuns.finishedAt)));
  return row?.best ?? 0;
}

export async function finishedQuizTimes(db: Db, userId: string): Promise<Date[]> {
  const rows = await db
    .select({ finishedAt: memoryQuizRuns.finishedAt })
    .from(memoryQuizRuns)
    .where(and(eq(memoryQuizRuns.userId, userId), isNotNull(memoryQuizRuns.finishedAt)));
  return rows.flatMap((row) => (row.finishedAt ? [row.finishedAt] : []));
}

export async function versesByIds(db: Db, userId: string, ids: string[]): Promise<MemoryVerseRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(memoryVerses)
    .where(and(eq(memoryVerses.userId, userId), inArray(memoryVerses.id, ids)));
}
