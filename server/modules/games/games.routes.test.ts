// The run API of games.md §3.2 through the real app on a real database: lifecycle, idempotent answers, server
// deadlines with the grace, ownership, plans on start and on every answer, the finishing transaction (result,
// best, ledger row once, caps), the hourly start limit, leaderboards and the §3.12 errors.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { games, liveGames } from "@common/games/registry";
import { GAME_LIMITS, GAME_POINTS } from "@common/games/rules";
import { createTestClock } from "@server/clock";
import { gameResults, personalBests, profiles, xpEvents } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { engineFor } from "./engines";
import "./engines/all";
import type { SingleChoiceState } from "./engines/choice-kit";
import { runKey } from "./test-key";

const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });
const second = 1000;

async function startQuiz(client: TestClient, seed = "seed-1", difficulty = "normal", mode = "solo") {
  const res = await client.post("/api/games/palace_quiz/runs", { mode, difficulty, options: { seed } });
  expect(res.status).toBe(201);
  return res.body;
}

async function quizState(runId: string) {
  const key = await runKey(app.db, runId);
  return key?.state as SingleChoiceState;
}

async function answerQuiz(client: TestClient, runId: string, roundNo: number, right: boolean, id?: string) {
  const state = await quizState(runId);
  const question = state.questions[roundNo - 1];
  const choice = right ? question?.correctId : question?.options.find((o) => o.id !== question.correctId)?.id;
  return client.post(`/api/games/runs/${runId}/answer`, {
    roundNo,
    clientAnswerId: id ?? `answer-${runId}-${roundNo}`,
    input: { choice },
  });
}

/** Opens the round that waits after a judgement (its question and clock start now). */
function openRound(client: TestClient, runId: string, roundNo: number) {
  return client.post(`/api/games/runs/${runId}/open`, { roundNo });
}

/** Plays a whole Palace Quiz run, answering the first `right` questions correctly at once. */
async function playQuiz(client: TestClient, right: number, seed = crypto.randomUUID()) {
  const run = await startQuiz(client, seed);
  let last;
  for (let round = 1; round <= 10; round += 1) {
    if (round > 1) expect((await openRound(client, run.runId, round)).status).toBe(200);
    last = await answerQuiz(client, run.runId, round, round <= right);
  }
  expect(last?.status).toBe(200);
  return last?.body.run;
}

describe("registry and engines", () => {
  test("every live game has an engine and its id equals its route segment", () => {
    expect(liveGames.filter((game) => game.audience === "adult")).toHaveLength(25);
    expect(liveGames.filter((game) => game.audience === "kids")).toHaveLength(8);
    for (const game of games) {
      expect(game.route.split("/")).toContain(game.id);
      // The adventures and Chain Chess have their own pages and APIs (/api/hunts, /api/escape, /api/chain-chess),
      // not a run engine: a custom engine whose hub buttons lead to those pages.
      const ownApi = game.engine === "custom" && game.buttons !== undefined;
      if (game.live && !ownApi) expect(engineFor(game.id), game.id).toBeDefined();
    }
  });
});

