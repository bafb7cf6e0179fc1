import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type SermonDraft, sermonDraftInput } from "@common/schemas/sermons";
import { api, unwrap } from "@client/lib/api-client";
import { sermonKeys } from "@client/lib/query-keys";

/** POST /api/sermons: a new sermon, empty or with what was typed. */
export const createSermon = (draft: SermonDraft = sermonDraftInput.parse({})) =>
  unwrap(api.sermons.$post({ json: draft }));

export function useCreateSermon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSermon,
    onSuccess: (sermon) => {
      queryClient.setQueryData(sermonKeys.sermon(sermon.id), sermon);
      void queryClient.invalidateQueries({ queryKey: sermonKeys.lists() });
    },
  });
}
