import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { criticsKeys } from "@client/lib/query-keys";

/** DELETE /api/critics/:id: the analysis and its kept text. */
export const deleteCritics = (id: string) =>
  unwrap(api.critics[":id"].$delete({ param: { id: encodeURIComponent(id) } }));

export function useDeleteCritics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCritics,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: criticsKeys.analysis(id) });
      void queryClient.invalidateQueries({ queryKey: criticsKeys.list() });
    },
  });
}
