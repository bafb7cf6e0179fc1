// Achievements (screens.md §3.10) through the real app on a real database: a new account at 0 / 56 (ACH-1); the first
// palace room unlocks Open Door once with its 10 points beside the room's own, a bell notification and one toast
// event (ACH-2); ten different chapters unlock Chapter Reader and one chapter read ten times does not (ACH-3);
// reloading awards nothing twice (ACH-4); study days in the member's time zone make streaks (First Flame, the longest
// kept after a gap); a training drill and a course lesson move their badges; the session is required.
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { achievements } from "@common/content/achievements";
import { achievementUnlockedEventType } from "@common/schemas/achievements";
import { notificationEventType } from "@common/schemas/notifications";
import { createTestClock } from "@server/clock";
import {
  activityDays,
  bibleReads,
  notifications,
  profiles,
  streaks,
  userAchievements,
  xpEvents,
} from "@server/db/schema";
import { drills } from "@server/modules/drills/content/index";
import { kit } from "@server/modules/palace/palace-test-kit";
import { testBanks } from "@server/modules/palace/test-banks";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { announceAchievements } from "./announcer";

const start = new Date("2026-06-01T15:00:00.000Z");
const clock = createTestClock(start);
const banks = testBanks();
const app = useTestApp({ clock, palaceBanks: banks });
const palace = kit(app, banks);
const dayMs = 24 * 60 * 60 * 1000;

type Card = { id: string; unlocked: boolean; current: number; threshold: number; earnedAt: string | null };

const load = async (client: TestClient) => {
  const res = await client.get("/api/achievements");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    totals: { unlocked: number; total: number; points: number; percent: number };
    categories: { id: string; label: string }[];
    achievements: Card[];
  };
};
const cardOf = (body: { achievements: Card[] }, id: string) => {
  const card = body.achievements.find((each) => each.id === id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
};

const pointsTotal = async (userId: string) => {
  const [row] = await app.db
    .select({ total: profiles.pointsTotal })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.total ?? 0;
};
const badgeLedger = (userId: string) =>
  app.db
    .select({ sourceId: xpEvents.sourceId, amount: xpEvents.amount })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, userId), eq(xpEvents.source, "achievement")));

const read = (client: TestClient, book: string, chapter: number) =>
  client.post("/api/bible/reads", { book, chapter, translation: "kjv" });

/** The bus events published on one member's topic while `work` runs. */
async function published(userId: string, work: () => Promise<unknown>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const stop = app.bus.subscribe((message) => {
    if (message.topic === `user:${userId}`) seen.push(message.event);
  });
  try {
    await work();
    await app.flushBus();
  } finally {
    stop();
  }
  return seen;
}

const announce = () => announceAchievements({ db: app.db, bus: app.bus, clock: app.clock });

