import { realtimeLimits } from "@common/constants/realtime";
import { type RealtimeClientMessage, realtimeServerMessage } from "@common/schemas/realtime";

/**
 * One WebSocket per tab to /api/realtime (screens §1.7), framework-free; React reaches it through
 * `use-realtime.ts`. The socket opens when the first topic is followed and closes a little after
 * the last one is dropped. When it drops it comes back with back-off (1 s, 2 s, 4 s … 30 s) and
 * follows every topic again; subscribers whose state may have moved meanwhile get `onResync`.
 */

/** idle: no socket · connecting: first attempt · open · reconnecting: lost, waiting or retrying. */
export type RealtimeState = "idle" | "connecting" | "open" | "reconnecting";

/** The wait before reconnect attempt `attempt` (0 = first retry): 1 s, 2 s, 4 s … capped at 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(realtimeLimits.reconnectBaseMs * 2 ** Math.max(0, attempt), realtimeLimits.reconnectMaxMs);
}

export type SubscriptionOptions = {
  /** The server refused the topic (e.g. `forbidden`); it is asked again after the next reconnect. */
  onRefused?: (error: { code: string; message: string }) => void;
  /** The topic is followed again after a reconnect: events may have been missed, re-fetch. */
  onResync?: () => void;
};

export type RealtimeClientOptions = {
  url: () => string;
  /** The browser's WebSocket by default; tests pass a fake. */
  createSocket?: (url: string) => WebSocket;
  /** How long an unused socket stays open (a page change usually re-subscribes at once). */
  idleCloseMs?: number;
};

type Subscriber = { onEvent: (event: unknown) => void } & SubscriptionOptions;
type TopicEntry = { subscribers: Set<Subscriber>; confirmedBefore: boolean };

const socketOpen = 1; // WebSocket.OPEN, without needing the global (absent in Node 20 tests)
const normalClosure = 1000;

/** `ws:`/`wss:` to the page's own host: the session cookie rides along. */
export function defaultRealtimeUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}/api/realtime`;
}

/** A handler's bug must not stop delivery to the others; rethrown later so it still shows up. */
function rethrowLater(error: unknown) {
  setTimeout(() => {
    throw error;
  });
}

export function createRealtimeClient(options: RealtimeClientOptions) {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const idleCloseMs = options.idleCloseMs ?? 5_000;
  const topics = new Map<string, TopicEntry>();
  const stateListeners = new Set<() => void>();
  let state: RealtimeState = "idle";
  let socket: WebSocket | undefined;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  /** The signed-in user the socket was opened for; `undefined` until the app first says. */
  let sessionKey: string | null | undefined;

  const setState = (next: RealtimeState) => {
    if (state === next) return;
    state = next;
    for (const listener of [...stateListeners]) listener();
  };

  const send = (message: RealtimeClientMessage) => {
    if (socket?.readyState === socketOpen) socket.send(JSON.stringify(message));
  };

  const clearTimers = () => {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    clearInterval(pingTimer);
    pingTimer = undefined;
  };

  const dispatch = (data: unknown) => {
    if (typeof data !== "string") return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = realtimeServerMessage.safeParse(json);
    if (!parsed.success) return; // a newer server's message this tab doesn't know
    const message = parsed.data;
    if (message.type === "event") {
      for (const subscriber of [...(topics.get(message.topic)?.subscribers ?? [])]) {
        try {
          subscriber.onEvent(message.event);
        } catch (error) {
          rethrowLater(error);
        }
      }
    } else if (message.type === "subscribed") {
      const entry = topics.get(message.topic);
      if (!entry) return;
      if (entry.confirmedBefore) for (const subscriber of [...entry.subscribers]) subscriber.onResync?.();
      entry.confirmedBefore = true;
    } else if (message.type === "error" && message.topic !== undefined) {
      const error = { code: message.code, message: message.message };
      for (const subscriber of [...(topics.get(message.topic)?.subscribers ?? [])])
        subscriber.onRefused?.(error);
    }
  };

  const open = () => {
    clearTimers();
    const current = createSocket(options.url());
    socket = current;
    setState(attempt === 0 ? "connecting" : "reconnecting");
    current.onopen = () => {
      if (socket !== current) return;
      attempt = 0;
      setState("open");
      for (const topic of topics.keys()) send({ type: "subscribe", topic });
      // Some proxies cut a WebSocket that has been quiet for a minute.
      pingTimer = setInterval(() => send({ type: "ping" }), realtimeLimits.clientPingIntervalMs);
    };
    current.onmessage = (event: MessageEvent) => {
      if (socket === current) dispatch(event.data);
    };
    current.onclose = () => {
      if (socket !== current) return; // a socket we replaced on purpose
      socket = undefined;
      clearTimers();
      if (topics.size === 0) {
        setState("idle");
        return;
      }
      setState("reconnecting");
      reconnectTimer = setTimeout(open, reconnectDelayMs(attempt));
      attempt += 1;
    };
    // An error is always followed by close, which decides what happens next.
    current.onerror = () => undefined;
  };

  const closeSocket = () => {
    clearTimers();
    const current = socket;
    socket = undefined;
    attempt = 0;
    current?.close(normalClosure);
    setState("idle");
  };

  /** Start over now: a fresh socket (with the current cookie) that follows every topic again. */
  const restart = () => {
    closeSocket();
    if (topics.size > 0) open();
  };

  return {
    getState: (): RealtimeState => state,

    /** Calls `listener` whenever the connection state changes; returns the unsubscribe. */
    onStateChange: (listener: () => void): (() => void) => {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },

    /** Follows `topic`; `onEvent` gets each event's payload (validate it). Returns the unsubscribe. */
    subscribe: (
      topic: string,
      onEvent: (event: unknown) => void,
      subscriptionOptions: SubscriptionOptions = {},
    ) => {
      const subscriber: Subscriber = { onEvent, ...subscriptionOptions };
      let entry = topics.get(topic);
      const isNewTopic = entry === undefined;
      if (!entry) topics.set(topic, (entry = { subscribers: new Set(), confirmedBefore: false }));
      entry.subscribers.add(subscriber);
      clearTimeout(idleTimer);
      idleTimer = undefined;
      if (!socket && !reconnectTimer)
        open(); // onopen follows every topic
      else if (isNewTopic) send({ type: "subscribe", topic }); // no-op until open; onopen sends it then
      const owner = entry;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        owner.subscribers.delete(subscriber);
        if (owner.subscribers.size > 0 || topics.get(topic) !== owner) return;
        topics.delete(topic);
        send({ type: "unsubscribe", topic });
        if (topics.size === 0) {
          clearTimeout(idleTimer);
          idleTimer = setTimeout(() => {
            if (topics.size === 0) closeSocket();
          }, idleCloseMs);
        }
      };
    },

    /**
     * The signed-in user (`null`: visitor). The server reads the cookie only at the handshake,
     * so after sign-in or sign-out the socket is replaced and topics are asked for again.
     */
    setSession: (key: string | null) => {
      const previous = sessionKey;
      sessionKey = key;
      if (previous !== undefined && previous !== key && (socket || reconnectTimer)) restart();
    },

    /** Skip the back-off wait (e.g. the browser says it is online again). */
    retryNow: () => {
      if (reconnectTimer) open();
    },

    /** Drops every topic and the socket (tests; a tab never needs it). */
    close: () => {
      topics.clear();
      clearTimeout(idleTimer);
      closeSocket();
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

/** The tab's one connection. */
export const realtime = createRealtimeClient({ url: defaultRealtimeUrl });

if (typeof window !== "undefined") window.addEventListener("online", () => realtime.retryNow());
