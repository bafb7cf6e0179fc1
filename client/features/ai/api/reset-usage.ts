import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/** POST /api/ai/usage/reset: fake mode only — "Reset my AI usage (test mode)" (ai.md §1.5). */
export const resetUsage = () => unwrap(api.ai.usage.reset.$post());

export function useResetUsage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUsage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiKeys.quota() }),
  });
}
