import { Writable } from "node:stream";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { openTestDatabase } from "../test/test-database";
import {
  type Bus,
  type BusMessage,
  createBus,
  createMemoryBus,
  createPostgresBus,
  maxBusPayloadBytes,
} from "./bus";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A logger whose lines the test can read (the bus reports drops and reconnects only there). */
function capturingLogger(): { logger: Logger; lines: Array<{ level: number; msg: string }> } {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino({ level: "debug" }, stream), lines };
}

function collect(bus: Bus): BusMessage[] {
  const seen: BusMessage[] = [];
  bus.subscribe((message) => seen.push(message));
  return seen;
}

/** An event whose JSON message ({"topic":…,"event":…}) is exactly `bytes` long. */
function eventOfMessageSize(topic: string, bytes: number): { text: string } {
  const overhead = JSON.stringify({ topic, event: { text: "" } }).length;
  return { text: "x".repeat(bytes - overhead) };
}

describe("memory bus", () => {
  test("delivers to every subscriber, after publish returns, as a JSON copy", async () => {
    const { logger } = capturingLogger();
    const bus = createMemoryBus({ logger });
    const first = collect(bus);
    const second = collect(bus);
    const event = { count: 3, at: new Date(0) };
    await bus.publish("stats:online", event);
    expect(first).toEqual([]); // not inside the publisher's call
    await vi.waitFor(() => expect(first).toHaveLength(1));
    expect(first).toEqual([{ topic: "stats:online", event: { count: 3, at: "1970-01-01T00:00:00.000Z" } }]);
    expect(second).toEqual(first);
    await bus.close();
  });

  test("unsubscribe stops delivery to that handler only", async () => {
    const { logger } = capturingLogger();
    const bus = createMemoryBus({ logger });
    const kept = collect(bus);
    const dropped: BusMessage[] = [];
    const unsubscribe = bus.subscribe((message) => dropped.push(message));
    unsubscribe();
    await bus.publish("stats:online", { count: 1 });
    await vi.waitFor(() => expect(kept).toHaveLength(1));
    expect(dropped).toEqual([]);
    await bus.close();
  });

  test("a failing handler is logged and the others still run", async () => {
    const { logger, lines } = capturingLogger();
    const bus = createMemoryBus({ logger });
    bus.subscribe(() => {
      throw new Error("subscriber bug");
    });
    const seen = collect(bus);
    await bus.publish("stats:online", { count: 1 });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(lines.some((line) => line.msg === "realtime bus handler failed")).toBe(true);
    await bus.close();
  });

  test("refuses events over NOTIFY's limit here too, so PGlite development catches them", async () => {
    const { logger, lines } = capturingLogger();
    const bus = createMemoryBus({ logger });
    const seen = collect(bus);
    await bus.publish("user:big", eventOfMessageSize("user:big", maxBusPayloadBytes + 1));
    await bus.publish("user:fits", eventOfMessageSize("user:fits", maxBusPayloadBytes));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.topic).toBe("user:fits");
    expect(lines.some((line) => line.msg === "realtime event too large; dropped")).toBe(true);
    await bus.close();
  });

  test("publishing after close is a quiet no-op", async () => {
    const { logger } = capturingLogger();
    const bus = createMemoryBus({ logger });
    const seen = collect(bus);
    await bus.close();
    await bus.publish("stats:online", { count: 1 });
    await sleep(20);
    expect(seen).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL LISTEN/NOTIFY bus", () => {
  let database: Database;
  let connectionString: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    connectionString = database.connectionString ?? "";
  });
  afterAll(async () => {
    await database?.close();
  });

  test("createBus picks LISTEN/NOTIFY for a PostgreSQL database", async () => {
    const bus = await createBus(database, capturingLogger().logger);
    expect(bus.kind).toBe("postgres");
    await bus.close();
  });

  test("an event published through one bus reaches every bus on the database, the publisher's too", async () => {
    const { logger } = capturingLogger();
    const a = await createPostgresBus({ connectionString, db: database.db, logger });
    const b = await createPostgresBus({ connectionString, db: database.db, logger });
    try {
      const seenByA = collect(a);
      const seenByB = collect(b);
      await b.publish("user:42", { hello: "é✓" });
      const expected = [{ topic: "user:42", event: { hello: "é✓" } }];
      await vi.waitFor(() => expect(seenByA).toEqual(expected));
      await vi.waitFor(() => expect(seenByB).toEqual(expected));
    } finally {
      await a.close();
      await b.close();
    }
  });

  test("counts the limit in bytes: multi-byte text over 8000 bytes is refused, not sent", async () => {
    const { logger, lines } = capturingLogger();
    const bus = await createPostgresBus({ connectionString, db: database.db, logger });
    try {
      const seen = collect(bus);
      // 3000 × "é" is 3000 characters but 6000 bytes; 4500 of them are 9000 bytes.
      await bus.publish("user:big", { text: "é".repeat(4500) });
      await bus.publish("user:ok", { text: "é".repeat(3000) });
      await bus.publish("user:limit", eventOfMessageSize("user:limit", maxBusPayloadBytes)); // PostgreSQL takes it
      await vi.waitFor(() => expect(seen.map((message) => message.topic)).toEqual(["user:ok", "user:limit"]));
      expect(lines.some((line) => line.msg === "realtime event too large; dropped")).toBe(true);
    } finally {
      await bus.close();
    }
  });

  test("ignores foreign payloads on the channel", async () => {
    const { logger, lines } = capturingLogger();
    const bus = await createPostgresBus({ connectionString, db: database.db, logger });
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      const seen = collect(bus);
      await client.query("select pg_notify('pt_realtime', 'not json')");
      await bus.publish("user:after", { ok: true });
      await vi.waitFor(() => expect(seen.map((message) => message.topic)).toEqual(["user:after"]));
      expect(lines.some((line) => line.msg === "unreadable realtime bus message ignored")).toBe(true);
    } finally {
      await client.end();
      await bus.close();
    }
  });

  test("reconnects after losing its connection and delivers again", async () => {
    const { logger, lines } = capturingLogger();
    const bus = await createPostgresBus({
      connectionString,
      db: database.db,
      logger,
      reconnect: { baseMs: 50, maxMs: 200 },
    });
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      const seen = collect(bus);
      // What a database restart or a network cut looks like from here: the backend goes away.
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
      );
      expect(killed.rowCount).toBe(1);
      await vi.waitFor(
        () => expect(lines.some((line) => line.msg === "realtime bus reconnected")).toBe(true),
        {
          timeout: 5_000,
        },
      );
      await bus.publish("user:again", { n: 1 });
      await vi.waitFor(() => expect(seen.map((message) => message.topic)).toEqual(["user:again"]));
    } finally {
      await admin.end();
      await bus.close();
    }
  });

  test("close() ends the LISTEN connection", async () => {
    const bus = await createPostgresBus({
      connectionString,
      db: database.db,
      logger: capturingLogger().logger,
    });
    await bus.close();
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      await vi.waitFor(async () => {
        const listening = await admin.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
        );
        expect(listening.rows[0].n).toBe(0);
      });
    } finally {
      await admin.end();
    }
  });
});
