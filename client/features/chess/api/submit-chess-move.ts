import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChessMoveInput } from "@common/games/chess";
import { api, unwrap } from "@client/lib/api-client";
import { chessKeys } from "@client/features/chess/lib/chess-keys";

/**
 * POST /api/chain-chess/matches/:matchId/moves: the REST way to move (the fallback of §4.14, and the way this client
 * moves). The server checks the turn (409 `not_your_turn`), `baseVersion` (409 `stale_version`), the end (409
 * `match_over`) and the move itself (422 `invalid_reference`, `verse_used`, `invalid_input`); a resent
 * `clientMoveId` returns the stored result. The answer carries the whole match.
 */
export const submitChessMove = ({ matchId, input }: { matchId: string; input: ChessMoveInput }) =>
  unwrap(
    api["chain-chess"].matches[":matchId"].moves.$post({
      param: { matchId: encodeURIComponent(matchId) },
      json: input,
    }),
  );

export function useSubmitChessMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitChessMove,
    onSuccess: (result, { matchId }) => {
      queryClient.setQueryData(chessKeys.match(matchId), result.view);
      void queryClient.invalidateQueries({ queryKey: chessKeys.lobby() });
    },
  });
}
