import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateChannelInput } from "@common/schemas/community";
import { api, unwrap } from "@client/lib/api-client";
import { refreshChannelLists } from "@client/features/community/lib/channel-admin";

/** POST /api/admin/community/channels — adds a channel (409 `channel_exists` when the id is taken). */
export const addChannel = (input: CreateChannelInput) =>
  unwrap(api.admin.community.channels.$post({ json: input }));

export function useAddChannel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addChannel, onSuccess: () => refreshChannelLists(client) });
}
