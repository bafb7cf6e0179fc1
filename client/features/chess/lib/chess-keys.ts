import { gameKeys } from "@client/lib/query-keys";

/**
 * Chain Chess's TanStack Query keys. They sit under `gameKeys.all`: a match is a game (its points reach the hub and
 * "Your active games" lists it), so refreshing the games area refreshes the lobby and the open match too.
 */
export const chessKeys = {
  all: [...gameKeys.all, "chain-chess"] as const,
  lobby: () => [...chessKeys.all, "lobby"] as const,
  match: (matchId: string) => [...chessKeys.all, "match", matchId] as const,
};
