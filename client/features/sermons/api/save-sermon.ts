import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SermonDraft } from "@common/schemas/sermons";
import { api, unwrap } from "@client/lib/api-client";
import { sermonKeys } from "@client/lib/query-keys";

/** PUT /api/sermons/:id: the draft save (autosave, Next, Back); 422 `step_blocked` when Next's rule fails. */
export const saveSermon = ({ id, draft }: { id: string; draft: SermonDraft }) =>
  unwrap(api.sermons[":id"].$put({ param: { id: encodeURIComponent(id) }, json: draft }));

export function useSaveSermon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSermon,
    onSuccess: (sermon) => {
      queryClient.setQueryData(sermonKeys.sermon(sermon.id), sermon);
      void queryClient.invalidateQueries({ queryKey: sermonKeys.lists() });
    },
  });
}
