import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { onlineCountTopic, presence } from "@common/constants/presence";
import { useSession } from "@client/lib/session";
import { useAfterPageReady } from "@client/lib/page-ready";
import { useRealtimeSubscription } from "@client/lib/use-realtime";
import { getOnlineCount, type OnlineCount, onlineCountFailures } from "./online-count-source";
import { presenceKeys } from "@client/lib/shell-query-keys";

export const onlineCountQueryOptions = () =>
  queryOptions({
    queryKey: presenceKeys.onlineCount(),
    queryFn: async () => {
      try {
        const result = await getOnlineCount();
        onlineCountFailures.succeed();
        return result;
      } catch (error) {
        onlineCountFailures.fail();
        throw error;
      }
    },
    // One try per poll, so "3 failures in a row" means three polls, a minute apart.
    retry: false,
    refetchInterval: () => (onlineCountFailures.stopped() ? false : presence.countRefreshIntervalMs),
    refetchIntervalInBackground: true,
    staleTime: presence.countRefreshIntervalMs / 2,
  });

/** A hand-written guard, not the zod schema: zod would weigh on every page's first paint. */
function isOnlineCountEvent(event: unknown): event is { count: number } {
  return (
    typeof event === "object" &&
    event !== null &&
    "count" in event &&
    typeof event.count === "number" &&
    Number.isInteger(event.count) &&
    event.count >= 0
  );
}

/**
 * The number of members online (screens §2.1): fetched on load and every 60 s by everyone;
 * members also get `stats:online` pushes, written straight into the same cache entry.
 * The page never waits for it.
 */
export function useOnlineCount(): OnlineCount {
  const hidden = useSyncExternalStore(
    onlineCountFailures.subscribe,
    onlineCountFailures.stopped,
    () => false,
  );
  // Asked once the page itself has rendered: the count is never what a member came for.
  const pageFirst = useAfterPageReady();
  const query = useQuery({ ...onlineCountQueryOptions(), enabled: !hidden && pageFirst });
  const queryClient = useQueryClient();
  const signedIn = Boolean(useSession().data);
  // Visitors poll only: the spec pushes to members, and a socket per anonymous visitor buys little.
  useRealtimeSubscription(
    signedIn && !hidden ? onlineCountTopic : null,
    (event) => {
      // The realtime client has already validated the frame; this checks the event's own shape.
      if (isOnlineCountEvent(event))
        queryClient.setQueryData(presenceKeys.onlineCount(), { count: event.count });
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: presenceKeys.onlineCount() }) },
  );
  return { count: hidden ? undefined : query.data?.count, hidden };
}
