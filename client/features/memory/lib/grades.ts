// Suggested grades of the Verse Memory Hall's modes (screens §5.8) and the mode ladder. The member may
// always change the suggestion before confirming; the server schedules from the grade alone.
import type { ReviewRating } from "@common/schemas/palace";
import type { MemoryStatus } from "@common/schemas/bible";

export const MEMORY_MODES = [
  "flashcard",
  "first-letters",
  "fade-out",
  "scramble",
  "type-it",
  "reference",
] as const;
export type MemoryMode = (typeof MEMORY_MODES)[number];

export const modeLabels: Record<MemoryMode, string> = {
  flashcard: "Flashcard",
  "first-letters": "First letters",
  "fade-out": "Fade out",
  scramble: "Scramble",
  "type-it": "Type it",
  reference: "Reference recall",
};

export const isMemoryMode = (value: unknown): value is MemoryMode =>
  typeof value === "string" && (MEMORY_MODES as readonly string[]).includes(value);

/** A pause longer than this between two letters counts as hesitating (no Easy). */
export const HESITATION_MS = 3000;

/**
 * From an accuracy between 0 and 1: ≥ 95% Good (Easy when the member never hesitated), 80–94% Hard,
 * below 80% Again. Accuracy is rounded to whole percent first, so 94.6% reads as 95%.
 */
export function suggestFromAccuracy(
  accuracy: number,
  options: { hesitated?: boolean; easyAllowed?: boolean } = {},
): ReviewRating {
  const percent = Math.round(accuracy * 100);
  if (percent >= 95) return options.easyAllowed && !options.hesitated ? "easy" : "good";
  if (percent >= 80) return "hard";
  return "again";
}

/** Scramble: in order at the first check → Good; in order after a wrong check → Hard; gave up → Again. */
export function suggestFromScramble(result: { solved: boolean; checks: number }): ReviewRating {
  if (!result.solved) return "again";
  return result.checks <= 1 ? "good" : "hard";
}

/** Type it and Reference recall: right → Good, otherwise Again. */
export const suggestFromMatch = (correct: boolean): ReviewRating => (correct ? "good" : "again");

/**
 * The ladder read → first letters → fade out → type it: the step a card is ready for, from its successful
 * repetitions and whether its interval has reached the memorized mark (21 days).
 */
export function ladderMode(card: { reps: number; status: MemoryStatus }): MemoryMode {
  if (card.status === "memorized" || card.reps >= 6) return "type-it";
  if (card.reps >= 4) return "fade-out";
  if (card.reps >= 2) return "first-letters";
  return "flashcard";
}

/** "in 6 days", "in 1 day", "in 3 hours", "in 10 minutes" — how far a due date is from now. */
export function nextDueLabel(dueAt: string | Date, now: Date = new Date()): string {
  const ms = new Date(dueAt).getTime() - now.getTime();
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  const plural = (n: number, unit: string) => `in ${n} ${unit}${n === 1 ? "" : "s"}`;
  if (ms < hour) return plural(Math.max(1, Math.round(ms / minute)), "minute");
  if (ms < day) return plural(Math.round(ms / hour), "hour");
  return plural(Math.round(ms / day), "day");
}
