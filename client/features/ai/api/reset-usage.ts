import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AiQuotaDto } from "@common/schemas/ai";
import { apiRequest } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/** POST /api/ai/usage/reset: fake mode only — "Reset my AI usage (test mode)" (ai.md §1.5). */
export const resetUsage = () => apiRequest<AiQuotaDto | undefined>("/ai/usage/reset", "POST", {});

export function useResetUsage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUsage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiKeys.quota() }),
  });
}
