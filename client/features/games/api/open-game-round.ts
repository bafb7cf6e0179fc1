import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OpenRoundInput } from "@common/schemas/games";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";

/**
 * POST /api/games/runs/:runId/open: opens the round that waits after a judgement. The server sends its question
 * and starts its clock only now, so the time spent reading a reveal is never counted (games.md §3.6).
 */
export const openGameRound = ({ runId, body }: { runId: string; body: OpenRoundInput }) =>
  unwrap(api.games.runs[":runId"].open.$post({ param: { runId: encodeURIComponent(runId) }, json: body }));

/** The opened run becomes the cached run (its `serverNow` re-measures the clock offset). */
export function useOpenGameRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openGameRound,
    onSuccess: (run, { runId }) => queryClient.setQueryData(gameKeys.run(runId), run),
  });
}
