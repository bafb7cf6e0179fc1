import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EscapeLockInput } from "@common/schemas/escape";
import { api, unwrap } from "@client/lib/api-client";
import { afterAttemptChange } from "@client/features/escape/lib/escape-cache";

/**
 * POST /api/escape/attempts/:attemptId/hint {lockNo}: hint 1 reveals the lock's typology note, hint 2 the book of an
 * expected reference; each costs the mode's price. The lock keeps its hints on every read.
 */
export const takeEscapeHint = ({
  attemptId,
  body,
}: {
  attemptId: string;
  roomId: string;
  body: EscapeLockInput;
}) => unwrap(api.escape.attempts[":attemptId"].hint.$post({ param: { attemptId }, json: body }));

export function useTakeEscapeHint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeEscapeHint,
    onSuccess: (hint, { roomId }) => afterAttemptChange(queryClient, roomId, hint.attempt),
  });
}
