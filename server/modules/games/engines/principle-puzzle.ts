/**
 * Principle Puzzle (games.md §4.17): 5 puzzles; each shows a verse with its KJV text and principle labels to
 * tick. Easy 4 options with 2 correct, Normal 6 and Hard 8 options with 2–4 correct; the distractors are labels
 * not correct for the verse. Exact set 10, else 3 × (right − wrong), never below 0. Hard times each puzzle
 * (45 s, timeout 0). In bot mode the Palace Bot is right with the Palace Quiz accuracy: 10 points when right,
 * else 3.
 */
import { PALACE_QUIZ, PRINCIPLE_PUZZLE, principleScore } from "@common/games/rules";
import type { Check } from "@common/games/judge/types";
import type { RevealDto, RoundPayload, RunScoreDto } from "@common/schemas/games";
import type { PrinciplePuzzle } from "../content/types";
import { principleLabels, principlePuzzles } from "../content/principles";
import type { Rng } from "../rng";
import {
  assertOpenRound,
  type BotState,
  dealOptions,
  judgement,
  onlyFields,
  optionById,
  publicOptions,
  settleBot,
  type StoredOption,
  timeoutJudgement,
} from "./choice-kit";
import {
  type Difficulty,
  type Finish,
  type GameEngine,
  InvalidGameInput,
  type RoundSpec,
  type StepOutcome,
} from "./types";
import { scoredFinish } from "./finish";

interface PuzzleRound {
  key: string;
  ref: string;
  text: string;
  options: StoredOption[];
  correctIds: string[];
  explanation: string;
  result?: { picked: string[]; points: number; exact: boolean };
}

export interface PrinciplePuzzleState {
  mode: string;
  difficulty: Difficulty;
  limitMs: number | null;
  puzzles: PuzzleRound[];
  current: number;
  score: number;
  /** Puzzles solved with the exact set. */
  exact: number;
  bot?: BotState;
}

const PROMPT = "Tick every principle this verse illustrates.";
const labelsById = new Map(principleLabels.map((label) => [label.id, label]));

/** How many correct labels a puzzle shows on this difficulty, or null when it cannot be played there. */
function shownCorrect(puzzle: PrinciplePuzzle, difficulty: Difficulty): number | null {
  const [min, max] = PRINCIPLE_PUZZLE.correct[difficulty];
  const options = PRINCIPLE_PUZZLE.options[difficulty];
  const distractors = principleLabels.length - puzzle.correct.length;
  const shown = Math.min(puzzle.correct.length, max);
  if (shown < min || options - shown > distractors) return null;
  return shown;
}

/** Puzzles that fit the difficulty as written come first; trimmed ones only when those run out. */
function orderPuzzles(rng: Rng, difficulty: Difficulty): PrinciplePuzzle[] {
  const playable = principlePuzzles.filter((puzzle) => shownCorrect(puzzle, difficulty) !== null);
  const [, max] = PRINCIPLE_PUZZLE.correct[difficulty];
  const fits = rng.shuffle(playable.filter((puzzle) => puzzle.correct.length <= max));
  const trimmed = rng.shuffle(playable.filter((puzzle) => puzzle.correct.length > max));
  return [...fits, ...trimmed];
}

function buildPuzzle(rng: Rng, difficulty: Difficulty, puzzle: PrinciplePuzzle, text: string): PuzzleRound {
  const shown = shownCorrect(puzzle, difficulty) ?? puzzle.correct.length;
  const correct = rng.pick(puzzle.correct, shown);
  const wrong = rng.pick(
    principleLabels.filter((label) => !puzzle.correct.includes(label.id)).map((label) => label.id),
    PRINCIPLE_PUZZLE.options[difficulty] - shown,
  );
  const options = dealOptions(
    rng,
    [...correct, ...wrong].map((id) => ({ value: id, label: labelsById.get(id)?.label ?? id })),
  );
  return {
    key: puzzle.id,
    ref: puzzle.ref,
    text,
    options,
    correctIds: options.filter((option) => correct.includes(option.value)).map((option) => option.id),
    explanation: puzzle.explanation,
  };
}

function roundOf(state: PrinciplePuzzleState, roundNo: number): RoundSpec | null {
  const puzzle = state.puzzles[roundNo - 1];
  if (!puzzle) return null;
  const payload: RoundPayload = {
    kind: "choice",
    prompt: PROMPT,
    context: { ref: puzzle.ref, text: puzzle.text },
    options: publicOptions(puzzle.options),
    multi: true,
  };
  return { roundNo, promptKey: puzzle.key, payload, limitMs: state.limitMs };
}

function finishOf(state: PrinciplePuzzleState): Finish {
  return scoredFinish({
    score: state.score,
    maxScore: state.puzzles.length * PRINCIPLE_PUZZLE.exact,
    passed: state.score >= PRINCIPLE_PUZZLE.wellReadAt,
    passTitle: "Well read",
    metrics: { correct: state.exact, puzzles: state.puzzles.length },
    ...(state.bot ? { botTotal: state.bot.total } : {}),
  });
}

