import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { notificationKeys } from "@client/lib/query-keys";

/** POST /api/notifications/:id/read */
export const markNotificationRead = (id: string) =>
  unwrap(api.notifications[":id"].read.$post({ param: { id: encodeURIComponent(id) } }));

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
