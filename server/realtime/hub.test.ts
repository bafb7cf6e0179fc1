import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { realtimeLimits } from "@common/constants/realtime";
import type { AppEnv } from "../http/app-env";
import { createLogger } from "../logger";
import { buildUser } from "../test/factories";
import { useTestApp } from "../test/kit";
import { testPublicUrl } from "../test/test-app";
import { openTestSocket, startTestServer, type TestServer } from "../test/test-server";
import { createHub, isAllowedOrigin } from "./hub";
import { revokeSubscriptionTopic } from "./bus";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("isAllowedOrigin", () => {
  test.each([
    [undefined, "localhost:3000", true], // not a browser
    ["http://localhost:3000", "localhost:3000", true],
    ["http://localhost:3000", "10.0.0.5:8080", true], // PUBLIC_URL behind a proxy that rewrites Host
    ["http://127.0.0.1:3000", "127.0.0.1:3000", true], // same origin as the request
    ["https://evil.example", "localhost:3000", false],
    ["http://localhost:3000.evil.example", "localhost:3000", false],
    ["null", "localhost:3000", false], // sandboxed frames and file:// pages
  ])("Origin %s, Host %s → %s", (origin, host, expected) => {
    expect(isAllowedOrigin(origin, host, "http://localhost:3000")).toBe(expected);
  });
});

describe("/api/realtime on a running server", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.stop();
  });

  async function signedIn(name: string) {
    const client = s.createClient();
    const user = await buildUser(client, { name });
    return { client, user };
  }

  test("a plain GET is told to use a WebSocket", async () => {
    const response = await s.createClient().get("/api/realtime");
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("websocket_required");
  });

  test("a browser page from another site is refused at the handshake; our own pages connect", async () => {
    await expect(s.connect({ origin: "https://evil.example" })).rejects.toThrow(/403/);
    const socket = await s.connect({ origin: testPublicUrl });
    await socket.close();
  });

  test("ping → pong", async () => {
    const socket = await s.connect();
    socket.send({ type: "ping" });
    expect(await socket.next()).toEqual({ type: "pong" });
    await socket.close();
  });

  test("malformed messages get an error frame and the socket keeps working", async () => {
    const socket = await s.connect();
    try {
      socket.send("this is not json");
      expect(await socket.next()).toEqual({
        type: "error",
        code: "bad_message",
        message: "That message is not valid JSON.",
      });
      socket.send({ type: "explode" });
      expect(await socket.next()).toEqual({
        type: "error",
        code: "bad_message",
        message: "Unknown or malformed command.",
      });
      socket.send({ type: "subscribe", topic: "Not A Topic" });
      expect(await socket.next()).toEqual({
        type: "error",
        code: "bad_message",
        message: "That is not a valid topic name.",
      });
      socket.send({ type: "ping", extra: true });
      expect(await socket.next()).toMatchObject({ type: "error", code: "bad_message" });
      socket.send(Buffer.from([1, 2, 3]));
      expect(await socket.next()).toEqual({
        type: "error",
        code: "bad_message",
        message: "Send commands as JSON text.",
      });
      socket.send("null");
      expect(await socket.next()).toMatchObject({ type: "error", code: "bad_message" });

      socket.send({ type: "ping" });
      expect(await socket.next()).toEqual({ type: "pong" });
      expect((await s.createClient().get("/healthz")).status).toBe(200);
    } finally {
      await socket.close();
    }
  });

  test("a frame over the size limit closes the socket with 1009 (message too big)", async () => {
    const socket = await s.connect();
    socket.send(
      JSON.stringify({ type: "subscribe", topic: "x".repeat(realtimeLimits.maxClientMessageBytes) }),
    );
    expect((await socket.closed).code).toBe(1009);
  });

  test("topics follow the shared policy: visitors get public topics, members their own user topic", async () => {
    const { client, user } = await signedIn("Policy Member");
    const other = await signedIn("Other Member");

    const visitor = await s.connect();
    visitor.send({ type: "subscribe", topic: `user:${user.userId}` });
    expect(await visitor.next()).toEqual({
      type: "error",
      code: "unauthorized",
      message: "Please sign in to continue.",
      topic: `user:${user.userId}`,
    });
    await visitor.close();

    const socket = await s.connect({ client });
    try {
      socket.send({ type: "subscribe", topic: `user:${user.userId}` });
      expect(await socket.next()).toEqual({ type: "subscribed", topic: `user:${user.userId}` });
      socket.send({ type: "subscribe", topic: `user:${other.user.userId}` });
      expect(await socket.next()).toMatchObject({
        type: "error",
        code: "forbidden",
        topic: `user:${other.user.userId}`,
      });
      socket.send({ type: "subscribe", topic: "chat:general" });
      expect(await socket.next()).toEqual({ type: "subscribed", topic: "chat:general" });
      socket.send({ type: "subscribe", topic: "lobby" });
      expect(await socket.next()).toEqual({ type: "subscribed", topic: "lobby" });
      // A live room's topic: the live-study authorizer allows only the room's members.
      socket.send({ type: "subscribe", topic: "room:abc" });
      expect(await socket.next()).toMatchObject({ type: "error", code: "forbidden", topic: "room:abc" });
      socket.send({ type: "subscribe", topic: "admin:everything" });
      expect(await socket.next()).toMatchObject({ type: "error", code: "unknown_topic" });
    } finally {
      await socket.close();
    }
  });

  test("bus events reach exactly the sockets following the topic, once each", async () => {
    const alice = await signedIn("Alice");
    const bob = await signedIn("Bob");
    const aliceSocket = await s.connect({ client: alice.client });
    const bobSocket = await s.connect({ client: bob.client });
    try {
      const aliceTopic = `user:${alice.user.userId}`;
      aliceSocket.send({ type: "subscribe", topic: aliceTopic });
      aliceSocket.send({ type: "subscribe", topic: aliceTopic }); // twice: still one delivery
      bobSocket.send({ type: "subscribe", topic: `user:${bob.user.userId}` });
      await aliceSocket.next((m) => m.type === "subscribed");
      await aliceSocket.next((m) => m.type === "subscribed");
      await bobSocket.next((m) => m.type === "subscribed");

      await s.bus.publish(aliceTopic, { kind: "notification", id: 1 });
      expect(await aliceSocket.next()).toEqual({
        type: "event",
        topic: aliceTopic,
        event: { kind: "notification", id: 1 },
      });
      expect(await aliceSocket.quietFor(150)).toBe(true);
      expect(await bobSocket.quietFor(0)).toBe(true);

      aliceSocket.send({ type: "unsubscribe", topic: aliceTopic });
      aliceSocket.send({ type: "ping" });
      await aliceSocket.next((m) => m.type === "pong"); // the unsubscribe was handled before the ping
      await s.bus.publish(aliceTopic, { kind: "notification", id: 2 });
      expect(await aliceSocket.quietFor(150)).toBe(true);
    } finally {
      await aliceSocket.close();
      await bobSocket.close();
    }
  });

  test("a revocation on the bus drops that member's subscription to the topic, and only theirs", async () => {
    const alice = await signedIn("Revoked Alice");
    const bob = await signedIn("Staying Bob");
    const aliceSocket = await s.connect({ client: alice.client });
    const bobSocket = await s.connect({ client: bob.client });
    try {
      for (const socket of [aliceSocket, bobSocket]) {
        socket.send({ type: "subscribe", topic: "chat:general" });
        await socket.next((m) => m.type === "subscribed");
      }
      await s.bus.publish(revokeSubscriptionTopic, { topic: "chat:general", userId: alice.user.userId });
      expect(await aliceSocket.next()).toMatchObject({
        type: "error",
        code: "forbidden",
        topic: "chat:general",
      });
      await s.bus.publish("chat:general", { type: "message.deleted", id: "x" });
      expect(await bobSocket.next()).toMatchObject({ type: "event", topic: "chat:general" });
      expect(await aliceSocket.quietFor(150)).toBe(true);
    } finally {
      await aliceSocket.close();
      await bobSocket.close();
    }
  });

  test("closed sockets leave the hub", async () => {
    const before = s.hub.stats().connections;
    const socket = await s.connect();
    socket.send({ type: "subscribe", topic: "stats:online" });
    await socket.next();
    expect(s.hub.stats().connections).toBe(before + 1);
    await socket.close();
    await vi.waitFor(() => expect(s.hub.stats().connections).toBe(before));
  });
});

