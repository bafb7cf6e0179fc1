import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChessLobbyDto } from "@common/schemas/chess";
import { api, unwrap } from "@client/lib/api-client";
import { chessKeys } from "@client/features/chess/lib/chess-keys";

/**
 * GET /api/chain-chess/open: the lobby — open challenges any entitled member may join, and "mine", the member's
 * waiting and active matches with whose turn it is (the setup page and the hub's "Your active games").
 */
export const getChessLobby = () => unwrap(api["chain-chess"].open.$get());

export const chessLobbyQueryOptions = () =>
  queryOptions({ queryKey: chessKeys.lobby(), queryFn: getChessLobby });

/** `pollMs`: how often to re-read, given the lobby on screen (false: only when asked). */
export const useChessLobby = ({
  pollMs = () => false,
}: { pollMs?: (lobby: ChessLobbyDto | undefined) => number | false } = {}) =>
  useQuery({ ...chessLobbyQueryOptions(), refetchInterval: (query) => pollMs(query.state.data) });
