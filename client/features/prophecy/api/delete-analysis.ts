import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { prophecyKeys } from "@client/lib/query-keys";

/** DELETE /api/prophecy/analyses/:id (a published one leaves the feed too). */
export const deleteAnalysis = (id: string) =>
  unwrap(api.prophecy.analyses[":id"].$delete({ param: { id: encodeURIComponent(id) } }));

export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: prophecyKeys.signal(id) });
      void queryClient.invalidateQueries({ queryKey: prophecyKeys.all });
    },
  });
}
