import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AnswerInput } from "@common/schemas/games";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";

/**
 * POST /api/games/runs/:runId/answer: one answer to the open round, judged by the server. `clientAnswerId` makes
 * a retry of the same attempt safe: the first judgement stands.
 */
export const answerGameRound = ({ runId, body }: { runId: string; body: AnswerInput }) =>
  unwrap(api.games.runs[":runId"].answer.$post({ param: { runId: encodeURIComponent(runId) }, json: body }));

/** The answer carries the run after it (next round, or the result), which becomes the cached run. */
export function useAnswerGameRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerGameRound,
    onSuccess: (answer, { runId }) => {
      queryClient.setQueryData(gameKeys.run(runId), answer.run);
      if (answer.run.result) void queryClient.invalidateQueries({ queryKey: gameKeys.catalog() });
    },
  });
}
