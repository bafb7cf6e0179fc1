import { describe, expect, it } from "vitest";
import { isSymbolCode, operatorCodes } from "@common/games/pt-symbols";
import { EQUATION_BUILDER } from "@common/games/rules";
import { countAnswerWords, ECHO_MESSAGE } from "@common/games/judge/rules";
import { equationPrompts } from "@server/modules/games/content/equation-prompts";
import { answerCtx, keysOf, startCtx } from "../choice-test-kit";
import { type Difficulty, InvalidGameInput } from "../types";
import {
  dealPieces,
  type EquationPiece,
  equationBuilderEngine,
  equationOperands,
  equationPoints,
  type EquationState,
  grammarError,
  judgeEquation,
  modelVerses,
  promptOf,
} from "./equation-builder";
import { equationAnswer } from "./equation-builder-test-kit";

/* Equation Builder (games.md §4.9): the sheet's acceptance points and pitfalls, on the rules judge and the engine. */

const words = (count: number, filler = "plainly") => Array.from({ length: count }, () => filler).join(" ");
const cross = equationPrompts.find((prompt) => prompt.id === "cross-central")!;
const normal: { difficulty: Difficulty; history: readonly string[]; prompt: string } = {
  difficulty: "normal",
  history: [],
  prompt: cross.question,
};
const judge = (cards: string[], text: string, ctx = normal) => judgeEquation({ cards, text }, cross, ctx);

/** 35 words naming ALTAR and 2D (by code). */
const crossText = `The ALTAR is a type of 2D: ${words(28)}.`;

/** Pieces holding the sheet's example and some that do not fit the question. */
const crossPieces: EquationPiece[] = [
  "ALTAR",
  "≅",
  "2D",
  "⊙",
  "|S",
  "+",
  "GATE",
  "E-Fu",
  "→",
  "4D",
  "TABLE",
  "H-Pa",
];

describe("the grammar gate (§4.9)", () => {
  it("accepts operand, operator, operand in 3 or 5 pieces from the deal", () => {
    expect(grammarError(["ALTAR", "≅", "2D"], crossPieces)).toBeNull();
    expect(grammarError(["ALTAR", "≅", "2D", "⊙", "|S"], crossPieces)).toBeNull();
    // Operators may repeat; operands may not.
    expect(grammarError(["ALTAR", "≅", "2D", "≅", "|S"], crossPieces)).toBeNull();
  });

  it("refuses + ALTAR and every other broken equation, each with its reason (acceptance 2)", () => {
    expect(grammarError(["+", "ALTAR"], crossPieces)).toBe(
      "Build an equation of 3 or 5 pieces: operand, operator, operand.",
    );
    expect(grammarError(["+", "ALTAR", "≅"], crossPieces)).toBe(
      "Alternate operand, operator, operand: the equation starts and ends with an operand.",
    );
    expect(grammarError(["ALTAR", "2D", "≅"], crossPieces)).toMatch(/^Alternate/);
    expect(grammarError(["ALTAR", "≅", "2D", "⊙"], crossPieces)).toMatch(/^Build an equation of 3 or 5/);
    expect(grammarError(["ALTAR"], crossPieces)).toMatch(/^Build/);
    expect(grammarError([], crossPieces)).toMatch(/^Build/);
    expect(grammarError(["ALTAR", "≅", "ALTAR"], crossPieces)).toBe("Use each operand once.");
    expect(grammarError(["ALTAR", "≅", "ARK"], crossPieces)).toBe("Use the pieces dealt for this prompt.");
    expect(grammarError(["ALTAR", "≅", "2D", "⊙", "|S", "+", "GATE"], crossPieces)).toMatch(/^Build/);
  });
});

