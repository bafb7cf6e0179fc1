// What the escape-room endpoints return (common/schemas/escape.ts), built from the rows and the attempt's state. A
// lock goes out without its expected references, partial list or right principle; a closed lock shows its
// expected references, and an ended attempt all of them.
import { ESCAPE_ROOM } from "@common/games/rules";
import type {
  EscapeAttemptDto,
  EscapeCardState,
  EscapeLockDto,
  EscapeLockSummaryDto,
  EscapeRoomCardDto,
} from "@common/schemas/escape";
import type { EscapeAttemptRow, EscapeRoomRow } from "@server/db/schema";
import { escapeConclusions } from "@server/modules/games/content/escape-puzzles";
import { puzzleById } from "./assemble";
import { attemptScore, hintLimit, hintText, lockCapMs, lockPoints, type AttemptState } from "./attempt";
import { roomNameOf } from "./titles";

export const attemptState = (row: EscapeAttemptRow) => row.state as unknown as AttemptState;

function cardState(attempt: EscapeAttemptRow | undefined): EscapeCardState {
  if (!attempt) return { kind: "start" };
  const state = attemptState(attempt);
  if (attempt.status === "escaped") return { kind: "escaped", score: attempt.score };
  if (attempt.status === "sealed") return { kind: "sealed", score: attempt.score };
  return {
    kind: "resume",
    lockNo: Math.min(state.current + 1, state.locks.length),
    total: state.locks.length,
    deadlineAt: attempt.deadlineAt.toISOString(),
  };
}

export function presentRoom(
  room: EscapeRoomRow,
  attempt: EscapeAttemptRow | undefined,
  now: Date,
): EscapeRoomCardDto {
  const rules = ESCAPE_ROOM.modes[room.mode];
  const target =
    room.target.mode === "room"
      ? { roomTag: room.target.roomTag, roomName: roomNameOf(room.target.roomTag) }
      : room.target.mode === "gauntlet"
        ? { category: room.target.category }
        : { floors: ESCAPE_ROOM.modes["floor-race"].locks[room.difficulty] };
  return {
    id: room.id,
    title: room.title,
    mode: room.mode,
    modeLabel: rules.label,
    difficulty: room.difficulty,
    target,
    lockCount: room.puzzleIds.length,
    limitMs: rules.limitMs[room.difficulty],
    kind: room.kind,
    ranked: room.kind === "weekly" && room.availableUntil !== null && now < room.availableUntil,
    availableUntil: room.availableUntil?.toISOString() ?? null,
    state: cardState(attempt),
  };
}

function presentLock(state: AttemptState): EscapeLockDto | null {
  const lock = state.locks[state.current];
  if (state.status !== "active" || !lock) return null;
  const puzzle = puzzleById(lock.puzzleId);
  const cap = lockCapMs(state);
  return {
    lockNo: state.current + 1,
    total: state.locks.length,
    finalLabel: lock.final ? ESCAPE_ROOM.modes[state.mode].final.label : null,
    floor: state.mode === "floor-race" ? puzzle.floor : null,
    roomTag: puzzle.roomTag,
    roomName: roomNameOf(puzzle.roomTag),
    prompt: puzzle.prompt,
    principleOptions: lock.options,
    points: lockPoints(state, lock),
    triesLeft: ESCAPE_ROOM.attemptsPerLock - lock.tries,
    pendingPartial: lock.pendingPartial,
    hints: ([1, 2] as const)
      .filter((level) => level <= lock.hints)
      .map((level) => ({ level, text: hintText(lock, level) })),
    capEndsAt:
      cap !== null && lock.openedAt ? new Date(new Date(lock.openedAt).getTime() + cap).toISOString() : null,
  };
}

function presentSummaries(state: AttemptState): EscapeLockSummaryDto[] {
  const ended = state.status !== "active";
  return state.locks.map((lock, index) => {
    const puzzle = puzzleById(lock.puzzleId);
    const closed = lock.status !== "open" && lock.status !== "waiting";
    return {
      lockNo: index + 1,
      roomTag: puzzle.roomTag,
      roomName: roomNameOf(puzzle.roomTag),
      status: lock.status,
      points: lock.points,
      expectedRefs: closed || ended ? [...puzzle.expectedRefs] : null,
      conclusionLine: closed || ended ? puzzle.conclusionLine : null,
    };
  });
}

/** The room's "biblical conclusion": its own paragraph when the bank has one, else the locks' lines together. */
export function conclusionOf(room: EscapeRoomRow, state: AttemptState): string {
  const tag = room.target.mode === "room" ? room.target.roomTag : null;
  const paragraph = tag ? escapeConclusions.find((conclusion) => conclusion.roomTag === tag) : undefined;
  if (paragraph) return paragraph.text;
  return state.locks.map((lock) => puzzleById(lock.puzzleId).conclusionLine).join(" ");
}

export function presentAttempt(
  room: EscapeRoomRow,
  attempt: EscapeAttemptRow,
  now: Date,
  rank: number | null,
): EscapeAttemptDto {
  const state = attemptState(attempt);
  const rules = ESCAPE_ROOM.modes[state.mode];
  return {
    attemptId: attempt.id,
    room: presentRoom(room, attempt, now),
    status: state.status,
    startedAt: state.startedAt,
    deadlineAt: state.deadlineAt,
    serverNow: now.toISOString(),
    lock: presentLock(state),
    locks: presentSummaries(state),
    score: attemptScore(state),
    hintsUsed: state.hintsUsed,
    hintsMax: hintLimit(state),
    hintCost: rules.hints.cost,
    summary:
      state.status === "active"
        ? null
        : {
            bonus: state.bonus,
            elapsedMs: attempt.elapsedMs ?? 0,
            total: attemptScore(state),
            conclusion: conclusionOf(room, state),
            ranked: attempt.ranked,
            rank,
            points: attempt.pointsAwarded,
          },
  };
}
