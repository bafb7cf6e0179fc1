import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { sermonKeys } from "@client/lib/query-keys";

/** POST /api/sermons/:id/duplicate: a copy with its text and guidance. */
export const duplicateSermon = (id: string) =>
  unwrap(api.sermons[":id"].duplicate.$post({ param: { id: encodeURIComponent(id) } }));

export function useDuplicateSermon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateSermon,
    onSuccess: (sermon) => {
      queryClient.setQueryData(sermonKeys.sermon(sermon.id), sermon);
      void queryClient.invalidateQueries({ queryKey: sermonKeys.lists() });
    },
  });
}
