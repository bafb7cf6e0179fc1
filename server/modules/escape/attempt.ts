// One member's attempt at an escape room (games.md §4.21) as a pure state machine over the clock: locks answered in
// order with three tries each, partial points offered to accept or retry, hints with the mode's price, the reuse
// of a principle charged a point, Floor Race's 6-minute cap per lock and the attempt's deadline ("The doors
// sealed"). The service keeps the state in the database and calls `settle` before every read or write, so a
// deadline passed while nobody was looking is applied exactly as if the server had been watching.
import { ESCAPE_ROOM, GAME_LIMITS, type EscapeDifficultyId, type EscapeModeId } from "@common/games/rules";
import { bookByOsis } from "@common/bible/books";
import { parseReferenceField } from "@common/games/judge/rules";
import type { Rng } from "@server/modules/games/rng";
import { puzzleById } from "./assemble";
import { gradeLock, type GradedLock, type LockAnswer } from "./grade";

export type LockStatus = "open" | "waiting" | "perfect" | "partial" | "broken" | "timed_out";

export interface LockState {
  puzzleId: string;
  final: boolean;
  status: LockStatus;
  /** Graded submissions so far (3 at most). */
  tries: number;
  points: number;
  /** After a partial: the points on offer ("Take {n} points and continue"). */
  pendingPartial: number | null;
  /** Hint levels taken on this lock: 1 = the typology note, 2 = the book of an expected reference. */
  hints: number;
  /** The six principle options in this attempt's order (the right one among five from the same room). */
  options: string[];
  principle: string | null;
  reuseCharged: boolean;
  /** When this lock opened (Floor Race's cap counts from here). */
  openedAt: string | null;
}

export interface AttemptState {
  mode: EscapeModeId;
  difficulty: EscapeDifficultyId;
  locks: LockState[];
  /** Index of the open lock; equals locks.length once every lock is done. */
  current: number;
  hintsUsed: number;
  /** Hint prices and principle reuse, taken off the locks' points (never below 0). */
  penalties: number;
  startedAt: string;
  deadlineAt: string;
  fastClock: boolean;
  status: "active" | "escaped" | "sealed";
  finishedAt: string | null;
  bonus: number;
}

export class EscapeRefusal extends Error {
  constructor(
    readonly code: "attempt_finished" | "wrong_lock" | "no_partial" | "no_hints" | "invalid_input",
    message: string,
  ) {
    super(message);
  }
}

const modeRules = (state: Pick<AttemptState, "mode">) => ESCAPE_ROOM.modes[state.mode];
const scaled = (ms: number, fastClock: boolean) =>
  fastClock ? Math.ceil(ms / GAME_LIMITS.fastClockDivisor) : ms;

export function lockPoints(state: AttemptState, lock: LockState): { perfect: number; partial: number } {
  const rules = modeRules(state);
  return lock.final ? rules.final : rules.points;
}

export function hintLimit(state: AttemptState): number {
  return modeRules(state).hints.max[state.difficulty];
}

export function lockCapMs(state: AttemptState): number | null {
  const cap = modeRules(state).lockCapMs;
  return cap === null ? null : scaled(cap, state.fastClock);
}

export function startAttempt(
  room: { mode: EscapeModeId; difficulty: EscapeDifficultyId; puzzleIds: string[]; hasFinal: boolean },
  now: Date,
  rng: Rng,
  fastClock = false,
): AttemptState {
  const limit = scaled(modeRules(room).limitMs[room.difficulty], fastClock);
  const locks = room.puzzleIds.map((puzzleId, index): LockState => {
    const puzzle = puzzleById(puzzleId);
    return {
      puzzleId,
      final: room.hasFinal && index === room.puzzleIds.length - 1,
      status: index === 0 ? "open" : "waiting",
      tries: 0,
      points: 0,
      pendingPartial: null,
      hints: 0,
      options: rng
        .shuffle([puzzle.principle, ...puzzle.principleOptions])
        .slice(0, ESCAPE_ROOM.principleOptions),
      principle: null,
      reuseCharged: false,
      openedAt: index === 0 ? now.toISOString() : null,
    };
  });
  return {
    mode: room.mode,
    difficulty: room.difficulty,
    locks,
    current: 0,
    hintsUsed: 0,
    penalties: 0,
    startedAt: now.toISOString(),
    deadlineAt: new Date(now.getTime() + limit).toISOString(),
    fastClock,
    status: "active",
    finishedAt: null,
    bonus: 0,
  };
}

