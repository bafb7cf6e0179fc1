import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EscapeLockInput } from "@common/schemas/escape";
import { api, unwrap } from "@client/lib/api-client";
import { afterAttemptChange } from "@client/features/escape/lib/escape-cache";

/**
 * POST /api/escape/attempts/:attemptId/accept-partial {lockNo}: "Take {n} points and continue" — the lock closes
 * with the partial points on offer and the next one opens.
 */
export const acceptEscapePartial = ({
  attemptId,
  body,
}: {
  attemptId: string;
  roomId: string;
  body: EscapeLockInput;
}) => unwrap(api.escape.attempts[":attemptId"]["accept-partial"].$post({ param: { attemptId }, json: body }));

export function useAcceptEscapePartial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptEscapePartial,
    onSuccess: (attempt, { roomId }) => afterAttemptChange(queryClient, roomId, attempt),
  });
}