describe("the rules judge (§4.9)", () => {
  it("Why is the cross central?: ALTAR ≅ 2D with 35 words naming both → pass, excellent, 3 points (acceptance 1)", () => {
    expect(countAnswerWords(crossText)).toBe(35);
    const judged = judge(["ALTAR", "≅", "2D"], crossText);
    expect(judged.judgement).toMatchObject({
      verdict: "pass",
      points: 3,
      quality: "excellent",
      source: "rules",
    });
    expect(judged.relevant).toEqual(["ALTAR", "2D"]);
    expect(judged.judgement.feedback).toMatch(/^Excellent: \+3\./);
    expect(judged.hardGateFailed).toBe(false);
  });

  it("a 5-piece equation that passes scores 3 + 1", () => {
    const judged = judge(["ALTAR", "≅", "2D", "⊙", "|S"], `ALTAR, 2D and |S together: ${words(30)}.`);
    expect(judged.judgement).toMatchObject({ verdict: "pass", points: 4 });
    expect(equationPoints("pass", 5)).toBe(EQUATION_BUILDER.points.pass + EQUATION_BUILDER.longBonus);
    expect(equationPoints("partial", 5)).toBe(EQUATION_BUILDER.points.partial);
    expect(equationPoints("fail", 5)).toBe(0);
  });

  it("operands count by their name or a synonym (R4)", () => {
    const text = `The altar of burnt offering points to Jesus, the Lamb slain: ${words(30)}.`;
    expect(judge(["ALTAR", "≅", "2D"], text).judgement.verdict).toBe("pass");
  });

  it("relevance without the explanation → partial, good, 1 point (an operand not named, or too few words)", () => {
    const unnamed = judge(["ALTAR", "≅", "2D"], `The ALTAR stands first in the court: ${words(30)}.`);
    expect(unnamed.judgement).toMatchObject({ verdict: "partial", points: 1, quality: "good" });
    expect(unnamed.judgement.feedback).toMatch(/^Good: \+1\./);
    expect(unnamed.judgement.feedback).toContain("The operand 2D is not mentioned");
    expect(unnamed.hardGateFailed).toBe(true);
    const short = judge(["ALTAR", "≅", "2D"], `ALTAR and 2D: ${words(20)}.`);
    expect(short.judgement).toMatchObject({ verdict: "partial", points: 1 });
    expect(short.judgement.checks.find((check) => check.id === "words")).toMatchObject({ ok: false });
  });

  it("the explanation without relevance → partial, 1 point; a 5-piece partial earns no bonus", () => {
    const judged = judge(["GATE", "∥", "E-Fu"], `The GATE runs parallel with E-Fu: ${words(30)}.`);
    expect(judged.judgement).toMatchObject({ verdict: "partial", points: 1 });
    expect(judged.judgement.checks.find((check) => check.id === "relevance")).toMatchObject({
      ok: false,
      label: "0 of 2 operands fit the question",
    });
    // One expected operand is not enough.
    expect(judge(["ALTAR", "+", "GATE"], `ALTAR and GATE: ${words(30)}.`).judgement.verdict).toBe("partial");
    // The AI judge may weigh an unexpected but sound equation.
    expect(judged.hardGateFailed).toBe(false);
    const long = judge(["GATE", "∥", "E-Fu", "+", "TABLE"], `The GATE, E-Fu and the TABLE: ${words(30)}.`);
    expect(long.judgement).toMatchObject({ verdict: "partial", points: 1 });
  });

  it("neither → fail, weak, no points", () => {
    const judged = judge(["GATE", "∥", "E-Fu"], "A short note.");
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0, quality: "weak" });
    expect(judged.judgement.feedback).toMatch(/^Weak: no points\./);
  });

  it("an invalid reference is named and never scores", () => {
    const judged = judge(["ALTAR", "≅", "2D"], `${crossText} See John 22:1.`);
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.judgement.feedback).toContain("John 22:1 does not exist");
    expect(judged.hardGateFailed).toBe(true);
    // A valid one is welcome and changes nothing.
    expect(judge(["ALTAR", "≅", "2D"], `${crossText} See John 1:29.`).judgement.verdict).toBe("pass");
  });

  it("the same answer again, or the question copied back → fail with the echo message (R7)", () => {
    const again = judge(["ALTAR", "≅", "2D"], crossText, { ...normal, history: [crossText] });
    expect(again.judgement).toMatchObject({ verdict: "fail", points: 0, quality: "weak" });
    expect(again.judgement.feedback).toContain(ECHO_MESSAGE);
    expect(again.hardGateFailed).toBe(true);
    const copied = judge(["ALTAR", "≅", "2D"], cross.question);
    expect(copied.judgement.feedback).toContain(ECHO_MESSAGE);
  });

  it("Easy asks 15 words, Normal 30, Hard 45", () => {
    const text = (count: number) => `ALTAR and 2D ${words(count - 3)}`;
    expect(judge(["ALTAR", "≅", "2D"], text(15), { ...normal, difficulty: "easy" }).judgement.verdict).toBe(
      "pass",
    );
    expect(judge(["ALTAR", "≅", "2D"], text(29)).judgement.verdict).toBe("partial");
    expect(judge(["ALTAR", "≅", "2D"], text(30)).judgement.verdict).toBe("pass");
    const hard = { ...normal, difficulty: "hard" as const };
    expect(judge(["ALTAR", "≅", "2D"], text(44), hard).judgement.verdict).toBe("partial");
    expect(judge(["ALTAR", "≅", "2D"], text(45), hard).judgement.verdict).toBe("pass");
  });

  it("every curated model equation with its model explanation is excellent", () => {
    for (const prompt of equationPrompts) {
      const judged = judgeEquation(
        { cards: [...prompt.modelEquation], text: prompt.modelExplanation },
        prompt,
        { ...normal, prompt: prompt.question },
      );
      expect(judged.judgement.verdict, `${prompt.id}: ${judged.judgement.feedback}`).toBe("pass");
    }
  });
});

