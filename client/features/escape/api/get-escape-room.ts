import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { escapeKeys } from "@client/features/escape/lib/escape-keys";

/**
 * GET /api/escape/rooms/:roomId: the room and this member's one attempt, if any — so a reload shows the same attempt
 * and time left, and a shared link opened by anyone shows Start. The id comes from the page's URL.
 */
export const getEscapeRoom = (roomId: string) =>
  unwrap(api.escape.rooms[":roomId"].$get({ param: { roomId: encodeURIComponent(roomId) } }));

export const escapeRoomQueryOptions = (roomId: string) =>
  queryOptions({ queryKey: escapeKeys.room(roomId), queryFn: () => getEscapeRoom(roomId) });

export const useEscapeRoom = (roomId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...escapeRoomQueryOptions(roomId), enabled });
