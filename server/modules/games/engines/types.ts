/**
 * The server side of one game (games.md §3.2): how a run starts, what each round shows, how an answer or an
 * action is judged and when the run ends. Engines are pure over their state (plus the deps they are given):
 * the run service owns the database, the clock, deadlines, idempotency, finishing and points. State is JSON
 * (kept in game_runs.state, never sent); everything a player sees goes through `publicRound`/`board`.
 */
import type { GameModeId } from "@common/games/registry";
import type { Judgement } from "@common/games/judge/types";
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

/** What engines may read besides their content: Bible text and the member's own data. */
export interface EngineDeps {
  /** KJV text of a reference (a verse or a short range); null when the reference does not exist. */
  verseText(ref: string): Promise<string | null>;
  /** The member's saved memory verses (Verse Match custom mode), newest first, as saved. */
  memoryVerses(): Promise<Array<{ ref: string; text: string }>>;
}

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
