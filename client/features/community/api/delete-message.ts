import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { putMessage } from "@client/features/community/lib/cache";

/** DELETE /api/community/messages/:id — the author's own, or anyone's for moderators and admins; "Message deleted". */
export const deleteMessage = (id: string) => unwrap(api.community.messages[":id"].$delete({ param: { id } }));

export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMessage, onSuccess: (message) => putMessage(client, message) });
}
