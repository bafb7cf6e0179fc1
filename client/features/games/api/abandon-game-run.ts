import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";

/** POST /api/games/runs/:runId/abandon: Quit. No result and no points. */
export const abandonGameRun = (runId: string) =>
  unwrap(api.games.runs[":runId"].abandon.$post({ param: { runId: encodeURIComponent(runId) } }));

/** The run is gone from the page and from the catalog's resumable runs. */
export function useAbandonGameRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: abandonGameRun,
    onSuccess: (_ok, runId) => {
      queryClient.removeQueries({ queryKey: gameKeys.run(runId) });
      void queryClient.invalidateQueries({ queryKey: gameKeys.catalog() });
    },
  });
}
