import { useEffect, useEffectEvent, useSyncExternalStore } from "react";
import { realtime, type RealtimeState, type SubscriptionOptions } from "./realtime-client";
import { useSession } from "./session";

/** The tab's realtime connection state, e.g. for a "Reconnecting…" chip (screens §1.7). */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(realtime.onStateChange, realtime.getState, () => "idle");
}

/**
 * Follows `topic` while the component is mounted (`null`: follow nothing). The latest handlers
 * are always used without re-subscribing. It also keeps the socket's identity in step with the
 * session, so signing in or out replaces the connection.
 */
export function useRealtimeSubscription(
  topic: string | null,
  onEvent: (event: unknown) => void,
  options: SubscriptionOptions = {},
): void {
  const session = useSession();
  const sessionKnown = !session.isPending;
  const userId = session.data?.user.id ?? null;
  useEffect(() => {
    if (sessionKnown) realtime.setSession(userId);
  }, [sessionKnown, userId]);

  const handleEvent = useEffectEvent(onEvent);
  const handleRefused = useEffectEvent((error: { code: string; message: string }) =>
    options.onRefused?.(error),
  );
  const handleResync = useEffectEvent(() => options.onResync?.());
  useEffect(() => {
    if (topic === null) return;
    return realtime.subscribe(topic, (event) => handleEvent(event), {
      onRefused: (error) => handleRefused(error),
      onResync: () => handleResync(),
    });
  }, [topic]);
}
