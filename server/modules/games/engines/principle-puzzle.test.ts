import { describe, expect, it } from "vitest";
import { PALACE_QUIZ, PRINCIPLE_PUZZLE } from "@common/games/rules";
import { principleLabels, principlePuzzles } from "../content/principles";
import { answerCtx, fakeDeps, keysOf, startCtx } from "./choice-test-kit";
import { principlePuzzleEngine, type PrinciplePuzzleState } from "./principle-puzzle";
import { InvalidGameInput, type StepOutcome } from "./types";

const puzzlesById = new Map(principlePuzzles.map((puzzle) => [puzzle.id, puzzle]));
const labelIds = new Set(principleLabels.map((label) => label.id));

function open(state: PrinciplePuzzleState) {
  const puzzle = state.puzzles[state.current];
  if (!puzzle) throw new Error("no open puzzle");
  return puzzle;
}

/** Plays a run: the first `exact` puzzles with the exact set, the rest with one wrong pick only. */
async function play(state: PrinciplePuzzleState, exact: number) {
  let current = state;
  const outcomes: Array<StepOutcome<PrinciplePuzzleState>> = [];
  for (let i = 0; i < state.puzzles.length; i += 1) {
    const puzzle = open(current);
    const wrong = puzzle.options.find((option) => !puzzle.correctIds.includes(option.id))?.id ?? "";
    const choices = i < exact ? puzzle.correctIds : [wrong];
    const outcome = await principlePuzzleEngine.answer!(current, i + 1, { choices }, answerCtx(null, null));
    outcomes.push(outcome);
    current = outcome.state;
  }
  return { state: current, outcomes, last: outcomes[outcomes.length - 1] };
}

