import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { onlineCountTopic, presence } from "@common/constants/presence";
import { openPostgres } from "@server/db/client";
import { profiles } from "@server/db/schema";
import { buildUser } from "@server/test/factories";
import { useTestApp } from "@server/test/kit";
import { startTestServer, type TestServer } from "@server/test/test-server";

const minute = 60_000;
const hour = 60 * minute;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("presence routes", () => {
  // The clock runs on from test to test: each one starts an hour after everyone earlier tests saw.
  const app = useTestApp({ resetClock: false });
  const member = () => app.member({ name: "Presence Member" });

  /** Everyone seen by earlier tests falls out of the window. */
  const freshHour = () => app.clock.advance(hour);

  test("POST /api/presence/heartbeat → 401 unauthorized for a visitor", async () => {
    const response = await app.client().post("/api/presence/heartbeat");
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("unauthorized");
  });

  test("GET /api/presence/online is public and tells how many, never who", async () => {
    freshHour();
    const { client } = await member();
    await client.post("/api/presence/heartbeat");

    const response = await app.client().get("/api/presence/online");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ count: 1 });
  });

  test("a heartbeat stamps last_seen with the server clock and answers the count", async () => {
    freshHour();
    const { client, user } = await member();
    const response = await client.post("/api/presence/heartbeat");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ onlineCount: 1 });

    const [row] = await app.db
      .select({ lastSeen: profiles.lastSeen })
      .from(profiles)
      .where(eq(profiles.userId, user.userId));
    expect(row?.lastSeen?.toISOString()).toBe(app.clock.now().toISOString());
  });

  test("counts members seen within 5 minutes, not those seen 6 minutes ago", async () => {
    freshHour();
    const early = await member();
    const late = await member();
    await early.client.post("/api/presence/heartbeat");

    app.clock.advance(presence.onlineWindowMs); // exactly 5 minutes later: still online
    expect((await app.client().get("/api/presence/online")).body).toEqual({ count: 1 });

    app.clock.advance(1 * minute); // 6 minutes after the early heartbeat
    expect((await app.client().get("/api/presence/online")).body).toEqual({ count: 0 });

    const answer = await late.client.post("/api/presence/heartbeat");
    expect(answer.body).toEqual({ onlineCount: 1 });
    expect((await app.client().get("/api/presence/online")).body).toEqual({ count: 1 });
  });

  test("pushes a changed count on stats:online at most once every 10 s", async () => {
    const pushes: unknown[] = [];
    const stop = app.bus.subscribe(({ topic, event }) => {
      if (topic === onlineCountTopic) pushes.push(event);
    });
    try {
      freshHour();
      await app.onlineCount.recount(); // settle on 0 online, whatever earlier tests left
      await vi.waitFor(() => expect(pushes.at(-1)).toEqual({ count: 0 }));
      pushes.length = 0;

      const first = await member();
      const second = await member();
      app.clock.advance(presence.pushMinIntervalMs);
      await first.client.post("/api/presence/heartbeat");
      await vi.waitFor(() => expect(pushes).toEqual([{ count: 1 }]));

      // A second change inside the 10 s: answered over HTTP, held back on the bus.
      expect((await second.client.post("/api/presence/heartbeat")).body).toEqual({ onlineCount: 2 });
      await sleep(100);
      expect(pushes).toEqual([{ count: 1 }]);

      // 10 s on, the recount (the timer's job) sends the held-back change.
      app.clock.advance(presence.pushMinIntervalMs);
      await app.onlineCount.recount();
      await vi.waitFor(() => expect(pushes).toEqual([{ count: 1 }, { count: 2 }]));

      // No change, no push.
      app.clock.advance(presence.pushMinIntervalMs);
      await first.client.post("/api/presence/heartbeat");
      await app.onlineCount.recount();
      await sleep(100);
      expect(pushes).toEqual([{ count: 1 }, { count: 2 }]);
    } finally {
      stop();
    }
  });
});

describe("the online count over WebSocket", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.stop();
  });

  test("a subscriber to stats:online receives a push when another member's heartbeat changes the count", async () => {
    const watcher = s.createClient();
    const watcherUser = await buildUser(watcher, { name: "Watcher" });
    const socket = await s.connect({ client: watcher });
    try {
      socket.send({ type: "subscribe", topic: onlineCountTopic });
      expect(await socket.next()).toEqual({ type: "subscribed", topic: onlineCountTopic });

      await watcher.post("/api/presence/heartbeat");
      expect(await socket.next()).toEqual({ type: "event", topic: onlineCountTopic, event: { count: 1 } });

      const other = s.createClient();
      const otherUser = await buildUser(other, { name: "Second Member" });
      s.clock.advance(presence.pushMinIntervalMs);
      await other.post("/api/presence/heartbeat");
      expect(await socket.next()).toEqual({ type: "event", topic: onlineCountTopic, event: { count: 2 } });

      // Another member's private topic stays closed, on this socket as on any.
      const otherId = otherUser.userId;
      expect(otherId).not.toBe(watcherUser.userId);
      socket.send({ type: "subscribe", topic: `user:${otherId}` });
      expect(await socket.next()).toMatchObject({
        type: "error",
        code: "forbidden",
        topic: `user:${otherId}`,
      });
    } finally {
      await socket.close();
    }
  });

  test("a visitor may follow the count too", async () => {
    const socket = await s.connect();
    try {
      socket.send({ type: "subscribe", topic: onlineCountTopic });
      expect(await socket.next()).toEqual({ type: "subscribed", topic: onlineCountTopic });
    } finally {
      await socket.close();
    }
  });
});

describe("two server instances on one PostgreSQL database", () => {
  // Needs a PostgreSQL server (CI's second pass sets TEST_DATABASE_URL); PGlite is one process.
  test.skipIf(!process.env.TEST_DATABASE_URL)(
    "a socket on instance A receives events published through instance B",
    async () => {
      const a = await startTestServer();
      const connectionString = a.database.connectionString;
      if (!connectionString) throw new Error("the PostgreSQL test database has no connection string");
      let b: TestServer | undefined;
      try {
        b = await startTestServer({ database: await openPostgres(connectionString) });
        expect([a.bus.kind, b.bus.kind]).toEqual(["postgres", "postgres"]);

        const watcher = a.createClient();
        const watcherUser = await buildUser(watcher, { name: "Watcher On A" });
        const socket = await a.connect({ client: watcher });
        socket.send({ type: "subscribe", topic: onlineCountTopic });
        socket.send({ type: "subscribe", topic: `user:${watcherUser.userId}` });
        await socket.next((m) => m.type === "subscribed" && m.topic === onlineCountTopic);
        await socket.next((m) => m.type === "subscribed" && m.topic === `user:${watcherUser.userId}`);

        // A heartbeat served by B changes the count; B pushes it; A's subscriber hears it.
        const other = b.createClient();
        await buildUser(other, { name: "Member On B" });
        expect((await other.post("/api/presence/heartbeat")).body).toEqual({ onlineCount: 1 });
        expect(await socket.next((m) => m.type === "event")).toEqual({
          type: "event",
          topic: onlineCountTopic,
          event: { count: 1 },
        });

        // Any service event published on B reaches A's sockets the same way.
        await b.bus.publish(`user:${watcherUser.userId}`, { kind: "test", from: "B" });
        expect(await socket.next((m) => m.type === "event")).toEqual({
          type: "event",
          topic: `user:${watcherUser.userId}`,
          event: { kind: "test", from: "B" },
        });
        await socket.close();
      } finally {
        await b?.stop(); // closes B's pool first; A's stop then drops the test database
        await a.stop();
      }
    },
  );
});
