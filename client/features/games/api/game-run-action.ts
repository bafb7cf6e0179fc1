import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ActionInput } from "@common/schemas/games";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";

/**
 * POST /api/games/runs/:runId/action: a move on a board: `flip` a memory card (the server answers with its face
 * and, on the second card, whether the two match) or `pair` two items of a match board.
 */
export const gameRunAction = ({ runId, body }: { runId: string; body: ActionInput }) =>
  unwrap(api.games.runs[":runId"].action.$post({ param: { runId: encodeURIComponent(runId) }, json: body }));

/** The action carries the run after it, which becomes the cached run. */
export function useGameRunAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gameRunAction,
    onSuccess: (action, { runId }) => {
      queryClient.setQueryData(gameKeys.run(runId), action.run);
      if (action.run.result) void queryClient.invalidateQueries({ queryKey: gameKeys.catalog() });
    },
  });
}
