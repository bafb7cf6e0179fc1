import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { escapeKeys } from "@client/features/escape/lib/escape-keys";

/** GET /api/escape/rooms/:roomId/leaderboard: a ranked (weekly) room's top 10 and the member's own place. */
export const getEscapeLeaderboard = (roomId: string) =>
  unwrap(api.escape.rooms[":roomId"].leaderboard.$get({ param: { roomId: encodeURIComponent(roomId) } }));

export const escapeLeaderboardQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: escapeKeys.leaderboard(roomId), queryFn: () => getEscapeLeaderboard(roomId) });

export const useEscapeLeaderboard = (roomId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...escapeLeaderboardQueryOptions(roomId), enabled });
