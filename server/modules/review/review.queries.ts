import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { reviewCards, reviewLogs } from "@server/db/schema";

export type ReviewCardRow = typeof reviewCards.$inferSelect;

export async function listCards(db: Db, userId: string): Promise<ReviewCardRow[]> {
  return db
    .select()
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId))
    .orderBy(asc(reviewCards.due), asc(reviewCards.id));
}

export async function findOwnCard(
  db: Db,
  userId: string,
  id: string,
  forUpdate = false,
): Promise<ReviewCardRow | undefined> {
  const query = db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** Inserts the card unless the member already has it; undefined on a duplicate. */
export async function insertCard(
  db: Db,
  values: typeof reviewCards.$inferInsert,
): Promise<ReviewCardRow | undefined> {
  const [row] = await db
    .insert(reviewCards)
    .values(values)
    .onConflictDoNothing({ target: [reviewCards.userId, reviewCards.subjectType, reviewCards.subjectId] })
    .returning();
  return row;
}

export async function deleteOwnCard(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(reviewCards)
    .where(and(eq(reviewCards.id, id), eq(reviewCards.userId, userId)))
    .returning({ id: reviewCards.id });
  return rows.length > 0;
}

export async function updateCard(
  tx: Db,
  id: string,
  values: Partial<typeof reviewCards.$inferInsert>,
): Promise<ReviewCardRow> {
  const [row] = await tx.update(reviewCards).set(values).where(eq(reviewCards.id, id)).returning();
  if (!row) throw new Error("updateCard returned no row");
  return row;
}

export async function insertLog(tx: Db, values: typeof reviewLogs.$inferInsert): Promise<string> {
  const [row] = await tx.insert(reviewLogs).values(values).returning({ id: reviewLogs.id });
  if (!row) throw new Error("insertLog returned no row");
  return row.id;
}

/** Which of the subjects the member has cards for (e.g. a room's core and identify cards). */
export async function findCardsForSubjects(
  db: Db,
  userId: string,
  subjectType: string,
  subjectIds: string[],
): Promise<ReviewCardRow[]> {
  if (subjectIds.length === 0) return [];
  return db
    .select()
    .from(reviewCards)
    .where(
      and(
        eq(reviewCards.userId, userId),
        eq(reviewCards.subjectType, subjectType),
        inArray(reviewCards.subjectId, subjectIds),
      ),
    );
}