describe("starting runs", () => {
  test("a visitor gets 401", async () => {
    expect((await app.client().get("/api/games/catalog")).status).toBe(401);
    expect(
      (await app.client().post("/api/games/palace_quiz/runs", { mode: "solo", difficulty: "normal" })).status,
    ).toBe(401);
  });

  test("an unknown game and a game not built yet → 404 game_not_found", async () => {
    const { client } = await app.member({ plan: "premium" });
    for (const id of ["nonsense", "chain-chess"]) {
      const res = await client.post(`/api/games/${id}/runs`, { mode: "solo", difficulty: "normal" });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: "game_not_found", message: "Game Not Found" });
    }
  });

  test("a free member plays the core games; a study game → 402 naming the game and Essential", async () => {
    const { client } = await app.member({ plan: "free" });
    expect(
      (await client.post("/api/games/concentration/runs", { mode: "solo", difficulty: "easy" })).status,
    ).toBe(201);
    const locked = await client.post("/api/games/principle_puzzle/runs", {
      mode: "solo",
      difficulty: "normal",
    });
    expect(locked.status).toBe(402);
    expect(locked.body.error).toMatchObject({
      code: "plan_required",
      message: "Principle Puzzle is included in Essential.",
      details: { feature: "games.study" },
    });
  });

  test("a bad mode or difficulty → 422; unknown fields and forged scores → refused", async () => {
    const { client } = await app.member();
    expect(
      (await client.post("/api/games/palace_quiz/runs", { mode: "write", difficulty: "normal" })).status,
    ).toBe(422);
    expect(
      (await client.post("/api/games/palace_quiz/runs", { mode: "solo", difficulty: "legend" })).status,
    ).toBe(422);
    const forged = await client.post("/api/games/palace_quiz/runs", {
      mode: "solo",
      difficulty: "normal",
      score: 100,
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
  });

  test("seeds are a test hook: the same seed deals the same questions", async () => {
    const { client } = await app.member();
    const a = await startQuiz(client, "same-seed");
    const b = await startQuiz(client, "same-seed");
    expect(a.round.payload).toEqual(b.round.payload);
  });

  test("60 run starts an hour, then 429 rate_limited; an hour later it is open again", async () => {
    const { client } = await app.member();
    for (let i = 0; i < GAME_LIMITS.startsPerHour; i += 1)
      expect(
        (await client.post("/api/games/concentration/runs", { mode: "solo", difficulty: "easy" })).status,
      ).toBe(201);
    const limited = await client.post("/api/games/concentration/runs", { mode: "solo", difficulty: "easy" });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({
      code: "rate_limited",
      message: "Too many tries. Please wait a few minutes.",
    });
    clock.advance(60 * 60 * second + 1);
    expect(
      (await client.post("/api/games/concentration/runs", { mode: "solo", difficulty: "easy" })).status,
    ).toBe(201);
  });

  test("a new game of the same kind abandons the unfinished one", async () => {
    const { client } = await app.member();
    const first = await startQuiz(client);
    await startQuiz(client, "another");
    expect((await client.get(`/api/games/runs/${first.runId}`)).body.status).toBe("abandoned");
  });
});

