import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";

/**
 * GET /api/games/runs/:runId: the run's public state (current round or board, judged rounds, score, result). The
 * server settles an overdue round first, so reading after a deadline shows the timeout's judgement. The id comes
 * from the page's URL (?run=).
 */
export const getGameRun = (runId: string) =>
  unwrap(api.games.runs[":runId"].$get({ param: { runId: encodeURIComponent(runId) } }));

// A run changes only through this tab's answers and actions, which write the cache themselves.
export const gameRunQueryOptions = (runId: string) =>
  queryOptions({
    queryKey: gameKeys.run(runId),
    queryFn: () => getGameRun(runId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useGameRun = (runId: string) => useQuery(gameRunQueryOptions(runId));
