// Witness Trial (games.md §4.10) through the run API on a real database: the plan, what a trial carries (the
// objection and three dealt cards, never the curated verses, keywords or model), forged plays refused, redeals,
// Hard's server clock, and five trials played through with different deals to "Case won", written once.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { GAME_LIMITS, WITNESS_TRIAL } from "@common/games/rules";
import { createTestClock } from "@server/clock";
import { gameResults } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { objections } from "./content/objections";
import "./engines/all";
import { dealKey, witnessDeck, type WitnessTrialState } from "./engines/cards/witness-trial";
import { witnessAnswer } from "./engines/cards/witness-trial-test-kit";
import { keysOf } from "./engines/choice-test-kit";
import { cardGameRoutes, expectPremiumOnly } from "./card-game-route-test-kit";

const clock = createTestClock(new Date("2026-03-02T10:00:00.000Z"));
const app = useTestApp({ clock });

const { start: startTrial, stateOf, answer } = cardGameRoutes<WitnessTrialState>(app, "witness-trial");

describe("Witness Trial", () => {
  test("Premium only: Essential gets 402 naming the game and the plan", () =>
    expectPremiumOnly(app, "witness-trial", "Witness Trial"));

  test("a trial shows the objection and three dealt cards, never a curated verse, keyword or model", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startTrial(client);
    const payload = run.round.payload;
    expect(payload).toMatchObject({
      kind: "cards",
      game: "witness-trial",
      refField: false,
      redealsLeft: 2,
      pick: { min: 0, max: 0, needKinds: [] },
      words: { min: WITNESS_TRIAL.baseWords, perCard: false },
      context: { label: "The objection" },
    });
    expect(payload.hand).toHaveLength(WITNESS_TRIAL.dealt);
    expect(objections.map((objection) => objection.text)).toContain(payload.context.text);
    expect(run.round.limitMs).toBeNull();
    const json = JSON.stringify(run);
    for (const objection of objections) {
      expect(json).not.toContain(objection.model);
      for (const ref of objection.verses) expect(json).not.toContain(ref);
    }
    for (const key of ["verses", "keywords", "model"]) expect(keysOf(run)).not.toContain(key);
  });

  test("forged plays are refused with 422 and change nothing; a score field is refused by the schema", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startTrial(client);
    const before = await stateOf(run.runId);
    const other = witnessDeck.find((code) => !before.hand.includes(code))!;
    const { text } = witnessAnswer(before);
    const swapped = await answer(client, run.runId, 1, { cards: [...before.hand.slice(0, 2), other], text });
    expect(swapped.status).toBe(422);
    expect(swapped.body.error).toMatchObject({
      code: "invalid_input",
      message: "The cards are dealt: answer with the three you were given.",
    });
    const noText = await answer(client, run.runId, 1, {});
    expect(noText.status).toBe(422);
    const forgedScore = await answer(client, run.runId, 1, { text, score: 15 });
    expect(forgedScore.status).toBe(422);
    const after = await client.get(`/api/games/runs/${run.runId}`);
    expect(after.body.score.score).toBe(0);
    expect(after.body.round.roundNo).toBe(1);
    expect(after.body.history).toEqual([]);
    expect(await stateOf(run.runId)).toEqual(before);
  });

  test("New prompt twice: a new objection and a new deal each time; a third is refused", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startTrial(client, "normal", "redeal-seed");
    const action = () => client.post(`/api/games/runs/${run.runId}/action`, { type: "redeal" });
    const first = await action();
    expect(first.status).toBe(200);
    const payload = first.body.run.round.payload;
    expect(payload.redealsLeft).toBe(1);
    expect(payload.context.text).not.toBe(run.round.payload.context.text);
    const codes = (hand: Array<{ code: string }>) => dealKey(hand.map((card) => card.code));
    expect(codes(payload.hand)).not.toBe(codes(run.round.payload.hand));
    expect((await action()).body.run.round.payload.redealsLeft).toBe(0);
    const third = await action();
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe("You have used both new prompts for this run.");
    const hint = await client.post(`/api/games/runs/${run.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(422);
  });

  test("Hard: the server's 4-minute clock ends a silent trial as a weak case and deals the next", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startTrial(client, "hard");
    expect(run.round.limitMs).toBe(WITNESS_TRIAL.hardSeconds * 1000);
    expect(run.round.payload.refsRequired).toBe(2);
    const before = await stateOf(run.runId);
    clock.advance(WITNESS_TRIAL.hardSeconds * 1000 + GAME_LIMITS.graceMs + 1000);
    const after = (await client.get(`/api/games/runs/${run.runId}`)).body;
    expect(after.history[0].judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(after.nextRound.roundNo).toBe(2);
    expect(dealKey((await stateOf(run.runId)).hand)).not.toBe(dealKey(before.hand));
  });

  test("five trials with a seed deal five different sets; convincing answers win the case, written once", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await startTrial(client, "normal", "case-seed");
    let body = run;
    const sets: string[] = [];
    for (let roundNo = 1; roundNo <= WITNESS_TRIAL.trials; roundNo += 1) {
      const state = await stateOf(run.runId);
      sets.push(dealKey(state.hand));
      // The dealt hand: no cards are sent, as the page sends none.
      const res = await answer(client, run.runId, roundNo, { cards: [], ...witnessAnswer(state) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.judgement, res.body.judgement.feedback).toMatchObject({ verdict: "pass", points: 3 });
      expect(res.body.judgement.feedback).toMatch(/^Convincing/);
      body = res.body.run;
      if (body.nextRound) await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: roundNo + 1 });
    }
    expect(new Set(sets).size).toBe(WITNESS_TRIAL.trials);
    expect(body.result).toMatchObject({ won: true, title: "Case won", score: 15, maxScore: 15, metric: 15 });
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gameId: "witness-trial", won: true, score: 15 });
    const board = (await client.get("/api/games/witness-trial/leaderboard?difficulty=normal")).body;
    expect(board.metric).toBe("score");
    expect(board.me).toMatchObject({ rank: 1, best: 15 });
  });
});
