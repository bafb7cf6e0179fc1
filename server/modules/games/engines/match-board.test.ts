import { describe, expect, it } from "vitest";
import { parseReference } from "@common/bible/reference";
import { MATCH_ENGINE } from "@common/games/rules";
import type { RoundPayload } from "@common/schemas/games";
import { symbolItems } from "../content/symbols";
import { createRng } from "../rng";
import { boardMax, matchEngine, type MatchState } from "./match-board";
import type { Difficulty, EngineDeps, StepOutcome } from "./types";
import { InvalidGameInput } from "./types";

const deps: EngineDeps = {
  verseText: () => Promise.resolve("text"),
  memoryVerses: () => Promise.resolve([]),
};

async function start(difficulty: Difficulty = "easy", seed = "seed") {
  return matchEngine.start("symbol_decoder", {
    mode: "solo",
    difficulty,
    rng: createRng(seed),
    now: new Date(),
    deps,
  });
}

function pair(state: MatchState, left: string, right: string): StepOutcome<MatchState> {
  if (!matchEngine.action) throw new Error("no action");
  return matchEngine.action(state, { type: "pair", left, right }, { now: new Date(), rng: createRng("x") });
}

function matchPayload(payload: RoundPayload | undefined) {
  if (payload?.kind !== "match") throw new Error("not a match payload");
  return payload;
}

function key(state: MatchState) {
  const board = state.boards[state.current];
  if (!board) throw new Error("no board");
  return board.pairs;
}

/** A right id that does not belong to `left`. */
function wrongRight(state: MatchState, left: string): string {
  const other = key(state).find(
    (p) => p.left !== left && !state.boards[state.current]?.locked.includes(p.symbolId),
  );
  if (!other) throw new Error("no wrong option");
  return other.right;
}

function clearBoard(initial: MatchState): StepOutcome<MatchState> {
  let state = initial;
  let last: StepOutcome<MatchState> | null = null;
  for (const p of key(initial)) {
    if (initial.boards[initial.current]?.locked.includes(p.symbolId)) continue;
    last = pair(state, p.left, p.right);
    state = last.state;
  }
  if (!last) throw new Error("empty board");
  return last;
}

