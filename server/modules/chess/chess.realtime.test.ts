// Chain Chess over the app's one WebSocket (games.md §4.14) on a running server: `game:{matchId}` is followed by
// the match's players or a member who may join it (a third member is refused with "This match is full"), and the
// server's changes — the join, each move — reach both players' sockets.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildUser } from "@server/test/factories";
import { setPlan } from "@server/test/members";
import { startTestServer, type TestServer } from "@server/test/test-server";

const commentary =
  "This verse shows the steady love of God for His people in every age. It carries the chain forward from the verse before and keeps Christ at the centre of the story. Its own words of grace and truth still speak to every believer today.";

describe("game:{matchId} on /api/realtime", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.stop();
  });

  async function premium(name: string) {
    const client = s.createClient();
    const user = await buildUser(client, { name });
    await setPlan({ db: s.database.db, clock: s.clock }, user, "premium");
    return { client, user };
  }

  test("the players and a would-be joiner follow the match; a third member is refused; events reach both", async () => {
    const alice = await premium("Alice");
    const bob = await premium("Bob");
    const carol = await premium("Carol");
    const created = await alice.client.post("/api/chain-chess/matches", {
      opponent: "invite",
      level: "adults",
      categories: ["book"],
      movesPerSide: 4,
      firstPlayer: "me",
      pace: "live",
    });
    expect(created.status).toBe(201);
    const topic = `game:${created.body.match.id}`;
    const aliceSocket = await s.connect({ client: alice.client });
    const bobSocket = await s.connect({ client: bob.client });
    const carolSocket = await s.connect({ client: carol.client });
    const visitor = await s.connect();
    try {
      aliceSocket.send({ type: "subscribe", topic });
      bobSocket.send({ type: "subscribe", topic }); // may join: allowed while the match waits
      expect(await aliceSocket.next()).toEqual({ type: "subscribed", topic });
      expect(await bobSocket.next()).toEqual({ type: "subscribed", topic });
      visitor.send({ type: "subscribe", topic });
      expect(await visitor.next()).toMatchObject({ type: "error", code: "unauthorized", topic });

      expect(
        (await bob.client.post(`/api/chain-chess/matches/${created.body.match.id}/join`, {})).status,
      ).toBe(200);
      for (const socket of [aliceSocket, bobSocket])
        expect(await socket.next((m) => m.type === "event")).toMatchObject({
          type: "event",
          topic,
          event: { kind: "changed", reason: "joined" },
        });

      carolSocket.send({ type: "subscribe", topic });
      expect(await carolSocket.next()).toMatchObject({
        type: "error",
        code: "forbidden",
        message: "This match is full",
      });

      const state = (await alice.client.get(`/api/chain-chess/matches/${created.body.match.id}`)).body;
      const moved = await alice.client.post(`/api/chain-chess/matches/${created.body.match.id}/moves`, {
        clientMoveId: crypto.randomUUID(),
        ref: "John 3:16",
        commentary,
        challenge: { category: "book", item: "Rom" },
        baseVersion: state.match.version,
      });
      expect(moved.status).toBe(200);
      const delivered = await bobSocket.next((m) => m.type === "event");
      expect(delivered).toMatchObject({
        event: {
          kind: "move_accepted",
          version: moved.body.view.match.version,
          move: { ref: "John 3:16", side: "p1" },
        },
      });
    } finally {
      for (const socket of [aliceSocket, bobSocket, carolSocket, visitor]) await socket.close();
    }
  });

  test("moves over the socket: the server's checks answer the sender alone; an accepted move reaches both", async () => {
    const alice = await premium("Ana");
    const bob = await premium("Ben");
    const created = await alice.client.post("/api/chain-chess/matches", {
      opponent: "invite",
      level: "adults",
      categories: ["book"],
      movesPerSide: 4,
      firstPlayer: "me",
      pace: "live",
    });
    const id = created.body.match.id as string;
    const topic = `game:${id}`;
    await bob.client.post(`/api/chain-chess/matches/${id}/join`, {});
    const aliceSocket = await s.connect({ client: alice.client });
    const bobSocket = await s.connect({ client: bob.client });
    try {
      for (const socket of [aliceSocket, bobSocket]) {
        socket.send({ type: "subscribe", topic });
        expect(await socket.next()).toEqual({ type: "subscribed", topic });
      }
      const version = (await alice.client.get(`/api/chain-chess/matches/${id}`)).body.match.version as number;
      const move = (overrides: Record<string, unknown>) => ({
        type: "move",
        matchId: id,
        clientMoveId: crypto.randomUUID(),
        ref: "John 1:29",
        commentary,
        challenge: { category: "book", item: "Isa" },
        baseVersion: version,
        ...overrides,
      });
      const forged = move({});
      bobSocket.send(forged);
      expect(await bobSocket.next((m) => m.type === "event")).toMatchObject({
        topic,
        event: { kind: "move_rejected", clientMoveId: forged.clientMoveId, code: "not_your_turn" },
      });
      aliceSocket.send(move({ baseVersion: version - 1 }));
      expect(await aliceSocket.next((m) => m.type === "event")).toMatchObject({
        event: { kind: "move_rejected", code: "stale_version" },
      });
      aliceSocket.send(move({}));
      for (const socket of [aliceSocket, bobSocket])
        expect(await socket.next((m) => m.type === "event")).toMatchObject({
          event: { kind: "move_accepted", move: { ref: "John 1:29", side: "p1" } },
        });
      bobSocket.send({ type: "chat", matchId: id, text: "Nice opening" });
      for (const socket of [aliceSocket, bobSocket])
        expect(await socket.next((m) => m.type === "event")).toMatchObject({
          event: { kind: "chat", message: { text: "Nice opening", side: "p2" } },
        });
      const visitor = await s.connect();
      visitor.send({ type: "resign", matchId: id });
      expect(await visitor.next()).toMatchObject({ type: "error", code: "unauthorized" });
      await visitor.close();
    } finally {
      await aliceSocket.close();
      await bobSocket.close();
    }
  });
});
