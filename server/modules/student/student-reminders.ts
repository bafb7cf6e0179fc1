import { and, eq, gt, lte } from "drizzle-orm";
import type { Clock } from "@server/clock";
import type { Db } from "@server/db/client";
import { profiles, studentRenewalReminders, users } from "@server/db/schema";
import type { Logger } from "@server/logger";
import type { Mailer } from "@server/services/mailer/mailer";

const dayMs = 24 * 60 * 60 * 1000;

/** Days before `student_expires_at` at which a renewal reminder goes out, farthest first. */
export const studentReminderDays = [30, 7] as const;

export type StudentReminderDeps = {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger?: Logger;
  publicUrl: string;
};

type Candidate = { userId: string; email: string; timeZone: string; studentExpiresAt: Date };

/** Members whose student plan runs and ends within the farthest threshold. */
async function findCandidates(db: Db, now: Date): Promise<Candidate[]> {
  const horizon = new Date(now.getTime() + studentReminderDays[0] * dayMs);
  const rows = await db
    .select({
      userId: profiles.userId,
      email: users.email,
      timeZone: profiles.timeZone,
      studentExpiresAt: profiles.studentExpiresAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.isStudent, true),
        gt(profiles.studentExpiresAt, now),
        lte(profiles.studentExpiresAt, horizon),
      ),
    );
  return rows.filter((row): row is Candidate => row.studentExpiresAt !== null);
}

/**
 * Claims the reminder for this threshold. The row is inserted before the mail is sent (primary
 * key: member, expiry, threshold), so only one run — on any instance — gets `true`. Farther
 * thresholds the member has already passed are recorded as passed over (no mail): someone first
 * seen 5 days before the end gets the 7-day reminder only.
 */
async function claim(db: Db, candidate: Candidate, daysBefore: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const passedOver = studentReminderDays.filter((days) => days > daysBefore);
    if (passedOver.length > 0) {
      await tx
        .insert(studentRenewalReminders)
        .values(
          passedOver.map((days) => ({
            userId: candidate.userId,
            studentExpiresAt: candidate.studentExpiresAt,
            daysBefore: days,
          })),
        )
        .onConflictDoNothing();
    }
    const inserted = await tx
      .insert(studentRenewalReminders)
      .values({
        userId: candidate.userId,
        studentExpiresAt: candidate.studentExpiresAt,
        daysBefore,
        sentAt: now,
      })
      .onConflictDoNothing()
      .returning({ userId: studentRenewalReminders.userId });
    return inserted.length === 1;
  });
}

async function release(db: Db, candidate: Candidate, daysBefore: number): Promise<void> {
  await db
    .delete(studentRenewalReminders)
    .where(
      and(
        eq(studentRenewalReminders.userId, candidate.userId),
        eq(studentRenewalReminders.studentExpiresAt, candidate.studentExpiresAt),
        eq(studentRenewalReminders.daysBefore, daysBefore),
      ),
    );
}

function formatEndDate(date: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);
  }
}

/**
 * One pass of the renewal reminder job: every student whose plan ends within a threshold gets
 * that threshold's mail once (the closest threshold reached). A failed mail gives its claim back,
 * so the next pass tries again. Answers how many reminders went out.
 */
export async function sendStudentRenewalReminders(deps: StudentReminderDeps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const candidate of await findCandidates(deps.db, now)) {
    const remainingMs = candidate.studentExpiresAt.getTime() - now.getTime();
    const daysBefore = [...studentReminderDays].reverse().find((days) => remainingMs <= days * dayMs);
    if (daysBefore === undefined || !(await claim(deps.db, candidate, daysBefore, now))) continue;
    const endDate = formatEndDate(candidate.studentExpiresAt, candidate.timeZone);
    try {
      await deps.mailer.send({
        to: candidate.email,
        kind: "notification",
        subject: `Your Phototheology student plan ends on ${endDate}`,
        text: [
          `Your free Premium access as a student ends on ${endDate}.`,
          "",
          "If you are still a student, verify your school email again to keep Premium for another year:",
          `${deps.publicUrl}/student-verification`,
        ].join("\n"),
      });
      sent += 1;
      deps.logger?.info({ userId: candidate.userId, daysBefore }, "student renewal reminder sent");
    } catch (error) {
      deps.logger?.error(
        { err: error, userId: candidate.userId, daysBefore },
        "student renewal reminder failed",
      );
      await release(deps.db, candidate, daysBefore);
    }
  }
  return sent;
}
