import type { EscapeDifficultyId } from "@common/games/rules";
import {
  type AdventureDraftDto,
  type AdventureDraftKind,
  adventureDraftKinds,
  adventureDraftMessages,
  type AdventureDraftStatus,
  type CreateAdventureDraftInput,
} from "@common/schemas/adventure-drafts";
import type { HuntClueTypeId, HuntDifficultyId } from "@common/schemas/hunts";

/** The form's kind from the address (`?kind=puzzle`, from the escape list's panel); anything else is a hunt. */
export function draftKindOf(value: string | null): AdventureDraftKind {
  return adventureDraftKinds.find((kind) => kind === value) ?? "hunt";
}

export const draftKindLabels: Record<AdventureDraftKind, string> = {
  hunt: "Treasure hunt",
  puzzle: "Escape puzzle",
};

export const draftStatusLabels: Record<AdventureDraftStatus, string> = {
  pending: "Waiting for review",
  approved: "Approved",
  rejected: "Rejected",
};

export const huntDifficultyLabels: Record<HuntDifficultyId, string> = {
  beginner: "Beginner",
  pro: "Pro",
  scholar: "Scholar",
};

export const puzzleDifficultyLabels: Record<EscapeDifficultyId, string> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
  pro: "Pro",
};

export const clueTypeLabels: Record<HuntClueTypeId, string> = {
  theme: "Theme",
  room: "Room",
  principle: "Principle",
  verse: "Verse",
  person: "Person",
  symbol: "Symbol",
};

/** "prophecy" → "Prophecy". */
export const categoryLabel = (category: string) =>
  category ? `${category.charAt(0).toUpperCase()}${category.slice(1)}` : category;

/** What the form holds: every field of both kinds, so switching kinds keeps what was chosen. */
export interface DraftFormValues {
  kind: AdventureDraftKind;
  huntDifficulty: HuntDifficultyId;
  theme: string;
  roomTag: string;
  puzzleDifficulty: EscapeDifficultyId;
  category: string;
}

/** The request body for the chosen kind: empty optional fields are left out. */
export function draftRequestOf(values: DraftFormValues): CreateAdventureDraftInput {
  if (values.kind === "hunt") {
    const theme = values.theme.trim();
    return { kind: "hunt", difficulty: values.huntDifficulty, ...(theme && { theme }) };
  }
  return {
    kind: "puzzle",
    roomTag: values.roomTag,
    difficulty: values.puzzleDifficulty,
    ...(values.category && { category: values.category as "prophecy" | "sanctuary" | "gospel" }),
  };
}

/** Why Approve is unavailable, or null when it is offered. */
export function approveBlockedReason(draft: Pick<AdventureDraftDto, "status" | "problems" | "canApprove">) {
  if (draft.canApprove) return null;
  if (draft.status !== "pending") return adventureDraftMessages.notPending;
  if (draft.problems.length > 0) return adventureDraftMessages.hasProblems;
  return null;
}

/** A draft's heading: the hunt's title, or the puzzle's room. */
export function draftTitle(draft: AdventureDraftDto): string {
  return draft.kind === "hunt" ? draft.hunt.title : `${draft.puzzle.roomName} puzzle`;
}

/** What was asked for, without the kind the card already names: "puzzle · BL · easy" → "BL · easy". */
export function requestDetail(requestLabel: string): string {
  const detail = requestLabel.replace(/^(hunt|puzzle)( · )?/, "");
  return detail ? `Asked for: ${detail}` : "";
}

const dateFormat = (locale?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** "Approved · 3 May 2025, 14:05 UTC", or "Waiting for review" while pending. */
export function decisionLine(
  draft: Pick<AdventureDraftDto, "status" | "reviewedAt">,
  locale?: string,
): string {
  const label = draftStatusLabels[draft.status];
  if (draft.status === "pending" || !draft.reviewedAt) return label;
  return `${label} · ${dateFormat(locale).format(new Date(draft.reviewedAt))} UTC`;
}

/** "Drafted 3 May 2025, 14:05 UTC". */
export const draftedLine = (createdAt: string, locale?: string) =>
  `Drafted ${dateFormat(locale).format(new Date(createdAt))} UTC`;

/** The pending drafts' count for the list heading: "2 waiting for review", "Nothing waiting for review". */
export function pendingSummary(drafts: Pick<AdventureDraftDto, "status">[]): string {
  const pending = drafts.filter((draft) => draft.status === "pending").length;
  if (pending === 0) return "Nothing waiting for review.";
  return `${pending.toLocaleString("en-US")} waiting for review.`;
}
