import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";
import { chessKeys } from "@client/features/chess/lib/chess-keys";

/** POST /api/chain-chess/matches/:matchId/resign: a loss for the one who resigns (409 `match_over` if it ended). */
export const resignChessMatch = (matchId: string) =>
  unwrap(
    api["chain-chess"].matches[":matchId"].resign.$post({ param: { matchId: encodeURIComponent(matchId) } }),
  );

export function useResignChessMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resignChessMatch,
    onSuccess: (view) => {
      queryClient.setQueryData(chessKeys.match(view.match.id), view);
      void queryClient.invalidateQueries({ queryKey: chessKeys.lobby() });
      void queryClient.invalidateQueries({ queryKey: gameKeys.catalog() });
    },
  });
}
