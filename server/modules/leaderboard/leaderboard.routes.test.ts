import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { LeaderboardDto } from "@common/schemas/leaderboard";
import { createTestClock } from "@server/clock";
import {
  challengeSubmissions,
  profiles,
  reviewCards,
  userAchievements,
  users,
  xpEvents,
} from "@server/db/schema";
import { useTestApp } from "@server/test/kit";

// Wednesday 4 March 2026, 10:00 UTC: its week runs Monday 2 March to Monday 9 March (UTC).
const start = new Date("2026-03-04T10:00:00.000Z");
const dayMs = 24 * 60 * 60 * 1000;
const weekMs = 7 * dayMs;
const clock = createTestClock(start);
const app = useTestApp({ clock });

/**
 * Tests share one database, so each test ranks its own week: `weeks` weeks after the start week, with the clock
 * moved there (the kit sets it back after each test). All-time boards see every test's points, so they are only
 * checked for presence, never for rank.
 */
function useWeek(weeks: number): Date {
  const now = new Date(start.getTime() + weeks * weekMs);
  clock.set(now);
  return now;
}

let seeded = 0;
/** Another member, written straight into the tables (signing 80 members up through the API would take minutes). */
async function seedMember(displayName: string, options: { visible?: boolean } = {}): Promise<string> {
  seeded += 1;
  const userId = randomUUID();
  const handle = `lb_${seeded}_${userId.slice(0, 6)}`;
  await app.db.insert(users).values({ id: userId, name: displayName, email: `${handle}@example.com` });
  await app.db.insert(profiles).values({
    userId,
    displayName,
    username: handle,
    referralCode: `LB${seeded}${userId
      .slice(0, 6)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "0")}`,
    leaderboardVisible: options.visible ?? true,
  });
  return userId;
}

/** Points as the ledger holds them (the brief's seeding: ledger rows inserted directly). */
async function givePoints(userId: string, amount: number, at: Date) {
  await app.db.insert(xpEvents).values({
    userId,
    roomId: null,
    source: "test",
    kind: "test_points",
    amount,
    sourceId: null,
    dedupeKey: `test:${randomUUID()}`,
    createdAt: at,
  });
}

async function giveChallenges(userId: string, days: Date[]) {
  for (const day of days)
    await app.db.insert(challengeSubmissions).values({
      userId,
      templateId: "test-template",
      challengeDate: day.toISOString().slice(0, 10),
      tier: "quick",
      subtype: "dimension-drill",
      answer: { text: "an answer" },
      verdict: "pass",
      feedback: "Well done.",
      timeSpentS: 60,
      createdAt: day,
    });
}

async function giveVerses(userId: string, memorized: number, learning: number) {
  const card = (n: number, scheduledDays: number) => ({
    userId,
    subjectType: "memory_verse",
    subjectId: `${userId}:${n}`,
    due: new Date(start.getTime() + scheduledDays * dayMs),
    reps: 4,
    scheduledDays,
    state: 2,
  });
  const rows = [
    ...Array.from({ length: memorized }, (_, n) => card(n, 30)),
    ...Array.from({ length: learning }, (_, n) => card(memorized + n, 5)),
  ];
  if (rows.length > 0) await app.db.insert(reviewCards).values(rows);
}

async function board(
  client: Awaited<ReturnType<typeof app.member>>["client"],
  query = "period=week&ranking=points",
): Promise<LeaderboardDto> {
  const response = await client.get(`/api/leaderboard?${query}`);
  expect(response.status).toBe(200);
  return response.body as LeaderboardDto;
}

