/**
 * The server side of one game (games.md §3.2): how a run starts, what each round shows, how an answer or an
 * action is judged and when the run ends. Engines are pure over their state (plus the deps they are given):
 * the run service owns the database, the clock, deadlines, idempotency, finishing and points. State is JSON
 * (kept in game_runs.state, never sent); everything a player sees goes through `publicRound`/`board`.
 */
import type { GameModeId } from "@common/games/registry";
import type { Judgement, Verdict } from "@common/games/judge/types";
import type {
  ActionInput,
  BoardDto,
  FlipResultDto,
  PairResultDto,
  RevealDto,
  RoundInput,
  RoundPayload,
  RunScoreDto,
} from "@common/schemas/games";
import type { Rng } from "../rng";

export type Difficulty = "easy" | "normal" | "hard";

/** What engines may read besides their content: Bible text, the member's own data and the optional AI judge. */
export interface EngineDeps {
  /** KJV text of a reference (a verse or a short range); null when the reference does not exist. */
  verseText(ref: string): Promise<string | null>;
  /** The member's saved memory verses (Verse Match custom mode), newest first, as saved. */
  memoryVerses(): Promise<Array<{ ref: string; text: string }>>;
  /**
   * The optional AI judge (games.md §3.5) for games with `aiFeedback`: absent when no model may judge (none
   * configured, paused, or GAMES_AI_DISABLED), and the engine keeps its rules judgement as it is.
   */
  aiJudge?: AiJudge;
}

/** One round for the AI judge (games.md §3.5): everything it needs to refine the rules judgement. */
export interface AiJudgeRequest {
  gameId: string;
  /** The round's content item (RoundSpec.promptKey): with the answer's hash, the judge's cache key. */
  promptKey: string;
  /** The round as the player was asked it. */
  prompt: string;
  /** The curated key and model answer, as guidance for the model (the player sees them after judging). */
  guidance: string;
  /** The player's answer (sent to the model as data, never as instructions). */
  answer: string;
  /** The rules judge's judgement, which always comes first. */
  rules: Judgement;
  /** Invalid reference, missing card, too few words or an echo: the rules judgement stands, no model call. */
  hardGateFailed: boolean;
  /** The game's points table: points are recomputed from the final verdict. */
  pointsFor: (verdict: Verdict) => number;
}

/** Resolves to the round's final judgement: the rules one, or the model's within the clamp (source "ai"). */
export type AiJudge = (request: AiJudgeRequest) => Promise<Judgement>;

export interface StartContext {
  mode: GameModeId;
  difficulty: Difficulty;
  rng: Rng;
  now: Date;
  deps: EngineDeps;
}

export interface RoundSpec {
  roundNo: number;
  /** Which content item (for the audit trail and the AI judge cache); never an answer. */
  promptKey: string;
  payload: RoundPayload;
  /** Per-round server timer; null = untimed. */
  limitMs: number | null;
}

export interface Finish {
  score: number;
  maxScore: number;
  won: boolean;
  /** Leaderboard metric in the registry's direction (score for every game of issue 13). */
  metric: number;
  /** Result title: "Passed", "Keep practising", "VICTORY", "Well read" … */
  title: string;
  metrics: Record<string, number>;
  /** Set by count-up games (from the first flip); otherwise the run's start → end. */
  durationMs?: number;
  /** False for runs that never rank (e.g. a custom board drawn from the bank fallback still ranks; set per sheet). */
  ranked?: boolean;
  /**
   * "timed_out": the run ended by its clock with nothing answered (Chef Challenge, §4.1): the result is kept to show
   * "Time's up", unranked, with no personal best and no points.
   */
  status?: "timed_out";
}

export interface StepOutcome<S> {
  state: S;
  /** The round's settled judgement (or a try's judgement when `roundDone` is false). */
  judgement?: Judgement;
  reveal?: RevealDto | null;
  /** The round is settled; the service issues `next` (or finishes). */
  roundDone: boolean;
  next?: RoundSpec | null;
  /** The same round re-issued with a changed payload (Palace Cards after a wrong first try). */
  reissue?: RoundSpec;
  finish?: Finish;
  flip?: FlipResultDto;
  pair?: PairResultDto;
}

export interface AnswerContext {
  now: Date;
  /** Time left on the round's timer (may be negative within the grace period); null when untimed. */
  msLeft: number | null;
  limitMs: number | null;
  /** The member's earlier text answers in this run (R7). */
  history: string[];
  deps: EngineDeps;
}

export interface GameEngine<S = unknown> {
  /** Registry ids this engine plays. */
  gameIds: readonly string[];
  start(gameId: string, ctx: StartContext): Promise<{ state: S; round: RoundSpec | null; notice?: string }>;
  /** Recomputes the current round's payload (resume); null when the engine has no rounds (boards). */
  round(state: S, roundNo: number): RoundSpec | null;
  /** How many rounds the run has (shown as "Round i of n"); set by the lead when wiring engines. */
  totalRounds?(state: S): number | null;
  /** Memory boards: the public board (faces of matched and face-up cards only). */
  board?(state: S): BoardDto | null;
  score(state: S): RunScoreDto;
  answer?(
    state: S,
    roundNo: number,
    input: RoundInput,
    ctx: AnswerContext,
  ): Promise<StepOutcome<S>> | StepOutcome<S>;
  /** The round's deadline passed with no answer: apply the sheet's timeout rule. */
  timeout?(state: S, roundNo: number): StepOutcome<S>;
  action?(state: S, action: ActionInput, ctx: { now: Date; rng: Rng }): StepOutcome<S>;
}

/** An engine refuses input it cannot use with this error (422 invalid_input, the message shown as is). */
export class InvalidGameInput extends Error {}
