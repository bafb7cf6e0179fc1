import { useQuery } from "@tanstack/react-query";
import { NOTIFICATION_LIMITS } from "@common/schemas/notifications";
import { api, unwrap } from "@client/lib/api-client";
import { notificationKeys } from "@client/lib/query-keys";

/** GET /api/notifications: the 20 latest and the unread count. Polls as the fallback for missed realtime notices. */
export const listNotifications = () => unwrap(api.notifications.$get());

export const useNotifications = ({ enabled = true } = {}) =>
  useQuery({
    queryKey: notificationKeys.list(),
    queryFn: listNotifications,
    enabled,
    refetchInterval: NOTIFICATION_LIMITS.pollMs,
  });
