// The numbers and strings of the treasure hunts (games.md §4.20, §3.8, §3.12, §3.13), in one place. The browser gets
// what it shows from the DTOs (deadlines, worth, messages), so these stay on the server.
import type { HuntClueTypeId, HuntDifficultyId } from "@common/schemas/hunts";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const HUNT_RULES = {
  /** From joining to the deadline. */
  playMs: 24 * HOUR,
  /** Today's edition is ranked for joins within this long after it is published. */
  rankedWindowMs: 24 * HOUR,
  /** The hunt day (and each edition) starts at 06:00 UTC. */
  dayStartHourUtc: 6,
  /** §3.13: the admin fast clock divides every time limit by this. */
  fastClockFactor: 60,
  /** §3.6: an answer up to this long after the deadline still counts (network delay). */
  graceMs: 2000,
  /** At most this many wrong tries per clue in the window (then 429). */
  wrongTriesPerWindow: 10,
  wrongTriesWindowMs: 15 * MINUTE,
  /** Clue score: max(floor, full − hint × hints − wrong × wrong tries). */
  clue: { full: 100, hint: 25, wrong: 5, floor: 25 },
  /** Completion bonus by time from joining to the last clue. */
  bonus: [
    { withinMs: 1 * HOUR, points: 50 },
    { withinMs: 4 * HOUR, points: 25 },
  ],
  /** §3.8 ledger points for a completed hunt, by difficulty. */
  ledgerPoints: { beginner: 20, pro: 25, scholar: 30 } satisfies Record<HuntDifficultyId, number>,
  /** A verse answer may name at most this many verses (R2 for hunts). */
  maxVersesInAnswer: 3,
  /** Editions a fresh database publishes before today's, so the Archive has content. */
  backfillDays: 6,
  /** A hunt is not published again within this many days (today included). */
  noRepeatDays: 30,
  /** Archive cards on the list, newest first. */
  archiveSize: 60,
  introPreviewLength: 120,
  leaderboardSize: 10,
} as const;

export const huntMessages = {
  wrong: "Not quite. Try again or take a hint",
  expired: "This hunt's 24 hours are over",
  completed: "You've already found this treasure.",
  notFound: "This hunt was not found.",
  notJoined: "Join the hunt to answer its clues.",
  clueSolved: "You've already solved this clue.",
  clueNotOpen: "That clue isn't open yet.",
  hintOrder: "Take Hint 1 first.",
  noBoard: "This hunt has no leaderboard: only a daily edition joined on its day is ranked.",
  verseNeeded: "Type a Bible reference with chapter and verse, e.g. John 1:29.",
  fastClockRefused: "The fast clock is a test hook for admins and is refused here.",
  tooManyGuesses: (minutes: number) =>
    `Too many guesses on this clue. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  archivePlan: "Archive hunts are included in Premium.",
} as const;

/** The answer field's placeholder by clue type. */
export const cluePlaceholders: Record<HuntClueTypeId, string> = {
  theme: "a word or short phrase",
  room: "a room name or tag",
  principle: "a principle's name or code",
  verse: "e.g. John 1:29",
  person: "a person's name",
  symbol: "a symbol or what it stands for",
};

/** What a clue is worth now: max(25, 100 − 25 × hints − 5 × wrong tries). */
export function clueWorth(hintsUsed: number, wrongTries: number): number {
  const { full, hint, wrong, floor } = HUNT_RULES.clue;
  return Math.max(floor, full - hint * hintsUsed - wrong * wrongTries);
}

/** A time limit under the fast clock (§3.13) or not. */
export const limitMs = (ms: number, fastClock: boolean) =>
  fastClock ? Math.round(ms / HUNT_RULES.fastClockFactor) : ms;

/** +50 within 1 hour of joining, +25 within 4 hours (limits shortened by the fast clock like every other). */
export function completionBonus(elapsedMs: number, fastClock: boolean): number {
  return HUNT_RULES.bonus.find((step) => elapsedMs <= limitMs(step.withinMs, fastClock))?.points ?? 0;
}
