/**
 * How the hunts word their data (games.md §4.20): pure, so each wording is tested once. Times come from an explicit
 * `now` on the server's clock (the page ticks it).
 */
import type { HuntCardState, HuntClueTypeId, HuntDifficultyId } from "@common/schemas/hunts";
import { cardTimeLeft, msLeft } from "./hunt-clock";

export const huntDifficultyLabels: Record<HuntDifficultyId, string> = {
  beginner: "Beginner",
  pro: "Pro",
  scholar: "Scholar",
};

/** The badge colours of §4.20: green beginner, orange pro, red scholar (always with the word beside it). */
export const huntDifficultyTones: Record<HuntDifficultyId, string> = {
  beginner: "border-emerald-300 bg-emerald-50 text-emerald-800",
  pro: "border-orange-300 bg-orange-50 text-orange-800",
  scholar: "border-red-300 bg-red-50 text-red-800",
};

export const huntClueTypeLabels: Record<HuntClueTypeId, string> = {
  theme: "Theme",
  room: "Palace room",
  principle: "Principle",
  verse: "Verse",
  person: "Person",
  symbol: "Symbol",
};

/** What each hint takes off the clue's worth (§4.20: 100 − 25 × hints − 5 × wrong tries, at least 25). */
export const huntHintCost = 25;

/** "5 clues · 24 h". */
export const cluesLabel = (clueCount: number) => `${clueCount} ${clueCount === 1 ? "clue" : "clues"} · 24 h`;

/** "Clue 3 of 7". */
export const clueProgress = (clueNo: number, total: number) => `Clue ${clueNo} of ${total}`;

/** What a list card shows for the member's state on an edition. */
export type CardStateView =
  | { kind: "join"; label: "Join hunt" }
  | { kind: "continue"; label: "Continue"; detail: string; expired: boolean }
  | { kind: "result"; label: "View result"; detail: string }
  | { kind: "expired"; label: "Time expired" }
  | { kind: "closed"; label: "Closed" };

/**
 * A card's state in words. A "continue" whose deadline has passed on the server's clock (the list was read before
 * it) already says "Time expired": the page it opens shows the expired hunt.
 */
export function cardStateView(state: HuntCardState, offsetMs: number, deviceNow: number): CardStateView {
  switch (state.kind) {
    case "join":
      return { kind: "join", label: "Join hunt" };
    case "continue": {
      const left = msLeft(state.deadlineAt, offsetMs, deviceNow);
      return {
        kind: "continue",
        label: "Continue",
        detail: `${clueProgress(state.clueNo, state.total)} · ${cardTimeLeft(left)}`,
        expired: left === 0,
      };
    }
    case "result":
      return { kind: "result", label: "View result", detail: `${state.score} pts` };
    case "expired":
      return { kind: "expired", label: "Time expired" };
    case "closed":
      return { kind: "closed", label: "Closed" };
  }
}

/** The play page of an edition. */
export const huntHref = (huntId: string) => `/treasure-hunt/${encodeURIComponent(huntId)}`;

/** The share link of §4.20: `{origin}/treasure-hunt/{id}?ref={code}` (no `ref` without a referral code). */
export function huntShareUrl(origin: string, huntId: string, referralCode: string | null): string {
  const url = `${origin}${huntHref(huntId)}`;
  return referralCode ? `${url}?ref=${encodeURIComponent(referralCode)}` : url;
}

/** The score line of a finished hunt, whose score includes the completion bonus: "420 pts (incl. +50 bonus)". */
export const scoreLabel = (score: number, bonus: number) =>
  bonus > 0 ? `${score} pts (incl. +${bonus} bonus)` : `${score} pts`;

/** "Hint 1 (−25)": the button's text with the cost the clue will lose. */
export const hintButtonLabel = (level: 1 | 2, cost = huntHintCost) => `Hint ${level} (−${cost})`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a URL segment can name an edition (the server's ids are UUIDs): anything else is not found at once. */
export const isHuntId = (value: string | undefined): value is string =>
  value !== undefined && uuidPattern.test(value);

/** The intro's first 120 characters as a card shows them: an ellipsis when the text was cut mid-sentence. */
export const previewText = (preview: string) => {
  const text = preview.trimEnd();
  return /[.!?…"'”’)]$/.test(text) || text === "" ? text : `${text}…`;
};
