import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { escapeKeys } from "@client/features/escape/lib/escape-keys";

/**
 * POST /api/escape/rooms/:roomId/replay (201): Play again — the same room as a new, unranked room of the member's
 * own (the same locks), with no attempt yet; Start on its page begins a fresh clock.
 */
export const replayEscapeRoom = (roomId: string) =>
  unwrap(api.escape.rooms[":roomId"].replay.$post({ param: { roomId: encodeURIComponent(roomId) } }));

/** The new room joins "My rooms". */
export function useReplayEscapeRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayEscapeRoom,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: escapeKeys.lists() }),
  });
}
