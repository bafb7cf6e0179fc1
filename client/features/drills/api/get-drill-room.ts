import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { isPlanRequired } from "@client/lib/plan-required";
import { drillKeys } from "@client/features/drills/lib/drill-keys";

/** GET /api/drills/rooms/:roomId: the room's purpose and method, and its drill cards with ✓ and best score. */
export const getDrillRoom = (roomId: string) =>
  unwrap(api.drills.rooms[":roomId"].$get({ param: { roomId } }));

export const drillRoomQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: drillKeys.room(roomId), queryFn: () => getDrillRoom(roomId) });

/** A 402 (a room the plan doesn't open) is an answer, not a failure to retry: the page shows the upgrade prompt. */
export const useDrillRoom = (roomId: string | null) =>
  useQuery({
    ...drillRoomQueryOptions(roomId ?? ""),
    enabled: roomId !== null,
    retry: (count, error) => !isPlanRequired(error) && count < 2,
  });
