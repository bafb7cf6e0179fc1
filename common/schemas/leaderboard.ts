/**
 * The leaderboard API contract (screens.md §3.11, data-model.md §13 Leaderboards): one ranked list per period and
 * ranking, the top 50 plus the caller's own row, and the caller's hero tiles. Other members appear only through the
 * public profile projection plus the ranked value (D6).
 */
import { z } from "zod";
import type { PublicProfileDto } from "./public-profile";

export const LEADERBOARD_PERIODS = ["week", "month", "all"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const LEADERBOARD_RANKINGS = ["points", "challenges", "verses"] as const;
export type LeaderboardRanking = (typeof LEADERBOARD_RANKINGS)[number];

/** How many ranked rows the list holds (§3.11 "Top 50"). */
export const LEADERBOARD_TOP = 50;

export const LEADERBOARD_PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  week: "This week (Mon–Sun)",
  month: "This month",
  all: "All time",
};

export const LEADERBOARD_RANKING_LABELS: Record<LeaderboardRanking, string> = {
  points: "Points",
  challenges: "Challenges",
  verses: "Verses memorized",
};

/** The spec's empty message, with the period's own words: "No activity yet this week — be the first!". */
export const leaderboardEmptyMessage = (period: LeaderboardPeriod): string =>
  `No activity yet ${period === "week" ? "this week" : period === "month" ? "this month" : "on the leaderboard"} — be the first!`;

/** GET /api/leaderboard?period=&ranking= — both optional (All time, Points); anything else is a 400. */
export const leaderboardQuery = z.strictObject({
  period: z.enum(LEADERBOARD_PERIODS, { error: "Choose a period: week, month or all." }).default("all"),
  ranking: z
    .enum(LEADERBOARD_RANKINGS, { error: "Choose a ranking: points, challenges or verses." })
    .default("points"),
});
export type LeaderboardQuery = z.output<typeof leaderboardQuery>;

export type LeaderboardRowDto = {
  /** Shared by ties: 1, 2, 2, 4. */
  rank: number;
  /** The ranked value: points, challenges completed or verses memorized. */
  value: number;
  member: PublicProfileDto;
  isMe: boolean;
};

export type LeaderboardDto = {
  period: LeaderboardPeriod;
  ranking: LeaderboardRanking;
  /** The period's UTC bounds (start inclusive, end exclusive); null for All time. */
  periodStart: string | null;
  periodEnd: string | null;
  /** The top 50, best first (ties ordered by display name). */
  rows: LeaderboardRowDto[];
  /**
   * The caller's own row with their true rank, whether or not it is among `rows`; null when they are hidden
   * ("Show me on leaderboards" off) or have nothing to rank in this period.
   */
  me: LeaderboardRowDto | null;
  /** The caller's "Show me on leaderboards" switch. */
  visible: boolean;
  /** The hero tiles: rank in this list, points and challenges in the period, badges earned (ever). */
  tiles: { rank: number | null; points: number; challenges: number; badges: number };
};
