/**
 * How the escape rooms word their data (games.md §4.21): pure, so each wording is tested once. The numbers come from
 * `ESCAPE_ROOM` (common/games/rules.ts), the table the server plays by; times come from an explicit `now` on the
 * server's clock (the page ticks it).
 */
import {
  ESCAPE_ROOM,
  escapeDifficulties,
  type EscapeDifficultyId,
  type EscapeModeId,
} from "@common/games/rules";
import type {
  EscapeAnswerDto,
  EscapeCardState,
  EscapeLockSummaryDto,
  EscapeRoomCardDto,
} from "@common/schemas/escape";
import { countdownSeconds, formatClock, limitLabel, msLeft } from "./escape-clock";

export const escapeDifficultyLabels: Record<EscapeDifficultyId, string> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
  pro: "Pro",
};

/** Badge colours, always with the word beside them. */
export const escapeDifficultyTones: Record<EscapeDifficultyId, string> = {
  easy: "border-emerald-300 bg-emerald-50 text-emerald-800",
  medium: "border-sky-300 bg-sky-50 text-sky-800",
  hard: "border-orange-300 bg-orange-50 text-orange-800",
  pro: "border-red-300 bg-red-50 text-red-800",
};

export const escapeModeLabel = (mode: EscapeModeId) => ESCAPE_ROOM.modes[mode].label;

export const gauntletCategoryLabels: Record<string, string> = {
  prophecy: "Prophecy",
  sanctuary: "Sanctuary",
  gospel: "Gospel",
};
export const categoryLabel = (category: string) =>
  gauntletCategoryLabels[category] ?? category.charAt(0).toUpperCase() + category.slice(1);

const span = (values: readonly number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
};
const byDifficulty = <T>(table: Record<EscapeDifficultyId, T>) => escapeDifficulties.map((id) => table[id]);
const hintWord = (n: number) => (n === 1 ? "hint" : "hints");

/** How many hints a mode allows, with the exception spelled out ("2 hints, 3 on easy"). */
function hintsAllowed(mode: EscapeModeId): string {
  const max = ESCAPE_ROOM.modes[mode].hints.max;
  const usual = max.medium;
  const odd = escapeDifficulties.filter((id) => max[id] !== usual);
  const extra = odd.map((id) => `${max[id]} on ${escapeDifficultyLabels[id].toLowerCase()}`).join(", ");
  return `${usual} ${hintWord(usual)}${extra ? ` (${extra})` : ""} at −${ESCAPE_ROOM.modes[mode].hints.cost} each`;
}

/** The list page's one line per mode: structure, time, points and hints, from the rules table. */
export function modeSummary(mode: EscapeModeId): string {
  const rules = ESCAPE_ROOM.modes[mode];
  const locks = span(byDifficulty(rules.locks));
  const limits = byDifficulty(rules.limitMs);
  const time =
    Math.min(...limits) === Math.max(...limits)
      ? limitLabel(limits[0] ?? 0)
      : `${span(limits.map((ms) => ms / 60_000))} min`;
  const points = `${rules.points.perfect} points a lock (${rules.points.partial} partial), ${rules.final.perfect} for the ${rules.final.label.toLowerCase()}`;
  switch (mode) {
    case "room":
      return `One palace room, ${locks} locks and a final escape lock in ${time}; ${points}; ${hintsAllowed(mode)}.`;
    case "gauntlet":
      return `Prophecy, sanctuary or gospel: ${locks} locks, each from a different room, with a boss lock at pro, in ${time}; ${points}; ${hintsAllowed(mode)}.`;
    case "floor-race":
      return `One lock per floor, from floor 1 up to floor ${span(byDifficulty(rules.locks))}, then the summit, in ${time} with ${formatClock((rules.lockCapMs ?? 0) / 1000)} a lock; ${points}; ${hintsAllowed(mode)}.`;
  }
}

/** A difficulty's structure and time in the build form ("3 locks + escape lock · 45:00 · 3 hints (−3 each)"). */
export function structureLabel(mode: EscapeModeId, difficulty: EscapeDifficultyId): string {
  const rules = ESCAPE_ROOM.modes[mode];
  const n = rules.locks[difficulty];
  const hints = rules.hints.max[difficulty];
  const tail = `${limitLabel(rules.limitMs[difficulty])} · ${hints} ${hintWord(hints)} (−${rules.hints.cost} each)`;
  switch (mode) {
    case "room":
      return `${n} locks + escape lock · ${tail}`;
    case "gauntlet":
      return `${n} locks from ${n} rooms${difficulty === "pro" ? ", the last a boss" : ""} · ${tail}`;
    case "floor-race":
      return `Floors 1–${n} + summit lock · ${tail} · ${formatClock((rules.lockCapMs ?? 0) / 1000)} a lock`;
  }
}

/** What a room climbs or covers: "Story Room (SR)", "Category: Prophecy", "Floors 1–4". */
export function targetLabel(target: EscapeRoomCardDto["target"]): string {
  if ("roomTag" in target) return `${target.roomName} (${target.roomTag})`;
  if ("category" in target) return `Category: ${categoryLabel(target.category)}`;
  return `Floors 1–${target.floors}`;
}