describe("answering", () => {
  test("rounds carry no key; 27 s left of 30 on Normal → 9 points; retries and second answers never count twice", async () => {
    const { client } = await app.member();
    const run = await startQuiz(client);
    expect(run.round).toMatchObject({ roundNo: 1, limitMs: 30 * second });
    const raw = JSON.stringify(run.round);
    for (const field of ['"correctId"', '"correct"', '"explanation"', '"answer"', '"room"'])
      expect(raw).not.toContain(field);

    clock.advance(3 * second);
    const first = await answerQuiz(client, run.runId, 1, true, "client-answer-1");
    expect(first.status).toBe(200);
    expect(first.body.judgement).toMatchObject({ verdict: "pass", points: 9, source: "rules" });
    expect(first.body.reveal.correct).toHaveLength(1);

    const retry = await answerQuiz(client, run.runId, 1, false, "client-answer-1");
    expect(retry.body.judgement).toEqual(first.body.judgement);
    const again = await answerQuiz(client, run.runId, 1, false, "client-answer-2");
    expect(again.body.judgement).toEqual(first.body.judgement);
    expect(again.body.run.score.score).toBe(9);

    const ahead = await answerQuiz(client, run.runId, 5, true);
    expect(ahead.status).toBe(422);
    expect(ahead.body.error.code).toBe("invalid_input");
  });

  test("after the deadline and its 2-second grace → 409 deadline_passed, the round scored as a timeout", async () => {
    const { client } = await app.member();
    const run = await startQuiz(client);
    clock.advance(31 * second); // inside the grace: still counts
    expect((await answerQuiz(client, run.runId, 1, true)).body.judgement.points).toBe(1);
    expect((await openRound(client, run.runId, 2)).status).toBe(200);
    clock.advance(33 * second); // 33 s after round 2 opened is past its 30 s + 2 s
    const late = await answerQuiz(client, run.runId, 2, true);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("deadline_passed");
    expect(late.body.error.message).toMatch(/^Time's up\. This round was closed at /);
    const after = (await client.get(`/api/games/runs/${run.runId}`)).body;
    expect(after.history[1].judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(after.nextRound.roundNo).toBe(3);
    expect(after.score.score).toBe(1);
  });

  test("a round nobody answered times out when the run is read next", async () => {
    const { client } = await app.member();
    const run = await startQuiz(client);
    clock.advance(40 * second);
    const read = (await client.get(`/api/games/runs/${run.runId}`)).body;
    expect(read.history[0].judgement.points).toBe(0);
    expect(read.round).toBeNull();
    expect(read.nextRound.roundNo).toBe(2);
  });

  test("reading a reveal costs no time: the next round's question and clock wait until it is opened (§3.6)", async () => {
    const { client } = await app.member();
    const run = await startQuiz(client, "reading-time");
    const judged = await answerQuiz(client, run.runId, 1, true);
    expect(judged.body.run.round).toBeNull();
    expect(judged.body.run.nextRound).toEqual({ roundNo: 2, total: 10, limitMs: 30 * second });
    const secondPrompt = await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: 2 });
    // Before it was opened, nothing of round 2 was sent.
    expect(JSON.stringify(judged.body)).not.toContain(secondPrompt.body.round.payload.prompt);

    const fresh = await startQuiz(client, "reading-time-2");
    await answerQuiz(client, fresh.runId, 1, true);
    clock.advance(10 * 60 * second); // ten minutes on the reveal; answering before opening is refused
    expect((await answerQuiz(client, fresh.runId, 2, true)).body.error.code).toBe("invalid_input");
    const opened = await openRound(client, fresh.runId, 2);
    expect(opened.status).toBe(200);
    expect(opened.body.round).toMatchObject({ roundNo: 2, issuedAt: clock.now().toISOString() });
    expect(opened.body.nextRound).toBeNull();
    clock.advance(second);
    // Opening it again (a retried request) keeps its clock; another round number is refused.
    expect((await openRound(client, fresh.runId, 2)).body.round.issuedAt).toBe(opened.body.round.issuedAt);
    expect((await openRound(client, fresh.runId, 4)).status).toBe(422);
    expect((await answerQuiz(client, fresh.runId, 2, true)).body.judgement.points).toBe(10);
  });

  test("the fast clock (§3.13) divides the limits by 60 for admins only", async () => {
    const admin = await app.member();
    await app.grantRole(admin.user, "admin");
    const fast = await admin.client.post("/api/games/palace_quiz/runs", {
      mode: "solo",
      difficulty: "normal",
      options: { fastClock: true },
    });
    expect(fast.status).toBe(201);
    expect(fast.body.round.limitMs).toBe(500);
    expect((await admin.client.get("/api/games/catalog")).body.testHooks).toBe(true);
    const { client } = await app.member();
    expect((await client.get("/api/games/catalog")).body.testHooks).toBe(false);
    const refused = await client.post("/api/games/palace_quiz/runs", {
      mode: "solo",
      difficulty: "normal",
      options: { fastClock: true },
    });
    expect(refused.status).toBe(422);
  });

  test("malformed and over-long input → 422, never a 500", async () => {
    const { client } = await app.member();
    const run = await startQuiz(client);
    const post = (body: unknown) => client.post(`/api/games/runs/${run.runId}/answer`, body);
    expect(
      (await post({ roundNo: 1, clientAnswerId: "answer-long", input: { text: "x".repeat(10_000) } })).status,
    ).toBe(422);
    expect(
      (await post({ roundNo: 1, clientAnswerId: "answer-bad", input: { choice: "not-an-option" } })).status,
    ).toBe(422);
    expect((await post({ roundNo: "one", input: {} })).status).toBeLessThan(500);
    expect(
      (await post({ roundNo: 1, clientAnswerId: "answer-forged", input: { choice: "o1" }, score: 100 }))
        .status,
    ).toBe(422);
  });

  test("another member's run → 404 run_not_found for read, answer, open, action and abandon", async () => {
    const owner = await app.member();
    const other = await app.member();
    const run = await startQuiz(owner.client);
    const paths = [
      other.client.get(`/api/games/runs/${run.runId}`),
      other.client.post(`/api/games/runs/${run.runId}/answer`, {
        roundNo: 1,
        clientAnswerId: "stranger-1",
        input: { choice: "x" },
      }),
      other.client.post(`/api/games/runs/${run.runId}/action`, { type: "flip", card: 0 }),
      other.client.post(`/api/games/runs/${run.runId}/open`, { roundNo: 2 }),
      other.client.post(`/api/games/runs/${run.runId}/abandon`),
    ];
    for (const res of await Promise.all(paths)) {
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: "run_not_found", message: "This game has ended." });
    }
  });

  test("the plan is checked on every answer: a member whose plan lapsed mid-run gets 402", async () => {
    const member = await app.member({ plan: "essential" });
    const run = (
      await member.client.post("/api/games/principle_puzzle/runs", { mode: "solo", difficulty: "easy" })
    ).body;
    await app.setPlan(member.user, "free");
    const res = await member.client.post(`/api/games/runs/${run.runId}/answer`, {
      roundNo: 1,
      clientAnswerId: "lapsed-1",
      input: { choices: [run.round.payload.options[0].id] },
    });
    expect(res.status).toBe(402);
  });

  test("abandon: no result, no points; a second abandon or an answer → 409 run_finished", async () => {
    const { client, user } = await app.member();
    const run = await startQuiz(client);
    expect((await client.post(`/api/games/runs/${run.runId}/abandon`)).body).toEqual({ ok: true });
    const again = await client.post(`/api/games/runs/${run.runId}/abandon`);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "run_finished", message: "This game has ended." });
    expect((await answerQuiz(client, run.runId, 1, true)).status).toBe(409);
    const results = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(results).toHaveLength(0);
  });

  test("an idle run expires after 2 hours with no result", async () => {
    const { client } = await app.member();
    const run = (await client.post("/api/games/concentration/runs", { mode: "solo", difficulty: "easy" }))
      .body;
    clock.advance(GAME_LIMITS.idleExpiryMs + second);
    expect((await client.get(`/api/games/runs/${run.runId}`)).body.status).toBe("expired");
    expect((await client.post(`/api/games/runs/${run.runId}/action`, { type: "flip", card: 0 })).status).toBe(
      409,
    );
  });
});