test("stop() says goodbye to open sockets (1001) and does not wait on them", async () => {
  const server = await startTestServer();
  const socket = await server.connect();
  const started = performance.now();
  await server.stop();
  // Without the goodbye, an open socket holds the HTTP server open until the client leaves (no end at all). The
  // bound is far above the hub's 1-second close grace so a busy CI machine cannot fail it; speed lives in the bench.
  expect(performance.now() - started).toBeLessThan(10_000);
  expect((await socket.closed).code).toBe(1001);
});

describe("hub limits (a hub of our own, on the test app's auth and bus)", () => {
  const app = useTestApp();
  let server: Server;
  let url: string;
  let hub: ReturnType<typeof createHub>;
  beforeAll(async () => {
    hub = createHub({
      auth: app.auth,
      bus: app.bus,
      logger: createLogger("silent"),
      publicUrl: testPublicUrl,
      maxSubscriptionsPerSocket: 1,
      // Long enough that a healthy socket in this busy test process always answers a ping in time (the server and
      // the client share one event loop; at 100 ms a loaded CI machine cut healthy sockets too).
      livenessIntervalMs: 500,
    });
    const realtime = new Hono<AppEnv>().route("/api/realtime", hub.routes);
    server = await new Promise<Server>((resolve) => {
      const started = serve(
        { fetch: realtime.fetch, port: 0, hostname: "127.0.0.1", websocket: { server: hub.wss } },
        () => resolve(started as Server),
      );
    });
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  // Runs before useTestApp's afterAll closes the app (after-hooks run last-registered first).
  afterAll(async () => {
    await hub?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  test("a socket can't follow more topics than the cap", async () => {
    const { client, user } = await app.member({ name: "Capped Member" });
    const socket = await openTestSocket(url, { client });
    try {
      socket.send({ type: "subscribe", topic: "stats:online" });
      expect(await socket.next()).toEqual({ type: "subscribed", topic: "stats:online" });
      socket.send({ type: "subscribe", topic: `user:${user.userId}` });
      expect(await socket.next()).toMatchObject({ type: "error", code: "too_many_subscriptions" });
      socket.send({ type: "unsubscribe", topic: "stats:online" });
      socket.send({ type: "subscribe", topic: `user:${user.userId}` });
      expect(await socket.next()).toEqual({ type: "subscribed", topic: `user:${user.userId}` });
    } finally {
      await socket.close();
    }
  });

  test("a socket that stops answering pings is cut off", async () => {
    const silent = new WebSocket(`${url.replace("http", "ws")}/api/realtime`, { autoPong: false });
    const alive = await openTestSocket(url);
    const closed = new Promise<number>((resolve) => silent.on("close", (code) => resolve(code)));
    expect(await closed).toBe(1006); // terminated, no close frame
    await sleep(1_100); // two more liveness rounds
    alive.send({ type: "ping" });
    expect(await alive.next()).toEqual({ type: "pong" }); // a healthy client stays
    await alive.close();
  });
});
