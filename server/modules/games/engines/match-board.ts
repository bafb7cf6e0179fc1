/**
 * The match engine (games.md §4.18) for Symbol Decoder: 3 boards (rounds) of 6, 8 or 10 symbol ↔ meaning pairs.
 * Each `pair {left, right}` action is judged at once: a correct pair scores +2 and locks, a wrong pair −1 (a
 * board's total never drops below 0); a board finished without a mistake earns +3. Both columns are shuffled
 * and every item carries a run-unique random id, so neither position nor id tells which items belong together.
 */
import { ENGINE_PASS_SHARE, MATCH_ENGINE } from "@common/games/rules";
import type { Check, Judgement, Verdict } from "@common/games/judge/types";
import type { ActionInput, RevealDto, RoundPayload, RunScoreDto } from "@common/schemas/games";
import { symbolItems } from "../content/symbols";
import {
  InvalidGameInput,
  type Difficulty,
  type Finish,
  type GameEngine,
  type RoundSpec,
  type StartContext,
  type StepOutcome,
} from "./types";
import { advance, scoredFinish } from "./finish";
import { opaqueId } from "./opaque-id";

interface BoardPair {
  symbolId: string;
  left: string;
  right: string;
}

interface MatchBoard {
  /** The pairings (the answer key), in content order. */
  pairs: BoardPair[];
  /** Display orders (ids), each shuffled on its own. */
  leftOrder: string[];
  rightOrder: string[];
  /** Symbol ids locked so far, in the order found. */
  locked: string[];
  mistakes: number;
  total: number;
  done: boolean;
}

export interface MatchState {
  gameId: string;
  difficulty: Difficulty;
  boards: MatchBoard[];
  /** 0-based index of the board in play. */
  current: number;
  finished: boolean;
}

const symbolsById = new Map(symbolItems.map((item) => [item.id, item]));

function symbolOf(symbolId: string) {
  const item = symbolsById.get(symbolId);
  if (!item) throw new Error(`Unknown symbol ${symbolId}`);
  return item;
}

export function boardMax(pairs: number): number {
  return pairs * MATCH_ENGINE.correct + MATCH_ENGINE.cleanBoardBonus;
}

function runMax(state: MatchState): number {
  return state.boards.reduce((sum, board) => sum + boardMax(board.pairs.length), 0);
}

function runScore(state: MatchState): number {
  return state.boards.reduce((sum, board) => sum + board.total, 0);
}

function roundSpec(state: MatchState, index: number): RoundSpec | null {
  const board = state.boards[index];
  if (!board) return null;
  const byLeft = new Map(board.pairs.map((pair) => [pair.left, pair]));
  const byRight = new Map(board.pairs.map((pair) => [pair.right, pair]));
  const payload: RoundPayload = {
    kind: "match",
    prompt: "Match each symbol to the meaning Scripture gives it.",
    board: index + 1,
    boards: state.boards.length,
    left: board.leftOrder.map((id) => ({ id, label: symbolOf(byLeft.get(id)?.symbolId ?? "").symbol })),
    right: board.rightOrder.map((id) => ({ id, label: symbolOf(byRight.get(id)?.symbolId ?? "").meaning })),
    matched: board.locked.flatMap((symbolId) => {
      const pair = board.pairs.find((candidate) => candidate.symbolId === symbolId);
      return pair ? [{ left: pair.left, right: pair.right }] : [];
    }),
  };
  return { roundNo: index + 1, promptKey: `board-${index + 1}`, payload, limitMs: null };
}

function boardJudgement(board: MatchBoard): Judgement {
  const max = boardMax(board.pairs.length);
  const clean = board.mistakes === 0;
  const verdict: Verdict = clean ? "pass" : board.total * 2 >= max ? "partial" : "fail";
  const checks: Check[] = [
    { id: "all-pairs", ok: true, label: `All ${board.pairs.length} pairs matched` },
    {
      id: "no-mistakes",
      ok: clean,
      label: clean ? "No wrong pairs" : `${board.mistakes} wrong pair${board.mistakes === 1 ? "" : "s"}`,
    },
    { id: "clean-bonus", ok: clean, label: `Clean-board bonus +${MATCH_ENGINE.cleanBoardBonus}` },
  ];
  const feedback = clean
    ? `A clean board: ${board.total} of ${max} points. Each symbol was read the way Scripture reads it.`
    : `Board complete with ${board.total} of ${max} points. Read the references below to fix the meanings you missed.`;
  return { verdict, points: board.total, feedback, checks, source: "rules" };
}