/** The locks' points less the penalties, never below 0; plus the escape bonus once escaped. */
export function attemptScore(state: AttemptState): number {
  const earned = state.locks.reduce((sum, lock) => sum + lock.points, 0);
  return Math.max(0, earned - state.penalties) + state.bonus;
}

function openNext(state: AttemptState, at: Date): AttemptState {
  const current = state.current + 1;
  const locks = state.locks.map((lock, index) =>
    index === current ? { ...lock, status: "open" as const, openedAt: at.toISOString() } : lock,
  );
  if (current < locks.length) return { ...state, locks, current };
  // Every lock finished before the deadline: escaped, with +1 per full minute left (at most 15).
  const minutesLeft = Math.floor((new Date(state.deadlineAt).getTime() - at.getTime()) / 60_000);
  return {
    ...state,
    locks,
    current,
    status: "escaped",
    finishedAt: at.toISOString(),
    bonus: Math.max(0, Math.min(ESCAPE_ROOM.escapeBonusMax, minutesLeft)),
  };
}

function closeLock(state: AttemptState, status: LockStatus, points: number, at: Date): AttemptState {
  const locks = state.locks.map((lock, index) =>
    index === state.current ? { ...lock, status, points, pendingPartial: null } : lock,
  );
  return openNext({ ...state, locks }, at);
}

/**
 * Applies the clock: Floor Race locks over their cap fail in turn (each next lock opening when the last one's cap
 * ran out), and at the deadline the attempt is sealed with the points earned so far and no bonus.
 */
export function settle(state: AttemptState, now: Date): AttemptState {
  let next = state;
  const deadline = new Date(state.deadlineAt).getTime();
  const cap = lockCapMs(state);
  while (next.status === "active" && cap !== null) {
    const lock = next.locks[next.current];
    if (!lock?.openedAt) break;
    const capEnds = new Date(lock.openedAt).getTime() + cap;
    if (now.getTime() <= capEnds + GAME_LIMITS.graceMs || capEnds >= deadline) break;
    next = closeLock(next, "timed_out", 0, new Date(capEnds));
  }
  if (next.status === "active" && now.getTime() > deadline + GAME_LIMITS.graceMs) {
    const locks = next.locks.map((lock, index) =>
      index === next.current ? { ...lock, status: "timed_out" as const, pendingPartial: null } : lock,
    );
    next = { ...next, locks, status: "sealed", finishedAt: state.deadlineAt };
  }
  return next;
}

function openLock(state: AttemptState, lockNo: number): LockState {
  if (state.status !== "active")
    throw new EscapeRefusal(
      "attempt_finished",
      state.status === "sealed" ? "The doors sealed." : "You escaped.",
    );
  const lock = state.locks[state.current];
  if (!lock || lockNo !== state.current + 1)
    throw new EscapeRefusal("wrong_lock", `Lock ${lockNo} is not the open lock.`);
  return lock;
}

export interface AnswerOutcome {
  state: AttemptState;
  graded: GradedLock;
  /** What happened to the lock: opened perfectly, a partial on offer, a try lost, broken open, or partial taken. */
  result: "perfect" | "partial_offered" | "partial_taken" | "failed" | "broken";
  triesLeft: number;
  /** Set once the lock is closed without being solved: the expected references and the note are revealed. */
  revealed: { expectedRefs: string[]; typologyNote: string } | null;
}

