import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PostMessageInput } from "@common/schemas/community";
import { api, unwrap } from "@client/lib/api-client";
import { putMessage } from "@client/features/community/lib/cache";

export type PostMessageVariables = PostMessageInput & { channelId: string };

/**
 * POST /api/community/channels/:id/messages — the client names the message (`clientId`), so a retry after a lost
 * answer returns the first copy rather than posting twice. The stream shows the message at once (the composer's
 * pending list); the server's copy replaces it here.
 */
export const postMessage = ({ channelId, ...json }: PostMessageVariables) =>
  unwrap(
    api.community.channels[":id"].messages.$post({ param: { id: encodeURIComponent(channelId) }, json }),
  );

export function usePostMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postMessage,
    onSuccess: (message) => putMessage(client, message),
  });
}
