import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { generateInput } from "@common/schemas/flashcards";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/**
 * POST /api/flashcards/generate: N cards from a passage or a topic, by the model or the offline study engine, to
 * preview before saving. Counts as one question with a model (ai.md §1.5); 402, 422 and 429 come back as ApiErrors.
 */
export const generateCards = (input: z.output<typeof generateInput>) =>
  unwrap(api.flashcards.generate.$post({ json: input }));

/** The questions-left chip is re-read afterwards: a generation (or its refund after a failure) changed it. */
export function useGenerateCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCards,
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.quota() }),
  });
}
