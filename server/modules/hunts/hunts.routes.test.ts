// The treasure hunts of games.md §4.20 through the real app on a real database: browsing, joining (plans, the 24-hour
// clock, the fast clock), answers (R8, rooms, R1/R2), hints, the guessing limit, what the payload never carries,
// completion (bonus, result, points once, caps), expiry, the edition board, and the daily editions (06:00 UTC, the
// rotation, a fresh database's archive, two publishers at once). Answers are built from the bank, like a player who
// knows them.
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import { huntAttempts, huntEditions, huntParticipations, profiles, xpEvents } from "@server/db/schema";
import type { Hunt } from "@server/modules/games/content/adventure-types";
import { hunts } from "@server/modules/games/content/hunts";
import { type TestAppHandle, useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { ensureEditions } from "./editions.service";
import { HUNT_RULES } from "./hunt-rules";
import { addDays, difficultyOf, huntDayOf, publishedAtOf } from "./rotation";

const minute = 60 * 1000;
const hour = 60 * minute;
const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });

const huntById = (id: string): Hunt => {
  const hunt = hunts.find((candidate) => candidate.id === id);
  if (!hunt) throw new Error(`no hunt ${id}`);
  return hunt;
};
const lamb = huntById("the-lamb-god-provides");
const answerOf = (hunt: Hunt, n: number) => hunt.clues[n - 1]!.accepted[0]!;

let archiveDay = 0;
/** An edition of `huntKey` on a date of its own (the archive, long before the tests' today unless given). */
async function insertEdition(
  handle: TestAppHandle,
  huntKey: string,
  options: { date?: string; ranked?: boolean } = {},
): Promise<string> {
  const hunt = huntById(huntKey);
  archiveDay += 1;
  const editionDate = options.date ?? addDays("2025-01-01", archiveDay);
  const [row] = await handle.db
    .insert(huntEditions)
    .values({
      huntKey,
      editionDate,
      difficulty: hunt.difficulty,
      publishedAt: publishedAtOf(editionDate),
      ranked: options.ranked ?? false,
      createdAt: publishedAtOf(editionDate),
    })
    .returning({ id: huntEditions.id });
  return row!.id;
}

const join = (client: TestClient, id: string, body: unknown = {}) =>
  client.post(`/api/hunts/${id}/join`, body);
const answer = (client: TestClient, id: string, clueNo: number, text: string) =>
  client.post(`/api/hunts/${id}/answer`, { clueNo, answer: text });
const hint = (client: TestClient, id: string, clueNo: number, level: number) =>
  client.post(`/api/hunts/${id}/hint`, { clueNo, level });

