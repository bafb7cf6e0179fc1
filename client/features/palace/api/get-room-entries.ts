import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { palaceKeys } from "@client/lib/query-keys";

/** GET /api/palace/rooms/:id/entries: the member's practice and master entries in a room. */
export const getRoomEntries = (roomId: string) =>
  unwrap(api.palace.rooms[":id"].entries.$get({ param: { id: encodeURIComponent(roomId) } })).then(
    (result) => result.entries,
  );

export const roomEntriesQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: palaceKeys.entries(roomId), queryFn: () => getRoomEntries(roomId) });

export const useRoomEntries = (roomId: string) => useQuery(roomEntriesQueryOptions(roomId));
