import { and, between, count, desc, eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { challengeSubmissions } from "@server/db/schema";

export type SubmissionRow = typeof challengeSubmissions.$inferSelect;
export type NewSubmission = typeof challengeSubmissions.$inferInsert;

export async function findSubmissionOn(db: Db, userId: string, date: string): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(challengeSubmissions)
    .where(and(eq(challengeSubmissions.userId, userId), eq(challengeSubmissions.challengeDate, date)));
  return row ?? null;
}

/** Submissions on local dates from `from` to `to`, both included (the free weekly allowance). */
export async function countSubmissionsBetween(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(challengeSubmissions)
    .where(
      and(eq(challengeSubmissions.userId, userId), between(challengeSubmissions.challengeDate, from, to)),
    );
  return row?.value ?? 0;
}

/**
 * Inserts the day's submission, or returns null when the member already has one for that date: the unique index
 * (user_id, challenge_date) decides, so two racing requests cannot both succeed.
 */
export async function insertSubmission(db: Db, values: NewSubmission): Promise<SubmissionRow | null> {
  const [row] = await db
    .insert(challengeSubmissions)
    .values(values)
    .onConflictDoNothing({ target: [challengeSubmissions.userId, challengeSubmissions.challengeDate] })
    .returning();
  return row ?? null;
}

/** Every submission of the member, newest first (the growth journal). */
export async function listSubmissions(db: Db, userId: string): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(challengeSubmissions)
    .where(eq(challengeSubmissions.userId, userId))
    .orderBy(desc(challengeSubmissions.createdAt), desc(challengeSubmissions.challengeDate));
}

/** Sets the follow-up note of the member's own submission; null when there is no such submission of theirs. */
export async function updateFollowUp(
  db: Db,
  userId: string,
  id: string,
  note: string | null,
  now: Date,
): Promise<SubmissionRow | null> {
  const [row] = await db
    .update(challengeSubmissions)
    .set({ followUp: note, followUpAt: note === null ? null : now })
    .where(and(eq(challengeSubmissions.id, id), eq(challengeSubmissions.userId, userId)))
    .returning();
  return row ?? null;
}
