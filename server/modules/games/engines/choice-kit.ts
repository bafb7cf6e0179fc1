/**
 * Shared pieces of the choice engines (games.md §4.13, §4.15, §4.17, §4.18): opaque option ids, the single-choice
 * quiz core (Palace Quiz and the four §4.18 choice games), the Palace Bot and result titles. Answer keys stay in
 * the JSON state; payloads carry only ids and labels, and the ids ("o1" … "oN" in a shuffled order) say nothing
 * about which option is right.
 */
import type { Check, Judgement } from "@common/games/judge/types";
import { PALACE_QUIZ, timedPoints } from "@common/games/rules";
import type { OptionDto, RevealDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import type { Rng } from "../rng";
import {
  type AnswerContext,
  type Difficulty,
  type Finish,
  InvalidGameInput,
  type RoundSpec,
  type StepOutcome,
} from "./types";
import { scoredFinish } from "./finish";

// ── Options ───────────────────────────────────────────────────────────────────────────────────────────────

/** One option as the state keeps it: the public id and label, and the content code it stands for. */
export interface StoredOption {
  id: string;
  label: string;
  value: string;
}

/** Shuffles the options and gives them ids "o1" … "oN" in the dealt order, so an id never names an answer. */
export function dealOptions(
  rng: Rng,
  options: ReadonlyArray<{ value: string; label: string }>,
): StoredOption[] {
  return rng
    .shuffle(options)
    .map((option, index) => ({ id: `o${index + 1}`, label: option.label, value: option.value }));
}

export function publicOptions(options: readonly StoredOption[]): OptionDto[] {
  return options.map((option) => ({ id: option.id, label: option.label }));
}

export function optionById(options: readonly StoredOption[], id: string): StoredOption {
  const option = options.find((candidate) => candidate.id === id);
  if (!option) throw new InvalidGameInput("Choose one of the options shown.");
  return option;
}

export function optionByValue(options: readonly StoredOption[], value: string): StoredOption {
  const option = options.find((candidate) => candidate.value === value);
  if (!option) throw new Error(`No option holds ${value}`);
  return option;
}

/** Refuses input fields this engine does not read (the schema allows them all; each engine reads its own). */
export function onlyFields(input: RoundInput, allowed: ReadonlyArray<keyof RoundInput>): void {
  const extra = (Object.keys(input) as Array<keyof RoundInput>).filter(
    (key) => input[key] !== undefined && !allowed.includes(key),
  );
  if (extra.length > 0) throw new InvalidGameInput("This game does not take that kind of answer.");
}

/** The single choice of a round; missing or unknown ids are refused. */
export function readChoice(input: RoundInput, options: readonly StoredOption[]): StoredOption {
  onlyFields(input, ["choice"]);
  if (input.choice === undefined) throw new InvalidGameInput("Choose one of the options.");
  return optionById(options, input.choice);
}

/** The rounds are answered in order; anything else is not this round. */
export function assertOpenRound(current: number, total: number, roundNo: number): number {
  const index = roundNo - 1;
  if (index !== current || index >= total) throw new InvalidGameInput("This round is not open.");
  return index;
}

/** The limit the service timed the round with (the fast clock may shorten it), else the engine's own. */
export function roundLimit(ctx: AnswerContext, own: number | null): number | null {
  return ctx.limitMs ?? own;
}

/** Timed points for a right answer; untimed rounds pay the full 10. */
export function pointsForTime(msLeft: number | null, limitMs: number | null): number {
  if (limitMs === null || limitMs <= 0) return 10;
  return timedPoints(msLeft ?? limitMs, limitMs);
}

export function secondsLeftLabel(msLeft: number | null): string | null {
  if (msLeft === null) return null;
  const seconds = Math.max(0, Math.floor(msLeft / 1000));
  return `${seconds} s left`;
}

// ── The Palace Bot ────────────────────────────────────────────────────────────────────────────────────────

export interface BotAnswer {
  correct: boolean;
  points: number;
}

export interface BotState {
  answers: BotAnswer[];
  /** Points of the rounds revealed so far. */
  total: number;
}

/**
 * Palace Quiz bot: right with the difficulty's accuracy, answering after 5–20 s; a right answer scores like a
 * player's with the time it left. Drawn once at the start from the run's rng (reproducible from the seed).
 */
export function drawTimedBot(rng: Rng, difficulty: Difficulty, count: number, limitMs: number): BotState {
  const [minSeconds, maxSeconds] = PALACE_QUIZ.botSeconds;
  const answers: BotAnswer[] = [];
  for (let i = 0; i < count; i += 1) {
    const correct = rng.next() < PALACE_QUIZ.botAccuracy[difficulty];
    const answerMs = minSeconds * 1000 + rng.int((maxSeconds - minSeconds) * 1000 + 1);
    answers.push({ correct, points: correct ? timedPoints(limitMs - answerMs, limitMs) : 0 });
  }
  return { answers, total: 0 };
}

/** Reveals the bot's answer for a settled round and adds its points. */
export function settleBot(
  bot: BotState | undefined,
  index: number,
): { bot?: BotState; reveal?: RevealDto["bot"] } {
  if (!bot) return {};
  const answer = bot.answers[index] ?? { correct: false, points: 0 };
  const next = { answers: bot.answers, total: bot.total + answer.points };
  return { bot: next, reveal: { correct: answer.correct, points: answer.points, total: next.total } };
}

/** Result title and win for a bot run: the higher total wins, equal totals draw. */

// ── Judgements ────────────────────────────────────────────────────────────────────────────────────────────

export function judgement(
  verdict: Judgement["verdict"],
  points: number,
  feedback: string,
  checks: Check[],
): Judgement {
  return { verdict, points, feedback, checks, source: "rules" };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** A single choice judged right or wrong. */
export function singleChoiceJudgement(
  right: boolean,
  points: number,
  picked: StoredOption,
  answer: StoredOption,
  msLeft: number | null,
): Judgement {
  const time = secondsLeftLabel(msLeft);
  if (right) {
    const checks: Check[] = [{ id: "answer", ok: true, label: answer.label }];
    if (time) checks.push({ id: "time", ok: true, label: time });
    return judgement("pass", points, `Right: ${answer.label}. +${plural(points, "point")}.`, checks);
  }
  return judgement("fail", 0, `Not this one. The answer is ${answer.label}.`, [
    { id: "answer", ok: false, label: `You picked ${picked.label}` },
  ]);
}

export function timeoutJudgement(answerLabel: string | null): Judgement {
  const feedback = answerLabel
    ? `Time's up. The answer is ${answerLabel}.`
    : "Time's up. No points this round.";
  return judgement("fail", 0, feedback, [{ id: "time", ok: false, label: "No answer in time" }]);
}

// ── The single-choice quiz core ───────────────────────────────────────────────────────────────────────────

export interface RoomRef {
  id: string;
  tag: string;
  name: string;
  floor: number;
}

export interface SingleChoiceQuestion {
  key: string;
  prompt: string;
  context?: { ref?: string; text?: string; label?: string };
  options: StoredOption[];
  correctId: string;
  explanation: string;
  refs: string[];
  room?: RoomRef;
  /** Set once the question is settled; `picked` null on a timeout. */
  result?: { picked: string | null; correct: boolean; points: number };
}

export interface SingleChoiceState {
  gameId: string;
  mode: string;
  difficulty: Difficulty;
  limitMs: number | null;
  passAt: number;
  questions: SingleChoiceQuestion[];
  /** Index of the open question (= number settled). */
  current: number;
  score: number;
  correct: number;
  bot?: BotState;
}

export function singleChoiceRound<S extends SingleChoiceState>(state: S, roundNo: number): RoundSpec | null {
  const question = state.questions[roundNo - 1];
  if (!question) return null;
  const payload: RoundPayload = {
    kind: "choice",
    prompt: question.prompt,
    options: publicOptions(question.options),
    multi: false,
  };
  if (question.context) payload.context = { ...question.context };
  return { roundNo, promptKey: question.key, payload, limitMs: state.limitMs };
}

export function singleChoiceScore(state: SingleChoiceState): RunScoreDto {
  const score: RunScoreDto = {
    score: state.score,
    maxScore: state.questions.length * 10,
    correct: state.correct,
  };
  if (state.bot) score.bot = { total: state.bot.total };
  return score;
}

function singleChoiceFinish(state: SingleChoiceState): Finish {
  return scoredFinish({
    score: state.score,
    maxScore: state.questions.length * 10,
    passed: state.correct >= state.passAt,
    passTitle: "Passed",
    metrics: { correct: state.correct, questions: state.questions.length },
    ...(state.bot ? { botTotal: state.bot.total } : {}),
  });
}

function settle<S extends SingleChoiceState>(
  state: S,
  index: number,
  result: NonNullable<SingleChoiceQuestion["result"]>,
  judged: Judgement,
): StepOutcome<S> {
  const question = state.questions[index];
  if (!question) throw new InvalidGameInput("This round is not open.");
  const questions = state.questions.map((item, i) => (i === index ? { ...item, result } : item));
  const botStep = settleBot(state.bot, index);
  const next: S = {
    ...state,
    questions,
    current: index + 1,
    score: state.score + result.points,
    correct: state.correct + (result.correct ? 1 : 0),
  };
  if (botStep.bot) next.bot = botStep.bot;
  const reveal: RevealDto = {
    correct: [question.correctId],
    picked: result.picked === null ? [] : [result.picked],
    explanation: question.explanation,
  };
  if (question.refs.length > 0) reveal.refs = [...question.refs];
  if (question.room) reveal.room = { ...question.room };
  if (botStep.reveal) reveal.bot = botStep.reveal;
  const done = index + 1 >= state.questions.length;
  return {
    state: next,
    judgement: judged,
    reveal,
    roundDone: true,
    next: done ? null : singleChoiceRound(next, index + 2),
    ...(done ? { finish: singleChoiceFinish(next) } : {}),
  };
}

export function singleChoiceAnswer<S extends SingleChoiceState>(
  state: S,
  roundNo: number,
  input: RoundInput,
  ctx: AnswerContext,
): StepOutcome<S> {
  const index = assertOpenRound(state.current, state.questions.length, roundNo);
  const question = state.questions[index];
  if (!question) throw new InvalidGameInput("This round is not open.");
  const picked = readChoice(input, question.options);
  const answer = optionById(question.options, question.correctId);
  const right = picked.id === answer.id;
  const points = right ? pointsForTime(ctx.msLeft, roundLimit(ctx, state.limitMs)) : 0;
  const judged = singleChoiceJudgement(right, points, picked, answer, ctx.msLeft);
  return settle(state, index, { picked: picked.id, correct: right, points }, judged);
}

export function singleChoiceTimeout<S extends SingleChoiceState>(state: S, roundNo: number): StepOutcome<S> {
  const index = assertOpenRound(state.current, state.questions.length, roundNo);
  const question = state.questions[index];
  if (!question) throw new InvalidGameInput("This round is not open.");
  const answer = optionById(question.options, question.correctId);
  return settle(state, index, { picked: null, correct: false, points: 0 }, timeoutJudgement(answer.label));
}
