import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/** POST /api/admin/ai/usage/reset — gives a member today's AI questions back (audited on the server). */
export const resetMemberUsage = (email: string) =>
  unwrap(api.admin.ai.usage.reset.$post({ json: { email } }));

export function useResetMemberUsage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMemberUsage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: aiKeys.adminOverview() }),
  });
}
