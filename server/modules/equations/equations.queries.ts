import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { equationAttempts, equationDeals } from "@server/db/schema";
import type { EquationDifficulty } from "@common/schemas/equations";

export type EquationAttemptRow = typeof equationAttempts.$inferSelect;
export type EquationDealRow = typeof equationDeals.$inferSelect;

/** Every puzzle of one difficulty the member was dealt, oldest first. */
export async function listDeals(
  db: Db,
  userId: string,
  difficulty: EquationDifficulty,
): Promise<Pick<EquationDealRow, "puzzleId" | "round" | "dealtAt">[]> {
  return db
    .select({ puzzleId: equationDeals.puzzleId, round: equationDeals.round, dealtAt: equationDeals.dealtAt })
    .from(equationDeals)
    .where(and(eq(equationDeals.userId, userId), eq(equationDeals.difficulty, difficulty)))
    .orderBy(asc(equationDeals.dealtAt), asc(equationDeals.round));
}

export async function insertDeal(
  db: Db,
  values: Omit<typeof equationDeals.$inferInsert, "id">,
): Promise<void> {
  await db.insert(equationDeals).values(values).onConflictDoNothing();
}

/** Whether the member was ever dealt this puzzle (only a dealt puzzle may be answered). */
export async function wasDealt(db: Db, userId: string, puzzleId: string): Promise<boolean> {
  const rows = await db
    .select({ id: equationDeals.id })
    .from(equationDeals)
    .where(and(eq(equationDeals.userId, userId), eq(equationDeals.puzzleId, puzzleId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether any earlier answer to this puzzle passed. */
export async function hasPassed(db: Db, userId: string, puzzleId: string): Promise<boolean> {
  const rows = await db
    .select({ id: equationAttempts.id })
    .from(equationAttempts)
    .where(
      and(
        eq(equationAttempts.userId, userId),
        eq(equationAttempts.puzzleId, puzzleId),
        eq(equationAttempts.verdict, "pass"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Keeps one judged answer (every answer is kept). */
export async function insertAttempt(
  db: Db,
  values: Omit<typeof equationAttempts.$inferInsert, "id">,
): Promise<EquationAttemptRow> {
  const [row] = await db.insert(equationAttempts).values(values).returning();
  return row!;
}

/** The member's answers, oldest first: what the lifetime stats are counted from. */
export async function listOutcomes(
  db: Db,
  userId: string,
): Promise<Pick<EquationAttemptRow, "puzzleId" | "verdict">[]> {
  return db
    .select({ puzzleId: equationAttempts.puzzleId, verdict: equationAttempts.verdict })
    .from(equationAttempts)
    .where(eq(equationAttempts.userId, userId))
    .orderBy(asc(equationAttempts.createdAt), asc(equationAttempts.id));
}
