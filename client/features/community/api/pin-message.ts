import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { putMessage } from "@client/features/community/lib/cache";
import { communityKeys } from "@client/features/community/lib/community-keys";

/** POST (pin) / DELETE (unpin) /api/community/messages/:id/pin — moderators and admins; 3 pinned at most. */
export const pinMessage = ({ id, pinned }: { id: string; pinned: boolean }) =>
  unwrap(
    pinned
      ? api.community.messages[":id"].pin.$post({ param: { id } })
      : api.community.messages[":id"].pin.$delete({ param: { id } }),
  );

export function usePinMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pinMessage,
    onSuccess: (message) => {
      putMessage(client, message);
      // The pinned list above the stream comes with the channels, in pin order.
      void client.invalidateQueries({ queryKey: communityKeys.channels() });
    },
  });
}
