import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { researchKeys } from "@client/lib/query-keys";

/** DELETE /api/research/:id : a report with its deep dives, or one deep dive. */
export const deleteResearchNote = (id: string) =>
  unwrap(api.research[":id"].$delete({ param: { id: encodeURIComponent(id) } }));

export function useDeleteResearchNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResearchNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKeys.all }),
  });
}
