import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateChannelInput } from "@common/schemas/community";
import { api, unwrap } from "@client/lib/api-client";
import { refreshChannelLists } from "@client/features/community/lib/channel-admin";

/**
 * PATCH /api/admin/community/channels/:id — rename, describe, move (`position`, 1 = first), make read-only, or
 * archive (`archived: true`) / restore (`false`).
 */
export const updateChannel = ({ id, ...changes }: UpdateChannelInput & { id: string }) =>
  unwrap(api.admin.community.channels[":id"].$patch({ param: { id }, json: changes }));

export function useUpdateChannel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateChannel, onSuccess: () => refreshChannelLists(client) });
}