describe("match engine (Symbol Decoder)", () => {
  it("deals 3 boards of the difficulty's size, no symbol twice in a run", async () => {
    for (const difficulty of ["easy", "normal", "hard"] as const) {
      const { state, round } = await start(difficulty);
      const size = MATCH_ENGINE.pairs[difficulty];
      expect(state.boards).toHaveLength(MATCH_ENGINE.boards);
      const symbols = state.boards.flatMap((board) => board.pairs.map((p) => p.symbolId));
      expect(symbols).toHaveLength(MATCH_ENGINE.boards * size);
      expect(new Set(symbols).size).toBe(symbols.length);
      const payload = matchPayload(round?.payload);
      expect(round?.roundNo).toBe(1);
      expect(round?.limitMs).toBeNull();
      expect(payload.board).toBe(1);
      expect(payload.boards).toBe(3);
      expect(payload.left).toHaveLength(size);
      expect(payload.right).toHaveLength(size);
      expect(payload.matched).toEqual([]);
    }
  });

  it("the payload has opaque ids: no pairing, no symbol id, different ids on each side", async () => {
    const { state, round } = await start("hard");
    const payload = matchPayload(round?.payload);
    const leftIds = payload.left.map((o) => o.id);
    const rightIds = payload.right.map((o) => o.id);
    expect(new Set([...leftIds, ...rightIds]).size).toBe(leftIds.length + rightIds.length);
    const json = JSON.stringify(payload);
    for (const p of key(state)) expect(json).not.toContain(`"${p.symbolId}"`);
    expect(json).not.toContain("refs");
    // Shuffled: the meanings are not listed in the symbols' order.
    const meaningOf = new Map(symbolItems.map((item) => [item.symbol, item.meaning]));
    const aligned = payload.left.every((o, i) => meaningOf.get(o.label) === payload.right[i]?.label);
    expect(aligned).toBe(false);
  });

  it("scores +2 for a correct pair, −1 for a wrong one, never below 0 on a board", async () => {
    const { state } = await start("easy");
    const [first, second] = key(state);
    if (!first || !second) throw new Error("board too small");

    const floor = pair(state, first.left, second.right);
    expect(floor.pair).toEqual({ correct: false, points: 0, boardDone: false });
    expect(matchEngine.score(floor.state).score).toBe(0);

    const right = pair(floor.state, first.left, first.right);
    expect(right.pair).toEqual({ correct: true, points: MATCH_ENGINE.correct, boardDone: false });
    expect(right.roundDone).toBe(false);
    expect(matchEngine.score(right.state).score).toBe(2);
    expect(matchPayload(matchEngine.round(right.state, 1)?.payload).matched).toEqual([
      { left: first.left, right: first.right },
    ]);

    const wrong = pair(right.state, second.left, wrongRight(right.state, second.left));
    expect(wrong.pair).toEqual({ correct: false, points: MATCH_ENGINE.wrong, boardDone: false });
    expect(matchEngine.score(wrong.state).score).toBe(1);
  });

  it("refuses a locked item, an unknown id and another action", async () => {
    const { state } = await start("easy");
    const [first, second] = key(state);
    if (!first || !second) throw new Error("board too small");
    const locked = pair(state, first.left, first.right).state;
    expect(() => pair(locked, first.left, second.right)).toThrow(InvalidGameInput);
    expect(() => pair(locked, second.left, first.right)).toThrow(InvalidGameInput);
    expect(() => pair(locked, "nope", second.right)).toThrow(InvalidGameInput);
    expect(() => pair(locked, second.right, second.left)).toThrow(InvalidGameInput);
    expect(() =>
      matchEngine.action?.(locked, { type: "flip", card: 1 }, { now: new Date(), rng: createRng("x") }),
    ).toThrow(InvalidGameInput);
  });

  it("a clean board earns the bonus, settles the round and issues the next board", async () => {
    const { state } = await start("easy");
    const done = clearBoard(state);
    const size = MATCH_ENGINE.pairs.easy;
    expect(done.roundDone).toBe(true);
    expect(done.pair).toEqual({
      correct: true,
      points: MATCH_ENGINE.correct + MATCH_ENGINE.cleanBoardBonus,
      boardDone: true,
    });
    expect(done.judgement?.verdict).toBe("pass");
    expect(done.judgement?.points).toBe(boardMax(size));
    expect(done.judgement?.source).toBe("rules");
    expect(done.judgement?.checks.every((check) => check.ok)).toBe(true);
    expect(done.reveal?.refs?.length).toBeGreaterThanOrEqual(2 * size - 1);
    for (const ref of done.reveal?.refs ?? []) expect(parseReference(ref)).not.toBeNull();
    expect(done.next?.roundNo).toBe(2);
    expect(matchPayload(done.next?.payload).board).toBe(2);
    expect(done.finish).toBeUndefined();
    expect(matchEngine.score(done.state).score).toBe(boardMax(size));
  });

  it("a board with a mistake gets no bonus", async () => {
    const { state } = await start("easy");
    const [first] = key(state);
    if (!first) throw new Error("board too small");
    const afterOne = pair(state, first.left, first.right).state;
    const missed = pair(
      afterOne,
      key(afterOne)[1]?.left ?? "",
      wrongRight(afterOne, key(afterOne)[1]?.left ?? ""),
    );
    const done = clearBoard(missed.state);
    const size = MATCH_ENGINE.pairs.easy;
    expect(done.judgement?.verdict).not.toBe("pass");
    expect(done.judgement?.points).toBe(size * MATCH_ENGINE.correct - 1);
    expect(done.judgement?.checks.find((check) => check.id === "clean-bonus")?.ok).toBe(false);
  });

  it("finishes after board 3: Passed at 70 % of the maximum", async () => {
    const { state } = await start("normal");
    let outcome = clearBoard(state);
    outcome = clearBoard(outcome.state);
    outcome = clearBoard(outcome.state);
    const max = MATCH_ENGINE.boards * boardMax(MATCH_ENGINE.pairs.normal);
    expect(outcome.finish).toEqual(
      expect.objectContaining({ score: max, maxScore: max, won: true, metric: max, title: "Passed" }),
    );
    expect(outcome.next).toBeNull();
    expect(matchEngine.score(outcome.state).maxScore).toBe(max);
    expect(() => pair(outcome.state, "a", "b")).toThrow(InvalidGameInput);
  });

  it("finishes with Keep practising below 70 %", async () => {
    let { state } = await start("easy");
    let outcome: StepOutcome<MatchState> | null = null;
    for (let board = 0; board < MATCH_ENGINE.boards; board += 1) {
      for (const p of key(state)) {
        const remaining = key(state).filter((q) => !state.boards[state.current]?.locked.includes(q.symbolId));
        if (remaining.length > 1) state = pair(state, p.left, wrongRight(state, p.left)).state;
        outcome = pair(state, p.left, p.right);
        state = outcome.state;
      }
    }
    const size = MATCH_ENGINE.pairs.easy;
    // Each board: 6 × +2, and 5 wrong pairs (the first is floored at 0) → 12 − 4 = 8.
    expect(outcome?.finish?.score).toBe(MATCH_ENGINE.boards * (size * 2 - (size - 2)));
    expect(outcome?.finish?.title).toBe("Keep practising");
    expect(outcome?.finish?.won).toBe(false);
    expect(outcome?.finish?.metrics.mistakes).toBe(MATCH_ENGINE.boards * (size - 1));
  });
});
