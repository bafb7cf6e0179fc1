import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { GAME_LIMITS } from "@common/games/rules";
import type { ChessMatchViewDto } from "@common/schemas/chess";
import { useRealtimeState, useRealtimeSubscription } from "@client/lib/use-realtime";
import { useChessMatch } from "@client/features/chess/api/get-chess-match";
import { applyChessEvent, parseChessEvent } from "@client/features/chess/lib/chess-events";
import { chessKeys } from "@client/features/chess/lib/chess-keys";
import { clockOffset, serverTime } from "@client/lib/server-clock";

/** The polling fallback's period while realtime is not connected (games.md §4.14). */
export const chessPollMs = 3000;

const isGoing = (view: ChessMatchViewDto | undefined) =>
  view?.match.status === "waiting" || view?.match.status === "active";

/**
 * A match kept up to date (games.md §4.14): it follows `game:{matchId}` while the match is going — an accepted move
 * joins the log at once, `changed` and `match_over` re-read the match, a reconnect (`onResync`) re-reads the full
 * state — and polls every 3 s whenever the realtime connection is not open. The server settles clocks on each read,
 * so the page also re-reads when the bot's thinking or the turn's deadline (plus the grace) is over.
 */
export function useLiveChessMatch(matchId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const realtime = useRealtimeState();
  const key = chessKeys.match(matchId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const query = useChessMatch(matchId, {
    enabled,
    pollMs: (view) => (realtime !== "open" && isGoing(view) ? chessPollMs : false),
  });
  const view = query.data;

  useRealtimeSubscription(
    enabled && isGoing(view) ? `game:${matchId}` : null,
    (raw) => {
      const event = parseChessEvent(raw);
      if (!event) return;
      const current = queryClient.getQueryData<ChessMatchViewDto>(key);
      if (!current) return refresh();
      const next = applyChessEvent(current, event);
      if (next.view !== current) queryClient.setQueryData(key, next.view);
      if (next.refetch) refresh();
    },
    { onResync: refresh },
  );

  // The moments the server will settle something: the bot's move, and a turn's timeout (after the grace).
  const botDueAt = view?.match.status === "active" ? view.match.botDueAt : null;
  const deadlineAt = view?.match.status === "active" ? (view.match.turn?.deadlineAt ?? null) : null;
  const serverNow = view?.match.serverNow;
  const receivedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!serverNow) return;
    const now = serverTime(Date.now(), clockOffset(serverNow, receivedAt));
    // Only moments still ahead: a read made after one has already settled it (no re-read loop).
    const timers = [
      botDueAt ? Date.parse(botDueAt) + 1500 : null,
      deadlineAt ? Date.parse(deadlineAt) + GAME_LIMITS.graceMs + 500 : null,
    ]
      .filter((at): at is number => at !== null && Number.isFinite(at) && at > now)
      .map((at) =>
        setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: chessKeys.match(matchId) }),
          at - now,
        ),
      );
    return () => timers.forEach(clearTimeout);
  }, [botDueAt, deadlineAt, serverNow, receivedAt, matchId, queryClient]);

  return query;
}
