import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { notificationKeys } from "@client/lib/query-keys";

/** POST /api/notifications/read-all */
export const markAllNotificationsRead = () => unwrap(api.notifications["read-all"].$post());

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
