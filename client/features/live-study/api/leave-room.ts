import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** POST /api/live-study/rooms/:id/leave — the Leave button; the server writes "{name} left". */
export const leaveRoom = (roomId: string) =>
  unwrap(api["live-study"].rooms[":id"].leave.$post({ param: { id: encodeURIComponent(roomId) } }));

/**
 * The same call while the tab closes or navigates away (pagehide): `navigator.sendBeacon` is delivered even as the
 * page unloads, which fetch is not. Same origin, so the session cookie and the server's same-origin check hold.
 * Falls back to a keepalive fetch where beacons are unavailable.
 */
export function leaveRoomOnUnload(roomId: string): void {
  const url = `/api/live-study/rooms/${encodeURIComponent(roomId)}/leave`;
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url)) return;
  void fetch(url, { method: "POST", credentials: "same-origin", keepalive: true }).catch(() => undefined);
}

export function useLeaveRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveRoom,
    // The room's own state is dropped when its page closes (room-screen), which follows.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: liveStudyKeys.lobby() }),
  });
}
