// Escape rooms (games.md §4.21) through the real app on a real database: the weekly rooms, building, the one attempt
// per member and room (a reload resumes it with the same clock), grading, hints, partial points, the fast clock's
// sealing, Essential's one start a UTC day, what a lock never carries, the escape with its bonus, ledger and board.
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { roomOverviews } from "@common/content/palace/overview";
import type { EscapeAttemptDto } from "@common/schemas/escape";
import { createTestClock } from "@server/clock";
import { escapeAttempts, xpEvents } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { keysOf } from "@server/modules/games/engines/choice-test-kit";
import { puzzleById } from "./assemble";
import type { AttemptState } from "./attempt";

const start = new Date("2026-03-04T10:00:00.000Z"); // a Wednesday
const clock = createTestClock(start);
const app = useTestApp({ clock });
const minute = 60_000;

async function build(
  client: TestClient,
  body: Record<string, unknown> = { mode: "room", roomTag: "SR", difficulty: "easy" },
) {
  const res = await client.post("/api/escape/rooms", body);
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

async function begin(client: TestClient, roomId: string, options?: Record<string, unknown>) {
  return client.post(`/api/escape/rooms/${roomId}/attempt`, options ? { options } : {});
}

async function stateOf(attemptId: string): Promise<AttemptState> {
  const [row] = await app.db.select().from(escapeAttempts).where(eq(escapeAttempts.id, attemptId));
  return row?.state as unknown as AttemptState;
}

/** A justification of 15 words that names the lock's room. */
function justification(roomTag: string) {
  const name = roomOverviews.find((room) => room.tag === roomTag)?.name ?? roomTag;
  return `The ${name} shows how this verse answers the lock and points to Christ for us today.`;
}

async function perfect(client: TestClient, attempt: EscapeAttemptDto) {
  const state = await stateOf(attempt.attemptId);
  const puzzle = puzzleById(state.locks[state.current]?.puzzleId ?? "");
  return client.post(`/api/escape/attempts/${attempt.attemptId}/answer`, {
    lockNo: state.current + 1,
    refs: [puzzle.expectedRefs[0]],
    justification: justification(puzzle.roomTag),
    principle: puzzle.principle,
  });
}

describe("the list and building", () => {
  test("six weekly rooms, two per mode, ranked until next Monday; free members browse but cannot play", async () => {
    const { client } = await app.member({ plan: "free" });
    const res = await client.get("/api/escape/rooms");
    expect(res.status).toBe(200);
    expect(res.body.weekly).toHaveLength(6);
    for (const mode of ["room", "gauntlet", "floor-race"])
      expect(res.body.weekly.filter((room: { mode: string }) => room.mode === mode)).toHaveLength(2);
    expect(res.body.weekly[0]).toMatchObject({
      kind: "weekly",
      ranked: true,
      availableUntil: "2026-03-09T00:00:00.000Z",
      state: { kind: "start" },
    });
    expect(res.body).toMatchObject({ canPlay: false, startsLeftToday: 0, canDraft: false });
    expect(res.body.rooms).toHaveLength(38);
    // The same six for everyone, published once.
    const other = await app.member({ plan: "premium" });
    const again = (await other.client.get("/api/escape/rooms")).body;
    expect(again.weekly.map((room: { id: string }) => room.id)).toEqual(
      res.body.weekly.map((room: { id: string }) => room.id),
    );
    expect(again.startsLeftToday).toBeNull();
    expect((await begin(client, res.body.weekly[0].id)).status).toBe(402);
    expect((await client.post("/api/escape/rooms", { mode: "floor-race", difficulty: "easy" })).status).toBe(
      402,
    );
  });

  test("a built room is unranked; bad choices are refused with 422", async () => {
    const { client } = await app.member({ plan: "premium" });
    const room = await build(client, { mode: "gauntlet", category: "prophecy", difficulty: "pro" });
    expect(room).toMatchObject({ kind: "built", ranked: false, lockCount: 6, title: "Prophecy Gauntlet" });
    expect((await client.post("/api/escape/rooms", { mode: "room", difficulty: "easy" })).status).toBe(422);
    expect(
      (await client.post("/api/escape/rooms", { mode: "room", roomTag: "ZZ", difficulty: "easy" })).status,
    ).toBe(422);
    expect(
      (await client.post("/api/escape/rooms", { mode: "floor-race", difficulty: "legend" })).status,
    ).toBe(422);
    const list = (await client.get("/api/escape/rooms")).body;
    expect(list.built.map((card: { id: string }) => card.id)).toEqual([room.id]);
    expect((await client.get("/api/escape/rooms/not-a-uuid")).status).toBe(404);
  });
});

describe("an attempt", () => {
  test("acceptance 1: Room-as-Room easy starts a 45:00 clock; a reload returns the same attempt and time", async () => {
    const { client } = await app.member({ plan: "premium" });
    const room = await build(client);
    const first = await begin(client, room.id);
    expect(first.status).toBe(200);
    expect(new Date(first.body.deadlineAt).getTime() - start.getTime()).toBe(45 * minute);
    expect(first.body.lock).toMatchObject({ lockNo: 1, total: 4, roomTag: "SR", triesLeft: 3 });
    clock.advance(3 * minute);
    const again = await begin(client, room.id);
    expect(again.body.attemptId).toBe(first.body.attemptId);
    expect(again.body.deadlineAt).toBe(first.body.deadlineAt);
    const detail = (await client.get(`/api/escape/rooms/${room.id}`)).body;
    expect(detail.attempt.attemptId).toBe(first.body.attemptId);
    expect(detail.room.state).toMatchObject({ kind: "resume", lockNo: 1, total: 4 });
  });

  test("acceptance 2 and 3: asdf fails with 0 points and 2 tries left; an expected verse done right is perfect", async () => {
    const { client } = await app.member({ plan: "premium" });
    const attempt = (await begin(client, (await build(client)).id)).body as EscapeAttemptDto;
    const principle = attempt.lock?.principleOptions[0];
    const wrong = await client.post(`/api/escape/attempts/${attempt.attemptId}/answer`, {
      lockNo: 1,
      refs: ["asdf"],
      justification: justification("SR"),
      principle,
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({
      result: "failed",
      grade: "fail",
      triesLeft: 2,
      invalidRefs: ["asdf"],
    });
    expect(wrong.body.attempt.score).toBe(0);
    const right = await perfect(client, attempt);
    expect(right.body).toMatchObject({ result: "perfect", grade: "perfect" });
    expect(right.body.attempt.score).toBe(8);
    expect(right.body.attempt.lock.lockNo).toBe(2);
    expect(right.body.attempt.locks[0]).toMatchObject({ status: "perfect", points: 8 });
  });

  test("acceptance 4: a hint deducts the mode's price and is shown again on every read", async () => {
    const { client } = await app.member({ plan: "premium" });
    const attempt = (await begin(client, (await build(client)).id)).body as EscapeAttemptDto;
    const after = (await perfect(client, attempt)).body.attempt as EscapeAttemptDto;
    const hint = await client.post(`/api/escape/attempts/${attempt.attemptId}/hint`, { lockNo: 2 });
    expect(hint.status).toBe(200);
    expect(hint.body).toMatchObject({ level: 1, cost: 3 });
    expect(hint.body.attempt.score).toBe(after.score - 3);
    expect(hint.body.attempt).toMatchObject({ hintsUsed: 1, hintsMax: 3 });
    const detail = (await client.get(`/api/escape/rooms/${attempt.room.id}`)).body;
    expect(detail.attempt.lock.hints).toEqual([{ level: 1, text: hint.body.text }]);
  });

  test("a partial can be taken; a principle not offered is 422; the wrong lock is 409; another member's is 404", async () => {
    const { client } = await app.member({ plan: "premium" });
    const attempt = (await begin(client, (await build(client)).id)).body as EscapeAttemptDto;
    const state = await stateOf(attempt.attemptId);
    const puzzle = puzzleById(state.locks[0]?.puzzleId ?? "");
    const url = `/api/escape/attempts/${attempt.attemptId}`;
    const body = {
      lockNo: 1,
      refs: [puzzle.expectedRefs[0]],
      justification: "Too short.",
      principle: puzzle.principle,
    };
    expect((await client.post(`${url}/answer`, { ...body, principle: "Made up" })).status).toBe(422);
    expect((await client.post(`${url}/answer`, { ...body, lockNo: 2 })).status).toBe(409);
    expect((await client.post(`${url}/answer`, { ...body, refs: [] })).status).toBe(422);
    expect((await client.post(`${url}/answer`, { ...body, score: 99 })).status).toBe(422);
    const partial = await client.post(`${url}/answer`, body);
    expect(partial.body).toMatchObject({ result: "partial_offered", triesLeft: 2 });
    expect(partial.body.attempt.lock.pendingPartial).toBe(4);
    const stranger = await app.member({ plan: "premium" });
    expect((await stranger.client.post(`${url}/accept-partial`, { lockNo: 1 })).status).toBe(404);
    const taken = await client.post(`${url}/accept-partial`, { lockNo: 1 });
    expect(taken.status).toBe(200);
    expect(taken.body.locks[0]).toMatchObject({
      status: "partial",
      points: 4,
      expectedRefs: puzzle.expectedRefs,
    });
    expect(taken.body.lock.lockNo).toBe(2);
  });

  test("acceptance 7: a lock carries neither its expected references nor which principle is right", async () => {
    const { client } = await app.member({ plan: "premium" });
    const attempt = (await begin(client, (await build(client)).id)).body as EscapeAttemptDto;
    const state = await stateOf(attempt.attemptId);
    const json = JSON.stringify(attempt);
    for (const lock of state.locks) {
      const puzzle = puzzleById(lock.puzzleId);
      for (const ref of [...puzzle.expectedRefs, ...puzzle.partialRefs]) expect(json).not.toContain(ref);
      expect(json).not.toContain(puzzle.typologyNote);
    }
    for (const key of ["expectedRefs", "partialRefs", "principle", "typologyNote", "puzzleId"])
      expect(keysOf(attempt.lock)).not.toContain(key);
    expect(attempt.locks.every((lock) => lock.expectedRefs === null)).toBe(true);
  });

  test("acceptance 5: with the fast clock the doors seal at the deadline, the points kept and answers refused", async () => {
    const { client, user } = await app.member({ plan: "free", role: "admin" });
    const room = await build(client);
    const refused = await (
      await app.member({ plan: "premium" })
    ).client.post(`/api/escape/rooms/${room.id}/attempt`, {
      options: { fastClock: true },
    });
    expect(refused.status).toBe(422);
    const attempt = (await begin(client, room.id, { fastClock: true })).body as EscapeAttemptDto;
    expect(new Date(attempt.deadlineAt).getTime() - start.getTime()).toBe(45_000);
    await perfect(client, attempt);
    clock.advance(48_000);
    const detail = (await client.get(`/api/escape/rooms/${room.id}`)).body;
    expect(detail.attempt).toMatchObject({ status: "sealed", score: 8, lock: null });
    expect(detail.attempt.summary).toMatchObject({ bonus: 0, total: 8, ranked: false, points: 3 });
    expect(detail.room.state).toEqual({ kind: "sealed", score: 8 });
    const late = await perfect(client, { ...attempt });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: "attempt_finished", message: "The doors sealed." });
    const ledger = await app.db
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, user.userId), eq(xpEvents.source, "game:escape-room")));
    expect(ledger.map((row) => row.amount)).toEqual([3]);
  });

  test("Floor Race: a lock over its 6-minute cap fails on the server and the race moves on", async () => {
    const { client } = await app.member({ plan: "premium" });
    const room = await build(client, { mode: "floor-race", difficulty: "easy" });
    const attempt = (await begin(client, room.id)).body as EscapeAttemptDto;
    expect(attempt.lock).toMatchObject({ floor: 1, total: 5 });
    expect(new Date(attempt.lock?.capEndsAt ?? "").getTime() - start.getTime()).toBe(6 * minute);
    clock.advance(6 * minute + 5_000);
    const detail = (await client.get(`/api/escape/rooms/${room.id}`)).body;
    expect(detail.attempt.locks[0]).toMatchObject({ status: "timed_out", points: 0 });
    expect(detail.attempt.lock).toMatchObject({ lockNo: 2, floor: 2 });
  });
});

