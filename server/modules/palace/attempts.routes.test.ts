// Learn checks, drills and milestone tests: drawn and graded on the server, keys never sent, XP once per attempt,
// daily caps, milestone gates and cooldowns (palace.md §4.2, §4.5–4.7).
import { and, eq, sum } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import { roomProgress, xpEvents } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { kit, passingBeats } from "./palace-test-kit";
import { testBanks } from "./test-banks";

const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const banks = testBanks();
const app = useTestApp({ clock, palaceBanks: banks });
const k = kit(app, banks);
const minute = 60_000;

async function ledgerXp(userId: string, roomId: string) {
  const [row] = await app.db
    .select({ total: sum(xpEvents.amount) })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, userId), eq(xpEvents.roomId, roomId)));
  return Number(row?.total ?? 0);
}

describe("learn check", () => {
  test("5 tier-1 items without keys or explanations; graded on the server; first pass → 20 XP and the room's review cards", async () => {
    const { client } = await app.member();
    const attempt = await k.start(client, "sr", { kind: "learn_check" });
    expect(attempt.items).toHaveLength(5);
    expect(attempt).toMatchObject({ kind: "learn_check", milestoneNo: null, written: null, teaching: null });
    const tier1 = new Set(banks.sr.filter((item) => item.tier === 1).map((item) => item.id));
    for (const item of attempt.items) expect(tier1.has(item.id)).toBe(true);

    // Nothing in the start response gives the answers away.
    const raw = JSON.stringify(attempt);
    for (const field of [
      '"answer"',
      '"answers"',
      '"accept"',
      '"explanation"',
      '"pairs"',
      '"tier"',
      '"tolerance"',
    ]) {
      expect(raw).not.toContain(field);
    }
    for (const item of banks.sr) expect(raw).not.toContain(JSON.stringify(item.explanation));

    // Two right, three wrong → failed, no XP.
    const key = await k.key(attempt.attemptId);
    const ids = Object.keys(key);
    const answers = Object.fromEntries(ids.map((id, i) => [id, i < 2 ? key[id] : "wrong"]));
    const failed = await client.post(`/api/palace/attempts/${attempt.attemptId}/submit`, { answers });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      score: 2,
      maxScore: 5,
      pct: 40,
      passed: false,
      expired: false,
      award: null,
    });
    expect(failed.body.items).toHaveLength(5);
    for (const item of failed.body.items) {
      expect(item.explanation).not.toBe("");
      expect(item.correctAnswer).not.toBe("");
    }

    const passed = await k.passLearnCheck(client, "sr");
    expect(passed).toMatchObject({ score: 5, pct: 100 });
    expect(passed.award).toMatchObject({
      xpAwarded: 20,
      events: [{ kind: "learn_check_passed", amount: 20 }],
    });
    expect(passed.progress.inReview).toBe(true);
    const queue = await client.get("/api/review/queue");
    expect(queue.body.due.map((card: { subjectType: string }) => card.subjectType).sort()).toEqual([
      "room_core",
      "room_identify",
    ]);

    // Retakes are unlimited; XP only the first time.
    const retake = await k.passLearnCheck(client, "sr");
    expect(retake.award).toBeNull();
  });

  test("a submit is accepted once, only from the owner", async () => {
    const { client, user } = await app.member();
    const other = await app.member();
    const attempt = await k.start(client, "sr", { kind: "learn_check" });
    const answers = await k.key(attempt.attemptId);
    expect(
      (await other.client.post(`/api/palace/attempts/${attempt.attemptId}/submit`, { answers })).status,
    ).toBe(404);
    const first = await client.post(`/api/palace/attempts/${attempt.attemptId}/submit`, { answers });
    expect(first.body.award.xpAwarded).toBe(20);
    const second = await client.post(`/api/palace/attempts/${attempt.attemptId}/submit`, { answers });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("already_submitted");
    expect(await ledgerXp(user.userId, "sr")).toBe(20);
  });

  test("an attempt submitted after it expired is scored as it stands: every item wrong", async () => {
    const { client } = await app.member();
    const attempt = await k.start(client, "sr", { kind: "learn_check" });
    const answers = await k.key(attempt.attemptId);
    clock.set(new Date(new Date(attempt.expiresAt).getTime() + 5 * minute));
    const late = await client.post(`/api/palace/attempts/${attempt.attemptId}/submit`, { answers });
    expect(late.body).toMatchObject({ score: 0, passed: false, expired: true, award: null });
  });
});

