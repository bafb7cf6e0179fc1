import { useQuery, useQueryClient } from "@tanstack/react-query";
import { isNotificationNotice } from "@common/schemas/notifications";
import { api, unwrap } from "@client/lib/api-client";
import { prophecyKeys } from "@client/lib/query-keys";
import { useSession } from "@client/lib/session";
import { useRealtimeSubscription } from "@client/lib/use-realtime";

/** GET /api/prophecy/topics: the member's watch topics, each with the signals it matched. */
export const listTopics = () => unwrap(api.prophecy.topics.$get());

/**
 * The topics, fetched again when one of the member's notifications arrives (an alert means a topic has a new match)
 * or the realtime connection resyncs, so the matches shown never lag behind the bell.
 */
export function useTopics({ enabled = true } = {}) {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id ?? null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: prophecyKeys.topics() });
  useRealtimeSubscription(
    enabled && userId ? `user:${userId}` : null,
    (event) => {
      if (isNotificationNotice(event)) refresh();
    },
    { onResync: refresh },
  );
  return useQuery({ queryKey: prophecyKeys.topics(), queryFn: listTopics, enabled });
}
