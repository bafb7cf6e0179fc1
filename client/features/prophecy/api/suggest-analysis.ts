import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { prophecyKeys } from "@client/lib/query-keys";

/** POST /api/prophecy/analyses/:id/suggest: the text check, then the moderation queue. */
export const suggestAnalysis = (id: string) =>
  unwrap(api.prophecy.analyses[":id"].suggest.$post({ param: { id: encodeURIComponent(id) } }));

export function useSuggestAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suggestAnalysis,
    onSuccess: (result) => {
      queryClient.setQueryData(prophecyKeys.signal(result.signal.id), result.signal);
      void queryClient.invalidateQueries({ queryKey: prophecyKeys.analyses() });
    },
  });
}
