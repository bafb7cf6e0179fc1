import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { updateChannels } from "@client/features/community/lib/cache";
import { markChannelRead } from "@client/features/community/lib/stream";

/** POST /api/community/channels/:id/read — the read position only moves forward; the badge clears. */
export const markRead = ({ channelId, lastReadAt }: { channelId: string; lastReadAt: string }) =>
  unwrap(
    api.community.channels[":id"].read.$post({
      param: { id: encodeURIComponent(channelId) },
      json: { lastReadAt },
    }),
  );

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (position) =>
      updateChannels(client, (data) => markChannelRead(data, position.channelId, position.lastReadAt)),
  });
}
