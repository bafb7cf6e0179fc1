/**
 * Equation Builder (games.md §4.9): answer a doctrine question with an "equation" of palace codes and operators
 * (operand, operator, operand — 3 or 5 pieces, no operand twice), then explain it; 16 points over 8 prompts win.
 * Each prompt deals 12 pieces from the 23 operands (5 dimensions, 4 walls, 8 articles, 6 zones) and the 6
 * operators, with at least 2 of the prompt's expected operands and at least 3 operators among them. The prompts'
 * order is shuffled at start and every deal is seeded from the run, so a run replays exactly from its seed.
 */
import {
  articleCodes,
  dimensionCodes,
  operatorCodes,
  type SymbolCode,
  symbolOf,
  wallCodes,
  zoneCodes,
} from "@common/games/pt-symbols";
import { EQUATION_BUILDER } from "@common/games/rules";
import { type Check, feedbackFromChecks, type Judgement, type Verdict } from "@common/games/judge/types";
import { isEcho, isMentioned } from "@common/games/judge/rules";
import type { RevealDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import type { EquationPrompt, OperandCode } from "@server/modules/games/content/card-types";
import { equationPrompts } from "@server/modules/games/content/equation-prompts";
import { createRng } from "@server/modules/games/rng";
import { assertOpenRound } from "../choice-kit";
import {
  type Difficulty,
  type Finish,
  type GameEngine,
  InvalidGameInput,
  type RoundSpec,
  type StepOutcome,
} from "../types";
import {
  answerText,
  cardDto,
  cardGuideLine,
  type CardRunHelpers,
  citedReferences,
  difficultyRules,
  echoJudgement,
  freshHelpers,
  invalidReferenceChecks,
  redealsLeft,
  rulesJudgement,
  suggestionOf,
  useRedeal,
  useSuggestion,
  withAiJudge,
  wordsCheck,
  wordsIn,
} from "./kit";

export type OperatorPiece = (typeof operatorCodes)[number];
export type EquationPiece = OperandCode | OperatorPiece;

/** The 23 operands a prompt's pieces are drawn from (§4.9). */
export const equationOperands: readonly OperandCode[] = [
  ...dimensionCodes,
  ...wallCodes,
  ...articleCodes,
  ...zoneCodes,
];

export const isOperatorPiece = (code: string): code is OperatorPiece =>
  (operatorCodes as readonly string[]).includes(code);

export interface EquationState {
  difficulty: Difficulty;
  limitMs: number | null;
  /** Every deal is seeded from this and the deal's number. */
  seed: string;
  deals: number;
  /** Every prompt id in the run's shuffled order; `promptAt` is the current one (a new prompt moves on). */
  promptOrder: string[];
  promptAt: number;
  /** The current prompt's 12 pieces, in the order shown. */
  pieces: EquationPiece[];
  /** Prompts judged (timeouts included). */
  answered: number;
  excellent: number;
  score: number;
  helpers: CardRunHelpers;
  finished: boolean;
}

export function promptOf(state: Pick<EquationState, "promptOrder" | "promptAt">): EquationPrompt {
  const id = state.promptOrder[state.promptAt % state.promptOrder.length];
  const prompt = equationPrompts.find((entry) => entry.id === id);
  if (!prompt) throw new Error(`Unknown equation prompt ${id}`);
  return prompt;
}

// ── Dealing ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The prompt's 12 pieces: 2 of its expected operands and 3 operators for certain, 7 more from everything left,
 * shuffled together. Seeded by the run and the deal's number.
 */
export function dealPieces(prompt: EquationPrompt, seed: string): EquationPiece[] {
  const rng = createRng(seed);
  const expected = rng.pick(prompt.expectedOperands, EQUATION_BUILDER.minExpected);
  const operators = rng.pick(operatorCodes, EQUATION_BUILDER.minOperators);
  const sure: EquationPiece[] = [...expected, ...operators];
  const rest = rng.pick(
    [...equationOperands, ...operatorCodes].filter((code) => !sure.includes(code)),
    EQUATION_BUILDER.pieces - sure.length,
  );
  return rng.shuffle([...sure, ...rest]);
}

function deal(state: EquationState): EquationState {
  const deals = state.deals + 1;
  return { ...state, deals, pieces: dealPieces(promptOf(state), `${state.seed}:deal:${deals}`) };
}

// ── Rounds ────────────────────────────────────────────────────────────────────────────────────────────────

function roundOf(state: EquationState, roundNo: number): RoundSpec | null {
  if (state.finished || roundNo !== state.answered + 1) return null;
  const rules = difficultyRules(EQUATION_BUILDER.baseWords, state.difficulty);
  const prompt = promptOf(state);
  const payload: RoundPayload = {
    kind: "equation",
    prompt: prompt.question,
    pieces: state.pieces.map(cardDto),
    lengths: [...EQUATION_BUILDER.lengths],
    minWords: rules.minWords,
    redealsLeft: redealsLeft(state.helpers),
    suggestion: suggestionOf(state.helpers, state.difficulty, roundNo),
    status: [
      { label: "Score", value: `${state.score} / ${EQUATION_BUILDER.maxScore}` },
      { label: "Prompt", value: `${state.answered + 1} / ${EQUATION_BUILDER.prompts}` },
      { label: "Win at", value: String(EQUATION_BUILDER.winAt) },
    ],
  };
  return {
    roundNo,
    promptKey: `prompt:${prompt.id}|pieces:${state.pieces.join(" ")}`,
    payload,
    limitMs: state.limitMs,
  };
}

// ── The grammar (the gate: 422 when it does not hold) ─────────────────────────────────────────────────────

/**
 * Why an equation cannot be submitted, or null when it can: 3 or 5 pieces from those dealt, operand and operator
 * alternating (it starts and ends with an operand), no operand twice. Operators may repeat.
 */
export function grammarError(cards: readonly string[], pieces: readonly string[]): string | null {
  if (!(EQUATION_BUILDER.lengths as readonly number[]).includes(cards.length))
    return "Build an equation of 3 or 5 pieces: operand, operator, operand.";
  if (!cards.every((code) => pieces.includes(code))) return "Use the pieces dealt for this prompt.";
  const alternates = cards.every((code, index) => isOperatorPiece(code) === (index % 2 === 1));
  if (!alternates)
    return "Alternate operand, operator, operand: the equation starts and ends with an operand.";
  const operands = cards.filter((_, index) => index % 2 === 0);
  if (new Set(operands).size !== operands.length) return "Use each operand once.";
  return null;
}

// ── Judging ───────────────────────────────────────────────────────────────────────────────────────────────

/** §4.9 points: pass 3 (+1 for a 5-piece equation), partial 1, fail 0. */
export function equationPoints(verdict: Verdict, length: number): number {
  const bonus = verdict === "pass" && length === 5 ? EQUATION_BUILDER.longBonus : 0;
  return EQUATION_BUILDER.points[verdict] + bonus;
}

/** §4.9 quality: pass excellent, partial good, fail weak. */
export const equationQuality = (verdict: Verdict): NonNullable<Judgement["quality"]> =>
  verdict === "pass" ? "excellent" : verdict === "partial" ? "good" : "weak";

const verdictNames: Readonly<Record<Verdict, string>> = { pass: "Excellent", partial: "Good", fail: "Weak" };

export interface EquationVerdict {
  judgement: Judgement;
  hardGateFailed: boolean;
  /** The equation's operands in the prompt's expected set. */
  relevant: string[];
  /** The equation's operands the explanation mentions (R4). */
  mentioned: string[];
}

/**
 * The rules judge of §4.9 over an equation that already meets the grammar: relevance (at least 2 operands
 * expected) and explanation (every operand mentioned, the word minimum met): both pass, one partial, none fail.
 * An echo (R7) or an invalid reference fails outright. Pure: exported for the table tests.
 */
export function judgeEquation(
  input: { cards: readonly string[]; text: string },
  prompt: EquationPrompt,
  ctx: { difficulty: Difficulty; history: readonly string[]; prompt: string },
): EquationVerdict {
  if (isEcho(input.text, ctx.history, ctx.prompt))
    return {
      judgement: { ...echoJudgement(), quality: "weak" },
      hardGateFailed: true,
      relevant: [],
      mentioned: [],
    };

  const minWords = difficultyRules(EQUATION_BUILDER.baseWords, ctx.difficulty).minWords;
  const operands = input.cards.filter((_, index) => index % 2 === 0);
  const expected = prompt.expectedOperands as readonly string[];
  const relevant = operands.filter((code) => expected.includes(code));
  const mentioned = operands.filter((code) => isMentioned(input.text, symbolOf(code as SymbolCode)));
  const missing = operands.filter((code) => !mentioned.includes(code));
  const words = wordsIn(input.text);
  const cited = citedReferences(input.text);

  const relevance = relevant.length >= EQUATION_BUILDER.relevantOperands;
  const explained = missing.length === 0 && words >= minWords;
  const checks: Check[] = [
    { id: "equation", ok: true, label: `Equation ${input.cards.join(" ")}` },
    {
      id: "relevance",
      ok: relevance,
      label: relevance
        ? `${relevant.length} operands fit the question (${relevant.join(", ")})`
        : `${relevant.length} of ${EQUATION_BUILDER.relevantOperands} operands fit the question`,
    },
    ...operands.map((code) => ({
      id: `operand-${code}`,
      ok: mentioned.includes(code),
      label: mentioned.includes(code) ? `${code} mentioned` : `The operand ${code} is not mentioned`,
    })),
    wordsCheck(words, minWords),
    ...invalidReferenceChecks(cited.invalid),
  ];
  const referencesOk = cited.invalid.length === 0;
  const verdict: Verdict = !referencesOk
    ? "fail"
    : relevance && explained
      ? "pass"
      : relevance || explained
        ? "partial"
        : "fail";
  const points = equationPoints(verdict, input.cards.length);
  const tip = !referencesOk
    ? "cite only verses that exist"
    : missing[0]
      ? `name the operand ${missing[0]} in your explanation and say what it adds`
      : words < minWords
        ? `write at least ${minWords} words`
        : !relevance
          ? "build with operands that answer this question directly"
          : input.cards.length === 3
            ? "a 5-piece equation earns a bonus point"
            : undefined;
  const lead = `${verdictNames[verdict]}: ${points > 0 ? `+${points}` : "no points"}.`;
  return {
    judgement: {
      ...rulesJudgement(verdict, points, `${lead} ${feedbackFromChecks(checks, tip)}`, checks),
      quality: equationQuality(verdict),
    },
    // §3.5: an invalid reference, an operand not mentioned or too few words keep the rules judgement.
    hardGateFailed: !referencesOk || !explained,
    relevant,
    mentioned,
  };
}

/** The equation (the grammar is the gate: 422 when it does not hold) and the explanation. */
function readPlay(state: EquationState, input: RoundInput): { cards: EquationPiece[]; text: string } {
  const cards = input.cards ?? [];
  const error = grammarError(cards, state.pieces);
  if (error) throw new InvalidGameInput(error);
  return { cards: cards as EquationPiece[], text: answerText(input) };
}

// ── Settling ──────────────────────────────────────────────────────────────────────────────────────────────

function finishOf(state: EquationState): Finish {
  const won = state.score >= EQUATION_BUILDER.winAt;
  return {
    score: state.score,
    maxScore: EQUATION_BUILDER.maxScore,
    won,
    metric: state.score,
    title: won ? "Master builder" : "Keep building",
    metrics: {
      score: state.score,
      prompts: state.answered,
      excellent: state.excellent,
      rounds: state.answered,
      perfectRounds: state.excellent,
    },
  };
}

/** The verses a model explanation cites (Easy's suggestion shows the first two). */
export const modelVerses = (prompt: EquationPrompt): string[] =>
  citedReferences(prompt.modelExplanation).valid.map((found) => found.label);

function revealOf(prompt: EquationPrompt): RevealDto {
  return {
    explanation: `A model equation: ${prompt.modelEquation.join(" ")}. Operands this question draws on: ${prompt.expectedOperands.join(", ")}.`,
    correct: [...prompt.expectedOperands],
    refs: modelVerses(prompt),
    model: prompt.modelExplanation,
  };
}

/** One prompt settled: points, the next prompt with new pieces, or the result. */
function settlePrompt(state: EquationState, judged: Judgement): StepOutcome<EquationState> {
  const prompt = promptOf(state);
  const final: Judgement = { ...judged, quality: equationQuality(judged.verdict) };
  let next: EquationState = {
    ...state,
    promptAt: state.promptAt + 1,
    answered: state.answered + 1,
    excellent: state.excellent + (final.verdict === "pass" ? 1 : 0),
    score: state.score + final.points,
    helpers: { ...state.helpers, suggestion: null },
  };
  const done = next.answered >= EQUATION_BUILDER.prompts;
  next = done ? { ...next, finished: true } : deal(next);
  return {
    state: next,
    judgement: final,
    reveal: revealOf(prompt),
    roundDone: true,
    next: done ? null : roundOf(next, next.answered + 1),
    ...(done ? { finish: finishOf(next) } : {}),
  };
}

function guidanceOf(prompt: EquationPrompt, cards: readonly string[]): string {
  const pieces = cards.map(cardGuideLine);
  return [
    `Question: ${prompt.question}`,
    `The equation's pieces:\n${pieces.join("\n")}`,
    `Operands a sound answer draws on: ${prompt.expectedOperands.join(", ")}.`,
    `Model equation: ${prompt.modelEquation.join(" ")}. Model explanation: ${prompt.modelExplanation}`,
    "Judge whether the equation makes theological sense as an answer to the question, and whether the explanation shows how its pieces fit together.",
  ].join("\n");
}

export const equationBuilderEngine: GameEngine<EquationState> = {
  gameIds: ["equation-builder"],
  totalRounds: () => EQUATION_BUILDER.prompts,

  start(_gameId, ctx) {
    const difficulty = ctx.difficulty;
    const state = deal({
      difficulty,
      limitMs: difficulty === "hard" ? EQUATION_BUILDER.hardSeconds * 1000 : null,
      seed: String(ctx.rng.int(2 ** 31)),
      deals: 0,
      promptOrder: ctx.rng.shuffle(equationPrompts.map((prompt) => prompt.id)),
      promptAt: 0,
      pieces: [],
      answered: 0,
      excellent: 0,
      score: 0,
      helpers: freshHelpers(),
      finished: false,
    });
    return Promise.resolve({ state, round: roundOf(state, 1) });
  },

  round: roundOf,

  score(state): RunScoreDto {
    return { score: state.score, maxScore: EQUATION_BUILDER.maxScore };
  },

  answer(state, roundNo, input, ctx) {
    assertOpenRound(state.answered, EQUATION_BUILDER.prompts, roundNo);
    if (state.finished) throw new InvalidGameInput("This round is not open.");
    const play = readPlay(state, input);
    const prompt = promptOf(state);
    const verdict = judgeEquation(play, prompt, {
      difficulty: state.difficulty,
      history: ctx.history,
      prompt: prompt.question,
    });
    return withAiJudge(
      ctx,
      {
        gameId: "equation-builder",
        promptKey: `${prompt.id}|${play.cards.join(" ")}`,
        prompt: `${prompt.question}\nThe player's equation: ${play.cards.join(" ")}.`,
        guidance: guidanceOf(prompt, play.cards),
        answer: play.text,
        rules: verdict.judgement,
        hardGateFailed: verdict.hardGateFailed,
        pointsFor: (final) => equationPoints(final, play.cards.length),
      },
      (judged) => settlePrompt(state, judged),
    );
  },

  timeout(state) {
    const judged = rulesJudgement("fail", 0, "Time's up: no equation for this prompt, no points.", [
      { id: "time", ok: false, label: "No answer before the prompt's clock ran out" },
    ]);
    return settlePrompt(state, judged);
  },

  action(state, action) {
    if (state.finished) throw new InvalidGameInput("This game has ended.");
    const roundNo = state.answered + 1;
    let next: EquationState;
    if (action.type === "redeal") {
      // A new prompt: the next question in the run's order, with new pieces.
      next = deal({ ...state, helpers: useRedeal(state.helpers), promptAt: state.promptAt + 1 });
    } else if (action.type === "hint") {
      const refs = modelVerses(promptOf(state));
      next = { ...state, helpers: useSuggestion(state.helpers, state.difficulty, roundNo, refs) };
    } else throw new InvalidGameInput("This game has no such action.");
    const reissue = roundOf(next, roundNo);
    if (!reissue) throw new InvalidGameInput("This round is not open.");
    return { state: next, roundDone: false, reissue };
  },
};
