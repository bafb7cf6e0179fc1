import { upgradeWebSocket } from "@hono/node-server";
import { Hono } from "hono";
import type { WSContext, WSMessageReceive } from "hono/ws";
import { type WebSocket, WebSocketServer } from "ws";
import { realtimeLimits } from "@common/constants/realtime";
import { type RealtimeActor, type SubscriptionRefusal, subscriptionRefusal } from "@common/policies/realtime";
import type { RealtimeServerMessage } from "@common/schemas/realtime";
import { type RealtimeCommand, realtimeInboundMessage } from "@common/schemas/realtime-commands";
import type { Auth } from "../auth/auth";
import type { AppEnv } from "../http/app-env";
import { badRequest, forbidden } from "../http/errors";
import type { Logger } from "../logger";
import { type Bus, type RevokeSubscription, revokeSubscriptionTopic } from "./bus";

export type HubDeps = {
  auth: Auth;
  bus: Bus;
  logger: Logger;
  /** The site's own origin (PUBLIC_URL): browsers connecting from elsewhere are refused. */
  publicUrl: string;
  /** How often dead sockets are looked for (ws ping/pong). */
  livenessIntervalMs?: number;
  /** Overrides realtimeLimits.maxSubscriptionsPerSocket (tests reach the cap with the few topics that exist). */
  maxSubscriptionsPerSocket?: number;
  /**
   * Checks a topic family needs beyond the shared policy, asked after it (e.g. `game`: does this member play in the
   * match or may join it — a database question). Families without one follow the policy alone.
   */
  authorizers?: Partial<Record<string, TopicAuthorizer>>;
  /**
   * Commands a service answers over the socket (Chain Chess's move, resign, chat). `reply` sends an event to this
   * socket alone; what everyone must see the service publishes on the bus.
   */
  commands?: CommandHandler;
};

/** The signed-in sender of a command, as the services' ActorContext needs it. */
export type SocketActor = { userId: string; email: string; sessionId: string };
export type CommandHandler = (
  actor: SocketActor,
  command: RealtimeCommand,
  reply: (topic: string, event: unknown) => void,
) => Promise<void>;

/** A family's own subscription check: null allows, a refusal is sent to the client as an error. */
export type TopicAuthorizer = (actor: { userId: string }, id: string) => Promise<SubscriptionRefusal | null>;

type Connection = {
  actor: RealtimeActor;
  session: SocketActor | null;
  topics: Set<string>;
  socket: WSContext<unknown> | undefined;
};

const openState = 1;
const goingAway = 1001;
/** How long stop() lets clients answer the close handshake before cutting them off. */
const closeGraceMs = 1_000;

/**
 * Browsers always send Origin on a WebSocket handshake and attach our cookie whichever site
 * opened it, so a foreign origin is refused (cross-site WebSocket hijacking). Clients without a
 * browser (tests, tools) send none and hold the cookie themselves, so they pass.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
): boolean {
  if (origin === undefined) return true;
  if (origin === new URL(publicUrl).origin) return true;
  try {
    // Same origin as the request itself, e.g. the app reached at 127.0.0.1 while PUBLIC_URL says localhost.
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The realtime hub: owns the WebSocket server behind GET /api/realtime, knows which socket
 * follows which topic, checks every subscription with the shared policy and delivers the bus's
 * events. It keeps nothing but sockets in memory; events come from the bus, so any instance
 * can serve any client.
 */
