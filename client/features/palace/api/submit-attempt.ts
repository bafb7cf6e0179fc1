import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SubmitAttemptInput } from "@common/schemas/palace";
import { api, unwrap } from "@client/lib/api-client";
import { invalidatePalace } from "../lib/invalidate-palace";

/** POST /api/palace/attempts/:id/submit: the answers, graded by the server (XP, progress, review cards). */
export const submitAttempt = ({ attemptId, body }: { attemptId: string; body: SubmitAttemptInput }) =>
  unwrap(api.palace.attempts[":id"].submit.$post({ param: { id: attemptId }, json: body }));

export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitAttempt, onSettled: () => invalidatePalace(queryClient) });
}