describe("drills", () => {
  test("a perfect, fast drill earns 25 + 25 + 50 + 10; XP is never granted twice for one attempt", async () => {
    const { client, user } = await app.member();
    const attempt = await k.start(client, "sr", { kind: "drill" });
    expect(attempt.items).toHaveLength(5);
    const answers = await k.key(attempt.attemptId);
    clock.advance(40_000);
    const result = await client.post(`/api/palace/attempts/${attempt.attemptId}/submit`, { answers });
    expect(result.body.award).toMatchObject({
      xpAwarded: 110,
      events: [
        { kind: "drill_completed", amount: 50 },
        { kind: "drill_perfect", amount: 50 },
        { kind: "drill_speed", amount: 10 },
      ],
      roomXp: 110,
      level: 1,
      milestoneAvailable: 1,
    });
    expect((await client.post(`/api/palace/attempts/${attempt.attemptId}/submit`, { answers })).status).toBe(
      409,
    );
    expect(await ledgerXp(user.userId, "sr")).toBe(110);
    const [progress] = await app.db.select().from(roomProgress).where(eq(roomProgress.userId, user.userId));
    expect(progress).toMatchObject({ xp: 110, drillsTaken: 1, bestDrillPct: 100 });
  });

  test("a slow, partial drill earns the base and the share of the score only", async () => {
    const { client } = await app.member();
    const attempt = await k.start(client, "sr", { kind: "drill" });
    const key = await k.key(attempt.attemptId);
    const [first, second, third] = Object.keys(key);
    clock.advance(5 * minute);
    const result = await client.post(`/api/palace/attempts/${attempt.attemptId}/submit`, {
      answers: { [first!]: key[first!], [second!]: key[second!], [third!]: key[third!] },
    });
    expect(result.body).toMatchObject({ score: 3, pct: 60 });
    expect(result.body.award.events).toEqual([
      { kind: "drill_completed", amount: 25 + Math.floor((25 * 3) / 5) },
    ]);
  });

  test("XP for 5 drills per room per day; the 6th is recorded without XP; the next day earns again", async () => {
    const { client } = await app.member();
    const awards = [];
    for (let i = 0; i < 6; i += 1) awards.push((await k.pass(client, "sr", { kind: "drill" })).award);
    expect(awards.slice(0, 5).every((award) => award.xpAwarded > 0)).toBe(true);
    expect(awards[5]).toBeNull();
    const room = await client.get("/api/palace/rooms/sr");
    expect(room.body.progress.drillsTaken).toBe(6);
    clock.advance(24 * 60 * minute);
    expect((await k.pass(client, "sr", { kind: "drill" })).award.xpAwarded).toBeGreaterThan(0);
  });
});

