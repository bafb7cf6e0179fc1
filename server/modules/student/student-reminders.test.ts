import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { createTestClock } from "@server/clock";
import { profiles, studentRenewalReminders } from "@server/db/schema";
import { createScheduler } from "@server/jobs/scheduler";
import type { Logger } from "@server/logger";
import type { Mailer } from "@server/services/mailer/mailer";
import { useTestApp } from "@server/test/kit";
import { testPublicUrl } from "@server/test/test-app";
import { sendStudentRenewalReminders } from "./student-reminders";

const dayMs = 24 * 60 * 60 * 1000;
const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });
let schoolCounter = 0;

const runJob = (mailer: Mailer = app.mailer) =>
  sendStudentRenewalReminders({ db: app.db, mailer, clock, publicUrl: testPublicUrl });

/** Reminder mails kept for this account address. */
const reminders = async (email: string) =>
  (await app.outbox(email)).filter((mail) => mail.subject.includes("student plan ends"));

/** A member verified as a student through the real routes at the clock's current time. */
async function verifiedStudent() {
  const { client, user } = await app.member({ name: "Student Member" });
  schoolCounter += 1;
  const schoolEmail = `reminder${schoolCounter}.${process.pid}@school.edu`;
  expect((await client.post("/api/student/send-code", { schoolEmail })).status).toBe(200);
  const [mail] = await app.outbox(schoolEmail);
  const code = /\b(\d{6})\b/.exec(mail?.bodyText ?? "")?.[1];
  const verified = await client.post("/api/student/verify", { code });
  expect(verified.status).toBe(200);
  return { client, user, expiresAt: new Date(verified.body.expiresAt as string) };
}

/** A member whose student plan ends at `expiresAt` (set directly, as a verification a year ago would have). */
const studentEndingAt = (expiresAt: Date) => app.member({ plan: "student", endsAt: expiresAt });

describe("student renewal reminders", () => {
  test("29 days before the end: exactly one mail even when the job runs twice", async () => {
    const { user, expiresAt } = await verifiedStudent();
    clock.set(new Date(expiresAt.getTime() - 29 * dayMs));

    await runJob();
    await runJob();

    const mails = await reminders(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toEmail).toBe(user.email);
    expect(mails[0]?.subject).toBe("Your Phototheology student plan ends on March 2, 2027");
    expect(mails[0]?.bodyText).toContain(`${testPublicUrl}/student-verification`);
    const rows = await app.db
      .select()
      .from(studentRenewalReminders)
      .where(eq(studentRenewalReminders.userId, user.userId));
    expect(rows).toEqual([
      { userId: user.userId, studentExpiresAt: expiresAt, daysBefore: 30, sentAt: clock.now() },
    ]);
  });

  test("one mail at 30 days and one at 7 days, none in between or after", async () => {
    const expiresAt = new Date(start.getTime() + 40 * dayMs);
    const { user } = await studentEndingAt(expiresAt);

    await runJob(); // 40 days left: too early
    expect(await reminders(user.email)).toHaveLength(0);

    clock.set(new Date(expiresAt.getTime() - 30 * dayMs));
    await runJob();
    clock.advance(10 * dayMs); // 20 days left
    await runJob();
    expect(await reminders(user.email)).toHaveLength(1);

    clock.set(new Date(expiresAt.getTime() - 7 * dayMs + 60_000));
    await runJob();
    await runJob();
    clock.advance(3 * dayMs);
    await runJob();
    expect(await reminders(user.email)).toHaveLength(2);

    clock.set(new Date(expiresAt.getTime() + dayMs)); // ended: nothing more
    await runJob();
    expect(await reminders(user.email)).toHaveLength(2);
  });

  test("first seen 5 days before the end: the 7-day reminder only, not both", async () => {
    const { user } = await studentEndingAt(new Date(start.getTime() + 5 * dayMs));
    await runJob();
    await runJob();
    expect(await reminders(user.email)).toHaveLength(1);
    const rows = await app.db
      .select()
      .from(studentRenewalReminders)
      .where(eq(studentRenewalReminders.userId, user.userId));
    expect(rows.map((row) => [row.daysBefore, row.sentAt !== null]).sort()).toEqual([
      [30, false],
      [7, true],
    ]);
  });

  test("members who are not students get nothing", async () => {
    const { user } = await app.member();
    await app.db
      .update(profiles)
      .set({ isStudent: false, studentExpiresAt: new Date(start.getTime() + 10 * dayMs) })
      .where(eq(profiles.userId, user.userId));
    await runJob();
    expect(await reminders(user.email)).toHaveLength(0);
  });

  test("a renewal (new end date) arms the reminders again", async () => {
    const firstEnd = new Date(start.getTime() + 20 * dayMs);
    const { user } = await studentEndingAt(firstEnd);
    await runJob();
    const renewedEnd = new Date(firstEnd.getTime() + 365 * dayMs);
    await app.setPlan(user, "student", { endsAt: renewedEnd });
    clock.set(new Date(renewedEnd.getTime() - 25 * dayMs));
    await runJob();
    expect(await reminders(user.email)).toHaveLength(2);
  });

  test("a failed mail is tried again on the next run", async () => {
    const { user } = await studentEndingAt(new Date(start.getTime() + 15 * dayMs));
    const failing: Mailer = {
      kind: "outbox",
      send: () => Promise.reject(new Error("mail server down")),
      close: () => Promise.resolve(),
    };
    await runJob(failing);
    expect(await reminders(user.email)).toHaveLength(0);
    await runJob();
    expect(await reminders(user.email)).toHaveLength(1);
  });
});

describe("scheduler", () => {
  test("runs a job after the first delay, then every interval, never after stop()", async () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn(() => Promise.resolve());
      const scheduler = createScheduler([{ name: "tick", intervalMs: 60 * 60 * 1000, run }], {
        firstRunAfterMs: 1000,
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(run).toHaveBeenCalledTimes(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(run).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
      expect(run).toHaveBeenCalledTimes(2);
      await scheduler.stop();
      await vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000);
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a failing run is logged and the job stays scheduled; stop() waits for a running job", async () => {
    vi.useFakeTimers();
    try {
      let finish: () => void = () => {};
      const calls: string[] = [];
      const run = vi
        .fn<() => Promise<void>>()
        .mockImplementationOnce(() => Promise.reject(new Error("boom")))
        .mockImplementationOnce(
          () => new Promise<void>((resolve) => (finish = () => (calls.push("finished"), resolve()))),
        );
      const errors: unknown[] = [];
      const logger = { error: (...args: unknown[]) => errors.push(args) } as unknown as Logger;
      const scheduler = createScheduler([{ name: "flaky", intervalMs: 1000, run }], {
        firstRunAfterMs: 0,
        logger,
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(errors).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(run).toHaveBeenCalledTimes(2);
      const stopped = scheduler.stop().then(() => calls.push("stopped"));
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toEqual([]);
      finish();
      await stopped;
      expect(calls).toEqual(["finished", "stopped"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
