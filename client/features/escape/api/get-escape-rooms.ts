import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { escapeKeys } from "@client/features/escape/lib/escape-keys";

/**
 * GET /api/escape/rooms: this week's six rooms and the rooms this member built, each with the member's state; what
 * the plan allows (browse, one start a day, unlimited), the choices for "Build a room", the referral code for the
 * share link and the server's clock.
 */
export const getEscapeRooms = () => unwrap(api.escape.rooms.$get());

export const escapeRoomsQueryOptions = () =>
  queryOptions({ queryKey: escapeKeys.lists(), queryFn: getEscapeRooms });

export const useEscapeRooms = () => useQuery(escapeRoomsQueryOptions());
