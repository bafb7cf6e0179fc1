/**
 * The treasure-hunt API contract (games.md §4.20): request schemas the server validates with and the DTOs it
 * returns. A clue is sent only once it is reached, without its accepted answers; hint 2 only once asked for; the
 * final verse and conclusion only at the end (completed or expired).
 */
import { z } from "zod";
import { text } from "./text";

export const huntDifficulties = ["beginner", "pro", "scholar"] as const;
export type HuntDifficultyId = (typeof huntDifficulties)[number];
export const huntClueTypes = ["theme", "room", "principle", "verse", "person", "symbol"] as const;
export type HuntClueTypeId = (typeof huntClueTypes)[number];

export const huntIdParam = z.strictObject({ huntId: z.uuid() });

export const joinHuntInput = z.strictObject({
  options: z
    .strictObject({
      /** Test hook (§3.13), admins on a non-production server only: the 24 hours become 24 minutes. */
      fastClock: z.boolean().optional(),
    })
    .optional(),
});
export type JoinHuntInput = z.output<typeof joinHuntInput>;

export const huntAnswerInput = z.strictObject({
  clueNo: z.int().min(1).max(8),
  answer: text().min(1, "Type an answer.").max(200, "Keep your answer under 200 characters."),
});
export type HuntAnswerInput = z.output<typeof huntAnswerInput>;

export const huntHintInput = z.strictObject({
  clueNo: z.int().min(1).max(8),
  level: z.union([z.literal(1), z.literal(2)]),
});
export type HuntHintInput = z.output<typeof huntHintInput>;

export const huntListQuery = z.strictObject({
  difficulty: z.enum(huntDifficulties).optional(),
});

// ── DTOs ───────────────────────────────────────────────────────────────────────────────────────────────────

export type HuntParticipationStatus = "active" | "completed" | "expired";

/** The member's own state on an edition, as a list card shows it. */
export type HuntCardState =
  | { kind: "join" }
  | { kind: "continue"; clueNo: number; total: number; deadlineAt: string }
  | { kind: "result"; score: number }
  | { kind: "expired" }
  /** Today's edition closed to new joiners (24 h after publishing) and not joined. */
  | { kind: "closed" };

/** One edition on the list page. */
export interface HuntCardDto {
  /** The edition id: `/treasure-hunt/{id}`. */
  id: string;
  title: string;
  category: string;
  difficulty: HuntDifficultyId;
  clueCount: number;
  /** The first 120 characters of the introduction. */
  introPreview: string;
  /** The UTC day of the edition (YYYY-MM-DD) and when it was published (06:00 UTC). */
  editionDate: string;
  publishedAt: string;
  /** Today's edition: ranked, joinable until `joinableUntil`. */
  ranked: boolean;
  joinableUntil: string | null;
  state: HuntCardState;
}

export interface HuntListDto {
  today: HuntCardDto | null;
  archive: HuntCardDto[];
  /** What this member's plan allows: Essential plays today's edition, Premium/trial/student the archive too. */
  canPlayToday: boolean;
  canPlayArchive: boolean;
  /** For the share link `{origin}/treasure-hunt/{id}?ref={code}`. */
  referralCode: string | null;
  /** The admin-only "Draft hunt with AI": true only when the server confirms the admin role and a model answers. */
  canDraft?: boolean;
  serverNow: string;
}

/** A clue as the player sees it: never its accepted answers; hint 2 only once asked for. */
export interface HuntClueDto {
  n: number;
  type: HuntClueTypeId;
  text: string;
  /** The answer field's placeholder, by type ("e.g. John 1:29", "a room name or tag"). */
  placeholder: string;
  hintsUsed: number;
  hint1: string | null;
  hint2: string | null;
  wrongTries: number;
  /** What this clue is still worth: max(25, 100 − 25 × hints − 5 × wrong tries). */
  worth: number;
}

export interface SolvedClueDto {
  n: number;
  type: HuntClueTypeId;
  text: string;
  /** The answer as the player gave it. */
  answer: string;
  explanation: string;
  points: number;
}

export interface HuntResultDto {
  status: "completed" | "expired";
  score: number;
  /** Completion bonus: +50 within 1 hour, +25 within 4 hours. */
  bonus: number;
  elapsedMs: number | null;
  finalRef: string;
  /** The final verse's KJV text. */
  finalText: string;
  conclusion: string;
  /** Ranked editions: the member's place on the edition's board. */
  rank: number | null;
  /** Ledger points awarded (§3.8: 20, +5 pro, +10 scholar), 0 when capped or expired. */
  points: number;
  /** True when the UTC day's game-points caps cut the points ("Daily points cap reached"); always sent. */
  pointsCapped?: boolean;
}

export interface HuntPlayDto {
  edition: {
    id: string;
    title: string;
    category: string;
    difficulty: HuntDifficultyId;
    intro: string;
    clueCount: number;
    ranked: boolean;
    editionDate: string;
    publishedAt: string;
    joinableUntil: string | null;
  };
  /** Null until the member joins (a shared link shows the intro and Join hunt). */
  participation: {
    status: HuntParticipationStatus;
    /** Joined within today's edition's 24-hour window: on the edition's board once completed; always sent. */
    ranked?: boolean;
    joinedAt: string;
    deadlineAt: string;
    score: number;
    /** The clue to answer now (null once finished). */
    current: HuntClueDto | null;
    solved: SolvedClueDto[];
    result: HuntResultDto | null;
  } | null;
  /** Whether Join hunt can be pressed, and why not ("plan": the upgrade prompt; "closed": today's window passed). */
  canJoin: boolean;
  joinBlocked: "plan" | "closed" | null;
  serverNow: string;
}

export interface HuntAnswerDto {
  correct: boolean;
  /** The toast: the explanation when right, "Not quite. Try again or take a hint" when wrong. */
  message: string;
  explanation?: string;
  nextClue?: HuntClueDto | null;
  completed?: boolean;
  result?: HuntResultDto;
  hunt: HuntPlayDto;
}

export interface HuntHintDto {
  level: 1 | 2;
  text: string;
  /** Points the clue lost for it (25). */
  cost: number;
  hunt: HuntPlayDto;
}

export interface HuntLeaderboardDto {
  editionId: string;
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
