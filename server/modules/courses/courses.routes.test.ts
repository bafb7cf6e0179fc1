// The course engine (screens.md §7.0–§7.5, §3.7) through the real app on a real database: the catalogue and its
// progress, lesson 1 open to all and the rest by plan, Essential's one course family and its 30-day rule, Mark
// complete (once, final, points once, from two tabs), the last lesson's certificate exactly once, reflections, the
// passages in the member's translation, and the acceptance points BPC-1, PTC-1, DAN-1, REV-1, RVK-1, CRS-1–4, CRT-1/2.
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import { certificates, notifications, profiles, xpEvents } from "@server/db/schema";
import { type TestAppHandle, useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { findCourse } from "./catalogue";

const day = 24 * 60 * 60 * 1000;
const clock = createTestClock(new Date("2026-03-02T10:00:00.000Z"));
const app = useTestApp({ clock });

const lessonPath = (courseId: string, n: number) => `/api/courses/${courseId}/lessons/${n}`;
const complete = (client: TestClient, courseId: string, n: number) =>
  client.post(`${lessonPath(courseId, n)}/complete`);

async function completeRange(client: TestClient, courseId: string, from: number, to: number) {
  let last = await complete(client, courseId, from);
  expect(last.status, `${courseId} ${from}: ${JSON.stringify(last.body)}`).toBe(200);
  for (let n = from + 1; n <= to; n += 1) {
    last = await complete(client, courseId, n);
    expect(last.status, `${courseId} ${n}: ${JSON.stringify(last.body)}`).toBe(200);
  }
  return last;
}

const lessonsOf = (courseId: string) => findCourse(courseId)!.lessons.length;

async function pointsOf(handle: TestAppHandle, userId: string, source: string) {
  const rows = await handle.db
    .select({ amount: xpEvents.amount })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, userId), eq(xpEvents.source, source)));
  return rows.map((row) => row.amount);
}

async function certificatesOf(handle: TestAppHandle, userId: string) {
  return handle.db.select().from(certificates).where(eq(certificates.userId, userId));
}

describe("the catalogue and access", () => {
  test("needs a session", async () => {
    expect((await app.client().get("/api/courses")).status).toBe(401);
    expect((await app.client().get(lessonPath("blueprint", 1))).status).toBe(401);
  });

  test("a new member sees every published course at 0% — never NaN — and no made-up progress (CRS-4)", async () => {
    const { client } = await app.member({ plan: "premium" });
    const res = await client.get("/api/courses");
    expect(res.status).toBe(200);
    const ids = res.body.courses.map((course: { id: string }) => course.id);
    for (const id of [
      "blueprint",
      "phototheology",
      "palace-journey",
      "daniel",
      "revelation",
      "revelation-kids",
    ])
      expect(ids).toContain(id);
    for (const course of res.body.courses) {
      expect(course.percent).toBe(0);
      expect(course.done).toBe(0);
      expect(course.upNext).toBe(1);
      expect(course.lock).toBeNull();
    }
  });

  test("an unpublished age track is hidden and its address is a 404", async () => {
    const { client } = await app.member({ plan: "premium" });
    const listed = (await client.get("/api/courses")).body.courses.map((course: { id: string }) => course.id);
    for (const id of ["phototheology-5-8", "phototheology-9-12", "phototheology-13-16"]) {
      const course = findCourse(id)!;
      const published = course.lessons.length === course.expectedLessons;
      expect(listed.includes(id)).toBe(published);
      if (!published) expect((await client.get(`/api/courses/${id}`)).status).toBe(404);
    }
  });

  test("a free member reads lesson 1 of every course; lesson 2 is the upgrade prompt (402)", async () => {
    const { client } = await app.member();
    for (const courseId of [
      "blueprint",
      "phototheology",
      "daniel",
      "revelation",
      "revelation-kids",
      "palace-journey",
    ]) {
      expect((await client.get(lessonPath(courseId, 1))).status, courseId).toBe(200);
      const locked = await client.get(lessonPath(courseId, 2));
      expect(locked.status, courseId).toBe(402);
      expect(locked.body.error.code).toBe("plan_required");
      expect((await complete(client, courseId, 2)).status).toBe(402);
    }
    const list = (await client.get("/api/courses")).body.courses;
    expect(list.find((course: { id: string }) => course.id === "blueprint").lock).toMatchObject({
      reason: "plan",
      feature: "courses.core",
    });
    // Lesson 1 may be completed by anyone.
    expect((await complete(client, "blueprint", 1)).status).toBe(200);
  });

  test("unknown courses and lessons are 404s", async () => {
    const { client } = await app.member({ plan: "premium" });
    expect((await client.get("/api/courses/nope")).status).toBe(404);
    expect((await client.get(lessonPath("blueprint", 11))).status).toBe(404);
    expect((await client.get(lessonPath("blueprint", 0))).status).toBe(404);
    expect((await complete(app.client(), "blueprint", 1)).status).toBe(401);
  });
});

