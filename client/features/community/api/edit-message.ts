import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EditMessageInput } from "@common/schemas/community";
import { api, unwrap } from "@client/lib/api-client";
import { putMessage } from "@client/features/community/lib/cache";

/** PATCH /api/community/messages/:id — the author, within 15 minutes of sending (409 edit_window_closed after). */
export const editMessage = ({ id, ...json }: EditMessageInput & { id: string }) =>
  unwrap(api.community.messages[":id"].$patch({ param: { id }, json }));

export function useEditMessage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: editMessage, onSuccess: (message) => putMessage(client, message) });
}