describe("plans, escaping and the board", () => {
  test("acceptance 6: Essential's second new room on a UTC day is refused; resuming is free; tomorrow it may start", async () => {
    const { client } = await app.member({ plan: "essential" });
    const list = (await client.get("/api/escape/rooms")).body;
    expect(list.startsLeftToday).toBe(1);
    const [first, second] = list.weekly as Array<{ id: string }>;
    expect((await begin(client, first!.id)).status).toBe(200);
    const refused = await begin(client, second!.id);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: "daily_limit_reached",
      message: "Essential includes one escape room per day. Upgrade to Premium for unlimited rooms.",
    });
    expect((await begin(client, first!.id)).status).toBe(200);
    expect((await client.get("/api/escape/rooms")).body.startsLeftToday).toBe(0);
    clock.advance(24 * 60 * minute);
    expect((await begin(client, second!.id)).status).toBe(200);
  });

  test("escaping a weekly room: every lock, the bonus, ledger points once, the board and a replay unranked", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const weekly = (await client.get("/api/escape/rooms")).body.weekly as Array<{
      id: string;
      mode: string;
      difficulty: string;
    }>;
    const room = weekly.find((candidate) => candidate.mode === "room") ?? weekly[0]!;
    let attempt = (await begin(client, room.id)).body as EscapeAttemptDto;
    while (attempt.status === "active") {
      clock.advance(30_000);
      const res = await perfect(client, attempt);
      expect(res.status).toBe(200);
      attempt = res.body.attempt;
    }
    expect(attempt.status).toBe("escaped");
    expect(attempt.summary?.bonus).toBe(15);
    expect(attempt.summary?.total).toBe(attempt.score);
    expect(attempt.summary).toMatchObject({ ranked: true, rank: 1 });
    expect(attempt.summary?.conclusion.length).toBeGreaterThan(40);
    expect(attempt.locks.every((lock) => lock.status === "perfect" && lock.expectedRefs !== null)).toBe(true);
    const steps = ["easy", "medium", "hard", "pro"].indexOf(room.difficulty);
    expect(attempt.summary?.points).toBe(15 + 5 * steps);
    const ledger = await app.db
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, user.userId), eq(xpEvents.source, "game:escape-room")));
    expect(ledger).toHaveLength(1);

    const board = (await client.get(`/api/escape/rooms/${room.id}/leaderboard`)).body;
    expect(board.entries[0]).toMatchObject({ rank: 1, score: attempt.score, isMe: true });
    expect(Object.keys(board.entries[0]).sort()).toEqual(
      ["avatarUrl", "displayName", "elapsedMs", "isMe", "level", "rank", "score"].sort(),
    );
    const replay = await client.post(`/api/escape/rooms/${room.id}/replay`, {});
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ kind: "built", ranked: false, lockCount: attempt.locks.length });
    expect((await client.get(`/api/escape/rooms/${replay.body.id}/leaderboard`)).status).toBe(404);
  });
});
