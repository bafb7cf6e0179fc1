import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/**
 * GET /api/live-study/rooms/:id?token= — the room as the member sees it: passage, focus, people present, raised
 * hands, notes and the recent chat. A private room's invite token lets someone who never joined see it.
 */
export const getRoomState = (roomId: string, token: string | null) =>
  unwrap(
    api["live-study"].rooms[":id"].$get({
      param: { id: encodeURIComponent(roomId) },
      query: token ? { token } : {},
    }),
  );

export const roomStateQueryOptions = (roomId: string, token: string | null) =>
  queryOptions({
    queryKey: liveStudyKeys.room(roomId),
    queryFn: () => getRoomState(roomId, token),
    // Realtime keeps it current; a reconnect re-reads it (use-live-room). No refetch on focus mid-edit.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The room's state; its refusals (not found, private, removed) are answers, not retried. */
export const useRoomState = (roomId: string, token: string | null, enabled: boolean) =>
  useQuery({ ...roomStateQueryOptions(roomId, token), enabled });
