import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LeaderboardPeriod, LeaderboardRanking } from "@common/schemas/leaderboard";
import { api, unwrap } from "@client/lib/api-client";
import { leaderboardKeys } from "@client/lib/study-query-keys";

/** GET /api/leaderboard?period=&ranking= — the top 50, the caller's own row and the hero tiles. */
export const getLeaderboard = (period: LeaderboardPeriod, ranking: LeaderboardRanking) =>
  unwrap(api.leaderboard.$get({ query: { period, ranking } }));

export const leaderboardQueryOptions = (period: LeaderboardPeriod, ranking: LeaderboardRanking) =>
  queryOptions({
    queryKey: leaderboardKeys.board(period, ranking),
    queryFn: () => getLeaderboard(period, ranking),
  });

/** Switching period or ranking keeps the last list on screen (marked as updating) until the new one arrives. */
export const useLeaderboard = (period: LeaderboardPeriod, ranking: LeaderboardRanking) =>
  useQuery({ ...leaderboardQueryOptions(period, ranking), placeholderData: keepPreviousData });
