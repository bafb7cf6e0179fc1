import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LeaderboardQuery } from "@common/schemas/games";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";

export type LeaderboardPeriod = LeaderboardQuery["period"];

/** One board: a period, and the mode and difficulty when the game ranks them apart (null = not partitioned). */
export type LeaderboardSelection = {
  period: LeaderboardPeriod;
  mode: string | null;
  difficulty: string | null;
};

/** GET /api/games/:gameId/leaderboard?period=&mode=&difficulty=: the top 10 and the member's own place (§3.9). */
export const getGameLeaderboard = (gameId: string, { period, mode, difficulty }: LeaderboardSelection) =>
  unwrap(
    api.games[":gameId"].leaderboard.$get({
      param: { gameId: encodeURIComponent(gameId) },
      query: { period, ...(mode !== null && { mode }), ...(difficulty !== null && { difficulty }) },
    }),
  );

export const gameLeaderboardQueryOptions = (gameId: string, selection: LeaderboardSelection) =>
  queryOptions({
    queryKey: gameKeys.leaderboard(gameId, selection.period, selection.mode, selection.difficulty),
    queryFn: () => getGameLeaderboard(gameId, selection),
  });

/** Switching tabs or pickers keeps the last board on screen (marked as updating) until the next one arrives. */
export const useGameLeaderboard = (
  gameId: string,
  selection: LeaderboardSelection,
  { enabled = true }: { enabled?: boolean } = {},
) =>
  useQuery({ ...gameLeaderboardQueryOptions(gameId, selection), enabled, placeholderData: keepPreviousData });
