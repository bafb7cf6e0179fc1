// Leaderboard periods (screens.md §3.11, data-model.md §0 "Time"): a week runs Monday 00:00 to the next Monday 00:00
// and a month from the 1st to the next 1st, both in UTC, so every member shares one board whatever their time zone.
import type { LeaderboardPeriod } from "@common/schemas/leaderboard";

export type PeriodRange = { start: Date; end: Date } | null;

const dayMs = 24 * 60 * 60 * 1000;

/** The UTC bounds (start inclusive, end exclusive) of the period holding `now`; null for All time. */
export function periodRange(period: LeaderboardPeriod, now: Date): PeriodRange {
  if (period === "all") return null;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (period === "month")
    return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
  const midnight = Date.UTC(year, month, now.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday: Monday 0 … Sunday 6.
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const start = midnight - sinceMonday * dayMs;
  return { start: new Date(start), end: new Date(start + 7 * dayMs) };
}
