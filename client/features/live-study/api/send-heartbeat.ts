import type { HeartbeatInput } from "@common/schemas/live-study";
import { api, unwrap } from "@client/lib/api-client";

/**
 * POST /api/live-study/rooms/:id/heartbeat — every 20 s while the room is open: following the leader, the verse in
 * view and the last interaction (for active/idle). A 409 `not_present` means the room let the member go (a long
 * sleep, a lost connection): the page joins again. Sent by the room's timer (use-live-room), so no hook.
 */
export const sendHeartbeat = (roomId: string, json: HeartbeatInput) =>
  unwrap(api["live-study"].rooms[":id"].heartbeat.$post({ param: { id: encodeURIComponent(roomId) }, json }));
