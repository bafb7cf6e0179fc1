import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { analyseProphecyInput } from "@common/schemas/prophecy";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys, prophecyKeys } from "@client/lib/query-keys";

/**
 * POST /api/prophecy/analyses: a report or a theme briefing, saved private. Counts as one question with a model
 * (ai.md §1.5); 402, 422 and 429 come back as ApiErrors.
 */
export const analyseProphecy = (input: z.output<typeof analyseProphecyInput>) =>
  unwrap(api.prophecy.analyses.$post({ json: input }));

export function useAnalyseProphecy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyseProphecy,
    onSuccess: (signal) => {
      queryClient.setQueryData(prophecyKeys.signal(signal.id), signal);
      void queryClient.invalidateQueries({ queryKey: prophecyKeys.analyses() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.quota() }),
  });
}
