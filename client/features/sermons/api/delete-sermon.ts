import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { sermonKeys } from "@client/lib/query-keys";

/** DELETE /api/sermons/:id */
export const deleteSermon = (id: string) =>
  unwrap(api.sermons[":id"].$delete({ param: { id: encodeURIComponent(id) } }));

export function useDeleteSermon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSermon,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: sermonKeys.sermon(id) });
      void queryClient.invalidateQueries({ queryKey: sermonKeys.lists() });
    },
  });
}
