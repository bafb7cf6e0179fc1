import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { sermonCoachInput } from "@common/schemas/sermons";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";
import { sermonKeys } from "@client/lib/query-keys";

/**
 * POST /api/sermons/:id/coach: the coach's guidance for one step, saved with the sermon. One question with a model
 * (ai.md §1.5); 402, 422, 429 and the §1.8 provider errors come back as ApiErrors.
 */
export const coachSermon = ({ id, ...input }: z.output<typeof sermonCoachInput> & { id: string }) =>
  unwrap(api.sermons[":id"].coach.$post({ param: { id: encodeURIComponent(id) }, json: input }));

export function useCoachSermon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: coachSermon,
    onSuccess: (sermon) => queryClient.setQueryData(sermonKeys.sermon(sermon.id), sermon),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.quota() }),
  });
}
