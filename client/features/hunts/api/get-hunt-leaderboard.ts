import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { huntKeys } from "@client/features/hunts/lib/hunt-keys";

/** GET /api/hunts/:huntId/leaderboard: a ranked edition's top 10 (score, then time taken) and the member's place. */
export const getHuntLeaderboard = (huntId: string) =>
  unwrap(api.hunts[":huntId"].leaderboard.$get({ param: { huntId: encodeURIComponent(huntId) } }));

export const huntLeaderboardQueryOptions = (huntId: string) =>
  queryOptions({ queryKey: huntKeys.leaderboard(huntId), queryFn: () => getHuntLeaderboard(huntId) });

export const useHuntLeaderboard = (huntId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...huntLeaderboardQueryOptions(huntId), enabled });