describe("Essential's one course family (CRS-3)", () => {
  test("the first lesson beyond 1 asks for the choice; the other family is then read-only; 30 days to change", async () => {
    const { client } = await app.member({ plan: "essential" });
    const asked = await client.get(lessonPath("revelation", 2));
    expect(asked.status).toBe(409);
    expect(asked.body.error.code).toBe("course_choice_required");
    expect(asked.body.error.details).toMatchObject({ reason: "choice_needed", family: "revelation" });

    const chosen = await client.put("/api/courses/choice", { family: "daniel" });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ applies: true, family: "daniel", canChange: false });
    expect(Date.parse(chosen.body.changeableAfter) - clock.now().getTime()).toBe(30 * day);

    expect((await client.get(lessonPath("daniel", 2))).status).toBe(200);
    const other = await client.get(lessonPath("revelation", 2));
    expect(other.status).toBe(402);
    expect(other.body.error.details).toMatchObject({ feature: "courses.choice", plans: ["premium"] });
    // The kids course belongs to the Revelation family.
    expect((await client.get(lessonPath("revelation-kids", 2))).status).toBe(402);
    const list = (await client.get("/api/courses")).body;
    expect(list.choice).toMatchObject({ applies: true, family: "daniel", canChange: false });
    expect(list.courses.find((course: { id: string }) => course.id === "revelation").lock).toMatchObject({
      reason: "other_choice",
      chosen: "daniel",
    });

    const tooSoon = await client.put("/api/courses/choice", { family: "revelation" });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.error.code).toBe("choice_locked");
    expect(tooSoon.body.error.details.changeableAfter).toBe(chosen.body.changeableAfter);

    // Daniel progress is kept while Revelation is chosen, and read-only.
    expect((await complete(client, "daniel", 2)).status).toBe(200);
    clock.advance(30 * day + 1000);
    expect((await client.put("/api/courses/choice", { family: "revelation" })).status).toBe(200);
    expect((await client.get(lessonPath("revelation", 2))).status).toBe(200);
    expect((await client.get(lessonPath("daniel", 2))).status).toBe(402);
    expect((await complete(client, "daniel", 3)).status).toBe(402);
    const daniel = (await client.get("/api/courses/daniel")).body;
    expect(daniel.done).toBe(1);
  });

  test("core courses need no choice; Free may not choose; Premium has both", async () => {
    const essential = await app.member({ plan: "essential" });
    expect((await essential.client.get(lessonPath("blueprint", 2))).status).toBe(200);
    const free = await app.member();
    expect((await free.client.put("/api/courses/choice", { family: "daniel" })).status).toBe(402);
    const premium = await app.member({ plan: "premium" });
    const both = await premium.client.put("/api/courses/choice", { family: "daniel" });
    expect(both.status).toBe(409);
    expect(both.body.error.code).toBe("choice_not_needed");
    expect((await premium.client.get("/api/courses/choice")).body).toMatchObject({
      applies: false,
      family: null,
    });
    expect((await essential.client.put("/api/courses/choice", { family: "psalms" })).status).toBe(422);
  });
});