/** "Lock 3 of 5". */
export const lockProgress = (lockNo: number, total: number) => `Lock ${lockNo} of ${total}`;

/** "5 locks" / "1 lock". */
export const locksLabel = (count: number) => `${count} ${count === 1 ? "lock" : "locks"}`;

/** "Hints 1/2 used". */
export const hintsLabel = (used: number, max: number) => `Hints ${used}/${max} used`;

/** "Hint (−3)": the button with the price the score pays. */
export const hintButtonLabel = (cost: number) => `Hint (−${cost})`;

/** "Perfect 8 · Partial 4". */
export const lockPointsLabel = (points: { perfect: number; partial: number }) =>
  `Perfect ${points.perfect} · Partial ${points.partial}`;

/** "2 tries left", "1 try left", "No tries left". */
export const triesLeftLabel = (n: number) =>
  n <= 0 ? "No tries left" : `${n} ${n === 1 ? "try" : "tries"} left`;

/** "12 pts" / "1 pt". */
export const ptsLabel = (points: number) => `${points} ${Math.abs(points) === 1 ? "pt" : "pts"}`;

/** Essential's daily start, from `startsLeftToday` (null: no daily limit, nothing to say). */
export function startsLeftLabel(startsLeftToday: number | null): string | null {
  if (startsLeftToday === null) return null;
  if (startsLeftToday <= 0) return "No starts left today — resuming is free";
  return `${startsLeftToday} ${startsLeftToday === 1 ? "start" : "starts"} left today`;
}

/** What a list card shows for the member's state on a room. */
export type CardStateView =
  | { kind: "start"; label: "Start" }
  | { kind: "resume"; label: "Resume"; detail: string; expired: boolean }
  | { kind: "escaped"; label: string }
  | { kind: "sealed"; label: "Sealed"; detail: string };

/**
 * A card's state in words: Start, Resume ("Lock 3 of 5 · 21:40 left"), "Escaped 38 pts" or Sealed. A resume whose
 * deadline has passed on the server's clock says "time's up": the page it opens shows the sealed room.
 */
export function cardStateView(state: EscapeCardState, offsetMs: number, deviceNow: number): CardStateView {
  switch (state.kind) {
    case "start":
      return { kind: "start", label: "Start" };
    case "resume": {
      const seconds = countdownSeconds(msLeft(state.deadlineAt, offsetMs, deviceNow));
      return {
        kind: "resume",
        label: "Resume",
        detail: `${lockProgress(state.lockNo, state.total)} · ${seconds > 0 ? `${formatClock(seconds)} left` : "time's up"}`,
        expired: seconds === 0,
      };
    }
    case "escaped":
      return { kind: "escaped", label: `Escaped ${ptsLabel(state.score)}` };
    case "sealed":
      return { kind: "sealed", label: "Sealed", detail: ptsLabel(state.score) };
  }
}

/** How the summary marks a lock: ✓ perfect, ◐ partial, ✗ broken or timed out. */
export function lockStatusView(status: EscapeLockSummaryDto["status"]): { mark: string; label: string } {
  switch (status) {
    case "perfect":
      return { mark: "✓", label: "Perfect" };
    case "partial":
      return { mark: "◐", label: "Partial" };
    case "broken":
      return { mark: "✗", label: "Broken open" };
    case "timed_out":
      return { mark: "✗", label: "Timed out" };
    case "open":
      return { mark: "○", label: "Open" };
    case "waiting":
      return { mark: "·", label: "Not reached" };
  }
}

/** The play page of a room. */
export const escapeRoomHref = (roomId: string) => `/escape-room/play/${encodeURIComponent(roomId)}`;

/** The share link: `{origin}/escape-room/play/{id}?ref={code}` (no `ref` without a referral code). */
export function escapeShareUrl(origin: string, roomId: string, referralCode: string | null): string {
  const url = `${origin}${escapeRoomHref(roomId)}`;
  return referralCode ? `${url}?ref=${encodeURIComponent(referralCode)}` : url;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a URL segment can name a room (the server's ids are UUIDs): anything else is not found at once. */
export const isEscapeRoomId = (value: string | undefined): value is string =>
  value !== undefined && uuidPattern.test(value);

/** A result panel's title: what happened to the lock, with its points where it closed. */
export function resultTitle(answer: Pick<EscapeAnswerDto, "result" | "attempt">, lockNo: number): string {
  const points = answer.attempt.locks.find((lock) => lock.lockNo === lockNo)?.points ?? 0;
  switch (answer.result) {
    case "perfect":
      return `Lock ${lockNo} opened — perfect, ${ptsLabel(points)}`;
    case "partial_taken":
      return `Lock ${lockNo} opened — partial, ${ptsLabel(points)}`;
    case "partial_offered":
      return "Partly right";
    case "failed":
      return "Not this time";
    case "broken":
      return `Lock ${lockNo} breaks open — 0 points`;
  }
}

/** "Take 4 points and continue". */
export const takePartialLabel = (points: number) =>
  `Take ${points} ${points === 1 ? "point" : "points"} and continue`;
