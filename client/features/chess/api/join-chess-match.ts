import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { chessKeys } from "@client/features/chess/lib/chess-keys";

/**
 * POST /api/chain-chess/matches/:matchId/join: takes the empty seat (atomically on the server) and starts the match.
 * 409 `match_full` when someone else was quicker; 402 without `games.chainChessPvp`.
 */
export const joinChessMatch = (matchId: string) =>
  unwrap(
    api["chain-chess"].matches[":matchId"].join.$post({ param: { matchId: encodeURIComponent(matchId) } }),
  );

export function useJoinChessMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinChessMatch,
    onSuccess: (view) => {
      queryClient.setQueryData(chessKeys.match(view.match.id), view);
      void queryClient.invalidateQueries({ queryKey: chessKeys.lobby() });
    },
  });
}