describe("the engine (§4.9)", () => {
  const started = async (difficulty: Difficulty = "normal", seed = "equation") =>
    (await equationBuilderEngine.start("equation-builder", startCtx(difficulty, "solo", seed))).state;

  const payloadOf = (state: EquationState) => {
    const payload = equationBuilderEngine.round(state, state.answered + 1)?.payload;
    if (payload?.kind !== "equation") throw new Error("no equation round");
    return payload;
  };

  const onCross = async (difficulty: Difficulty = "normal") => ({
    ...(await started(difficulty)),
    promptOrder: [cross.id, "made-clean", "christ-now"],
    promptAt: 0,
    pieces: crossPieces,
  });

  const actionCtx = { now: new Date(), rng: startCtx("easy").rng };

  it("deals 12 distinct pieces with at least 2 expected operands and 3 operators, for every prompt", () => {
    for (const prompt of equationPrompts)
      for (let i = 0; i < 20; i += 1) {
        const pieces = dealPieces(prompt, `${prompt.id}:${i}`);
        expect(pieces).toHaveLength(EQUATION_BUILDER.pieces);
        expect(new Set(pieces).size).toBe(EQUATION_BUILDER.pieces);
        expect(pieces.every((code) => isSymbolCode(code))).toBe(true);
        const operators = pieces.filter((code) => (operatorCodes as readonly string[]).includes(code));
        expect(operators.length).toBeGreaterThanOrEqual(EQUATION_BUILDER.minOperators);
        const expected = pieces.filter((code) =>
          (prompt.expectedOperands as readonly string[]).includes(code),
        );
        expect(expected.length).toBeGreaterThanOrEqual(EQUATION_BUILDER.minExpected);
        for (const code of pieces)
          expect([...equationOperands, ...operatorCodes] as string[]).toContain(code);
      }
    expect(equationOperands).toHaveLength(23);
  });

  it("a round shows the question and the pieces with their kinds, never the expected operands or the model", async () => {
    const state = await started();
    const payload = payloadOf(state);
    expect(payload.prompt).toBe(promptOf(state).question);
    expect(payload.pieces.map((piece) => piece.code)).toEqual(state.pieces);
    expect(payload.pieces.every((piece) => piece.name && piece.meaning && piece.kind)).toBe(true);
    expect(payload.lengths).toEqual([3, 5]);
    expect(payload.minWords).toBe(EQUATION_BUILDER.baseWords);
    expect(payload.redealsLeft).toBe(2);
    expect(payload.suggestion).toEqual({ available: false, refs: [] });
    expect(payload.status).toEqual([
      { label: "Score", value: "0 / 32" },
      { label: "Prompt", value: "1 / 8" },
      { label: "Win at", value: "16" },
    ]);
    for (const prompt of equationPrompts) {
      const shown = payloadOf({ ...state, promptOrder: [prompt.id], promptAt: 0 });
      const json = JSON.stringify(shown);
      expect(json).not.toContain(prompt.modelExplanation.slice(0, 40));
      expect(json).not.toContain(prompt.modelEquation.join(" "));
      // The question (Daniel 8:14) and the pieces' public meanings (John 6:35) may name a verse; nothing else does.
      const rest = JSON.stringify({ ...shown, prompt: "", pieces: shown.pieces.map((piece) => piece.code) });
      for (const ref of modelVerses(prompt)) expect(rest).not.toContain(ref);
    }
    for (const key of ["expectedOperands", "modelEquation", "modelExplanation", "model", "correct", "refs"])
      expect(keysOf({ ...payload, suggestion: null })).not.toContain(key);
  });

  it("forged input is refused (422): + ALTAR, pieces not dealt, a missing explanation, the wrong round", async () => {
    const state = await onCross();
    const ctx = answerCtx(null, null);
    const play = (cards: string[] | undefined, text = crossText, roundNo = 1) =>
      equationBuilderEngine.answer!(state, roundNo, { ...(cards ? { cards } : {}), text }, ctx);
    expect(() => play(["+", "ALTAR"])).toThrow(InvalidGameInput);
    expect(() => play(["+", "ALTAR"])).toThrow("Build an equation of 3 or 5 pieces");
    expect(() => play(undefined)).toThrow(InvalidGameInput);
    expect(() => play(["ALTAR", "≅", "ARK"])).toThrow("Use the pieces dealt for this prompt.");
    expect(() => play(["ALTAR", "≅", "ALTAR"])).toThrow("Use each operand once.");
    expect(() => play(["ALTAR", "≅", "2D"], "  ")).toThrow("Write your answer first.");
    expect(() => play(["ALTAR", "≅", "2D"], crossText, 2)).toThrow("This round is not open.");
  });

  it("a judged prompt scores, reveals the model, and deals the next question with new pieces", async () => {
    const state = await onCross();
    const out = await equationBuilderEngine.answer!(
      state,
      1,
      { cards: ["ALTAR", "≅", "2D"], text: crossText },
      answerCtx(null, null),
    );
    expect(out.judgement).toMatchObject({ verdict: "pass", points: 3, quality: "excellent" });
    expect(out.state).toMatchObject({ score: 3, answered: 1, excellent: 1, promptAt: 1 });
    expect(out.reveal).toMatchObject({
      model: cross.modelExplanation,
      correct: [...cross.expectedOperands],
      refs: modelVerses(cross),
    });
    expect(out.reveal?.explanation).toContain("ALTAR ≅ 2D ⊙ |S");
    expect(promptOf(out.state).id).toBe("made-clean");
    expect(out.state.pieces).not.toEqual(crossPieces);
    const next = out.next?.payload;
    expect(next?.kind === "equation" && next.status[0]).toEqual({ label: "Score", value: "3 / 32" });
    expect(next?.kind === "equation" && next.status[1]).toEqual({ label: "Prompt", value: "2 / 8" });
  });

  it("Hard times each prompt at 3:00 and a timeout fails it; Easy and Normal are untimed", async () => {
    expect(equationBuilderEngine.round(await started("hard"), 1)?.limitMs).toBe(3 * 60 * 1000);
    expect(equationBuilderEngine.round(await started("normal"), 1)?.limitMs).toBeNull();
    expect(equationBuilderEngine.round(await started("easy"), 1)?.limitMs).toBeNull();
    expect(payloadOf(await started("hard")).minWords).toBe(45);
    expect(payloadOf(await started("easy")).minWords).toBe(15);
    const out = equationBuilderEngine.timeout!(await started("hard"), 1);
    expect(out.judgement).toMatchObject({ verdict: "fail", points: 0, quality: "weak" });
    expect(out.state.answered).toBe(1);
    expect(out.next?.roundNo).toBe(2);
  });

  it("8 prompts → the result: won at 16 or more, lost below (acceptance 3)", async () => {
    const base = { ...(await onCross()), answered: 7 };
    const won = await equationBuilderEngine.answer!(
      { ...base, score: 13 },
      8,
      { cards: ["ALTAR", "≅", "2D"], text: crossText },
      answerCtx(null, null),
    );
    expect(won.next).toBeNull();
    expect(won.finish).toMatchObject({
      won: true,
      title: "Master builder",
      score: 16,
      maxScore: 32,
      metric: 16,
    });
    const lost = equationBuilderEngine.timeout!({ ...base, score: 15 }, 8);
    expect(lost.finish).toMatchObject({ won: false, title: "Keep building", score: 15, metric: 15 });
    expect(equationBuilderEngine.round(lost.state, 9)).toBeNull();
    expect(() =>
      equationBuilderEngine.answer!(
        lost.state,
        9,
        { cards: ["ALTAR", "≅", "2D"], text: crossText },
        answerCtx(null, null),
      ),
    ).toThrow(InvalidGameInput);
  });

  it("New prompt: the next question with new pieces, at most twice a run", async () => {
    const state = await started("normal", "redeal");
    const first = equationBuilderEngine.action!(state, { type: "redeal" }, actionCtx);
    expect(promptOf(first.state).id).not.toBe(promptOf(state).id);
    expect(first.state.pieces).not.toEqual(state.pieces);
    expect(first.reissue?.roundNo).toBe(1);
    expect(first.reissue?.payload.kind === "equation" && first.reissue.payload.prompt).toBe(
      promptOf(first.state).question,
    );
    const second = equationBuilderEngine.action!(first.state, { type: "redeal" }, actionCtx);
    expect(payloadOf(second.state).redealsLeft).toBe(0);
    expect(() => equationBuilderEngine.action!(second.state, { type: "redeal" }, actionCtx)).toThrow(
      "You have used both new prompts for this run.",
    );
    expect(() => equationBuilderEngine.action!(state, { type: "skip" }, actionCtx)).toThrow(InvalidGameInput);
  });

  it("Show a suggestion is Easy's: two verses of the model explanation; refused on Normal and Hard", async () => {
    const easy = await started("easy");
    expect(payloadOf(easy).suggestion).toEqual({ available: true, refs: [] });
    const hinted = equationBuilderEngine.action!(easy, { type: "hint" }, actionCtx);
    const refs = modelVerses(promptOf(easy)).slice(0, 2);
    expect(refs.length).toBeGreaterThan(0);
    expect(payloadOf(hinted.state).suggestion).toEqual({ available: false, refs });
    for (const difficulty of ["normal", "hard"] as const) {
      const run = await started(difficulty);
      expect(() => equationBuilderEngine.action!(run, { type: "hint" }, actionCtx)).toThrow(
        "Suggestions are part of Easy only.",
      );
    }
  });

  it("the same seed deals the same questions and pieces; other seeds deal others", async () => {
    const a = await started("normal", "same");
    const b = await started("normal", "same");
    expect(b.promptOrder).toEqual(a.promptOrder);
    expect(b.pieces).toEqual(a.pieces);
    const again = (state: EquationState) => equationBuilderEngine.timeout!(state, 1).state.pieces;
    expect(again(b)).toEqual(again(a));
    const openings = new Set(
      await Promise.all(
        ["a", "b", "c", "d", "e"].map(async (seed) => promptOf(await started("normal", seed)).id),
      ),
    );
    expect(openings.size).toBeGreaterThan(1);
  });

  it("whole runs answered with the test kit are won (the kit the route and e2e tests use)", async () => {
    for (const seed of ["full-run", "builder", ...Array.from({ length: 10 }, (_, i) => `kit-${i}`)]) {
      let state = await started("normal", seed);
      const history: string[] = [];
      let finish;
      for (let roundNo = 1; roundNo <= EQUATION_BUILDER.prompts; roundNo += 1) {
        const play = equationAnswer(state);
        const out = await equationBuilderEngine.answer!(state, roundNo, play, answerCtx(null, null, history));
        expect(out.judgement?.verdict, `${seed}: ${out.judgement?.feedback}`).toBe("pass");
        expect(out.judgement?.points).toBe(play.cards.length === 5 ? 4 : 3);
        history.push(play.text);
        state = out.state;
        finish = out.finish;
      }
      expect(finish).toMatchObject({ won: true, title: "Master builder" });
      expect(finish?.score).toBeGreaterThanOrEqual(24);
    }
  });
});
