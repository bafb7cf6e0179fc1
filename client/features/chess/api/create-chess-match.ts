import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";
import { chessKeys } from "@client/features/chess/lib/chess-keys";
import type { CreateRequest } from "@client/features/chess/lib/chess-setup";

/**
 * POST /api/chain-chess/matches (201): a match against the bot (active at once), or an invite or open challenge
 * (waiting). 402 when the plan lacks the mode (the bot: games.all; a friend: games.chainChessPvp); the fast clock
 * is refused unless an admin asks on a server with test hooks.
 */
export const createChessMatch = (input: CreateRequest) =>
  unwrap(api["chain-chess"].matches.$post({ json: input }));

/** The new match is the page's match at once; the lobby and the hub list it. */
export function useCreateChessMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChessMatch,
    onSuccess: (view) => {
      queryClient.setQueryData(chessKeys.match(view.match.id), view);
      void queryClient.invalidateQueries({ queryKey: chessKeys.lobby() });
      void queryClient.invalidateQueries({ queryKey: gameKeys.catalog() });
    },
  });
}
