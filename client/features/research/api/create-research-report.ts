import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createResearchInput } from "@common/schemas/research";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys, researchKeys } from "@client/lib/query-keys";

/**
 * POST /api/research: a report with the model or the offline study engine, saved at once as a research note. Counts
 * as one question with a model (ai.md §1.5); 402, 422, 429 and the §1.8 provider errors come back as ApiErrors.
 */
export const createResearchReport = (input: z.output<typeof createResearchInput>) =>
  unwrap(api.research.$post({ json: input }));

export function useCreateResearchReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResearchReport,
    onSuccess: (note) => {
      queryClient.setQueryData(researchKeys.note(note.id), note);
      void queryClient.invalidateQueries({ queryKey: researchKeys.lists() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.quota() }),
  });
}
