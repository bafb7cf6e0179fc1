import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { analyseCriticsInput } from "@common/schemas/critics";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys, criticsKeys } from "@client/lib/query-keys";

/**
 * POST /api/critics: analyse pasted text with the model or the offline study engine; the analysis is saved. Counts
 * as one question with a model (ai.md §1.5); 402, 422 and 429 come back as ApiErrors.
 */
export const analyseCritics = (input: z.output<typeof analyseCriticsInput>) =>
  unwrap(api.critics.$post({ json: input }));

export function useAnalyseCritics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyseCritics,
    onSuccess: (analysis) => {
      queryClient.setQueryData(criticsKeys.analysis(analysis.id), analysis);
      void queryClient.invalidateQueries({ queryKey: criticsKeys.list() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.quota() }),
  });
}