function settle(
  state: PrinciplePuzzleState,
  index: number,
  result: NonNullable<PuzzleRound["result"]>,
  judged: ReturnType<typeof judgement>,
): StepOutcome<PrinciplePuzzleState> {
  const puzzle = state.puzzles[index];
  if (!puzzle) throw new InvalidGameInput("This round is not open.");
  const botStep = settleBot(state.bot, index);
  const next: PrinciplePuzzleState = {
    ...state,
    puzzles: state.puzzles.map((item, i) => (i === index ? { ...item, result } : item)),
    current: index + 1,
    score: state.score + result.points,
    exact: state.exact + (result.exact ? 1 : 0),
  };
  if (botStep.bot) next.bot = botStep.bot;
  const reveal: RevealDto = {
    correct: [...puzzle.correctIds],
    picked: [...result.picked],
    explanation: puzzle.explanation,
    refs: [puzzle.ref],
  };
  if (botStep.reveal) reveal.bot = botStep.reveal;
  const done = index + 1 >= state.puzzles.length;
  return {
    state: next,
    judgement: judged,
    reveal,
    roundDone: true,
    next: done ? null : roundOf(next, index + 2),
    ...(done ? { finish: finishOf(next) } : {}),
  };
}

export const principlePuzzleEngine: GameEngine<PrinciplePuzzleState> = {
  gameIds: ["principle_puzzle"],
  totalRounds: (state) => state.puzzles.length,

  async start(_gameId, ctx) {
    const puzzles: PuzzleRound[] = [];
    for (const puzzle of orderPuzzles(ctx.rng, ctx.difficulty)) {
      if (puzzles.length >= PRINCIPLE_PUZZLE.puzzles) break;
      const text = await ctx.deps.verseText(puzzle.ref);
      if (text === null) continue;
      puzzles.push(buildPuzzle(ctx.rng, ctx.difficulty, puzzle, text));
    }
    const state: PrinciplePuzzleState = {
      mode: ctx.mode,
      difficulty: ctx.difficulty,
      limitMs: ctx.difficulty === "hard" ? PRINCIPLE_PUZZLE.hardSeconds * 1000 : null,
      puzzles,
      current: 0,
      score: 0,
      exact: 0,
    };
    if (ctx.mode === "bot") {
      const accuracy = PALACE_QUIZ.botAccuracy[ctx.difficulty];
      const answers = puzzles.map(() => {
        const correct = ctx.rng.next() < accuracy;
        return { correct, points: correct ? PRINCIPLE_PUZZLE.exact : PRINCIPLE_PUZZLE.perPick };
      });
      state.bot = { answers, total: 0 };
    }
    return { state, round: roundOf(state, 1) };
  },

  round: roundOf,

  score(state): RunScoreDto {
    const score: RunScoreDto = {
      score: state.score,
      maxScore: state.puzzles.length * PRINCIPLE_PUZZLE.exact,
      correct: state.exact,
    };
    if (state.bot) score.bot = { total: state.bot.total };
    return score;
  },

  answer(state, roundNo, input) {
    const index = assertOpenRound(state.current, state.puzzles.length, roundNo);
    const puzzle = state.puzzles[index];
    if (!puzzle) throw new InvalidGameInput("This round is not open.");
    onlyFields(input, ["choices"]);
    const ids = [...new Set(input.choices ?? [])];
    if (ids.length === 0) throw new InvalidGameInput("Tick at least one principle.");
    const picked = ids.map((id) => optionById(puzzle.options, id).id);
    const correctPicks = picked.filter((id) => puzzle.correctIds.includes(id)).length;
    const wrongPicks = picked.length - correctPicks;
    const total = puzzle.correctIds.length;
    const exact = correctPicks === total && wrongPicks === 0;
    const points = principleScore(correctPicks, wrongPicks, exact);
    const checks: Check[] = [
      { id: "found", ok: correctPicks === total, label: `${correctPicks} of ${total} principles found` },
      {
        id: "wrong",
        ok: wrongPicks === 0,
        label: wrongPicks === 0 ? "No wrong picks" : `${wrongPicks} wrong pick${wrongPicks === 1 ? "" : "s"}`,
      },
    ];
    const feedback = exact
      ? `Exactly right: every principle and nothing else. +${points} points.`
      : points > 0
        ? `Partly right. Each right pick earns ${PRINCIPLE_PUZZLE.perPick} and each wrong pick costs as much: +${points} points.`
        : "No points this time: wrong picks cancel right ones. See which principles apply below.";
    const judged = judgement(exact ? "pass" : points > 0 ? "partial" : "fail", points, feedback, checks);
    return settle(state, index, { picked, points, exact }, judged);
  },

  timeout(state, roundNo) {
    const index = assertOpenRound(state.current, state.puzzles.length, roundNo);
    return settle(state, index, { picked: [], points: 0, exact: false }, timeoutJudgement(null));
  },
};
