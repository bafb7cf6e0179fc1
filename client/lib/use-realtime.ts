import { useEffect, useEffectEvent, useSyncExternalStore } from "react";
import type * as RealtimeClientModule from "./realtime-client";
import type { RealtimeState, SubscriptionOptions } from "./realtime-client";
import { afterPageReady } from "./page-ready";
import { useSession } from "./session";

type RealtimeModule = typeof RealtimeClientModule;

/*
 * The realtime client (and the message schemas it validates with) loads the first time a
 * component follows a topic, once the page itself has rendered (lib/page-ready.ts). Visitors
 * follow none, so the landing page's first paint doesn't carry it.
 */
let loading: Promise<RealtimeModule> | undefined;
let loaded: RealtimeModule | undefined;
const stateListeners = new Set<() => void>();

function loadRealtime(): Promise<RealtimeModule> {
  loading ??= afterPageReady()
    .then(() => import("./realtime-client"))
    .then((module) => {
      loaded = module;
      // Components that read the state before the client existed now follow the real one.
      stateListeners.forEach((listener) => module.realtime.onStateChange(listener));
      stateListeners.forEach((listener) => listener());
      return module;
    });
  return loading;
}

function subscribeToState(listener: () => void): () => void {
  if (loaded) return loaded.realtime.onStateChange(listener);
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

const currentState = (): RealtimeState => loaded?.realtime.getState() ?? "idle";

/** The tab's realtime connection state, e.g. for a "Reconnecting…" chip (screens §1.7). */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(subscribeToState, currentState, () => "idle");
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
  const following = topic !== null;
  useEffect(() => {
    if (!sessionKnown || !following) return;
    void loadRealtime().then(({ realtime }) => realtime.setSession(userId));
  }, [sessionKnown, userId, following]);

  const handleEvent = useEffectEvent(onEvent);
  const handleRefused = useEffectEvent((error: { code: string; message: string }) =>
    options.onRefused?.(error),
  );
  const handleResync = useEffectEvent(() => options.onResync?.());
  useEffect(() => {
    if (topic === null) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void loadRealtime().then(({ realtime }) => {
      if (cancelled) return;
      unsubscribe = realtime.subscribe(topic, (event) => handleEvent(event), {
        onRefused: (error) => handleRefused(error),
        onResync: () => handleResync(),
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [topic]);
}
