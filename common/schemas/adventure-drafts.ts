/**
 * The admin's "Draft with AI" for treasure hunts and escape puzzles (games.md §4.20, §4.21 "AI adds"): what an admin
 * asks for, and the drafts as the review page shows them. Admins see the answers (accepted answers, expected
 * references, the principle): that is what they review. Players never reach these routes.
 */
import { z } from "zod";
import { ESCAPE_ROOM, escapeDifficulties, type EscapeDifficultyId } from "../games/rules";
import { huntDifficulties, type HuntClueTypeId, type HuntDifficultyId } from "./hunts";
import { text } from "./text";

export const adventureDraftKinds = ["hunt", "puzzle"] as const;
export type AdventureDraftKind = (typeof adventureDraftKinds)[number];
export const adventureDraftStatuses = ["pending", "approved", "rejected"] as const;
export type AdventureDraftStatus = (typeof adventureDraftStatuses)[number];

export const adventureDraftLimits = { theme: 120, note: 500 } as const;

export const adventureDraftMessages = {
  unavailable: "Drafting needs an AI model. Set one up in the server's AI settings.",
  hasProblems: "This draft has problems. Draft another one instead of approving it.",
  notPending: "This draft was already reviewed.",
  unreadable: "The model's draft could not be read. Try again.",
} as const;

export const createAdventureDraftInput = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("hunt"),
    difficulty: z.enum(huntDifficulties),
    theme: text().trim().max(adventureDraftLimits.theme).optional(),
  }),
  z.strictObject({
    kind: z.literal("puzzle"),
    roomTag: text().trim().min(1, "Choose a palace room.").max(12),
    difficulty: z.enum(escapeDifficulties as [EscapeDifficultyId, ...EscapeDifficultyId[]]),
    category: z.enum(ESCAPE_ROOM.gauntletCategories).optional(),
  }),
]);
export type CreateAdventureDraftInput = z.output<typeof createAdventureDraftInput>;

export const adventureDraftIdParam = z.strictObject({ id: z.uuid() });
export const rejectAdventureDraftInput = z.strictObject({
  note: text().trim().max(adventureDraftLimits.note).optional(),
});
export type RejectAdventureDraftInput = z.output<typeof rejectAdventureDraftInput>;

// ── DTOs ───────────────────────────────────────────────────────────────────────────────────────────────────

export interface DraftHuntClueDto {
  n: number;
  type: HuntClueTypeId;
  text: string;
  accepted: string[];
  hint1: string;
  hint2: string;
  explanation: string;
}

export interface DraftHuntDto {
  id: string;
  title: string;
  difficulty: HuntDifficultyId;
  category: string;
  intro: string;
  clues: DraftHuntClueDto[];
  finalRef: string;
  conclusion: string;
}

export interface DraftPuzzleDto {
  id: string;
  mode: string[];
  roomTag: string;
  roomName: string;
  category: string | null;
  floor: number;
  difficulty: EscapeDifficultyId;
  prompt: string;
  expectedRefs: string[];
  partialRefs: string[];
  principle: string;
  principleOptions: string[];
  typologyNote: string;
  conclusionLine: string;
}

interface AdventureDraftBase {
  id: string;
  status: AdventureDraftStatus;
  problems: string[];
  /** What the admin asked for, e.g. "hunt · beginner · the Lamb". */
  requestLabel: string;
  createdAt: string;
  reviewedAt: string | null;
  reviewNote: string | null;
  /** Approve is offered only for a pending draft without problems (the server refuses the rest with 409). */
  canApprove: boolean;
}

export type AdventureDraftDto =
  | (AdventureDraftBase & { kind: "hunt"; hunt: DraftHuntDto })
  | (AdventureDraftBase & { kind: "puzzle"; puzzle: DraftPuzzleDto });

export interface AdventureDraftListDto {
  /** Pending first (newest first), then the most recently reviewed. */
  drafts: AdventureDraftDto[];
  canDraft: boolean;
  /** Choices for a puzzle draft. */
  rooms: Array<{ tag: string; name: string; floor: number }>;
}

export interface AdventureDraftStatusDto {
  canDraft: boolean;
}