describe("finishing", () => {
  test("the server finishes the run: result, personal best, one ledger row, points total and level", async () => {
    const { client, user } = await app.member();
    const run = await playQuiz(client, 8);
    expect(run.status).toBe("completed");
    expect(run.result).toMatchObject({
      title: "Passed",
      won: true,
      score: 80,
      maxScore: 100,
      newBest: true,
      ranked: true,
    });
    // 2 + round(8 × 0.8) = 8, +3 for the win, +2 for the new best
    expect(run.result.points).toBe(13);
    const ledger = await app.db
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, user.userId), eq(xpEvents.source, "game:palace_quiz")));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 13, sourceId: run.runId, roomId: null });
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    // The run's 13 and Game Night's 10 (screens.md §3.10: the first finished game).
    expect(profile?.pointsTotal).toBe(13 + 10);
    const [best] = await app.db.select().from(personalBests).where(eq(personalBests.userId, user.userId));
    expect(best).toMatchObject({ gameId: "palace_quiz", mode: "solo", difficulty: "normal", bestScore: 80 });

    // Answering again changes nothing.
    expect((await answerQuiz(client, run.runId, 10, true, "after-the-end")).status).toBe(409);
    const catalog = (await client.get("/api/games/catalog")).body;
    const quiz = catalog.games.find((g: { game: { id: string } }) => g.game.id === "palace_quiz");
    expect(quiz.personalBests[0]).toMatchObject({ bestScore: 80, difficulty: "normal" });
    expect(catalog.bests[0].gameId).toBe("palace_quiz");
  });

  test("a worse run keeps the best; the result says which best it did not beat", async () => {
    const { client } = await app.member();
    await playQuiz(client, 9);
    const worse = await playQuiz(client, 3);
    expect(worse.result).toMatchObject({
      newBest: false,
      previousBest: 90,
      title: "Keep practising",
      won: false,
    });
  });

  test("caps: 5 point-earning runs per game per UTC day, then 'Daily points cap reached'; the next day resets", async () => {
    const { client, user } = await app.member();
    for (let i = 0; i < GAME_POINTS.runsWithPointsPerGamePerDay; i += 1)
      expect((await playQuiz(client, 0)).result.points).toBeGreaterThan(0);
    const capped = await playQuiz(client, 10);
    expect(capped.result).toMatchObject({ points: 0, pointsCapped: true, newBest: true });
    const rows = await app.db
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, user.userId), like(xpEvents.source, "game:%")));
    expect(rows).toHaveLength(GAME_POINTS.runsWithPointsPerGamePerDay);
    clock.advance(24 * 60 * 60 * second);
    expect((await playQuiz(client, 0)).result.points).toBeGreaterThan(0);
  });
});

