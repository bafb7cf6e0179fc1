import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { palaceKeys } from "@client/lib/query-keys";

/** GET /api/palace/rooms/:id: a room with this member's progress; the full body only when their plan includes it. */
export const getRoom = (id: string) =>
  // The id comes from the page's URL, and the typed client puts params into the path as given.
  unwrap(api.palace.rooms[":id"].$get({ param: { id: encodeURIComponent(id) } }));

export const roomQueryOptions = (id: string) =>
  queryOptions({ queryKey: palaceKeys.room(id), queryFn: () => getRoom(id) });

export const useRoom = (id: string) => useQuery(roomQueryOptions(id));
