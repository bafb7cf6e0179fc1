// The leaderboard's controls live in the URL (?period=&ranking=), so a link or a reload keeps the view. Unknown
// values fall back to the defaults (All time, Points), which are left out of the URL.
import {
  LEADERBOARD_PERIODS,
  LEADERBOARD_RANKINGS,
  type LeaderboardPeriod,
  type LeaderboardRanking,
} from "@common/schemas/leaderboard";

export type LeaderboardView = { period: LeaderboardPeriod; ranking: LeaderboardRanking };

export const defaultView: LeaderboardView = { period: "all", ranking: "points" };

const isPeriod = (value: string | null): value is LeaderboardPeriod =>
  (LEADERBOARD_PERIODS as readonly (string | null)[]).includes(value);
const isRanking = (value: string | null): value is LeaderboardRanking =>
  (LEADERBOARD_RANKINGS as readonly (string | null)[]).includes(value);

export function readView(params: URLSearchParams): LeaderboardView {
  const period = params.get("period");
  const ranking = params.get("ranking");
  return {
    period: isPeriod(period) ? period : defaultView.period,
    ranking: isRanking(ranking) ? ranking : defaultView.ranking,
  };
}

/** The search params for a view, keeping any other params the address holds. */
export function writeView(params: URLSearchParams, view: LeaderboardView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.period === defaultView.period) next.delete("period");
  else next.set("period", view.period);
  if (view.ranking === defaultView.ranking) next.delete("ranking");
  else next.set("ranking", view.ranking);
  return next;
}

const unitWords: Record<LeaderboardRanking, [string, string]> = {
  points: ["point", "points"],
  challenges: ["challenge", "challenges"],
  verses: ["verse", "verses"],
};

/** "1,234 points", "1 challenge", "3 verses". */
export function formatValue(ranking: LeaderboardRanking, value: number): string {
  const [one, many] = unitWords[ranking];
  return `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;
}
