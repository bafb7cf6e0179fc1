// Equation Builder (games.md §4.9) through the run API on a real database: the plan, what a prompt carries (the
// question and 12 pieces, never the expected operands, the model equation or its explanation), forged equations
// refused, redeals, Hard's server clock, and eight prompts played through to the result, written once.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { EQUATION_BUILDER, GAME_LIMITS } from "@common/games/rules";
import { createTestClock } from "@server/clock";
import { gameResults } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { equationPrompts } from "./content/equation-prompts";
import "./engines/all";
import {
  equationOperands,
  type EquationState,
  isOperatorPiece,
  modelVerses,
} from "./engines/cards/equation-builder";
import { currentPrompt, equationAnswer } from "./engines/cards/equation-builder-test-kit";
import { keysOf } from "./engines/choice-test-kit";
import { runKey } from "./test-key";

const clock = createTestClock(new Date("2026-03-02T10:00:00.000Z"));
const app = useTestApp({ clock });

async function startRun(client: TestClient, difficulty = "normal", seed: string = crypto.randomUUID()) {
  const res = await client.post("/api/games/equation-builder/runs", {
    mode: "solo",
    difficulty,
    options: { seed },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const stateOf = async (runId: string) => (await runKey(app.db, runId))?.state as EquationState;

function answer(client: TestClient, runId: string, roundNo: number, input: Record<string, unknown>) {
  return client.post(`/api/games/runs/${runId}/answer`, {
    roundNo,
    clientAnswerId: crypto.randomUUID(),
    input,
  });
}

describe("Equation Builder", () => {
  test("Premium only: Essential gets 402 naming the game and the plan", async () => {
    const { client } = await app.member({ plan: "essential" });
    const res = await client.post("/api/games/equation-builder/runs", { mode: "solo", difficulty: "normal" });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: "plan_required" });
    expect(res.body.error.message).toBe("Equation Builder is included in Premium.");
  });

  test("a prompt shows the question and 12 pieces, never the expected operands, model equation or explanation", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startRun(client);
    const payload = run.round.payload;
    expect(payload).toMatchObject({
      kind: "equation",
      lengths: [...EQUATION_BUILDER.lengths],
      minWords: EQUATION_BUILDER.baseWords,
      redealsLeft: 2,
      suggestion: { available: false, refs: [] },
    });
    expect(payload.pieces).toHaveLength(EQUATION_BUILDER.pieces);
    const state = await stateOf(run.runId);
    expect(payload.prompt).toBe(currentPrompt(state).question);
    expect(payload.pieces.map((piece: { code: string }) => piece.code)).toEqual(state.pieces);
    expect(run.round.limitMs).toBeNull();
    const json = JSON.stringify(run);
    for (const prompt of equationPrompts) {
      expect(json).not.toContain(prompt.modelExplanation.slice(0, 40));
      expect(json).not.toContain(prompt.modelEquation.join(" "));
    }
    const shown = JSON.stringify({ ...payload, prompt: "", pieces: [] });
    for (const ref of modelVerses(currentPrompt(state))) expect(shown).not.toContain(ref);
    for (const key of ["expectedOperands", "modelEquation", "modelExplanation", "model", "correct"])
      expect(keysOf(run)).not.toContain(key);
  });

  test("forged equations are refused with 422 and change nothing; a score field is refused by the schema", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startRun(client);
    const before = await stateOf(run.runId);
    const play = equationAnswer(before);
    const operator = before.pieces.find(isOperatorPiece)!;
    const [first] = play.cards;
    // "+ ALTAR": an operator first, two pieces (§4.9 acceptance 2).
    const plusFirst = await answer(client, run.runId, 1, { cards: [operator, first], text: play.text });
    expect(plusFirst.status).toBe(422);
    expect(plusFirst.body.error).toMatchObject({
      code: "invalid_input",
      message: "Build an equation of 3 or 5 pieces: operand, operator, operand.",
    });
    const misordered = await answer(client, run.runId, 1, {
      cards: [operator, first, operator],
      text: play.text,
    });
    expect(misordered.status).toBe(422);
    expect(misordered.body.error.message).toMatch(/^Alternate operand, operator, operand/);
    const repeated = await answer(client, run.runId, 1, { cards: [first, operator, first], text: play.text });
    expect(repeated.status).toBe(422);
    expect(repeated.body.error.message).toBe("Use each operand once.");
    const notDealt = equationOperands.filter((code) => !before.pieces.includes(code));
    const foreign = await answer(client, run.runId, 1, {
      cards: [first, operator, notDealt[0]],
      text: play.text,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.message).toBe("Use the pieces dealt for this prompt.");
    const noCards = await answer(client, run.runId, 1, { text: play.text });
    expect(noCards.status).toBe(422);
    const noText = await answer(client, run.runId, 1, { cards: play.cards });
    expect(noText.status).toBe(422);
    const forgedScore = await answer(client, run.runId, 1, { ...play, score: 32 });
    expect(forgedScore.status).toBe(422);
    const after = await client.get(`/api/games/runs/${run.runId}`);
    expect(after.body.score.score).toBe(0);
    expect(after.body.round.roundNo).toBe(1);
    expect(after.body.history).toEqual([]);
    expect(await stateOf(run.runId)).toEqual(before);
  });

  test("New prompt twice: a new question with new pieces each time; a third is refused; no hint on Normal", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startRun(client, "normal", "redeal-seed");
    const action = () => client.post(`/api/games/runs/${run.runId}/action`, { type: "redeal" });
    const first = await action();
    expect(first.status).toBe(200);
    const payload = first.body.run.round.payload;
    expect(payload.redealsLeft).toBe(1);
    expect(payload.prompt).not.toBe(run.round.payload.prompt);
    expect((await action()).body.run.round.payload.redealsLeft).toBe(0);
    const third = await action();
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe("You have used both new prompts for this run.");
    const hint = await client.post(`/api/games/runs/${run.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(422);
    expect(hint.body.error.message).toBe("Suggestions are part of Easy only.");
  });

  test("Easy: Show a suggestion gives two verses of the model explanation at no cost", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startRun(client, "easy");
    expect(run.round.payload.suggestion).toEqual({ available: true, refs: [] });
    expect(run.round.payload.minWords).toBe(Math.ceil(EQUATION_BUILDER.baseWords / 2));
    const hint = await client.post(`/api/games/runs/${run.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(200);
    const state = await stateOf(run.runId);
    expect(hint.body.run.round.payload.suggestion).toEqual({
      available: false,
      refs: modelVerses(currentPrompt(state)).slice(0, 2),
    });
    expect(hint.body.run.score.score).toBe(0);
  });

  test("Hard: the server's 3-minute clock fails a silent prompt and deals the next", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startRun(client, "hard");
    expect(run.round.limitMs).toBe(EQUATION_BUILDER.hardSeconds * 1000);
    expect(run.round.payload.minWords).toBe(Math.ceil(EQUATION_BUILDER.baseWords * 1.5));
    const before = await stateOf(run.runId);
    clock.advance(EQUATION_BUILDER.hardSeconds * 1000 + GAME_LIMITS.graceMs + 1000);
    const after = (await client.get(`/api/games/runs/${run.runId}`)).body;
    expect(after.history[0].judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(after.nextRound.roundNo).toBe(2);
    const state = await stateOf(run.runId);
    expect(currentPrompt(state).id).not.toBe(currentPrompt(before).id);
  });

  test("eight excellent equations reach the result: won, written once, on the board", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await startRun(client, "normal", "builder-seed");
    let body = run;
    let total = 0;
    for (let roundNo = 1; roundNo <= EQUATION_BUILDER.prompts; roundNo += 1) {
      const state = await stateOf(run.runId);
      const play = equationAnswer(state);
      const res = await answer(client, run.runId, roundNo, play);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const points = play.cards.length === 5 ? 4 : 3;
      expect(res.body.judgement, res.body.judgement.feedback).toMatchObject({
        verdict: "pass",
        points,
        quality: "excellent",
      });
      expect(res.body.reveal.model).toBe(currentPrompt(state).modelExplanation);
      total += points;
      body = res.body.run;
      if (body.nextRound) await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: roundNo + 1 });
    }
    expect(body.result).toMatchObject({
      won: true,
      title: "Master builder",
      score: total,
      maxScore: EQUATION_BUILDER.maxScore,
      metric: total,
    });
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gameId: "equation-builder", won: true, score: total });
    const board = (await client.get("/api/games/equation-builder/leaderboard?difficulty=normal")).body;
    expect(board.metric).toBe("score");
    expect(board.me).toMatchObject({ rank: 1, best: total });
  });
});
