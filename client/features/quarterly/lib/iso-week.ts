// ISO-8601 weeks ("2026-W47": weeks start on Monday; week 1 holds the year's first Thursday), the key of a
// member's quarterly worksheet (common/schemas/bible.ts weekParam).
const DAY = 86_400_000;

export const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/** The ISO week of a calendar date (its local year, month and day). */
export function isoWeekOf(date: Date): string {
  const day = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  const thursday = new Date(day - weekday * DAY + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** Monday of an ISO week, as a UTC date; null for a malformed or impossible week. */
export function weekMonday(week: string): Date | null {
  const match = ISO_WEEK.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const n = Number(match[2]);
  const jan4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY;
  const monday = new Date(mondayOfWeek1 + (n - 1) * 7 * DAY);
  if (n < 1 || isoWeekOfUtc(monday) !== week) return null;
  return monday;
}

function isoWeekOfUtc(date: Date): string {
  return isoWeekOf(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export const isIsoWeek = (week: string): boolean => weekMonday(week) !== null;

/** The week `delta` weeks after (or before) `week`. */
export function shiftWeek(week: string, delta: number): string {
  const monday = weekMonday(week);
  if (!monday) return week;
  return isoWeekOfUtc(new Date(monday.getTime() + delta * 7 * DAY));
}

/** "Week 47 · Nov 16 – Nov 22, 2026" (Monday to Sunday). */
export function weekLabel(week: string, locale?: string): string {
  const monday = weekMonday(week);
  if (!monday) return week;
  const sunday = new Date(monday.getTime() + 6 * DAY);
  const short = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
  return `Week ${Number(week.slice(-2))} · ${short.format(monday)} – ${short.format(sunday)}, ${sunday.getUTCFullYear()}`;
}