describe("leaderboards", () => {
  test("ranked on the server, each member once with their best, top 10 plus my row, opted-out members hidden", async () => {
    const a = await app.member({ name: "Alpha Player" });
    const b = await app.member({ name: "Beta Player" });
    const hidden = await app.member({ name: "Hidden Player" });
    await playQuiz(a.client, 6);
    await playQuiz(a.client, 9);
    await playQuiz(b.client, 7);
    await playQuiz(hidden.client, 10);
    await app.db
      .update(profiles)
      .set({ leaderboardVisible: false })
      .where(eq(profiles.userId, hidden.user.userId));

    const board = (
      await b.client.get("/api/games/palace_quiz/leaderboard?period=all&mode=solo&difficulty=normal")
    ).body;
    const names = board.entries.map((e: { displayName: string }) => e.displayName);
    expect(names).toContain("Alpha Player");
    expect(names).not.toContain("Hidden Player");
    expect(names.filter((n: string) => n === "Alpha Player")).toHaveLength(1);
    const alpha = board.entries.find((e: { displayName: string }) => e.displayName === "Alpha Player");
    const beta = board.entries.find((e: { displayName: string }) => e.displayName === "Beta Player");
    expect(alpha.metric).toBe(90);
    expect(alpha.rank).toBeLessThan(beta.rank);
    expect(board.me).toEqual({ rank: beta.rank, best: 70 });
    expect(Object.keys(alpha).sort()).toEqual([
      "achievedAt",
      "avatarUrl",
      "displayName",
      "isMe",
      "level",
      "metric",
      "rank",
    ]);

    const today = (await b.client.get("/api/games/palace_quiz/leaderboard?period=today")).body;
    expect(today.entries.length).toBeGreaterThan(0);
    clock.advance(8 * 24 * 60 * 60 * second);
    const nextWeek = (await b.client.get("/api/games/palace_quiz/leaderboard?period=week")).body;
    expect(nextWeek.entries).toHaveLength(0);
    expect(nextWeek.me).toBeNull();
    // Chain Chess is live now (its board reads the matches, chess-board.queries.ts); an unknown game has none.
    expect((await b.client.get("/api/games/nonsense/leaderboard")).status).toBe(404);
  });
});

describe("memory boards", () => {
  test("the start carries no faces; a flip returns one face; a flip on a matched card → 422", async () => {
    const { client } = await app.member();
    const run = (
      await client.post("/api/games/concentration/runs", {
        mode: "solo",
        difficulty: "normal",
        options: { seed: "board" },
      })
    ).body;
    expect(run.board).toMatchObject({ cards: 24, faces: [], pairs: 12 });
    const state = (await runKey(app.db, run.runId))?.state as { cards: Array<{ pair: number }> };
    const partner = state.cards.findIndex((card, index) => index > 0 && card.pair === state.cards[0]?.pair);
    const flip = await client.post(`/api/games/runs/${run.runId}/action`, { type: "flip", card: 0 });
    expect(flip.status).toBe(200);
    expect(flip.body.flip.face.card).toBe(0);
    const match = await client.post(`/api/games/runs/${run.runId}/action`, { type: "flip", card: partner });
    expect(match.body.flip.pair).toMatchObject({ matched: true });
    const forged = await client.post(`/api/games/runs/${run.runId}/action`, { type: "flip", card: 0 });
    expect(forged.status).toBe(422);
  });
});

describe("test hooks in production", () => {
  const prod = useTestApp({ clock: createTestClock(start), gameTestHooks: false });
  test("a seed is refused when the hooks are off", async () => {
    const { client } = await prod.member();
    const res = await client.post("/api/games/palace_quiz/runs", {
      mode: "solo",
      difficulty: "normal",
      options: { seed: "x" },
    });
    expect(res.status).toBe(422);
  });
});
