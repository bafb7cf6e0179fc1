import { and, count, desc, eq, gt, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { profiles, studentVerifications } from "@server/db/schema";

export type StudentVerificationRow = typeof studentVerifications.$inferSelect;

/** The member's student columns and time zone; locks the profile row when `forUpdate` (inside a transaction). */
export async function findStudentProfile(db: Db, userId: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      isStudent: profiles.isStudent,
      studentExpiresAt: profiles.studentExpiresAt,
      timeZone: profiles.timeZone,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/** The newest code sent to this member (only that one can be entered). */
export async function findLatestVerification(
  db: Db,
  userId: string,
): Promise<StudentVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(studentVerifications)
    .where(eq(studentVerifications.userId, userId))
    .orderBy(desc(studentVerifications.createdAt))
    .limit(1);
  return row;
}

export async function countCodesSince(db: Db, params: { userId: string; since: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(studentVerifications)
    .where(
      and(eq(studentVerifications.userId, params.userId), gt(studentVerifications.createdAt, params.since)),
    );
  return row?.n ?? 0;
}

/** Whether another account holds a current verification of this address. */
export async function schoolEmailVerifiedElsewhere(
  db: Db,
  params: { schoolEmail: string; userId: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: studentVerifications.id })
    .from(studentVerifications)
    .where(
      and(
        sql`lower(${studentVerifications.schoolEmail}) = ${params.schoolEmail.toLowerCase()}`,
        gt(studentVerifications.expiresAt, params.now),
        isNotNull(studentVerifications.verifiedAt),
        ne(studentVerifications.userId, params.userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertVerification(
  db: Db,
  values: typeof studentVerifications.$inferInsert,
): Promise<void> {
  await db.insert(studentVerifications).values(values);
}

export async function deleteVerification(db: Db, id: string): Promise<void> {
  await db.delete(studentVerifications).where(eq(studentVerifications.id, id));
}

/**
 * Counts one wrong try, only while tries remain: concurrent wrong guesses can't exceed the limit.
 * Answers the new count, or undefined when the code was already locked.
 */
export async function recordWrongAttempt(
  db: Db,
  params: { id: string; maxAttempts: number },
): Promise<number | undefined> {
  const [row] = await db
    .update(studentVerifications)
    .set({ attempts: sql`${studentVerifications.attempts} + 1` })
    .where(and(eq(studentVerifications.id, params.id), lt(studentVerifications.attempts, params.maxAttempts)))
    .returning({ attempts: studentVerifications.attempts });
  return row?.attempts;
}

/**
 * Marks the code used, if it still is unused and unlocked (the condition is in the UPDATE, so
 * two simultaneous correct submissions verify once). Answers whether this call did it.
 */
export async function markVerified(
  db: Db,
  params: { id: string; verifiedAt: Date; expiresAt: Date; maxAttempts: number },
): Promise<boolean> {
  const rows = await db
    .update(studentVerifications)
    .set({ verifiedAt: params.verifiedAt, expiresAt: params.expiresAt })
    .where(
      and(
        eq(studentVerifications.id, params.id),
        sql`${studentVerifications.verifiedAt} is null`,
        lt(studentVerifications.attempts, params.maxAttempts),
      ),
    )
    .returning({ id: studentVerifications.id });
  return rows.length === 1;
}

/**
 * Ends this member's earlier verifications when a new one succeeds, so the previous school address
 * is no longer "linked" to them.
 */
export async function endOtherVerifications(
  db: Db,
  params: { userId: string; keepId: string; now: Date },
): Promise<void> {
  await db
    .update(studentVerifications)
    .set({ expiresAt: params.now })
    .where(
      and(
        eq(studentVerifications.userId, params.userId),
        ne(studentVerifications.id, params.keepId),
        gt(studentVerifications.expiresAt, params.now),
      ),
    );
}

export async function setStudentStatus(
  db: Db,
  params: { userId: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .update(profiles)
    .set({ isStudent: true, studentExpiresAt: params.expiresAt, updatedAt: params.now })
    .where(eq(profiles.userId, params.userId));
}
