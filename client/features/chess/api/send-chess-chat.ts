import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChessMatchViewDto } from "@common/schemas/chess";
import { api, unwrap } from "@client/lib/api-client";
import { chessKeys } from "@client/features/chess/lib/chess-keys";

/**
 * POST /api/chain-chess/matches/:matchId/chat (201): a text message to the other player, at most 300 characters and
 * one a second (429). The opponent gets it on `game:{matchId}`.
 */
export const sendChessChat = ({ matchId, text }: { matchId: string; text: string }) =>
  unwrap(
    api["chain-chess"].matches[":matchId"].chat.$post({
      param: { matchId: encodeURIComponent(matchId) },
      json: { text },
    }),
  );

export function useSendChessChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChessChat,
    onSuccess: (message, { matchId }) => {
      queryClient.setQueryData<ChessMatchViewDto>(chessKeys.match(matchId), (view) =>
        view && !view.match.chat.some((existing) => existing.id === message.id)
          ? { ...view, match: { ...view.match, chat: [...view.match.chat, message] } }
          : view,
      );
    },
  });
}
