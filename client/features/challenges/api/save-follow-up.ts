import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { challengeKeys } from "@client/features/challenges/lib/challenge-keys";

/** PUT /api/challenges/journal/:id/follow-up — the member's later note (≤ 2,000 characters; empty clears it). */
export const saveFollowUp = ({ id, note }: { id: string; note: string }) =>
  unwrap(api.challenges.journal[":id"]["follow-up"].$put({ param: { id }, json: { note } }));

export function useSaveFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFollowUp,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: challengeKeys.journals() }),
  });
}
