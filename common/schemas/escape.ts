/**
 * The escape-room API contract (games.md §4.21): request schemas the server validates with and the DTOs it returns.
 * A lock is sent without its expected references, partial list or correct principle; those are revealed only when
 * the lock breaks open or the attempt ends.
 */
import { z } from "zod";
import {
  ESCAPE_ROOM,
  escapeDifficulties,
  escapeModes,
  type EscapeDifficultyId,
  type EscapeModeId,
} from "../games/rules";
import { text } from "./text";

export const escapeRoomIdParam = z.strictObject({ roomId: z.uuid() });
export const escapeAttemptIdParam = z.strictObject({ attemptId: z.uuid() });

/** "Build a room": a mode, a palace room (Room-as-Room) or a category (Gauntlet), and a difficulty. */
export const buildEscapeRoomInput = z
  .strictObject({
    mode: z.enum(escapeModes as [EscapeModeId, ...EscapeModeId[]]),
    difficulty: z.enum(escapeDifficulties as [EscapeDifficultyId, ...EscapeDifficultyId[]]),
    roomTag: text().min(1).max(12).optional(),
    category: z.enum(ESCAPE_ROOM.gauntletCategories).optional(),
  })
  .refine((input) => input.mode !== "room" || input.roomTag !== undefined, {
    message: "Choose a palace room.",
    path: ["roomTag"],
  })
  .refine((input) => input.mode !== "gauntlet" || input.category !== undefined, {
    message: "Choose a category.",
    path: ["category"],
  });
export type BuildEscapeRoomInput = z.output<typeof buildEscapeRoomInput>;

export const startEscapeAttemptInput = z.strictObject({
  options: z
    .strictObject({
      /** Test hook (§3.13), admins on a non-production server only: every limit divided by 60. */
      fastClock: z.boolean().optional(),
    })
    .optional(),
});
export type StartEscapeAttemptInput = z.output<typeof startEscapeAttemptInput>;

export const escapeAnswerInput = z.strictObject({
  lockNo: z.int().min(1).max(20),
  refs: z
    .array(text().max(120, "Keep each reference under 120 characters."))
    .min(1, "Give at least one reference.")
    .max(ESCAPE_ROOM.maxRefLines, `Give at most ${ESCAPE_ROOM.maxRefLines} references.`),
  justification: text().max(2000, "Keep your justification under 2,000 characters."),
  principle: text().min(1, "Choose the principle you used.").max(200),
});
export type EscapeAnswerInput = z.output<typeof escapeAnswerInput>;

export const escapeLockInput = z.strictObject({ lockNo: z.int().min(1).max(20) });
export type EscapeLockInput = z.output<typeof escapeLockInput>;

// ── DTOs ───────────────────────────────────────────────────────────────────────────────────────────────────

export type EscapeCardState =
  | { kind: "start" }
  | { kind: "resume"; lockNo: number; total: number; deadlineAt: string }
  | { kind: "escaped"; score: number }
  | { kind: "sealed"; score: number };

export interface EscapeRoomCardDto {
  id: string;
  title: string;
  mode: EscapeModeId;
  modeLabel: string;
  difficulty: EscapeDifficultyId;
  /** The chosen palace room (Room-as-Room) or category (Gauntlet); Floor Race climbs every floor. */
  target: { roomTag: string; roomName: string } | { category: string } | { floors: number };
  lockCount: number;
  limitMs: number;
  kind: "weekly" | "built";
  ranked: boolean;
  /** Weekly rooms: until the next Monday 00:00 UTC. */
  availableUntil: string | null;
  state: EscapeCardState;
}

export interface EscapeListDto {
  weekly: EscapeRoomCardDto[];
  /** Rooms this member built (newest first). */
  built: EscapeRoomCardDto[];
  /** Free: browse only. Essential: 1 start a UTC day (`startsLeftToday`); Premium/trial/student: unlimited (null). */
  canPlay: boolean;
  startsLeftToday: number | null;
  /** Choices for "Build a room". */
  rooms: Array<{ tag: string; name: string; floor: number }>;
  categories: string[];
  /** The admin-only "Draft puzzles with AI" action: shown only when the server confirms the role and a model. */
  canDraft: boolean;
  referralCode: string | null;
  serverNow: string;
}

export interface EscapeLockDto {
  lockNo: number;
  total: number;
  /** "Escape lock", "Boss lock" or "Summit lock" for the final lock; null otherwise. */
  finalLabel: string | null;
  /** Floor Race: the floor badge. */
  floor: number | null;
  roomTag: string;
  roomName: string;
  prompt: string;
  /** Six principles in this attempt's order (the right one and five from the same room). */
  principleOptions: string[];
  points: { perfect: number; partial: number };
  triesLeft: number;
  /** After a partial: "Take {n} points and continue". */
  pendingPartial: number | null;
  /** Hints taken on this lock, shown again on every read. */
  hints: Array<{ level: 1 | 2; text: string }>;
  /** Floor Race: when this lock's 6-minute cap runs out. */
  capEndsAt: string | null;
}

export interface EscapeLockSummaryDto {
  lockNo: number;
  roomTag: string;
  roomName: string;
  status: "waiting" | "open" | "perfect" | "partial" | "broken" | "timed_out";
  points: number;
  /** Revealed once the lock is closed without a perfect answer, or when the attempt has ended. */
  expectedRefs: string[] | null;
  conclusionLine: string | null;
}

export interface EscapeAttemptDto {
  attemptId: string;
  room: EscapeRoomCardDto;
  status: "active" | "escaped" | "sealed";
  startedAt: string;
  deadlineAt: string;
  serverNow: string;
  /** The open lock (null once the attempt has ended). */
  lock: EscapeLockDto | null;
  locks: EscapeLockSummaryDto[];
  score: number;
  hintsUsed: number;
  hintsMax: number;
  hintCost: number;
  /** Once ended: the bonus, the time, the room's biblical conclusion, the rank and the ledger points. */
  summary: {
    bonus: number;
    elapsedMs: number;
    total: number;
    conclusion: string;
    ranked: boolean;
    rank: number | null;
    points: number;
  } | null;
}

/** GET /api/escape/rooms/:roomId — the room and this member's attempt, if any (a shared link shows Start). */
export interface EscapeRoomDetailDto {
  room: EscapeRoomCardDto;
  attempt: EscapeAttemptDto | null;
  canPlay: boolean;
  startsLeftToday: number | null;
  serverNow: string;
}

export interface EscapeAnswerDto {
  result: "perfect" | "partial_offered" | "partial_taken" | "failed" | "broken";
  grade: "perfect" | "partial" | "fail";
  checks: Array<{ id: "reference" | "principle" | "justification"; ok: boolean; label: string }>;
  invalidRefs: string[];
  triesLeft: number;
  revealed: { expectedRefs: string[]; typologyNote: string } | null;
  attempt: EscapeAttemptDto;
}

export interface EscapeHintDto {
  level: 1 | 2;
  text: string;
  cost: number;
  attempt: EscapeAttemptDto;
}

export interface EscapeLeaderboardDto {
  roomId: string;
  entries: Array<{
    rank: number;
    displayName: string;
    avatarUrl: string | null;
    level: number;
    score: number;
    elapsedMs: number;
    isMe: boolean;
  }>;
  me: { rank: number; score: number; elapsedMs: number } | null;
}