/** Answers clues `from`…end correctly; returns the last answer's body. */
async function solve(client: TestClient, id: string, hunt: Hunt, from = 1) {
  let last;
  for (let n = from; n <= hunt.clues.length; n += 1) {
    const res = await answer(client, id, n, answerOf(hunt, n));
    expect(res.status, `clue ${n}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.correct).toBe(true);
    last = res.body;
  }
  return last;
}

async function participationRow(handle: TestAppHandle, userId: string, editionId: string) {
  const [row] = await handle.db
    .select()
    .from(huntParticipations)
    .where(and(eq(huntParticipations.userId, userId), eq(huntParticipations.editionId, editionId)));
  return row!;
}

/** Nothing a player hasn't earned: no accepted answers, hint 2, explanations or conclusions of clues not reached. */
function expectNoKeys(json: string, hunt: Hunt, reached: { solved: number; hints: number }) {
  expect(json).not.toContain('"accepted"');
  expect(json).not.toContain(hunt.conclusion);
  for (const clue of hunt.clues) {
    if (clue.n > reached.solved) expect(json).not.toContain(clue.explanation);
    if (clue.n > reached.solved + 1) expect(json).not.toContain(clue.text);
    if (!(clue.n === reached.solved + 1 && reached.hints >= 2)) expect(json).not.toContain(clue.hint2);
    // Text answers are common words ("altar", "lamb") that intros may use; references and room names are not.
    if (clue.n > reached.solved && (clue.type === "verse" || clue.type === "room"))
      for (const accepted of clue.accepted) expect(json, `clue ${clue.n}`).not.toContain(accepted);
  }
}

describe("browsing", () => {
  test("a visitor gets 401 everywhere", async () => {
    const visitor = app.client();
    expect((await visitor.get("/api/hunts")).status).toBe(401);
    expect((await visitor.get(`/api/hunts/${crypto.randomUUID()}`)).status).toBe(401);
    expect((await visitor.post(`/api/hunts/${crypto.randomUUID()}/join`, {})).status).toBe(401);
  });

  test("the first list publishes today's edition and a week of archive; free members browse, plans say what they play", async () => {
    const free = await app.member({ plan: "free" });
    const res = await free.api.hunts.$get({ query: {} });
    expect(res.status).toBe(200);
    const list = await res.json();
    const today = huntDayOf(start);
    expect(list.today).toMatchObject({
      editionDate: today,
      difficulty: difficultyOf(today),
      ranked: true,
      joinableUntil: new Date(publishedAtOf(today).getTime() + 24 * hour).toISOString(),
      state: { kind: "join" },
    });
    expect(list.archive.map((card) => card.editionDate)).toEqual(
      Array.from({ length: 6 }, (_, i) => addDays(today, -1 - i)),
    );
    expect(list.archive.every((card) => !card.ranked && card.joinableUntil === null)).toBe(true);
    expect(list).toMatchObject({
      canPlayToday: false,
      canPlayArchive: false,
      serverNow: start.toISOString(),
    });
    expect(list.referralCode).toMatch(/^PT/);
    const card = list.today!;
    const hunt = hunts.find((candidate) => candidate.title === card.title)!;
    expect(card.clueCount).toBe(hunt.clues.length);
    expect(card.introPreview).toBe(hunt.intro.slice(0, 120).trimEnd());
    const json = JSON.stringify(list);
    for (const each of hunts) expectNoKeys(json, each, { solved: 0, hints: 0 });

    const essential = await app.member({ plan: "essential" });
    expect((await essential.client.get("/api/hunts")).body).toMatchObject({
      canPlayToday: true,
      canPlayArchive: false,
    });
    for (const plan of ["premium", "trial", "student"] as const) {
      const member = await app.member({ plan });
      expect((await member.client.get("/api/hunts")).body, plan).toMatchObject({
        canPlayToday: true,
        canPlayArchive: true,
      });
    }
  });

  test("the difficulty filter applies to today's card and the archive; an unknown one is refused", async () => {
    const { client } = await app.member({ plan: "premium" });
    for (const difficulty of ["beginner", "pro", "scholar"]) {
      const { body } = await client.get(`/api/hunts?difficulty=${difficulty}`);
      const cards = [...(body.today ? [body.today] : []), ...body.archive];
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((card: { difficulty: string }) => card.difficulty === difficulty)).toBe(true);
      expect(body.today !== null).toBe(difficultyOf(huntDayOf(start)) === difficulty);
    }
    expect((await client.get("/api/hunts?difficulty=expert")).status).toBe(400);
  });

  test("acceptance 7: a shared link opened by a non-participant shows the intro and Join hunt", async () => {
    const { client } = await app.member({ plan: "essential" });
    const today = (await client.get("/api/hunts")).body.today;
    const res = await client.get(`/api/hunts/${today.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ participation: null, canJoin: true, joinBlocked: null });
    expect(res.body.edition).toMatchObject({ id: today.id, title: today.title, ranked: true });
    expect(res.body.edition.intro.startsWith(today.introPreview)).toBe(true);
    const hunt = hunts.find((candidate) => candidate.title === today.title)!;
    expectNoKeys(JSON.stringify(res.body), hunt, { solved: 0, hints: 0 });

    const free = await app.member({ plan: "free" });
    expect((await free.client.get(`/api/hunts/${today.id}`)).body).toMatchObject({
      participation: null,
      canJoin: false,
      joinBlocked: "plan",
    });
    const archived = await insertEdition(app, lamb.id);
    expect((await client.get(`/api/hunts/${archived}`)).body).toMatchObject({
      participation: null,
      canJoin: false,
      joinBlocked: "plan",
    });
  });

  test("an unknown or malformed hunt id → 404 hunt_not_found", async () => {
    const { client } = await app.member({ plan: "premium" });
    for (const id of [crypto.randomUUID(), "not-a-hunt"]) {
      const res = await client.get(`/api/hunts/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("hunt_not_found");
      expect((await join(client, id)).status).toBe(404);
      expect((await answer(client, id, 1, "lamb")).status).toBe(404);
      expect((await client.get(`/api/hunts/${id}/leaderboard`)).status).toBe(404);
    }
  });
});

describe("joining", () => {
  test("acceptance 1: joining starts the server clock, deadline = joined + 24 h; joining again is the same participation", async () => {
    const { client } = await app.member({ plan: "essential" });
    const today = (await client.get("/api/hunts")).body.today;
    const res = await join(client, today.id);
    expect(res.status).toBe(200);
    const participation = res.body.participation;
    expect(participation).toMatchObject({
      status: "active",
      ranked: true,
      joinedAt: start.toISOString(),
      deadlineAt: new Date(start.getTime() + 24 * hour).toISOString(),
      score: 0,
      solved: [],
      result: null,
      current: { n: 1, hintsUsed: 0, hint1: null, hint2: null, wrongTries: 0, worth: 100 },
    });
    expect(res.body).toMatchObject({ canJoin: false, joinBlocked: null });

    clock.advance(5 * minute);
    const again = await join(client, today.id, { options: { fastClock: false } });
    expect(again.status).toBe(200);
    expect(again.body.participation.joinedAt).toBe(start.toISOString());
    expect(again.body.participation.deadlineAt).toBe(participation.deadlineAt);
    const list = (await client.get("/api/hunts")).body;
    expect(list.today.state).toEqual({
      kind: "continue",
      clueNo: 1,
      total: today.clueCount,
      deadlineAt: participation.deadlineAt,
    });
  });

  test("plans: free gets 402 on join; Essential can't join the archive; Premium joins it unranked", async () => {
    const today = (await (await app.member({ plan: "free" })).client.get("/api/hunts")).body.today;
    const free = await app.member({ plan: "free" });
    const refused = await join(free.client, today.id);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: "plan_required",
      message: "Treasure Hunt (24hr) is included in Essential.",
      details: { feature: "games.hunt", plans: ["essential", "premium"] },
    });

    const archived = await insertEdition(app, lamb.id);
    const essential = await app.member({ plan: "essential" });
    const archive = await join(essential.client, archived);
    expect(archive.status).toBe(402);
    expect(archive.body.error).toMatchObject({
      code: "plan_required",
      message: "Archive hunts are included in Premium.",
      details: { feature: "games.hunt", plans: ["premium"] },
    });
    expect((await essential.client.get(`/api/hunts/${archived}`)).body.participation).toBeNull();

    const premium = await app.member({ plan: "premium" });
    const joined = await join(premium.client, archived);
    expect(joined.status).toBe(200);
    expect(joined.body.participation).toMatchObject({
      status: "active",
      ranked: false,
      deadlineAt: new Date(start.getTime() + 24 * hour).toISOString(),
    });
    expect(joined.body.edition).toMatchObject({ ranked: false, joinableUntil: null });
  });

  test("the plan is checked on every answer and hint: a lapsed Premium member's archive hunt → 402", async () => {
    const archived = await insertEdition(app, lamb.id);
    const { client, user } = await app.member({ plan: "premium" });
    expect((await join(client, archived)).status).toBe(200);
    await app.setPlan(user, "essential");
    expect((await answer(client, archived, 1, "lamb")).status).toBe(402);
    expect((await hint(client, archived, 1, 1)).status).toBe(402);
    expect((await client.get(`/api/hunts/${archived}`)).status).toBe(200);
  });

  test("the fast clock is refused for members; an admin's hunt lasts 24 minutes; a score field is refused", async () => {
    const archived = await insertEdition(app, lamb.id);
    const member = await app.member({ plan: "premium" });
    const refused = await join(member.client, archived, { options: { fastClock: true } });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("invalid_input");
    expect((await join(member.client, archived, { score: 500 })).status).toBe(422);

    const admin = await app.member({ plan: "free", role: "admin" });
    const res = await join(admin.client, archived, { options: { fastClock: true } });
    expect(res.status).toBe(200);
    expect(res.body.participation.deadlineAt).toBe(new Date(start.getTime() + 24 * minute).toISOString());
  });
});

describe("answers and hints", () => {
  test("acceptance 2: `a` where the answer is Lamb is wrong; the try is recorded and costs 5", async () => {
    const archived = await insertEdition(app, lamb.id);
    const { client, user } = await app.member({ plan: "premium" });
    await join(client, archived);
    expect(lamb.clues[0]!.accepted).toContain("lamb");
    const res = await answer(client, archived, 1, "a");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ correct: false, message: "Not quite. Try again or take a hint" });
    expect(res.body.explanation).toBeUndefined();
    expect(res.body.hunt.participation.current).toMatchObject({ n: 1, wrongTries: 1, worth: 95 });
    const row = await participationRow(app, user.userId, archived);
    const tries = await app.db.select().from(huntAttempts).where(eq(huntAttempts.participationId, row.id));
    expect(tries).toMatchObject([{ clueNo: 1, answer: "a", correct: false }]);

    const right = await answer(client, archived, 1, "Lamb");
    expect(right.body).toMatchObject({
      correct: true,
      message: lamb.clues[0]!.explanation,
      explanation: lamb.clues[0]!.explanation,
      completed: false,
      nextClue: { n: 2, type: "room", placeholder: "a room name or tag", worth: 100 },
    });
    expect(right.body.hunt.participation).toMatchObject({
      score: 95,
      solved: [{ n: 1, answer: "Lamb", points: 95, explanation: lamb.clues[0]!.explanation }],
    });
  });

  test("acceptance 3: `Jn 1:29` is accepted where John 1:29 is expected; rooms by tag", async () => {
    const archived = await insertEdition(app, lamb.id);
    const { client } = await app.member({ plan: "premium" });
    await join(client, archived);
    expect((await answer(client, archived, 1, "lamb")).body.correct).toBe(true);
    const room = await answer(client, archived, 2, "ST");
    expect(room.body.correct).toBe(true);
    await solve(client, archived, lamb, 3);
    // The last clue was answered with the bank's "John 1:29"; a second member types "Jn 1:29".
    const other = await app.member({ plan: "premium" });
    await join(other.client, archived);
    for (let n = 1; n < lamb.clues.length; n += 1) await answer(other.client, archived, n, answerOf(lamb, n));
    expect(lamb.clues[lamb.clues.length - 1]!.accepted).toContain("John 1:29");
    const res = await answer(other.client, archived, lamb.clues.length, "Jn 1:29");
    expect(res.body).toMatchObject({ correct: true, completed: true });
  });

  test("a verse clue answered with no reference is refused (422) and costs nothing", async () => {
    const archived = await insertEdition(app, lamb.id);
    const { client } = await app.member({ plan: "premium" });
    await join(client, archived);
    for (let n = 1; n < lamb.clues.length; n += 1) await answer(client, archived, n, answerOf(lamb, n));
    const last = lamb.clues.length;
    for (const [text, message] of [
      ["the lamb of God", "Type a Bible reference with chapter and verse, e.g. John 1:29."],
      ["John 22:1", "John 22:1 does not exist"],
    ]) {
      const res = await answer(client, archived, last, text!);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: "invalid_input", message });
    }
    const wrong = await answer(client, archived, last, "John 1:27-30");
    expect(wrong.body.correct).toBe(false);
    expect(wrong.body.hunt.participation.current).toMatchObject({ n: last, wrongTries: 1, worth: 95 });
  });

  test("acceptance 4 and 6: hints cost 25 each, in order, once; nothing unearned is ever sent", async () => {
    const archived = await insertEdition(app, lamb.id);
    const { client } = await app.member({ plan: "premium" });
    const joined = await join(client, archived);
    expectNoKeys(JSON.stringify(joined.body), lamb, { solved: 0, hints: 0 });
    expect(JSON.stringify(joined.body)).not.toContain(lamb.clues[0]!.hint1);
    expect(JSON.stringify(joined.body)).not.toContain(lamb.finalRef);

    const early = await hint(client, archived, 1, 2);
    expect(early.status).toBe(422);
    expect(early.body.error.message).toBe("Take Hint 1 first.");

    const first = await hint(client, archived, 1, 1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ level: 1, text: lamb.clues[0]!.hint1, cost: 25 });
    const clue = first.body.hunt.participation.current;
    expect(clue).toMatchObject({ hintsUsed: 1, hint1: lamb.clues[0]!.hint1, hint2: null });
    expect(clue.worth).toBeLessThanOrEqual(75);
    expectNoKeys(JSON.stringify(first.body), lamb, { solved: 0, hints: 1 });

    const again = await hint(client, archived, 1, 1);
    expect(again.body.hunt.participation.current).toMatchObject({ hintsUsed: 1, worth: 75 });
    const second = await hint(client, archived, 1, 2);
    expect(second.body).toMatchObject({ level: 2, text: lamb.clues[0]!.hint2 });
    expect(second.body.hunt.participation.current).toMatchObject({
      hintsUsed: 2,
      hint2: lamb.clues[0]!.hint2,
      worth: 50,
    });
    // Two hints and five wrong tries reach the floor of 25.
    for (let i = 0; i < 6; i += 1) await answer(client, archived, 1, "goat");
    expect((await client.get(`/api/hunts/${archived}`)).body.participation.current.worth).toBe(25);
    const solved = await answer(client, archived, 1, "lamb");
    expect(solved.body.hunt.participation.solved[0].points).toBe(25);
    expectNoKeys(JSON.stringify(solved.body), lamb, { solved: 1, hints: 0 });
    expect(JSON.stringify(solved.body)).toContain(lamb.clues[0]!.explanation);
  });

  test("only the current clue: an earlier one → 409 clue_solved, a later one → 422", async () => {
    const archived = await insertEdition(app, lamb.id);
    const { client } = await app.member({ plan: "premium" });
    const notJoined = await answer(client, archived, 1, "lamb");
    expect(notJoined.status).toBe(409);
    expect(notJoined.body.error.code).toBe("hunt_not_joined");
    await join(client, archived);
    await answer(client, archived, 1, "lamb");
    const earlier = await answer(client, archived, 1, "lamb");
    expect(earlier.status).toBe(409);
    expect(earlier.body.error.code).toBe("clue_solved");
    for (const clueNo of [3, 8]) {
      const later = await answer(client, archived, clueNo, "anything");
      expect(later.status).toBe(422);
      expect(later.body.error).toMatchObject({ code: "invalid_input", message: "That clue isn't open yet." });
    }
    expect((await hint(client, archived, 3, 1)).status).toBe(422);
    expect((await answer(client, archived, 0, "x")).status).toBe(422);
  });

  test("the 11th wrong try on a clue within 15 minutes → 429; the limit lifts as the window moves", async () => {
    const archived = await insertEdition(app, lamb.id);
    const { client } = await app.member({ plan: "premium" });
    await join(client, archived);
    for (let i = 0; i < 10; i += 1) {
      expect((await answer(client, archived, 1, `guess ${i}`)).body.correct).toBe(false);
      clock.advance(30 * 1000);
    }
    const limited = await answer(client, archived, 1, "lamb");
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(limited.body.error.message).toBe("Too many guesses on this clue. Try again in 10 minutes.");
    expect(limited.body.error.details).toMatchObject({ limit: 10 });
    // The first wrong try leaves the window 15 minutes after it was made.
    clock.set(new Date(start.getTime() + 15 * minute + 1000));
    const after = await answer(client, archived, 1, "lamb");
    expect(after.status).toBe(200);
    expect(after.body.correct).toBe(true);
    expect(after.body.hunt.participation.solved[0].points).toBe(50); // 100 − 10 × 5
  });
});

describe("finishing", () => {
  test("completion: the result with time, bonus, final verse, conclusion; points to the ledger once", async () => {
    const archived = await insertEdition(app, lamb.id);
    const { client, user } = await app.member({ plan: "premium" });
    await join(client, archived);
    clock.advance(40 * minute);
    const last = await solve(client, archived, lamb);
    expect(last).toMatchObject({ correct: true, completed: true, nextClue: null });
    expect(last.result).toMatchObject({
      status: "completed",
      score: 5 * 100 + 50,
      bonus: 50,
      elapsedMs: 40 * minute,
      finalRef: "John 1:29",
      conclusion: lamb.conclusion,
      rank: null,
      points: 20,
      pointsCapped: false,
    });
    expect(last.result.finalText).toContain("Behold the Lamb of God");
    expect(last.hunt.participation).toMatchObject({ status: "completed", current: null, score: 550 });
    expect(last.hunt.participation.solved).toHaveLength(lamb.clues.length);

    const done = await answer(client, archived, lamb.clues.length, "John 1:29");
    expect(done.status).toBe(409);
    expect(done.body.error.code).toBe("hunt_completed");
    expect((await hint(client, archived, 1, 1)).status).toBe(409);
    const row = await participationRow(app, user.userId, archived);
    const ledger = await app.db
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, user.userId), eq(xpEvents.source, "game:treasure-hunt")));
    expect(ledger).toMatchObject([{ amount: 20, sourceId: row.id }]);
    const [profile] = await app.db
      .select({ points: profiles.pointsTotal })
      .from(profiles)
      .where(eq(profiles.userId, user.userId));
    // The hunt's 20, and Game Night (10) and Treasure Finder (20) for the first finished game and hunt (§3.10).
    expect(profile?.points).toBe(20 + 10 + 20);
    const card = (await client.get("/api/hunts")).body.archive.find((c: { id: string }) => c.id === archived);
    expect(card.state).toEqual({ kind: "result", score: 550 });
  });

  test("the bonus is +25 within 4 hours and none later; a scholar hunt is worth 30 points", async () => {
    const scholar = hunts.find((hunt) => hunt.difficulty === "scholar")!;
    const cases = [
      { hunt: lamb, after: 2 * hour, bonus: 25, points: 20 },
      { hunt: scholar, after: 5 * hour, bonus: 0, points: 30 },
    ];
    for (const { hunt, after, bonus, points } of cases) {
      clock.set(start);
      const archived = await insertEdition(app, hunt.id);
      const { client } = await app.member({ plan: "premium" });
      await join(client, archived);
      clock.advance(after);
      const last = await solve(client, archived, hunt);
      expect(last.result).toMatchObject({ bonus, score: hunt.clues.length * 100 + bonus, points });
    }
  });

  test("the games' UTC-day cap applies: a member at 60 game points today earns none, and is told so", async () => {
    const archived = await insertEdition(app, lamb.id);
    const { client, user } = await app.member({ plan: "premium" });
    await app.db.insert(xpEvents).values({
      userId: user.userId,
      source: "game:palace_quiz",
      kind: "game_run",
      amount: 60,
      sourceId: "earlier",
      dedupeKey: `game:palace_quiz:${crypto.randomUUID()}`,
      createdAt: start,
    });
    await join(client, archived);
    const last = await solve(client, archived, lamb);
    expect(last.result).toMatchObject({ status: "completed", points: 0, pointsCapped: true });
  });

  test("acceptance 5: with the fast clock, past 24 minutes answers are refused and the hunt shows expired", async () => {
    const archived = await insertEdition(app, lamb.id);
    const admin = await app.member({ plan: "free", role: "admin" });
    await join(admin.client, archived, { options: { fastClock: true } });
    await answer(admin.client, archived, 1, "lamb");
    clock.advance(24 * minute + HUNT_RULES.graceMs + 1);
    const late = await answer(admin.client, archived, 2, "ST");
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: "hunt_expired", message: "This hunt's 24 hours are over" });
    expect((await hint(admin.client, archived, 2, 1)).status).toBe(409);
    const play = (await admin.client.get(`/api/hunts/${archived}`)).body;
    expect(play.participation).toMatchObject({ status: "expired", current: null });
    expect(play.participation.solved).toHaveLength(1);
    expect(play.participation.result).toMatchObject({
      status: "expired",
      finalRef: lamb.finalRef,
      elapsedMs: null,
      points: 0,
      rank: null,
    });
    expect(play.participation.result.finalText).toContain("Behold the Lamb of God");
    const card = (await admin.client.get("/api/hunts")).body.archive.find(
      (c: { id: string }) => c.id === archived,
    );
    expect(card.state).toEqual({ kind: "expired" });
  });

  test("24 hours after joining the participation expires by itself; within the 2 s grace an answer still counts", async () => {
    const archived = await insertEdition(app, lamb.id);
    const { client, user } = await app.member({ plan: "premium" });
    await join(client, archived);
    clock.advance(24 * hour + 1000);
    expect((await answer(client, archived, 1, "lamb")).body.correct).toBe(true);
    clock.advance(HUNT_RULES.graceMs);
    expect((await client.get("/api/hunts")).status).toBe(200);
    const row = await participationRow(app, user.userId, archived);
    expect(row).toMatchObject({ status: "expired", clueNo: null });
    expect(row.clues[0]).toMatchObject({ answer: "lamb", points: 100 });
    expect((await answer(client, archived, 2, "ST")).status).toBe(409);
  });

  test("restart safety: the participation, its tries and hints are all in the database", async () => {
    const archived = await insertEdition(app, lamb.id);
    const { client, user } = await app.member({ plan: "premium" });
    await join(client, archived);
    await answer(client, archived, 1, "lamb");
    await answer(client, archived, 2, "Blue Room");
    await hint(client, archived, 2, 1);
    const row = await participationRow(app, user.userId, archived);
    expect(row).toMatchObject({ status: "active", clueNo: 2, score: 100 });
    expect(row.clues.slice(0, 2)).toMatchObject([
      { answer: "lamb", points: 100, hintsUsed: 0, wrongTries: 0 },
      { answer: null, hintsUsed: 1, wrongTries: 1 },
    ]);
    // A new session (as after a restart) reads the same state back: the server keeps none of it in memory.
    const fresh = app.client();
    const signIn = await fresh.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);
    const play = (await fresh.get(`/api/hunts/${archived}`)).body;
    expect(play.participation.current).toMatchObject({ n: 2, hintsUsed: 1, wrongTries: 1, worth: 70 });
    expect(play.participation.deadlineAt).toBe(row.deadlineAt.toISOString());
  });
});

describe("the edition board", () => {
  const day = "2026-04-10";
  test("ranked plays by score then time; top 10 and me; public fields only; opted-out members hidden", async () => {
    clock.set(new Date(`${day}T07:00:00.000Z`));
    const edition = await insertEdition(app, lamb.id, { date: day, ranked: true });
    const a = await app.member({ plan: "essential", name: "Ada Board" });
    const b = await app.member({ plan: "essential", name: "Bea Board" });
    const c = await app.member({ plan: "essential", name: "Cy Board" });
    const d = await app.member({ plan: "premium", name: "Dot Hidden" });
    await app.db
      .update(profiles)
      .set({ leaderboardVisible: false })
      .where(eq(profiles.userId, d.user.userId));
    for (const member of [a, b, c, d]) {
      const joined = await join(member.client, edition);
      expect(joined.body.participation.ranked).toBe(true);
    }
    clock.set(new Date(`${day}T07:01:00.000Z`));
    await solve(d.client, edition, lamb);
    clock.set(new Date(`${day}T07:05:00.000Z`));
    await solve(b.client, edition, lamb);
    clock.set(new Date(`${day}T07:10:00.000Z`));
    const aLast = await solve(a.client, edition, lamb);
    await hint(c.client, edition, 1, 1);
    await solve(c.client, edition, lamb);
    expect(aLast.result.rank).toBe(2);

    // Joined the next hunt day (after the 24-hour window): unranked, never on the board.
    clock.set(new Date(`${addDays(day, 1)}T06:00:01.000Z`));
    const late = await app.member({ plan: "premium", name: "Eve Late" });
    const lateJoin = await join(late.client, edition);
    expect(lateJoin.body.participation.ranked).toBe(false);
    expect(lateJoin.body.edition).toMatchObject({ ranked: false, joinableUntil: null });
    const lateLast = await solve(late.client, edition, lamb);
    expect(lateLast.result.rank).toBeNull();

    const board = await a.client.get(`/api/hunts/${edition}/leaderboard`);
    expect(board.status).toBe(200);
    expect(board.body.editionId).toBe(edition);
    expect(board.body.entries).toEqual([
      expect.objectContaining({
        rank: 1,
        displayName: "Bea Board",
        score: 550,
        elapsedMs: 5 * minute,
        isMe: false,
      }),
      expect.objectContaining({
        rank: 2,
        displayName: "Ada Board",
        score: 550,
        elapsedMs: 10 * minute,
        isMe: true,
      }),
      expect.objectContaining({ rank: 3, displayName: "Cy Board", score: 525, elapsedMs: 10 * minute }),
    ]);
    expect(Object.keys(board.body.entries[0]).sort()).toEqual(
      ["avatarUrl", "displayName", "elapsedMs", "isMe", "level", "rank", "score"].sort(),
    );
    expect(board.body.me).toEqual({ rank: 2, score: 550, elapsedMs: 10 * minute });
    // The opted-out member sees their own row; nobody else does.
    const own = (await d.client.get(`/api/hunts/${edition}/leaderboard`)).body;
    expect(own.me).toMatchObject({ rank: 1, elapsedMs: minute });
    expect(own.entries[0]).toMatchObject({ displayName: "Dot Hidden", isMe: true });
    // Anyone signed in may look; the late player is not on it.
    const free = await app.member({ plan: "free" });
    const seen = (await free.client.get(`/api/hunts/${edition}/leaderboard`)).body;
    expect(seen.me).toBeNull();
    expect(seen.entries).toHaveLength(3);
  });

  test("an edition nobody could play ranked has no board (404)", async () => {
    const archived = await insertEdition(app, lamb.id);
    const { client } = await app.member({ plan: "premium" });
    const res = await client.get(`/api/hunts/${archived}/leaderboard`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("hunt_not_ranked");
  });
});

describe("publishing the daily editions", () => {
  const fresh = createTestClock(new Date("2026-05-10T05:30:00.000Z"));
  const publishing = useTestApp({ clock: fresh });

  test("before 06:00 UTC it is still yesterday's edition; at 06:00 the next one is published once", async () => {
    const job = { db: publishing.db, clock: fresh };
    const first = await ensureEditions(job);
    expect(first).toEqual(Array.from({ length: 7 }, (_, i) => addDays("2026-05-09", i - 6)));
    const { client } = await publishing.member({ plan: "premium" });
    const list = (await client.get("/api/hunts")).body;
    expect(list.today).toMatchObject({
      editionDate: "2026-05-09",
      publishedAt: "2026-05-09T06:00:00.000Z",
      joinableUntil: "2026-05-10T06:00:00.000Z",
    });
    expect(await ensureEditions(job)).toEqual([]);

    fresh.set(new Date("2026-05-10T06:00:00.000Z"));
    // Two publishers at once (two instances): one edition.
    const [x, y] = await Promise.all([ensureEditions(job), ensureEditions(job)]);
    expect([...x, ...y]).toEqual(["2026-05-10"]);
    const after = (await client.get("/api/hunts")).body;
    expect(after.today).toMatchObject({ editionDate: "2026-05-10", difficulty: difficultyOf("2026-05-10") });
    expect(after.archive[0].editionDate).toBe("2026-05-09");
  });

  test("day after day: the difficulty rotates and no hunt comes back within 30 days", async () => {
    for (let i = 1; i <= 40; i += 1) {
      publishing.clock.set(new Date(`${addDays("2026-05-10", i)}T06:03:00.000Z`));
      expect(await ensureEditions({ db: publishing.db, clock: publishing.clock })).toHaveLength(1);
    }
    const rows = await publishing.db.select().from(huntEditions).orderBy(huntEditions.editionDate);
    expect(rows.length).toBe(48);
    rows.forEach((row, i) => {
      expect(row.difficulty).toBe(difficultyOf(row.editionDate));
      expect(huntById(row.huntKey).difficulty).toBe(row.difficulty);
      const window = rows.slice(Math.max(0, i - 29), i).map((earlier) => earlier.huntKey);
      expect(window, row.editionDate).not.toContain(row.huntKey);
    });
    expect(rows.filter((row) => row.ranked).map((row) => row.editionDate)[0]).toBe("2026-05-09");
  });
});
