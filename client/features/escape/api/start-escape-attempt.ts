import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StartEscapeAttemptInput } from "@common/schemas/escape";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";
import { escapeKeys } from "@client/features/escape/lib/escape-keys";
import { withAttempt } from "@client/features/escape/lib/escape-cache";

/**
 * POST /api/escape/rooms/:roomId/attempt: starts or resumes the member's one attempt at the room; the server's clock
 * starts when the attempt is created. 402 on the free plan, 429 `daily_limit_reached` for Essential's second start
 * in a UTC day (resuming is free).
 */
export const startEscapeAttempt = ({ roomId, input }: { roomId: string; input: StartEscapeAttemptInput }) =>
  unwrap(
    api.escape.rooms[":roomId"].attempt.$post({ param: { roomId: encodeURIComponent(roomId) }, json: input }),
  );

/** The attempt becomes the room page's attempt; the list's card and the daily starts change with it. */
export function useStartEscapeAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startEscapeAttempt,
    onSuccess: (attempt, { roomId }) => {
      withAttempt(queryClient, roomId, attempt);
      void queryClient.invalidateQueries({ queryKey: escapeKeys.room(roomId) });
      void queryClient.invalidateQueries({ queryKey: escapeKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: gameKeys.catalog() });
    },
  });
}
