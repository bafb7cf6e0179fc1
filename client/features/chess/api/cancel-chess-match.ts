import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { chessKeys } from "@client/features/chess/lib/chess-keys";

/**
 * POST /api/chain-chess/matches/:matchId/cancel: the creator takes back a challenge nobody has joined (409
 * `match_started` once someone has).
 */
export const cancelChessMatch = (matchId: string) =>
  unwrap(
    api["chain-chess"].matches[":matchId"].cancel.$post({ param: { matchId: encodeURIComponent(matchId) } }),
  );

export function useCancelChessMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelChessMatch,
    onSuccess: (view) => {
      queryClient.setQueryData(chessKeys.match(view.match.id), view);
      void queryClient.invalidateQueries({ queryKey: chessKeys.lobby() });
    },
  });
}
