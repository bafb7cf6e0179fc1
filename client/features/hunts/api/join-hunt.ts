import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JoinHuntInput } from "@common/schemas/hunts";
import { api, unwrap } from "@client/lib/api-client";
import { gameKeys } from "@client/lib/query-keys";
import { huntKeys } from "@client/features/hunts/lib/hunt-keys";

/**
 * POST /api/hunts/:huntId/join: starts the member's 24 hours (deadline = joinedAt + 24 h on the server's clock).
 * The server checks the plan (402) and, for today's edition, the joining window. Joining twice returns the same
 * participation.
 */
export const joinHunt = ({ huntId, input }: { huntId: string; input: JoinHuntInput }) =>
  unwrap(api.hunts[":huntId"].join.$post({ param: { huntId: encodeURIComponent(huntId) }, json: input }));

/** The answer is the hunt as the page shows it; the list's card and the hub's Continue change with it. */
export function useJoinHunt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinHunt,
    onSuccess: (hunt, { huntId }) => {
      queryClient.setQueryData(huntKeys.hunt(huntId), hunt);
      void queryClient.invalidateQueries({ queryKey: huntKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: gameKeys.catalog() });
    },
  });
}
