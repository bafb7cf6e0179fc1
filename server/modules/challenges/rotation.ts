// Calendar arithmetic for the daily challenge (screens.md §6.1–§6.2), on the member's local dates (YYYY-MM-DD in the
// profile time zone): which template is today's, the Monday–Sunday week of the free allowance, and the streak.
import { ROTATION_EPOCH } from "@common/schemas/challenges";
import { localDayStart, safeZone } from "@server/modules/palace/local-day";

const dayMs = 24 * 60 * 60 * 1000;

/** The member's local calendar date at `now` (YYYY-MM-DD); UTC for an unset or unknown zone. */
export function localDateOf(now: Date, timeZone: string | null | undefined): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: safeZone(timeZone),
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

const utcOf = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

/** The date `days` after (or before) a local date. */
export function addDays(date: string, days: number): string {
  return new Date(utcOf(date) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / dayMs);
}

/** The rotation position of a local date: (days since 2025-01-01) mod the rotation length. */
export function rotationPosition(date: string, length: number): number {
  if (length < 1) throw new Error("The rotation needs at least one template");
  const days = daysBetween(ROTATION_EPOCH, date);
  return ((days % length) + length) % length;
}

/** The Monday of the week (Monday–Sunday) a local date falls in. */
export function weekStartOf(date: string): string {
  const weekday = new Date(utcOf(date)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** The instant the member's local day `days` after today begins (today's start when 0). */
export function localDayStartAfter(now: Date, timeZone: string | null | undefined, days: number): Date {
  const today = localDayStart(now, timeZone);
  if (days === 0) return today;
  // Three hours in: safely inside the target day whatever a daylight-saving change did to its length.
  return localDayStart(new Date(today.getTime() + days * dayMs + 3 * 60 * 60 * 1000), timeZone);
}

/** Next Monday 00:00 in the member's time zone: when the free allowance resets. */
export function nextWeekStart(now: Date, timeZone: string | null | undefined): Date {
  const today = localDateOf(now, timeZone);
  return localDayStartAfter(now, timeZone, daysBetween(today, addDays(weekStartOf(today), 7)));
}

/** Consecutive local days with a submission, ending today — or yesterday when today has none yet. */
export function streakOf(dates: Iterable<string>, today: string): number {
  const days = new Set(dates);
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
