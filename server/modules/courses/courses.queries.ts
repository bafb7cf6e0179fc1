import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import {
  courseChoices,
  courseEnrollments,
  lessonCompletions,
  lessonReflections,
  profiles,
} from "@server/db/schema";

export type EnrollmentRow = typeof courseEnrollments.$inferSelect;
export type ChoiceRowDb = typeof courseChoices.$inferSelect;

export async function listEnrollments(db: Db, userId: string): Promise<EnrollmentRow[]> {
  return db.select().from(courseEnrollments).where(eq(courseEnrollments.userId, userId));
}

export async function findEnrollment(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
  return row ?? null;
}

/** Records the lesson opened last ("Resume"); the first open starts the enrollment. */
export async function touchEnrollment(db: Db, userId: string, courseId: string, lessonNo: number, now: Date) {
  await db
    .insert(courseEnrollments)
    .values({ userId, courseId, startedAt: now, lastLessonNo: lessonNo, lastAccessedAt: now })
    .onConflictDoUpdate({
      target: [courseEnrollments.userId, courseEnrollments.courseId],
      set: { lastLessonNo: lessonNo, lastAccessedAt: now },
    });
}

/** Marks the course complete once; true only for the call that did it. */
export async function markCourseComplete(
  db: Db,
  userId: string,
  courseId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(courseEnrollments)
    .set({ completedAt: now })
    .where(
      and(
        eq(courseEnrollments.userId, userId),
        eq(courseEnrollments.courseId, courseId),
        sql`${courseEnrollments.completedAt} is null`,
      ),
    )
    .returning({ courseId: courseEnrollments.courseId });
  return rows.length > 0;
}

/** All of the member's completions: (course, lesson) pairs. */
export async function listCompletions(db: Db, userId: string) {
  return db
    .select({
      courseId: lessonCompletions.courseId,
      lessonNo: lessonCompletions.lessonNo,
      completedAt: lessonCompletions.completedAt,
    })
    .from(lessonCompletions)
    .where(eq(lessonCompletions.userId, userId))
    .orderBy(asc(lessonCompletions.courseId), asc(lessonCompletions.lessonNo));
}

/** Insert-only: true when this call recorded the completion, false when it already existed. */
export async function insertCompletion(
  db: Db,
  values: { userId: string; courseId: string; lessonNo: number; completedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(lessonCompletions)
    .values(values)
    .onConflictDoNothing()
    .returning({ lessonNo: lessonCompletions.lessonNo });
  return rows.length > 0;
}

export async function findCompletion(db: Db, userId: string, courseId: string, lessonNo: number) {
  const [row] = await db
    .select({ completedAt: lessonCompletions.completedAt })
    .from(lessonCompletions)
    .where(
      and(
        eq(lessonCompletions.userId, userId),
        eq(lessonCompletions.courseId, courseId),
        eq(lessonCompletions.lessonNo, lessonNo),
      ),
    );
  return row ?? null;
}

export async function completedLessonNos(db: Db, userId: string, courseId: string): Promise<number[]> {
  const rows = await db
    .select({ lessonNo: lessonCompletions.lessonNo })
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.courseId, courseId)));
  return rows.map((row) => row.lessonNo);
}

export async function findReflection(db: Db, userId: string, courseId: string, lessonNo: number) {
  const [row] = await db
    .select({ body: lessonReflections.body, updatedAt: lessonReflections.updatedAt })
    .from(lessonReflections)
    .where(
      and(
        eq(lessonReflections.userId, userId),
        eq(lessonReflections.courseId, courseId),
        eq(lessonReflections.lessonNo, lessonNo),
      ),
    );
  return row ?? null;
}

export async function upsertReflection(
  db: Db,
  values: { userId: string; courseId: string; lessonNo: number; body: string; updatedAt: Date },
) {
  await db
    .insert(lessonReflections)
    .values(values)
    .onConflictDoUpdate({
      target: [lessonReflections.userId, lessonReflections.courseId, lessonReflections.lessonNo],
      set: { body: values.body, updatedAt: values.updatedAt },
    });
}

export async function findChoice(db: Db, userId: string): Promise<ChoiceRowDb | null> {
  const [row] = await db.select().from(courseChoices).where(eq(courseChoices.userId, userId));
  return row ?? null;
}

export async function upsertChoice(
  db: Db,
  values: { userId: string; family: "daniel" | "revelation"; chosenAt: Date; changeableAfter: Date },
) {
  await db
    .insert(courseChoices)
    .values(values)
    .onConflictDoUpdate({
      target: courseChoices.userId,
      set: { family: values.family, chosenAt: values.chosenAt, changeableAfter: values.changeableAfter },
    });
}

/** Serialises one member's completing transactions, so two tabs finishing the last lessons issue one certificate. */
export async function lockMember(db: Db, userId: string) {
  await db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).for("update");
}