describe("progress and completion", () => {
  test("CRS-1: lessons 1–3 done shows 3 completed and Up next 4, on any device; the course resumes at its last lesson", async () => {
    const { client, user } = await app.member({ plan: "essential" });
    await completeRange(client, "blueprint", 1, 3);
    // Another device: a fresh sign-in sees the server's progress.
    const other = app.client();
    const signIn = await other.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);
    const course = (await other.get("/api/courses/blueprint")).body;
    expect(course).toMatchObject({ done: 3, upNext: 4, percent: 30, lastLessonNo: 3 });
    expect(
      course.sections
        .flatMap((section: { lessons: { completed: boolean }[] }) => section.lessons)
        .slice(0, 4)
        .map((lesson: { completed: boolean }) => lesson.completed),
    ).toEqual([true, true, true, false]);
    // Opening lesson 7 moves Resume there.
    await other.get(lessonPath("blueprint", 7));
    expect((await client.get("/api/courses/blueprint")).body).toMatchObject({ lastLessonNo: 7, upNext: 7 });
  });

  test("Mark complete is final and pays 10 points once, even when sent twice or from two tabs", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const [first, second] = await Promise.all([
      complete(client, "revelation", 5),
      complete(client, "revelation", 5),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.newlyCompleted, second.body.newlyCompleted].sort()).toEqual([false, true]);
    const again = await complete(client, "revelation", 5);
    expect(again.body).toMatchObject({ newlyCompleted: false, points: 0, done: 1 });
    expect(await pointsOf(app, user.userId, "lesson")).toEqual([10]);
    const lesson = (await client.get(lessonPath("revelation", 5))).body;
    expect(lesson.completed).toBe(true);
    expect(lesson.completedAt).not.toBeNull();
  });

  test("CRT-1/CRS-2: the last lesson completes the course, issues one certificate, 50 points and a notification", async () => {
    const { client, user } = await app.member({ plan: "essential", name: "Ruth Moabite" });
    const total = lessonsOf("blueprint");
    const before = await completeRange(client, "blueprint", 1, total - 1);
    expect(before.body).toMatchObject({ courseCompleted: false, certificate: null, done: total - 1 });
    const last = await complete(client, "blueprint", total);
    expect(last.body).toMatchObject({ courseCompleted: true, newlyCompleted: true, points: 60, done: total });
    expect(last.body.certificate).toMatchObject({
      courseId: "blueprint",
      courseTitle: "The Blueprint Course",
      holderName: "Ruth Moabite",
      kindLabel: "Course completion",
      isPublic: false,
    });
    expect(last.body.certificate.certificateNo).toMatch(/^PT-2026-\d{6}$/);
    expect(last.body.certificate.shareToken.length).toBeGreaterThanOrEqual(22);
    // A retry (another tab completing it again) answers the same certificate and awards nothing.
    const retry = await complete(client, "blueprint", total);
    expect(retry.body).toMatchObject({ newlyCompleted: false, courseCompleted: true, points: 0 });
    expect(retry.body.certificate.id).toBe(last.body.certificate.id);
    expect(await certificatesOf(app, user.userId)).toHaveLength(1);
    expect(await pointsOf(app, user.userId, "course")).toEqual([50]);
    const bell = await app.db.select().from(notifications).where(eq(notifications.userId, user.userId));
    // Badges earned on the way (First Lesson, Graduate) have bell items of their own (screens.md §3.10).
    expect(bell.filter((row) => row.kind !== "achievement").map((row) => row.title)).toEqual([
      "You earned a certificate: The Blueprint Course",
    ]);
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    // Lessons, the certificate's 50, and the First Lesson (10) and Graduate (200) badges.
    expect(profile!.pointsTotal).toBe(total * 10 + 50 + 10 + 200);
    const listed = (await client.get("/api/certificates")).body.certificates;
    expect(listed.map((row: { courseTitle: string }) => row.courseTitle)).toEqual(["The Blueprint Course"]);
    expect((await client.get("/api/courses/blueprint")).body).toMatchObject({
      percent: 100,
      upNext: null,
      certificate: { id: last.body.certificate.id, isPublic: false },
    });
  });

  test("two tabs finishing the last two lessons at once issue exactly one certificate", async () => {
    const { client, user } = await app.member({ plan: "essential" });
    const total = lessonsOf("blueprint");
    await completeRange(client, "blueprint", 1, total - 2);
    const [a, b] = await Promise.all([
      complete(client, "blueprint", total - 1),
      complete(client, "blueprint", total),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.courseCompleted, b.body.courseCompleted].filter(Boolean)).toHaveLength(1);
    expect(await certificatesOf(app, user.userId)).toHaveLength(1);
    expect(await pointsOf(app, user.userId, "course")).toEqual([50]);
  });

  test("DAN-1: day 30 is Daniel 9; all 40 days issue the Daniel Course certificate", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const day30 = (await client.get(lessonPath("daniel", 30))).body;
    expect(day30.content.body.scripture).toMatch(/^Daniel 9/);
    expect(Object.values(day30.passages)[0]).toMatchObject({ reference: expect.stringMatching(/^Daniel 9/) });
    const last = await completeRange(client, "daniel", 1, 40);
    expect(last.body.certificate.courseTitle).toBe("Daniel Course");
    expect((await certificatesOf(app, user.userId)).map((row) => row.courseTitle)).toEqual(["Daniel Course"]);
  });

  test("PTC-1: switching to another age track and back keeps the Adult progress", async () => {
    const { client } = await app.member({ plan: "essential" });
    await completeRange(client, "phototheology", 1, 2);
    const adult = (await client.get("/api/courses/phototheology")).body;
    expect(adult.tracks[0]).toMatchObject({ id: "phototheology", label: "Adult", done: 2 });
    const track = adult.tracks.find((each: { id: string }) => each.id !== "phototheology");
    if (track) {
      await complete(client, track.id, 1);
      expect((await client.get(`/api/courses/${track.id}`)).body.done).toBe(1);
    }
    expect((await client.get("/api/courses/phototheology")).body.done).toBe(2);
  });

  test("RVK-1: a kids lesson's star stays after reload", async () => {
    const { client } = await app.member({ plan: "premium" });
    await complete(client, "revelation-kids", 1);
    const lesson = (await client.get(lessonPath("revelation-kids", 1))).body;
    expect(lesson).toMatchObject({
      completed: true,
      hasReflection: false,
      content: { kind: "revelation-kids" },
    });
  });
});

