import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EscapeAnswerInput } from "@common/schemas/escape";
import { api, unwrap } from "@client/lib/api-client";
import { afterAttemptChange } from "@client/features/escape/lib/escape-cache";

/**
 * POST /api/escape/attempts/:attemptId/answer {lockNo, refs, justification, principle}: graded on the server —
 * perfect, a partial on offer, failed (a try used) or broken open after the third fail. 409 `attempt_finished` once
 * the doors sealed (or the member escaped), 409 `wrong_lock` when the lock was already closed.
 */
export const answerEscapeLock = ({
  attemptId,
  body,
}: {
  attemptId: string;
  roomId: string;
  body: EscapeAnswerInput;
}) => unwrap(api.escape.attempts[":attemptId"].answer.$post({ param: { attemptId }, json: body }));

/** The answer carries the attempt after it, which becomes the room page's attempt. */
export function useAnswerEscapeLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerEscapeLock,
    onSuccess: (answer, { roomId }) => afterAttemptChange(queryClient, roomId, answer.attempt),
  });
}