describe("milestones and levels", () => {
  test("milestone 1 needs 100 XP; passing it lifts the room to level 2 (Apprentice)", async () => {
    const { client } = await app.member();
    const early = await client.post("/api/palace/rooms/sr/attempts", { kind: "milestone", milestoneNo: 1 });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("milestone_unavailable");

    const drill = await k.pass(client, "sr", { kind: "drill" });
    expect(drill.award).toMatchObject({ roomXp: 110, level: 1, milestoneAvailable: 1 });
    // Out of order is refused.
    expect(
      (await client.post("/api/palace/rooms/sr/attempts", { kind: "milestone", milestoneNo: 2 })).status,
    ).toBe(409);

    const attempt = await k.start(client, "sr", { kind: "milestone", milestoneNo: 1 });
    expect(attempt.items).toHaveLength(10);
    expect(attempt.written).toBeNull();
    const tiers = new Map(banks.sr.map((item) => [item.id, item.tier]));
    for (const item of attempt.items) expect([1, 2]).toContain(tiers.get(item.id));
    expect(new Date(attempt.expiresAt).getTime() - new Date(attempt.startedAt).getTime()).toBe(15 * minute);

    const result = await client.post(`/api/palace/attempts/${attempt.attemptId}/submit`, {
      answers: await k.key(attempt.attemptId),
    });
    expect(result.body.passed).toBe(true);
    expect(result.body.award).toMatchObject({
      xpAwarded: 50,
      events: [{ kind: "milestone_passed", amount: 50 }],
      roomXp: 160,
      level: 2,
      leveledUp: true,
      nextThreshold: 350,
      milestoneAvailable: null,
    });
    expect(result.body.progress).toMatchObject({
      level: 2,
      milestonesPassed: 1,
      milestone: { state: "locked", number: 2, needsXp: 190 },
    });
  });

  test("XP past a threshold does not raise the level without the milestone", async () => {
    const { client } = await app.member();
    await k.pass(client, "sr", { kind: "drill" });
    await k.pass(client, "sr", { kind: "drill" });
    await k.pass(client, "sr", { kind: "drill" });
    await k.pass(client, "sr", { kind: "drill" });
    const room = await client.get("/api/palace/rooms/sr");
    expect(room.body.progress).toMatchObject({
      xp: 440,
      level: 1,
      milestone: { state: "available", number: 1, attemptsLeftToday: 3 },
    });
  });

  test("after a failed test: 429 cooldown for an hour; at most 3 attempts per test per day", async () => {
    const { client } = await app.member();
    await k.pass(client, "sr", { kind: "drill" });
    const fail = async () => {
      const attempt = await k.start(client, "sr", { kind: "milestone", milestoneNo: 1 });
      const result = await client.post(`/api/palace/attempts/${attempt.attemptId}/submit`, { answers: {} });
      expect(result.body.passed).toBe(false);
      return result.body;
    };
    const first = await fail();
    expect(first.progress.milestone).toEqual({
      state: "cooling_down",
      number: 1,
      retryAt: new Date(start.getTime() + 60 * minute).toISOString(),
    });
    const blocked = await client.post("/api/palace/rooms/sr/attempts", { kind: "milestone", milestoneNo: 1 });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatchObject({
      code: "cooldown",
      details: { retryAt: new Date(start.getTime() + 60 * minute).toISOString() },
    });

    clock.advance(61 * minute);
    await fail();
    clock.advance(61 * minute);
    await fail();
    clock.advance(61 * minute);
    const limit = await client.post("/api/palace/rooms/sr/attempts", { kind: "milestone", milestoneNo: 1 });
    expect(limit.status).toBe(429);
    expect(limit.body.error.details).toEqual({ retryAt: "2026-03-03T00:00:00.000Z" });
  });

  test("reloading during a test resumes the open attempt with the same items", async () => {
    const { client } = await app.member();
    await k.pass(client, "sr", { kind: "drill" });
    const first = await k.start(client, "sr", { kind: "milestone", milestoneNo: 1 });
    clock.advance(minute);
    const again = await k.start(client, "sr", { kind: "milestone", milestoneNo: 1 });
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.items).toEqual(first.items);
  });

  test("milestone 2 has a written part judged by the room's auto-check; both must pass", async () => {
    const { client } = await app.member();
    for (let i = 0; i < 4; i += 1) await k.pass(client, "sr", { kind: "drill" });
    await k.pass(client, "sr", { kind: "milestone", milestoneNo: 1 });

    const attempt = await k.start(client, "sr", { kind: "milestone", milestoneNo: 2 });
    expect(attempt.written.deliverable.kind).toBe("beats");
    expect(attempt.teaching).toBeNull();
    const answers = await k.key(attempt.attemptId);
    const weak = await client.post(`/api/palace/attempts/${attempt.attemptId}/submit`, {
      answers,
      written: { passage: "Jonah 1-4" },
    });
    expect(weak.body).toMatchObject({ pct: 100, passed: false, award: null });
    expect(weak.body.written.verdict).not.toBe("pass");

    clock.advance(61 * minute);
    const retry = await k.pass(
      client,
      "sr",
      { kind: "milestone", milestoneNo: 2 },
      { written: passingBeats },
    );
    expect(retry.passed).toBe(true);
    expect(retry.written.verdict).toBe("pass");
    expect(retry.award).toMatchObject({ xpAwarded: 75, level: 3, leveledUp: true });
  });
});