describe("lessons", () => {
  test("BPC-1: part 6's scripture renders Daniel 8:14 in the member's translation", async () => {
    const { client } = await app.member({ plan: "essential" });
    const kjv = (await client.get(lessonPath("blueprint", 6))).body;
    expect(kjv.content.body.scripture).toBe("Daniel 8:14");
    expect(kjv.passages["Daniel 8:14"]).toMatchObject({ reference: "Daniel 8:14", translation: "kjv" });
    expect(kjv.passages["Daniel 8:14"].verses[0]).toMatchObject({ chapter: 8, verse: 14 });
    expect(kjv.passages["Daniel 8:14"].verses[0].text).toMatch(/two thousand and three hundred days/i);
    const web = (await client.get(`${lessonPath("blueprint", 6)}?translation=web`)).body;
    expect(web.passages["Daniel 8:14"].translation).toBe("web");
    expect(web.passages["Daniel 8:14"].verses[0].text).not.toBe(kjv.passages["Daniel 8:14"].verses[0].text);
    expect(kjv.passages["Daniel 8:14"].readerPath).toBe("/bible/Daniel/8?v=14");
  });

  test("REV-1: lesson 7 is Laodicea; a reflection on lesson 12 is still there after reload; over 5,000 is refused", async () => {
    const { client } = await app.member({ plan: "premium" });
    const seven = (await client.get(lessonPath("revelation", 7))).body;
    expect(seven.title).toMatch(/Laodicea/);
    expect(seven.section).toBe("Christ and the Seven Churches");
    const saved = await client.put(`${lessonPath("revelation", 12)}/reflection`, {
      body: "The Lamb is worthy.",
    });
    expect(saved.status).toBe(200);
    expect((await client.get(lessonPath("revelation", 12))).body.reflection).toMatchObject({
      body: "The Lamb is worthy.",
    });
    const tooLong = await client.put(`${lessonPath("revelation", 12)}/reflection`, {
      body: "x".repeat(5001),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.message).toBe("Keep your reflection under 5,000 characters.");
    // Nothing lost: the saved reflection is unchanged.
    expect((await client.get(lessonPath("revelation", 12))).body.reflection.body).toBe("The Lamb is worthy.");
    expect(
      (await client.put(`${lessonPath("revelation", 12)}/reflection`, { body: "x".repeat(5000) })).status,
    ).toBe(200);
  });

  test("a reflection is private: another member reads none on the same lesson", async () => {
    const a = await app.member({ plan: "premium" });
    const b = await app.member({ plan: "premium" });
    await a.client.put(`${lessonPath("blueprint", 2)}/reflection`, { body: "Mine only." });
    expect((await b.client.get(lessonPath("blueprint", 2))).body.reflection).toBeNull();
  });
});