describe("principle puzzle engine", () => {
  it("deals 5 puzzles with the verse text and ticks, never the correct set", async () => {
    const { state, round } = await principlePuzzleEngine.start("principle_puzzle", startCtx("normal"));
    expect(state.puzzles).toHaveLength(PRINCIPLE_PUZZLE.puzzles);
    const payload = round?.payload;
    if (payload?.kind !== "choice") throw new Error("expected a choice round");
    expect(payload.multi).toBe(true);
    expect(payload.context?.text).toBe(`KJV text of ${payload.context?.ref}`);
    expect(payload.options).toHaveLength(PRINCIPLE_PUZZLE.options.normal);
    expect(round?.limitMs).toBeNull();
    const keys = keysOf(payload);
    for (const key of ["correct", "correctIds", "explanation", "value"]) expect(keys).not.toContain(key);
    for (const option of payload.options) expect(labelIds.has(option.id)).toBe(false);
    expect(JSON.stringify(payload)).not.toMatch(/"correct/);
  });

  it("follows the difficulty's option and correct counts, with distractors that are not correct", async () => {
    for (const difficulty of ["easy", "normal", "hard"] as const) {
      for (const seed of ["p1", "p2", "p3", "p4"]) {
        const { state } = await principlePuzzleEngine.start(
          "principle_puzzle",
          startCtx(difficulty, "solo", seed),
        );
        const [min, max] = PRINCIPLE_PUZZLE.correct[difficulty];
        for (const puzzle of state.puzzles) {
          expect(puzzle.options).toHaveLength(PRINCIPLE_PUZZLE.options[difficulty]);
          expect(puzzle.correctIds.length).toBeGreaterThanOrEqual(min);
          expect(puzzle.correctIds.length).toBeLessThanOrEqual(max);
          const content = puzzlesById.get(puzzle.key);
          if (!content) throw new Error("unknown puzzle");
          for (const option of puzzle.options) {
            const correct = puzzle.correctIds.includes(option.id);
            // A correct option is in the content's set; a distractor is in no part of it (trimmed labels too).
            expect(content.correct.includes(option.value)).toBe(correct);
          }
        }
      }
    }
  });

  it("times Hard puzzles at 45 s only", async () => {
    const hard = await principlePuzzleEngine.start("principle_puzzle", startCtx("hard"));
    expect(hard.round?.limitMs).toBe(PRINCIPLE_PUZZLE.hardSeconds * 1000);
    const easy = await principlePuzzleEngine.start("principle_puzzle", startCtx("easy"));
    expect(easy.round?.limitMs).toBeNull();
  });

  it("ticking all 6 options on Normal with 3 correct scores 0", async () => {
    let state: PrinciplePuzzleState | undefined;
    for (let i = 0; i < 50 && !state; i += 1) {
      const started = await principlePuzzleEngine.start(
        "principle_puzzle",
        startCtx("normal", "solo", `three-${i}`),
      );
      if (open(started.state).correctIds.length === 3) state = started.state;
    }
    if (!state) throw new Error("no 3-correct puzzle dealt");
    const all = open(state).options.map((option) => option.id);
    const outcome = await principlePuzzleEngine.answer!(state, 1, { choices: all }, answerCtx(null, null));
    expect(outcome.judgement?.points).toBe(0);
    expect(outcome.judgement?.verdict).toBe("fail");
  });

  it("the exact set scores 10; partial sets 3 × (right − wrong)", async () => {
    const { state } = await principlePuzzleEngine.start(
      "principle_puzzle",
      startCtx("hard", "solo", "exact"),
    );
    const puzzle = open(state);
    const ctx = answerCtx(30_000, 45_000);
    const exact = await principlePuzzleEngine.answer!(
      state,
      1,
      { choices: [...puzzle.correctIds].reverse() },
      ctx,
    );
    expect(exact.judgement?.points).toBe(PRINCIPLE_PUZZLE.exact);
    expect(exact.judgement?.verdict).toBe("pass");
    expect(exact.reveal?.correct?.slice().sort()).toEqual([...puzzle.correctIds].sort());
    expect(exact.reveal?.refs).toEqual([puzzle.ref]);
    expect(exact.reveal?.explanation).toBe(puzzle.explanation);
    const wrong = puzzle.options
      .filter((option) => !puzzle.correctIds.includes(option.id))
      .map((option) => option.id);
    const partial = await principlePuzzleEngine.answer!(
      state,
      1,
      { choices: [...puzzle.correctIds, wrong[0] ?? ""] },
      ctx,
    );
    expect(partial.judgement?.points).toBe(3 * (puzzle.correctIds.length - 1));
    expect(partial.judgement?.verdict).toBe("partial");
    const one = await principlePuzzleEngine.answer!(state, 1, { choices: [puzzle.correctIds[0] ?? ""] }, ctx);
    expect(one.judgement?.points).toBe(3);
    expect(one.reveal?.picked).toEqual([puzzle.correctIds[0]]);
  });

  it("refuses no ticks, unknown ids and single-choice input", async () => {
    const { state } = await principlePuzzleEngine.start("principle_puzzle", startCtx("normal"));
    const ctx = answerCtx(null, null);
    expect(() => principlePuzzleEngine.answer!(state, 1, { choices: [] }, ctx)).toThrow(InvalidGameInput);
    expect(() => principlePuzzleEngine.answer!(state, 1, {}, ctx)).toThrow(InvalidGameInput);
    const first = open(state).correctIds[0] ?? "";
    expect(() => principlePuzzleEngine.answer!(state, 1, { choices: [first, "types-symbols"] }, ctx)).toThrow(
      InvalidGameInput,
    );
    expect(() => principlePuzzleEngine.answer!(state, 1, { choice: first }, ctx)).toThrow(InvalidGameInput);
  });

  it("scores a Hard timeout 0", async () => {
    const { state } = await principlePuzzleEngine.start("principle_puzzle", startCtx("hard"));
    const outcome = principlePuzzleEngine.timeout!(state, 1);
    expect(outcome.judgement?.points).toBe(0);
    expect(outcome.reveal?.correct).toEqual(open(state).correctIds);
    expect(outcome.state.current).toBe(1);
  });

  it("says Well read at 35 or more and finishes after the 5th puzzle", async () => {
    const { state } = await principlePuzzleEngine.start("principle_puzzle", startCtx("normal"));
    const good = await play(state, 4);
    expect(good.outcomes.slice(0, -1).some((outcome) => outcome.finish)).toBe(false);
    expect(good.last?.next).toBeNull();
    expect(good.last?.finish).toMatchObject({ title: "Well read", won: true, score: 40, maxScore: 50 });
    expect(good.last?.finish?.metrics).toEqual({ correct: 4, puzzles: 5 });
    const weak = await play(state, 3);
    expect(weak.last?.finish).toMatchObject({ title: "Keep practising", won: false, score: 30 });
  });

  it("skips a puzzle whose verse text is missing", async () => {
    const ctx = startCtx("normal", "solo", "missing");
    const missing = principlePuzzles[0]?.ref;
    ctx.deps = { ...fakeDeps, verseText: (ref) => Promise.resolve(ref === missing ? null : `text ${ref}`) };
    const { state } = await principlePuzzleEngine.start("principle_puzzle", ctx);
    expect(state.puzzles).toHaveLength(5);
    expect(state.puzzles.some((puzzle) => puzzle.ref === missing)).toBe(false);
  });
});

describe("principle puzzle bot mode", () => {
  it("scores the bot 10 when right and 3 otherwise, revealed puzzle by puzzle", async () => {
    const { state } = await principlePuzzleEngine.start("principle_puzzle", startCtx("normal", "bot", "bot"));
    expect(state.bot?.answers).toHaveLength(5);
    for (const answer of state.bot?.answers ?? []) expect(answer.points).toBe(answer.correct ? 10 : 3);
    const { outcomes, state: end } = await play(state, 5);
    let total = 0;
    outcomes.forEach((outcome, i) => {
      total += state.bot?.answers[i]?.points ?? 0;
      expect(outcome.reveal?.bot?.total).toBe(total);
    });
    expect(principlePuzzleEngine.score(end).bot).toEqual({ total });
    expect(outcomes[4]?.finish?.metrics.botScore).toBe(total);
  });

  it("names the winner by totals", async () => {
    const { state } = await principlePuzzleEngine.start("principle_puzzle", startCtx("hard", "bot", "duel"));
    const rig = (points: number): PrinciplePuzzleState => ({
      ...state,
      bot: { answers: state.puzzles.map(() => ({ correct: points === 10, points })), total: 0 },
    });
    expect((await play(rig(3), 5)).last?.finish).toMatchObject({ title: "You win!", won: true });
    expect((await play(rig(10), 2)).last?.finish).toMatchObject({ title: "The bot wins", won: false });
    expect((await play(rig(10), 5)).last?.finish).toMatchObject({ title: "It's a draw", won: false });
  });

  it("is right about as often as the Palace Quiz accuracy", async () => {
    let right = 0;
    let total = 0;
    for (let i = 0; i < 100; i += 1) {
      const { state } = await principlePuzzleEngine.start(
        "principle_puzzle",
        startCtx("hard", "bot", `acc-${i}`),
      );
      for (const answer of state.bot?.answers ?? []) {
        total += 1;
        if (answer.correct) right += 1;
      }
    }
    expect(Math.abs(right / total - PALACE_QUIZ.botAccuracy.hard)).toBeLessThan(0.08);
  });
});