describe("achievements", () => {
  test("the page needs a session (401)", async () => {
    expect((await app.client().get("/api/achievements")).status).toBe(401);
  });

  test("ACH-1: a new account shows 0 / 56 and 0%, every card locked at 0", async () => {
    const { client } = await app.member();
    const body = await load(client);
    expect(body.totals).toEqual({ unlocked: 0, total: 56, points: 0, percent: 0 });
    expect(body.achievements).toHaveLength(56);
    for (const card of body.achievements) {
      expect(card.unlocked, card.id).toBe(false);
      expect(card.current, card.id).toBe(0);
      expect(card.earnedAt, card.id).toBeNull();
    }
    expect(body.categories.map((category) => category.label)).toEqual([
      "Palace",
      "Drills",
      "Streaks",
      "Reading",
      "Memory",
      "Practice",
      "Courses",
      "Games",
      "Community",
    ]);
    // By category, then threshold: the palace opens with its four 1s, Master of the Palace (38) closes it.
    expect(body.achievements[0]?.id).toBe("palace-first-room");
    const palaceCards = body.achievements.slice(0, 10).map((card) => card.threshold);
    expect(palaceCards).toEqual([...palaceCards].sort((a, b) => a - b));
    expect(body.achievements[9]?.id).toBe("palace-all-rooms");
  });

  test("ACH-2: the first palace room unlocks Open Door once: +10 points beside the room's, a bell item, one toast", async () => {
    const { client, user } = await app.member();
    const before = await pointsTotal(user.userId);
    await palace.passLearnCheck(client, "sr");
    await palace.passingEntry(client, "sr");
    const beforeComplete = await pointsTotal(user.userId);
    expect(beforeComplete).toBeGreaterThan(before);
    const done = await client.post("/api/palace/rooms/sr/complete");
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const roomXp = done.body.award.xpAwarded as number;
    expect(roomXp).toBeGreaterThan(0);
    // The room's own points and the badge's 10, in the same request.
    expect(await pointsTotal(user.userId)).toBe(beforeComplete + roomXp + 10);

    const body = await load(client);
    expect(cardOf(body, "palace-first-room")).toMatchObject({ unlocked: true, current: 1, threshold: 1 });
    expect(cardOf(body, "palace-first-room").earnedAt).toBe(clock.now().toISOString());
    expect(cardOf(body, "palace-10-rooms")).toMatchObject({ unlocked: false, current: 1, threshold: 10 });
    expect(body.totals.points).toBeGreaterThanOrEqual(10);

    const bell = await app.db
      .select({ title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, user.userId), eq(notifications.kind, "achievement")));
    expect(bell).toContainEqual({ title: "Achievement unlocked: 🔑 Open Door", link: "/achievements" });

    // The announcer publishes the toast event and the bell notice once; a second run finds nothing.
    const events = await published(user.userId, async () => {
      await announce();
      await announce();
    });
    const toasts = events.filter(
      (event) => (event as { type: string }).type === achievementUnlockedEventType,
    ) as { id: string }[];
    expect(toasts.filter((event) => event.id === "palace-first-room")).toEqual([
      {
        type: achievementUnlockedEventType,
        id: "palace-first-room",
        name: "Open Door",
        icon: "🔑",
        points: 10,
      },
    ]);
    expect(events).toContainEqual({ type: notificationEventType });
    expect(
      await app.db
        .select()
        .from(userAchievements)
        .where(and(eq(userAchievements.userId, user.userId))),
    ).toSatisfy((rows: { announcedAt: Date | null }[]) => rows.every((row) => row.announcedAt !== null));

    // Completing it again changes nothing.
    const again = await client.post("/api/palace/rooms/sr/complete");
    expect(again.status).toBe(200);
    const ledger = await badgeLedger(user.userId);
    expect(ledger.filter((row) => row.sourceId === "palace-first-room")).toEqual([
      { sourceId: "palace-first-room", amount: 10 },
    ]);
  });

  test("ACH-3: ten different chapters unlock Chapter Reader; one chapter read ten times does not", async () => {
    const repeat = await app.member();
    for (let n = 0; n < 10; n += 1) expect((await read(repeat.client, "John", 3)).status).toBe(204);
    const repeated = await load(repeat.client);
    expect(cardOf(repeated, "read-10")).toMatchObject({ unlocked: false, current: 1 });

    const reader = await app.member();
    for (let chapter = 1; chapter <= 9; chapter += 1) await read(reader.client, "Gen", chapter);
    expect(cardOf(await load(reader.client), "read-10")).toMatchObject({ unlocked: false, current: 9 });
    await read(reader.client, "Gen", 10);
    const body = await load(reader.client);
    expect(cardOf(body, "read-10")).toMatchObject({ unlocked: true, current: 10 });
    expect(cardOf(body, "read-100")).toMatchObject({ unlocked: false, current: 10 });
    // Ruth has 4 chapters: reading them all finishes a book.
    for (let chapter = 1; chapter <= 4; chapter += 1) await read(reader.client, "Ruth", chapter);
    expect(cardOf(await load(reader.client), "read-book")).toMatchObject({ unlocked: true });
  });

  test("ACH-4: reloading never awards twice and the points total stays stable", async () => {
    const { client, user } = await app.member();
    for (let chapter = 1; chapter <= 10; chapter += 1) await read(client, "Mark", chapter);
    const first = await load(client);
    const points = await pointsTotal(user.userId);
    const second = await load(client);
    const third = await load(client);
    expect(second).toEqual(first);
    expect(third.totals).toEqual(first.totals);
    expect(await pointsTotal(user.userId)).toBe(points);
    expect(await badgeLedger(user.userId)).toEqual([{ sourceId: "read-10", amount: 20 }]);
    expect(
      await app.db.select().from(userAchievements).where(eq(userAchievements.userId, user.userId)),
    ).toHaveLength(1);
  });

  test("the page catches up history that predates the engine", async () => {
    const { client, user } = await app.member();
    // Reads written straight to the table, as before the engine existed: no hook ran.
    await app.db.insert(bibleReads).values(
      Array.from({ length: 10 }, (_, index) => ({
        userId: user.userId,
        book: "Acts",
        chapter: index + 1,
        translation: "kjv",
        readAt: clock.now(),
      })),
    );
    const body = await load(client);
    expect(cardOf(body, "read-10").unlocked).toBe(true);
    expect(body.totals).toMatchObject({ unlocked: 1, points: 20, percent: 1 });
  });

  test("study days in the member's time zone: 3 in a row unlock First Flame; a gap resets current, not longest", async () => {
    const { client, user } = await app.member();
    await app.db
      .update(profiles)
      .set({ timeZone: "America/New_York" })
      .where(eq(profiles.userId, user.userId));
    // 15:00 UTC is 11:00 in New York; 02:00 UTC the next night is still the same New York day.
    await read(client, "Luke", 1);
    clock.set(new Date(start.getTime() + 11 * 60 * 60 * 1000));
    await read(client, "Luke", 2);
    const days = await app.db
      .select({ day: activityDays.day, study: activityDays.study })
      .from(activityDays)
      .where(eq(activityDays.userId, user.userId));
    expect(days).toEqual([{ day: "2026-06-01", study: true }]);

    clock.set(new Date(start.getTime() + dayMs));
    await read(client, "Luke", 3);
    expect(cardOf(await load(client), "streak-3")).toMatchObject({ unlocked: false, current: 2 });
    clock.set(new Date(start.getTime() + 2 * dayMs));
    await read(client, "Luke", 4);
    expect(cardOf(await load(client), "streak-3")).toMatchObject({ unlocked: true, current: 3 });

    // A missed day: the next study day starts again at 1, the longest stays 3 and the badge stays.
    clock.set(new Date(start.getTime() + 4 * dayMs));
    await read(client, "Luke", 5);
    const [study] = await app.db
      .select({ current: streaks.current, longest: streaks.longest, lastDay: streaks.lastDay })
      .from(streaks)
      .where(and(eq(streaks.userId, user.userId), eq(streaks.kind, "study")));
    expect(study).toEqual({ current: 1, longest: 3, lastDay: "2026-06-05" });
    expect(cardOf(await load(client), "streak-3")).toMatchObject({ unlocked: true });
  });

  test("a training drill unlocks Drill Recruit; a course lesson unlocks First Lesson", async () => {
    const { client, user } = await app.member();
    const drill = drills.find((each) => each.id === "or-02")!;
    const attempt = await client.post(`/api/drills/${drill.id}/attempts`, { response: drill.exampleAnswer });
    expect(attempt.status, JSON.stringify(attempt.body)).toBe(200);
    const lesson = await client.post("/api/courses/blueprint/lessons/1/complete");
    expect(lesson.status, JSON.stringify(lesson.body)).toBe(200);
    const body = await load(client);
    expect(cardOf(body, "drill-1")).toMatchObject({ unlocked: true });
    expect(cardOf(body, "drill-perfect-5")).toMatchObject({ unlocked: false, current: 1 });
    expect(cardOf(body, "lesson-1")).toMatchObject({ unlocked: true });
    expect(cardOf(body, "course-1")).toMatchObject({ unlocked: false, current: 0 });
    const ledger = await badgeLedger(user.userId);
    expect(ledger.map((row) => row.sourceId).sort()).toEqual(["drill-1", "lesson-1"]);
    // Both were study days on the same local day.
    expect(await app.db.select().from(activityDays).where(eq(activityDays.userId, user.userId))).toHaveLength(
      1,
    );
  });

  test("every catalogue id the database may hold is one the page knows", async () => {
    const { client } = await app.member();
    const body = await load(client);
    expect(body.achievements.map((card) => card.id).sort()).toEqual(
      achievements.map((achievement) => achievement.id).sort(),
    );
  });
});
