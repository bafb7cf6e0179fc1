// The daily edition's rules (games.md §4.20 Editions), pure so tests can drive them with any date: the hunt day starts
// at 06:00 UTC; the difficulty rotates beginner → pro → scholar by day number; within a difficulty the next hunt in
// bank order after the last one used, skipping any published in the last 30 days.
import { huntDifficulties, type HuntDifficultyId } from "@common/schemas/hunts";
import { HUNT_RULES } from "./hunt-rules";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** An edition date: the UTC calendar day (YYYY-MM-DD) whose 06:00 starts it. */
export type EditionDate = string;

/** The hunt day `now` falls in: before 06:00 UTC it is still yesterday's. */
export function huntDayOf(now: Date): EditionDate {
  return new Date(now.getTime() - HUNT_RULES.dayStartHourUtc * HOUR_MS).toISOString().slice(0, 10);
}

/** 06:00 UTC of the edition date: when the edition is published and its ranked window opens. */
export function publishedAtOf(date: EditionDate): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + HUNT_RULES.dayStartHourUtc * HOUR_MS);
}

export function addDays(date: EditionDate, days: number): EditionDate {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 (day 0 is a beginner day). */
export function dayNumber(date: EditionDate): number {
  return Math.floor(Date.parse(`${date}T00:00:00.000Z`) / DAY_MS);
}

export function difficultyOf(date: EditionDate): HuntDifficultyId {
  return huntDifficulties[dayNumber(date) % huntDifficulties.length] ?? "beginner";
}

export interface PublishedEdition {
  editionDate: EditionDate;
  huntKey: string;
}

export interface BankHunt {
  id: string;
  difficulty: HuntDifficultyId;
}

/**
 * The hunt to publish on `date`, from the editions published before it. The next hunt of the day's difficulty in
 * bank order after the last one used; any published in the last 30 days (today included) is skipped. When every
 * hunt of the difficulty was used that recently (a bank smaller than the rotation needs), the least recently used
 * one is published.
 */
export function pickHunt(
  date: EditionDate,
  history: readonly PublishedEdition[],
  bank: readonly BankHunt[],
): { huntKey: string; difficulty: HuntDifficultyId } {
  const difficulty = difficultyOf(date);
  const pool = bank.filter((hunt) => hunt.difficulty === difficulty);
  if (pool.length === 0) throw new Error(`the hunt bank has no ${difficulty} hunt`);
  const past = history
    .filter((edition) => edition.editionDate < date)
    .sort((a, b) => (a.editionDate < b.editionDate ? 1 : -1));
  const lastUsed = past.find((edition) => pool.some((hunt) => hunt.id === edition.huntKey));
  const start = lastUsed ? pool.findIndex((hunt) => hunt.id === lastUsed.huntKey) + 1 : 0;
  const ordered = pool.map((_, i) => pool[(start + i) % pool.length] as BankHunt);
  const windowStart = addDays(date, -(HUNT_RULES.noRepeatDays - 1));
  const recent = new Set(
    past.filter((edition) => edition.editionDate >= windowStart).map((edition) => edition.huntKey),
  );
  const fresh = ordered.find((hunt) => !recent.has(hunt.id));
  if (fresh) return { huntKey: fresh.id, difficulty };
  const lastUse = (id: string) => past.find((edition) => edition.huntKey === id)?.editionDate ?? "";
  const leastRecent = ordered.reduce((best, hunt) => (lastUse(hunt.id) < lastUse(best.id) ? hunt : best));
  return { huntKey: leastRecent.id, difficulty };
}

/**
 * The editions to publish now: today's when it is missing; on a database with no edition at all, the previous six
 * days too, so the Archive has content from the start. Oldest first, each picked with the ones before it.
 */
export function editionsToPublish(
  today: EditionDate,
  history: readonly PublishedEdition[],
  bank: readonly BankHunt[],
): Array<PublishedEdition & { difficulty: HuntDifficultyId; ranked: boolean }> {
  if (history.some((edition) => edition.editionDate === today)) return [];
  const dates =
    history.length === 0
      ? Array.from({ length: HUNT_RULES.backfillDays + 1 }, (_, i) =>
          addDays(today, i - HUNT_RULES.backfillDays),
        )
      : [today];
  const published: Array<PublishedEdition & { difficulty: HuntDifficultyId; ranked: boolean }> = [];
  for (const editionDate of dates) {
    const { huntKey, difficulty } = pickHunt(editionDate, [...history, ...published], bank);
    // Backfilled days were never "today" on this server: nobody could join them ranked.
    published.push({ editionDate, huntKey, difficulty, ranked: editionDate === today });
  }
  return published;
}