export function answerLock(
  state: AttemptState,
  lockNo: number,
  answer: LockAnswer,
  now: Date,
): AnswerOutcome {
  const lock = openLock(state, lockNo);
  const puzzle = puzzleById(lock.puzzleId);
  if (!lock.options.includes(answer.principle))
    throw new EscapeRefusal("invalid_input", "Choose one of the six principles.");
  const graded = gradeLock(puzzle, answer);
  const previous = state.locks[state.current - 1];
  const reuse =
    !lock.reuseCharged && previous?.principle !== undefined && previous.principle === answer.principle;
  const tries = lock.tries + 1;
  const triesLeft = ESCAPE_ROOM.attemptsPerLock - tries;
  const points = lockPoints(state, lock);
  const updated: LockState = {
    ...lock,
    tries,
    principle: answer.principle,
    reuseCharged: lock.reuseCharged || reuse,
  };
  let next: AttemptState = {
    ...state,
    penalties: state.penalties + (reuse ? ESCAPE_ROOM.principleReuseCost : 0),
    locks: state.locks.map((existing, index) => (index === state.current ? updated : existing)),
  };
  const reveal = { expectedRefs: [...puzzle.expectedRefs], typologyNote: puzzle.typologyNote };

  if (graded.grade === "perfect")
    return {
      state: closeLock(next, "perfect", points.perfect, now),
      graded,
      result: "perfect",
      triesLeft,
      revealed: null,
    };
  if (graded.grade === "partial" && points.partial > 0) {
    if (triesLeft === 0)
      return {
        state: closeLock(next, "partial", points.partial, now),
        graded,
        result: "partial_taken",
        triesLeft,
        revealed: reveal,
      };
    next = {
      ...next,
      locks: next.locks.map((existing, index) =>
        index === state.current ? { ...existing, pendingPartial: points.partial } : existing,
      ),
    };
    return { state: next, graded, result: "partial_offered", triesLeft, revealed: null };
  }
  if (triesLeft === 0)
    return {
      state: closeLock(next, "broken", 0, now),
      graded,
      result: "broken",
      triesLeft,
      revealed: reveal,
    };
  next = {
    ...next,
    locks: next.locks.map((existing, index) =>
      index === state.current ? { ...existing, pendingPartial: null } : existing,
    ),
  };
  return { state: next, graded, result: "failed", triesLeft, revealed: null };
}

/** "Take {n} points and continue" after a partial. */
export function acceptPartial(state: AttemptState, lockNo: number, now: Date): AttemptState {
  const lock = openLock(state, lockNo);
  if (lock.pendingPartial === null)
    throw new EscapeRefusal("no_partial", "There are no partial points to take.");
  return closeLock(state, "partial", lock.pendingPartial, now);
}

/** The open lock's next hint: 1 the typology note, 2 the book of an expected reference; each at the mode's price. */
export function takeHint(
  state: AttemptState,
  lockNo: number,
): { state: AttemptState; level: 1 | 2; text: string; cost: number } {
  const lock = openLock(state, lockNo);
  if (lock.hints >= 2) throw new EscapeRefusal("no_hints", "This lock has no more hints.");
  if (state.hintsUsed >= hintLimit(state))
    throw new EscapeRefusal("no_hints", `You have used all ${hintLimit(state)} hints.`);
  const level = (lock.hints + 1) as 1 | 2;
  const cost = modeRules(state).hints.cost;
  const next: AttemptState = {
    ...state,
    hintsUsed: state.hintsUsed + 1,
    penalties: state.penalties + cost,
    locks: state.locks.map((existing, index) =>
      index === state.current ? { ...existing, hints: level } : existing,
    ),
  };
  return { state: next, level, text: hintText(lock, level), cost };
}

/** A hint's text, for a lock that has taken it (shown again on every read). */
export function hintText(lock: LockState, level: 1 | 2): string {
  const puzzle = puzzleById(lock.puzzleId);
  if (level === 1) return puzzle.typologyNote;
  const first = puzzle.expectedRefs[0] ?? "";
  const osis = parseReferenceField(first)?.ranges[0]?.start.book;
  const book = osis ? bookByOsis(osis)?.name : undefined;
  return `One verse that opens this lock is in ${book ?? first.replace(/\s*\d.*$/, "")}.`;
}
