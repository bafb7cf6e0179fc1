// Christ Lock (games.md §4.6) through the run API on a real database: the plan, what a draw carries (the card and
// the verse's KJV text, never its fulfilments, key words or model), forged input refused, new prompts, Hard's
// server clock, a run played to "The lock opens" with the result, best and leaderboard written once, and six
// failed draws ending the run lost.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { CHRIST_LOCK } from "@common/games/rules";
import { createTestClock } from "@server/clock";
import { gameResults } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { christVerses } from "./content/christ-lock";
import "./engines/all";
import { christLockMaxScore, type ChristLockState } from "./engines/cards/christ-lock";
import { christLockAnswer, dealtRef } from "./engines/cards/christ-lock-test-kit";
import { cardGameRoutes, expectPremiumOnly } from "./card-game-route-test-kit";

const clock = createTestClock(new Date("2026-03-02T10:00:00.000Z"));
const app = useTestApp({ clock });

const { start: startChristLock, stateOf, answer } = cardGameRoutes<ChristLockState>(app, "christ-lock");

const filler = (count: number) => Array.from({ length: count }, () => "grace").join(" ");

describe("Christ Lock", () => {
  test("Premium only: Essential gets 402 naming the game and the plan", () =>
    expectPremiumOnly(app, "christ-lock", "Christ Lock"));

  test("a draw shows one Christ card and the OT verse's KJV text, never its fulfilments, key words or model", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startChristLock(client);
    const payload = run.round.payload;
    expect(payload).toMatchObject({
      kind: "cards",
      game: "christ-lock",
      pick: { min: 0, max: 0 },
      refField: false,
      redealsLeft: 2,
      status: [
        { label: "Locked", value: "0 / 3" },
        { label: "Draw", value: "1 / 6" },
      ],
    });
    expect(payload.hand).toHaveLength(1);
    expect(CHRIST_LOCK.cards).toContain(payload.hand[0].code);
    const state = await stateOf(run.runId);
    expect(payload.context.ref).toBe(dealtRef(state));
    expect(payload.context.text.length).toBeGreaterThan(10);
    const json = JSON.stringify(run);
    for (const verse of christVerses) expect(json).not.toContain(verse.model);
    const key = christVerses.find((verse) => verse.ref === dealtRef(state))!;
    for (const ref of key.fulfilments) expect(json).not.toContain(ref);
    expect(json).not.toContain("fulfilments");
    expect(json).not.toContain("keywords");
  });

  test("forged input is refused with 422 and changes nothing; a score field is refused by the schema", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startChristLock(client);
    const before = await stateOf(run.runId);
    const text = christLockAnswer(before);
    const otherCard = CHRIST_LOCK.cards.find((card) => card !== before.card)!;
    for (const input of [
      { cards: [otherCard], text },
      { cards: [...CHRIST_LOCK.cards], text },
      { ref: "John 1:29", text },
      { text: "" },
      { text, score: 60 },
    ]) {
      const res = await answer(client, run.runId, 1, input);
      expect(res.status, JSON.stringify(input)).toBe(422);
      expect(res.body.error.code).toBe("invalid_input");
    }
    const after = await client.get(`/api/games/runs/${run.runId}`);
    expect(after.body.score.score).toBe(0);
    expect(after.body.round.roundNo).toBe(1);
    expect(await stateOf(run.runId)).toEqual(before);
  });

  test("New prompt twice deals new verses for the same draw; a third is refused; Normal has no suggestion", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startChristLock(client, "normal", "redeal-seed");
    const first = dealtRef(await stateOf(run.runId));
    const action = () => client.post(`/api/games/runs/${run.runId}/action`, { type: "redeal" });
    const once = await action();
    expect(once.body.run.round.payload.redealsLeft).toBe(1);
    expect(once.body.run.round.payload.context.ref).not.toBe(first);
    expect(once.body.run.round.roundNo).toBe(1);
    expect((await action()).body.run.round.payload.redealsLeft).toBe(0);
    const third = await action();
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe("You have used both new prompts for this run.");
    const hint = await client.post(`/api/games/runs/${run.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(422);
    expect(hint.body.error.message).toBe("Suggestions are part of Easy only.");
  });

  test("Easy: Show a suggestion reveals two curated fulfilments of the dealt verse", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startChristLock(client, "easy");
    const key = christVerses.find((verse) => verse.ref === run.round.payload.context.ref)!;
    const hint = await client.post(`/api/games/runs/${run.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(200);
    expect(hint.body.run.round.payload.suggestion).toEqual({
      available: false,
      refs: key.fulfilments.slice(0, 2),
    });
  });

  test("Hard: the server's 3-minute draw clock ends a silent draw as a fail, the card still unlocked", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startChristLock(client, "hard");
    expect(run.round.limitMs).toBe(CHRIST_LOCK.hardSeconds * 1000);
    clock.advance(CHRIST_LOCK.hardSeconds * 1000 + 3000);
    const after = (await client.get(`/api/games/runs/${run.runId}`)).body;
    expect(after.history[0].judgement).toMatchObject({ verdict: "fail", points: 0 });
    const state = await stateOf(run.runId);
    expect(state).toMatchObject({ draws: 1, locked: [] });
    expect(after.nextRound.roundNo).toBe(2);
  });

  test("three curated answers open the lock: 60 points, the result, best and leaderboard written once", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await startChristLock(client, "normal", "win-seed");
    let roundNo = 1;
    let body = run;
    while (!body.result && roundNo <= CHRIST_LOCK.maxDraws) {
      const state = await stateOf(run.runId);
      const res = await answer(client, run.runId, roundNo, { cards: [], text: christLockAnswer(state) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.judgement.verdict, res.body.judgement.feedback).toBe("pass");
      expect(res.body.judgement.points).toBe(CHRIST_LOCK.pass + CHRIST_LOCK.fulfilmentBonus);
      expect(res.body.reveal.model).toBe(christVerses.find((verse) => verse.ref === dealtRef(state))?.model);
      body = res.body.run;
      if (body.nextRound) await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: roundNo + 1 });
      roundNo += 1;
    }
    expect(roundNo - 1).toBe(CHRIST_LOCK.cards.length);
    expect(body.result).toMatchObject({ won: true, title: "The lock opens", score: christLockMaxScore });
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      gameId: "christ-lock",
      won: true,
      ranked: true,
      score: christLockMaxScore,
    });
    const board = (await client.get("/api/games/christ-lock/leaderboard?difficulty=normal")).body;
    expect(board.metric).toBe("score");
    expect(board.me).toMatchObject({ rank: 1, best: christLockMaxScore });
  });

  test("six failed draws end the run lost (the lose screen's result)", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startChristLock(client, "normal", "lose-seed");
    let body = run;
    for (let roundNo = 1; roundNo <= CHRIST_LOCK.maxDraws; roundNo += 1) {
      // Jesus named, but no title, no reference and no key words: neither the card nor the main test.
      const res = await answer(client, run.runId, roundNo, { text: `Jesus ${filler(40 + roundNo)}` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.judgement.verdict).toBe("fail");
      body = res.body.run;
      if (body.nextRound) await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: roundNo + 1 });
    }
    expect(body.result).toMatchObject({ won: false, score: 0 });
    expect((await stateOf(run.runId)).locked).toEqual([]);
  });
});
