import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SermonDraft } from "@common/schemas/sermons";
import { api, unwrap } from "@client/lib/api-client";
import { sermonKeys } from "@client/lib/query-keys";

/** POST /api/sermons/:id/finish: saves the sermon and marks it complete (422 with the step's message otherwise). */
export const finishSermon = ({ id, draft }: { id: string; draft: SermonDraft }) =>
  unwrap(api.sermons[":id"].finish.$post({ param: { id: encodeURIComponent(id) }, json: draft }));

export function useFinishSermon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishSermon,
    onSuccess: (sermon) => {
      queryClient.setQueryData(sermonKeys.sermon(sermon.id), sermon);
      void queryClient.invalidateQueries({ queryKey: sermonKeys.lists() });
    },
  });
}