export function createHub(deps: HubDeps) {
  const { auth, bus, logger, publicUrl } = deps;
  const maxSubscriptions = deps.maxSubscriptionsPerSocket ?? realtimeLimits.maxSubscriptionsPerSocket;
  // maxPayload: a larger frame is refused by ws itself (close 1009) before we ever buffer it.
  const wss = new WebSocketServer({ noServer: true, maxPayload: realtimeLimits.maxClientMessageBytes });
  const connections = new Set<Connection>();
  const byTopic = new Map<string, Set<Connection>>();
  let closed = false;

  // Liveness: a socket that didn't answer the previous ping is gone (laptop lid, lost network).
  const answered = new WeakSet<WebSocket>();
  wss.on("connection", (socket) => {
    answered.add(socket);
    socket.on("pong", () => answered.add(socket));
  });
  const livenessTimer = setInterval(() => {
    for (const socket of wss.clients) {
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, deps.livenessIntervalMs ?? 30_000);
  livenessTimer.unref();

  const send = (connection: Connection, message: RealtimeServerMessage) => {
    const socket = connection.socket;
    if (socket?.readyState === openState) socket.send(JSON.stringify(message));
  };
  const sendError = (connection: Connection, code: string, message: string, topic?: string) =>
    send(connection, { type: "error", code, message, ...(topic === undefined ? {} : { topic }) });

  const unsubscribeBus = bus.subscribe(({ topic, event }) => {
    if (topic === revokeSubscriptionTopic) {
      revoke(event as RevokeSubscription);
      return;
    }
    const subscribers = byTopic.get(topic);
    if (!subscribers) return;
    // Serialized once for every follower of the topic.
    const frame = JSON.stringify({ type: "event", topic, event } satisfies RealtimeServerMessage);
    for (const connection of subscribers) {
      if (connection.socket?.readyState === openState) connection.socket.send(frame);
    }
  });

  const subscribe = async (connection: Connection, topic: string) => {
    if (connection.topics.has(topic)) {
      send(connection, { type: "subscribed", topic }); // idempotent: a re-subscribe after a glitch is fine
      return;
    }
    let refusal = subscriptionRefusal(connection.actor, topic);
    const colon = topic.indexOf(":");
    const authorize = colon > 0 ? deps.authorizers?.[topic.slice(0, colon)] : undefined;
    if (!refusal && authorize && connection.actor) {
      try {
        refusal = await authorize(connection.actor, topic.slice(colon + 1));
      } catch (error) {
        logger.error({ err: error, topic }, "realtime authorizer failed");
        refusal = { code: "forbidden", message: "This topic cannot be followed right now." };
      }
      if (!connections.has(connection)) return; // the socket went away while we asked
    }
    if (refusal) {
      sendError(connection, refusal.code, refusal.message, topic);
      return;
    }
    if (connection.topics.has(topic)) {
      send(connection, { type: "subscribed", topic });
      return;
    }
    if (connection.topics.size >= maxSubscriptions) {
      sendError(
        connection,
        "too_many_subscriptions",
        `A connection can follow at most ${maxSubscriptions} topics.`,
        topic,
      );
      return;
    }
    connection.topics.add(topic);
    let followers = byTopic.get(topic);
    if (!followers) byTopic.set(topic, (followers = new Set()));
    followers.add(connection);
    send(connection, { type: "subscribed", topic });
  };

  const unsubscribe = (connection: Connection, topic: string) => {
    connection.topics.delete(topic);
    const followers = byTopic.get(topic);
    followers?.delete(connection);
    if (followers?.size === 0) byTopic.delete(topic);
  };

  /** Drops one member's subscriptions to a topic on this instance and tells each socket why. */
  const revoke = ({ topic, userId }: RevokeSubscription) => {
    for (const connection of [...(byTopic.get(topic) ?? [])]) {
      if (connection.actor?.userId !== userId) continue;
      unsubscribe(connection, topic);
      sendError(connection, "forbidden", "You can no longer follow this topic.", topic);
    }
  };

  const drop = (connection: Connection) => {
    for (const topic of [...connection.topics]) unsubscribe(connection, topic);
    connections.delete(connection);
  };

  const handleMessage = (connection: Connection, data: WSMessageReceive) => {
    if (typeof data !== "string") {
      sendError(connection, "bad_message", "Send commands as JSON text.");
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      sendError(connection, "bad_message", "That message is not valid JSON.");
      return;
    }
    const parsed = realtimeInboundMessage.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.path[0] === "topic" ? issue.message : "Unknown or malformed command.";
      sendError(connection, "bad_message", message);
      return;
    }
    const command = parsed.data;
    switch (command.type) {
      case "subscribe":
        void subscribe(connection, command.topic);
        return;
      case "unsubscribe":
        unsubscribe(connection, command.topic);
        return;
      case "ping":
        send(connection, { type: "pong" });
        return;
      default: {
        const { session } = connection;
        if (!session) {
          sendError(connection, "unauthorized", "Please sign in to continue.");
          return;
        }
        if (!deps.commands) {
          sendError(connection, "bad_message", "Unknown or malformed command.");
          return;
        }
        const reply = (topic: string, event: unknown) => send(connection, { type: "event", topic, event });
        deps.commands(session, command, reply).catch((error: unknown) => {
          logger.error({ err: error, type: command.type }, "realtime command failed");
          sendError(connection, "internal_error", "Something went wrong. Please try again.");
        });
        return;
      }
    }
  };

  const routes = new Hono<AppEnv>().get(
    "/",
    async (c, next) => {
      if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
        throw badRequest("websocket_required", "Connect to this address with a WebSocket.");
      }
      if (!isAllowedOrigin(c.req.header("origin"), c.req.header("host"), publicUrl)) {
        throw forbidden("This page may not open a live connection to Phototheology.");
      }
      await next();
    },
    upgradeWebSocket(
      async (c) => {
        // The cookie is read once, at the handshake; signing in or out makes the client reconnect.
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        const connection: Connection = {
          actor: session ? { userId: session.user.id } : null,
          session: session
            ? { userId: session.user.id, email: session.user.email, sessionId: session.session.id }
            : null,
          topics: new Set(),
          socket: undefined,
        };
        return {
          onOpen: (_event, socket) => {
            connection.socket = socket;
            if (closed) {
              socket.close(goingAway, "Server is restarting");
              return;
            }
            connections.add(connection);
          },
          onMessage: (event, _socket) => handleMessage(connection, event.data),
          onClose: () => drop(connection),
          onError: (event) => {
            logger.debug({ err: event }, "realtime socket error");
            drop(connection);
          },
        };
      },
      { onError: (error: unknown) => logger.error({ err: error }, "realtime handler failed") },
    ),
  );

  return {
    wss,
    routes,
    /** Open sockets and followed topics, for logs and tests. */
    stats: () => ({ connections: connections.size, topics: byTopic.size }),
    /** Says goodbye to every socket (1001, so clients reconnect elsewhere) and stops listening to the bus. */
    close: async () => {
      if (closed) return;
      closed = true;
      clearInterval(livenessTimer);
      unsubscribeBus();
      const sockets = [...wss.clients];
      for (const socket of sockets) socket.close(goingAway, "Server is restarting");
      const allClosed = Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === socket.CLOSED) resolve();
              else socket.once("close", () => resolve());
            }),
        ),
      );
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([
        allClosed,
        new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, closeGraceMs))),
      ]);
      clearTimeout(graceTimer);
      for (const socket of sockets) if (socket.readyState !== socket.CLOSED) socket.terminate();
      connections.clear();
      byTopic.clear();
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
