import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { prophecyKeys } from "@client/lib/query-keys";

/** POST /api/prophecy/analyses/:id/publish (admins): to the feed after the text check, or held for review. */
export const publishAnalysis = (id: string) =>
  unwrap(api.prophecy.analyses[":id"].publish.$post({ param: { id: encodeURIComponent(id) } }));

export function usePublishAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAnalysis,
    onSuccess: (result) => {
      queryClient.setQueryData(prophecyKeys.signal(result.signal.id), result.signal);
      void queryClient.invalidateQueries({ queryKey: prophecyKeys.all });
    },
  });
}
