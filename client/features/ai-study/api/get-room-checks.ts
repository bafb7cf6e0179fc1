import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { aiStudyKeys } from "@client/lib/query-keys";

/** GET /api/ai/room/:roomId/checks: this room's saved checks, newest first. */
export const getRoomChecks = (roomId: string) =>
  unwrap(api.ai.room[":roomId"].checks.$get({ param: { roomId: encodeURIComponent(roomId) } }));

export const roomChecksQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: aiStudyKeys.checks(roomId), queryFn: () => getRoomChecks(roomId) });

export const useRoomChecks = (roomId: string) => useQuery(roomChecksQueryOptions(roomId));
