import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";

/**
 * POST /api/community/channels/:id/typing — tells the channel the member is typing (shown to others for 5 seconds).
 * Best effort: the composer sends it at most every 2 seconds and ignores failures.
 */
export const sendTyping = (channelId: string) =>
  unwrap(api.community.channels[":id"].typing.$post({ param: { id: encodeURIComponent(channelId) } }));

export const useSendTyping = () => useMutation({ mutationFn: sendTyping, retry: false });
