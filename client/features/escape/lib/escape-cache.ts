import type { QueryClient } from "@tanstack/react-query";
import type { EscapeAttemptDto, EscapeRoomDetailDto } from "@common/schemas/escape";
import { gameKeys } from "@client/lib/query-keys";
import { escapeKeys } from "./escape-keys";

/**
 * Every escape write answers with the attempt after it: it becomes the room page's attempt at once (with the new
 * `serverNow`, so the countdown's offset is measured again), instead of waiting for a re-read.
 */
export function withAttempt(queryClient: QueryClient, roomId: string, attempt: EscapeAttemptDto) {
  queryClient.setQueryData<EscapeRoomDetailDto>(escapeKeys.room(roomId), (detail) =>
    detail ? { ...detail, room: attempt.room, attempt, serverNow: attempt.serverNow } : detail,
  );
}

/** After an answer, a hint or a taken partial: the attempt, and — once the attempt ended — the lists and boards. */
export function afterAttemptChange(queryClient: QueryClient, roomId: string, attempt: EscapeAttemptDto) {
  withAttempt(queryClient, roomId, attempt);
  void queryClient.invalidateQueries({ queryKey: escapeKeys.lists() });
  if (attempt.status !== "active") {
    void queryClient.invalidateQueries({ queryKey: escapeKeys.leaderboard(roomId) });
    void queryClient.invalidateQueries({ queryKey: gameKeys.catalog() });
  }
}
