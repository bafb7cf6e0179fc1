import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StartRunInput } from "@common/schemas/games";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";

/**
 * POST /api/games/:gameId/runs: a new run (201). The server checks the plan (402), the hourly start limit (429)
 * and abandons the member's unfinished run of the same game. The id comes from the page's URL.
 */
export const startGameRun = ({ gameId, input }: { gameId: string; input: StartRunInput }) =>
  unwrap(api.games[":gameId"].runs.$post({ param: { gameId: encodeURIComponent(gameId) }, json: input }));

/** The new run is the page's run at once; the catalog's resumable runs and bests change with it. */
export function useStartGameRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGameRun,
    onSuccess: (run) => {
      queryClient.setQueryData(gameKeys.run(run.runId), run);
      void queryClient.invalidateQueries({ queryKey: gameKeys.catalog() });
    },
  });
}
