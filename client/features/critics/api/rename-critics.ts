import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { criticsKeys } from "@client/lib/query-keys";

/** PATCH /api/critics/:id: a new name for a saved analysis. */
export const renameCritics = ({ id, title }: { id: string; title: string }) =>
  unwrap(api.critics[":id"].$patch({ param: { id: encodeURIComponent(id) }, json: { title } }));

export function useRenameCritics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCritics,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: criticsKeys.all }),
  });
}