describe("access and validation", () => {
  test("without a session → 401", async () => {
    expect((await app.client().get("/api/leaderboard")).status).toBe(401);
  });

  test.each(["period=year", "ranking=stars", "period=week&ranking=points&limit=500", "period=WEEK"])(
    "?%s → 400 validation_failed",
    async (query) => {
      const { client } = await app.member();
      const response = await client.get(`/api/leaderboard?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("validation_failed");
    },
  );

  test("no query means All time by Points, for a free member too", async () => {
    const { client } = await app.member();
    const body = await board(client, "");
    expect(body).toMatchObject({ period: "all", ranking: "points", periodStart: null, periodEnd: null });
  });
});

describe("ranking by points", () => {
  test("LB-1: members with 300 and 200 points this week appear in that order under This week", async () => {
    const now = useWeek(1);
    const { client, user } = await app.member();
    const first = await seedMember("Three Hundred");
    const second = await seedMember("Two Hundred");
    await givePoints(second, 150, now);
    await givePoints(second, 50, new Date(now.getTime() - dayMs));
    await givePoints(first, 300, now);
    // Last week's points count for All time only.
    await givePoints(second, 1000, new Date(now.getTime() - weekMs));

    const body = await board(client);
    expect(body.rows.map((row) => [row.member.displayName, row.value, row.rank])).toEqual([
      ["Three Hundred", 300, 1],
      ["Two Hundred", 200, 2],
    ]);
    expect(body.periodStart).toBe("2026-03-09T00:00:00.000Z");
    expect(body.periodEnd).toBe("2026-03-16T00:00:00.000Z");
    // The caller has nothing this week: no row, rank "—".
    expect(body.me).toBeNull();
    expect(body.tiles).toEqual({ rank: null, points: 0, challenges: 0, badges: 0 });
    expect(body.rows.some((row) => row.member.userId === user.userId)).toBe(false);

    const allTime = await board(client, "period=all&ranking=points");
    expect(allTime.rows.find((row) => row.member.userId === second)?.value).toBe(1200);
  });

  test("only the public projection and the ranked value leave the server", async () => {
    const now = useWeek(2);
    const { client } = await app.member();
    const other = await seedMember("Projection Check");
    await givePoints(other, 40, now);
    const response = await client.get("/api/leaderboard?period=week");
    const [row] = (response.body as LeaderboardDto).rows;
    expect(row).toEqual({
      rank: 1,
      value: 40,
      isMe: false,
      member: { userId: other, displayName: "Projection Check", avatarUrl: null, level: 1 },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/@example\.com|lb_\d/);
  });

  test("ties share a rank: 1, 2, 2, 4", async () => {
    const now = useWeek(3);
    const { client, user } = await app.member({ name: "Tied Caller" });
    const a = await seedMember("Alpha");
    const b = await seedMember("Bravo");
    const d = await seedMember("Delta");
    await givePoints(a, 100, now);
    await givePoints(b, 80, now);
    await givePoints(user.userId, 80, now);
    await givePoints(d, 50, now);
    const body = await board(client);
    expect(body.rows.map((row) => [row.member.displayName, row.rank, row.isMe])).toEqual([
      ["Alpha", 1, false],
      ["Bravo", 2, false],
      ["Tied Caller", 2, true],
      ["Delta", 4, false],
    ]);
    expect(body.me).toMatchObject({ rank: 2, value: 80, isMe: true });
    expect(body.tiles).toMatchObject({ rank: 2, points: 80 });
  });

  test("LB-2: a member ranked 73rd of 80 is outside the top 50 and gets their own row with #73", async () => {
    const now = useWeek(4);
    const { client, user } = await app.member({ name: "Seventy Third" });
    const others: string[] = [];
    for (let i = 0; i < 79; i += 1) others.push(await seedMember(`Member ${String(i + 1).padStart(2, "0")}`));
    // Others have 400, 398, … 244 points; the caller's 257 sits below 72 of them.
    await app.db.insert(xpEvents).values(
      others.map((userId, i) => ({
        userId,
        roomId: null,
        source: "test",
        kind: "test_points",
        amount: 400 - 2 * i,
        sourceId: null,
        dedupeKey: `test:${randomUUID()}`,
        createdAt: now,
      })),
    );
    await givePoints(user.userId, 257, now);

    const body = await board(client);
    expect(body.rows).toHaveLength(50);
    expect(body.rows[0]).toMatchObject({ rank: 1, value: 400 });
    expect(body.rows[49]).toMatchObject({ rank: 50, value: 302 });
    expect(body.rows.some((row) => row.isMe)).toBe(false);
    expect(body.me).toMatchObject({ rank: 73, value: 257, isMe: true });
    expect(body.me?.member.displayName).toBe("Seventy Third");
    expect(body.tiles).toMatchObject({ rank: 73, points: 257 });
  });

  test("LB-3: switching the leaderboard off shows rank — to the member and removes them from others' lists", async () => {
    const now = useWeek(5);
    const hider = await app.member({ name: "Hider" });
    const viewer = await app.member({ name: "Viewer" });
    const third = await seedMember("Third");
    await givePoints(hider.user.userId, 500, now);
    await givePoints(viewer.user.userId, 300, now);
    await givePoints(third, 100, now);
    expect((await board(viewer.client)).me).toMatchObject({ rank: 2 });

    const off = await hider.client.patch("/api/settings", { leaderboardVisible: false });
    expect(off.status).toBe(200);

    const own = await board(hider.client);
    expect(own.visible).toBe(false);
    expect(own.me).toBeNull();
    // Their own points still show in the tile; only the rank is gone.
    expect(own.tiles).toMatchObject({ rank: null, points: 500 });
    expect(own.rows.some((row) => row.member.userId === hider.user.userId)).toBe(false);

    const seen = await board(viewer.client);
    expect(seen.rows.map((row) => [row.member.displayName, row.rank])).toEqual([
      ["Viewer", 1],
      ["Third", 2],
    ]);
    expect(seen.tiles.rank).toBe(1);
    const allTime = await board(viewer.client, "period=all");
    expect(allTime.rows.some((row) => row.member.userId === hider.user.userId)).toBe(false);

    await hider.client.patch("/api/settings", { leaderboardVisible: true });
    expect((await board(viewer.client)).me).toMatchObject({ rank: 2 });
    expect((await board(hider.client)).tiles.rank).toBe(1);
  });

  test("a member who hid themselves before earning anything never appears", async () => {
    const now = useWeek(6);
    const { client } = await app.member();
    const hidden = await seedMember("Quietly Hidden", { visible: false });
    await givePoints(hidden, 900, now);
    const body = await board(client);
    expect(body.rows.some((row) => row.member.userId === hidden)).toBe(false);
  });
});

describe("the other rankings and the tiles", () => {
  test("Challenges: daily challenges submitted in the period; the tiles count the caller's points, challenges and badges", async () => {
    const now = useWeek(7);
    const { client, user } = await app.member({ name: "Challenger" });
    const rival = await seedMember("Rival");
    const monday = new Date("2026-04-20T08:00:00.000Z"); // the Monday of week 7
    expect(monday.getTime()).toBeLessThanOrEqual(now.getTime());
    await giveChallenges(user.userId, [monday, new Date(monday.getTime() + dayMs)]);
    await giveChallenges(rival, [
      monday,
      new Date(monday.getTime() + dayMs),
      new Date(monday.getTime() + 2 * dayMs),
    ]);
    // The Sunday before this week's Monday: last week.
    await giveChallenges(user.userId, [new Date(monday.getTime() - dayMs)]);
    await givePoints(user.userId, 20, now);
    await app.db.insert(userAchievements).values([
      { userId: user.userId, achievementId: "test-badge-1", earnedAt: now },
      { userId: user.userId, achievementId: "test-badge-2", earnedAt: now },
    ]);

    const body = await board(client, "period=week&ranking=challenges");
    expect(body.rows.map((row) => [row.member.displayName, row.value, row.rank])).toEqual([
      ["Rival", 3, 1],
      ["Challenger", 2, 2],
    ]);
    expect(body.tiles).toEqual({ rank: 2, points: 20, challenges: 2, badges: 2 });

    const allTime = await board(client, "period=all&ranking=challenges");
    expect(allTime.me?.value).toBe(3);
    expect(allTime.tiles.challenges).toBe(3);
  });

  test("Verses memorized: cards of 21 days or more count, learning ones don't; the same count in every period", async () => {
    useWeek(8);
    const { client, user } = await app.member({ name: "Memorizer" });
    await giveVerses(user.userId, 4, 3);
    for (const period of ["week", "month", "all"]) {
      const body = await board(client, `period=${period}&ranking=verses`);
      expect(body.me).toMatchObject({ value: 4, isMe: true });
    }
  });

  test("This month runs from the 1st (UTC)", async () => {
    clock.set(new Date("2026-07-31T23:30:00.000Z"));
    const { client, user } = await app.member();
    await givePoints(user.userId, 12, new Date("2026-07-01T00:00:00.000Z"));
    await givePoints(user.userId, 30, new Date("2026-06-30T23:59:59.000Z"));
    const body = await board(client, "period=month");
    expect(body.periodStart).toBe("2026-07-01T00:00:00.000Z");
    expect(body.periodEnd).toBe("2026-08-01T00:00:00.000Z");
    expect(body.tiles.points).toBe(12);
  });
});
