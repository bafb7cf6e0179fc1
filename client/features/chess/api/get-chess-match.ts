import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChessMatchViewDto } from "@common/schemas/chess";
import { api, unwrap } from "@client/lib/api-client";
import { chessKeys } from "@client/features/chess/lib/chess-keys";

/**
 * GET /api/chain-chess/matches/:matchId: the full state of a match and where the caller stands in it. The server
 * settles the clock first (a timeout passes the turn, the bot's move lands), so a read is also how a reconnecting
 * or polling client catches up. 404 `match_not_found`, 409 `match_full` for a third member, 402 for a member whose
 * plan has no matches against players. The id comes from the page's URL.
 */
export const getChessMatch = (matchId: string) =>
  unwrap(api["chain-chess"].matches[":matchId"].$get({ param: { matchId: encodeURIComponent(matchId) } }));

export const chessMatchQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: chessKeys.match(matchId), queryFn: () => getChessMatch(matchId) });

/**
 * `pollMs`: how often to re-read the match given what is on screen (the polling fallback: every 3 s while realtime
 * is not connected and the match is still going), false for never.
 */
export const useChessMatch = (
  matchId: string,
  {
    enabled = true,
    pollMs = () => false,
  }: { enabled?: boolean; pollMs?: (view: ChessMatchViewDto | undefined) => number | false } = {},
) =>
  useQuery({
    ...chessMatchQueryOptions(matchId),
    enabled,
    refetchInterval: (query) => pollMs(query.state.data),
  });