function boardReveal(board: MatchBoard): RevealDto {
  const items = board.pairs.map((pair) => symbolOf(pair.symbolId));
  return {
    correct: board.pairs.map((pair) => `${pair.left}:${pair.right}`),
    explanation: items.map((item) => `${item.symbol}: ${item.meaning} (${item.refs.join("; ")}).`).join(" "),
    refs: [...new Set(items.flatMap((item) => item.refs))],
  };
}

function finishRun(state: MatchState): Finish {
  const score = runScore(state);
  const maxScore = runMax(state);
  const mistakes = state.boards.reduce((sum, board) => sum + board.mistakes, 0);
  const cleanBoards = state.boards.filter((board) => board.mistakes === 0).length;
  return scoredFinish({
    score,
    maxScore,
    passed: score >= ENGINE_PASS_SHARE * maxScore,
    passTitle: "Passed",
    metrics: { boards: state.boards.length, mistakes, cleanBoards },
  });
}

function pairUp(current: MatchState, left: string, right: string): StepOutcome<MatchState> {
  if (current.finished) throw new InvalidGameInput("This game has ended.");
  const index = current.current;
  const source = current.boards[index];
  if (!source) throw new InvalidGameInput("There is no board in play.");
  const leftPair = source.pairs.find((pair) => pair.left === left);
  const rightPair = source.pairs.find((pair) => pair.right === right);
  if (!leftPair || !rightPair) throw new InvalidGameInput("Pick one symbol and one meaning from this board.");
  if (source.locked.includes(leftPair.symbolId) || source.locked.includes(rightPair.symbolId))
    throw new InvalidGameInput("That item is already matched.");

  const board: MatchBoard = { ...source, locked: [...source.locked] };
  const boards = current.boards.map((existing, i) => (i === index ? board : existing));
  const state: MatchState = { ...current, boards };
  const before = board.total;
  const correct = leftPair === rightPair;
  if (correct) {
    board.locked.push(leftPair.symbolId);
    board.total += MATCH_ENGINE.correct;
  } else {
    board.mistakes += 1;
    board.total = Math.max(0, board.total + MATCH_ENGINE.wrong);
  }
  const boardDone = board.locked.length === board.pairs.length;
  if (!boardDone)
    return { state, roundDone: false, pair: { correct, points: board.total - before, boardDone } };

  if (board.mistakes === 0) board.total += MATCH_ENGINE.cleanBoardBonus;
  board.done = true;
  const outcome: StepOutcome<MatchState> = {
    state,
    roundDone: true,
    judgement: boardJudgement(board),
    reveal: boardReveal(board),
    pair: { correct, points: board.total - before, boardDone },
  };
  return { ...outcome, ...advance(state, index, boards.length, roundSpec, finishRun) };
}

export const matchEngine: GameEngine<MatchState> = {
  gameIds: ["symbol_decoder"],
  totalRounds: (state) => state.boards.length,

  start(gameId: string, ctx: StartContext) {
    if (gameId !== "symbol_decoder") throw new Error(`matchEngine cannot play ${gameId}`);
    const size = MATCH_ENGINE.pairs[ctx.difficulty];
    const drawn = ctx.rng.pick(symbolItems, MATCH_ENGINE.boards * size);
    const used = new Set<string>();
    const boards: MatchBoard[] = [];
    for (let b = 0; b < MATCH_ENGINE.boards; b += 1) {
      const items = drawn.slice(b * size, (b + 1) * size);
      const pairs = items.map((item) => ({ symbolId: item.id, left: opaqueId(ctx.rng, used), right: "" }));
      for (const pair of ctx.rng.shuffle(pairs)) pair.right = opaqueId(ctx.rng, used);
      boards.push({
        pairs,
        leftOrder: ctx.rng.shuffle(pairs.map((pair) => pair.left)),
        rightOrder: ctx.rng.shuffle(pairs.map((pair) => pair.right)),
        locked: [],
        mistakes: 0,
        total: 0,
        done: false,
      });
    }
    const state: MatchState = { gameId, difficulty: ctx.difficulty, boards, current: 0, finished: false };
    return Promise.resolve({ state, round: roundSpec(state, 0) });
  },

  round(state, roundNo) {
    return roundSpec(state, roundNo - 1);
  },

  score(state): RunScoreDto {
    return {
      score: runScore(state),
      maxScore: runMax(state),
      correct: state.boards.reduce((sum, board) => sum + board.locked.length, 0),
    };
  },

  action(state, action: ActionInput) {
    if (action.type !== "pair") throw new InvalidGameInput("Pair a symbol with a meaning to play.");
    return pairUp(state, action.left, action.right);
  },
};
