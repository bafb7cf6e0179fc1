import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, Db } from "../db/client";
import type { Logger } from "../logger";

/**
 * The realtime bus: services publish `{ topic, event }`, every server instance's hub receives it.
 * In memory for the embedded database (one process), PostgreSQL LISTEN/NOTIFY for a database
 * server, so several instances behind a load balancer deliver the same events.
 *
 * Delivery is best-effort, like the product asks (screens §1.7): a client that missed events
 * re-fetches after reconnecting, and a bus that lost its connection says so in the log.
 */
export type BusMessage = { topic: string; event: unknown };
export type BusHandler = (message: BusMessage) => void;

export type Bus = {
  kind: "memory" | "postgres";
  /** Resolves once the event is handed to the transport; an event too large for NOTIFY is logged and dropped. */
  publish(topic: string, event: unknown): Promise<void>;
  /** Handlers run for every event of every topic (the hub fans out by topic); returns the unsubscribe. */
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
};

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; the memory bus keeps the same limit. */
export const maxBusPayloadBytes = 7999;
export const busChannel = "pt_realtime";

/**
 * A control message for every instance's hub, not a topic anyone follows: `{ topic, userId }` drops that member's
 * subscriptions to the topic on every socket (e.g. a member removed from a live room, who may not read it any more).
 */
export const revokeSubscriptionTopic = "hub:revoke";
export type RevokeSubscription = { topic: string; userId: string };

/**
 * The wire form of one message, or `undefined` (logged) when it can't travel. Both buses use it,
 * so an event that would fail on PostgreSQL also fails in development on PGlite.
 */
function encode(logger: Logger, topic: string, event: unknown): string | undefined {
  let payload: string;
  try {
    payload = JSON.stringify({ topic, event } satisfies BusMessage);
  } catch (error) {
    logger.error({ err: error, topic }, "realtime event is not JSON; dropped");
    return undefined;
  }
  const bytes = Buffer.byteLength(payload, "utf8");
  if (bytes > maxBusPayloadBytes) {
    // Realtime events are small notices ("count is 12", "you have a new message"); a big one is a
    // bug in its publisher, which should send an id and let clients fetch the rest.
    logger.error({ topic, bytes, limit: maxBusPayloadBytes }, "realtime event too large; dropped");
    return undefined;
  }
  return payload;
}

function decode(logger: Logger, payload: string): BusMessage | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value === "object" && value !== null && "topic" in value && typeof value.topic === "string") {
      return { topic: value.topic, event: "event" in value ? value.event : undefined };
    }
  } catch {
    // fall through: someone else NOTIFYing on our channel, or a truncated payload
  }
  logger.warn({ bytes: payload.length }, "unreadable realtime bus message ignored");
  return undefined;
}

function createHandlers(logger: Logger) {
  const handlers = new Set<BusHandler>();
  return {
    add(handler: BusHandler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    deliver(message: BusMessage) {
      for (const handler of handlers) {
        try {
          handler(message);
        } catch (error) {
          // One broken subscriber must not starve the others.
          logger.error({ err: error, topic: message.topic }, "realtime bus handler failed");
        }
      }
    },
    clear() {
      handlers.clear();
    },
  };
}

/** One process: events go round through JSON (as they would through PostgreSQL) on the next tick. */
export function createMemoryBus(options: { logger: Logger }): Bus {
  const { logger } = options;
  const handlers = createHandlers(logger);
  let closed = false;
  return {
    kind: "memory",
    publish: (topic, event) => {
      if (closed) return Promise.resolve();
      const payload = encode(logger, topic, event);
      if (payload === undefined) return Promise.resolve();
      // Asynchronous like NOTIFY, so a publisher never runs subscriber code inside its own call.
      setImmediate(() => {
        const message = decode(logger, payload);
        if (message && !closed) handlers.deliver(message);
      });
      return Promise.resolve();
    },
    subscribe: (handler) => handlers.add(handler),
    close: () => {
      closed = true;
      handlers.clear();
      return Promise.resolve();
    },
  };
}

export type PostgresBusOptions = {
  /** For the dedicated LISTEN connection (a pooled connection can't hold a LISTEN). */
  connectionString: string;
  /** Where NOTIFY is sent: the app's pool, so publishing works even while the listener reconnects. */
  db: Db;
  logger: Logger;
  channel?: string;
  /** Reconnect back-off of the listener: base doubles per failed attempt up to max. */
  reconnect?: { baseMs: number; maxMs: number };
};

/**
 * LISTEN/NOTIFY on one channel. Every instance, the publisher included, receives each event
 * through PostgreSQL, so there is one delivery path and no duplicates. The first connection is
 * awaited (a wrong URL stops the start with a clear error); later losses reconnect with back-off.
 */
export async function createPostgresBus(options: PostgresBusOptions): Promise<Bus> {
  const { connectionString, db, logger } = options;
  const channel = options.channel ?? busChannel;
  const reconnect = options.reconnect ?? { baseMs: 250, maxMs: 30_000 };
  const handlers = createHandlers(logger);
  let listener: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const connectListener = async () => {
    const client = new pg.Client({ connectionString, keepAlive: true });
    client.on("notification", (notification) => {
      if (notification.channel !== channel || notification.payload === undefined) return;
      const message = decode(logger, notification.payload);
      if (message) handlers.deliver(message);
    });
    // pg emits "error" on a broken connection; unhandled, it would crash the process.
    client.on("error", (error) => {
      logger.warn({ err: error }, "realtime bus connection error");
      lost(client);
    });
    client.on("end", () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    attempt = 0;
  };

  const lost = (client: pg.Client) => {
    if (closed || client !== listener) return; // a stale client, or our own close()
    listener = undefined;
    client.end().catch(() => undefined);
    logger.warn("realtime bus lost its PostgreSQL connection; events are missed until it reconnects");
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    const delay = Math.min(reconnect.baseMs * 2 ** attempt, reconnect.maxMs);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connectListener().then(
        () => {
          if (!closed) logger.info({ attempts: attempt }, "realtime bus reconnected");
        },
        (error: unknown) => {
          logger.warn(
            { err: error, retryInMs: Math.min(reconnect.baseMs * 2 ** attempt, reconnect.maxMs) },
            "realtime bus reconnect failed",
          );
          scheduleReconnect();
        },
      );
    }, delay);
    // The HTTP server keeps the process alive; a pending reconnect alone should not.
    reconnectTimer.unref();
  };

  await connectListener();

  return {
    kind: "postgres",
    publish: async (topic, event) => {
      if (closed) return;
      const payload = encode(logger, topic, event);
      if (payload === undefined) return;
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    subscribe: (handler) => handlers.add(handler),
    close: async () => {
      if (closed) return;
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      handlers.clear();
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

/** The bus that fits the database: PostgreSQL LISTEN/NOTIFY for a server, in memory for PGlite. */
export function createBus(database: Database, logger: Logger): Promise<Bus> {
  if (database.kind === "postgres" && database.connectionString) {
    return createPostgresBus({ connectionString: database.connectionString, db: database.db, logger });
  }
  return Promise.resolve(createMemoryBus({ logger }));
}
