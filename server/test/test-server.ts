import os from "node:os";
import path from "node:path";
import { WebSocket } from "ws";
import { createTestClock } from "../clock";
import type { Database } from "../db/client";
import { loadEnv } from "../env";
import { createLogger } from "../logger";
import { type RunningServer, startServer } from "../main";
import {
  type AnyJson,
  jsonClient,
  storeCookies,
  testAuthSecret,
  testPublicUrl,
  type TestClient,
  type TestClock,
  withJar,
} from "./test-app";
import { openTestDatabase } from "./test-database";

/**
 * A real listening server (the production `startServer`: HTTP + WebSocket on one port) on a
 * test database, for what `app.request` can't do: open sockets. Start one per test file (or two
 * on one PostgreSQL database to test several instances); `stop()` closes the database too.
 */
export type TestServer = RunningServer & {
  clock: TestClock;
  database: Database;
  /** An HTTP client with its own cookie jar (same interface as the test app's, so factories work). */
  createClient(): TestClient;
  /** Opens /api/realtime, with the client's cookies when given (a visitor otherwise). */
  connect(options?: { client?: TestClient; origin?: string }): Promise<TestSocket>;
};

export async function startTestServer(
  options: {
    clock?: TestClock;
    database?: Database;
    /** More environment variables, read by the real loadEnv (e.g. ENABLE_TEST_ROUTES). */
    env?: Record<string, string>;
  } = {},
): Promise<TestServer> {
  const clock = options.clock ?? createTestClock();
  const database = options.database ?? (await openTestDatabase());
  const scratch = path.join(os.tmpdir(), "phototheology-test-server");
  const env = {
    ...loadEnv({
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      DATA_DIR: scratch, // unused (the database is given, AUTH_SECRET is set), but must be somewhere harmless
      AUTH_SECRET: testAuthSecret,
      PUBLIC_URL: testPublicUrl,
      AUTH_RATE_LIMIT_MAX: "1000",
      ...options.env,
    }),
    port: 0, // any free port; the env schema (rightly) refuses 0 from the outside
  };
  let server: RunningServer;
  try {
    server = await startServer(env, {
      clock,
      database,
      logger: createLogger(process.env.TEST_LOG_LEVEL ?? "silent"),
      clientDir: path.join(scratch, "no-client-build"), // API only: no SPA fallback
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    ...server,
    clock,
    database,
    createClient: () => createHttpClient(server.url),
    connect: (connectOptions = {}) => openTestSocket(server.url, connectOptions),
  };
}

function createHttpClient(baseUrl: string): TestClient {
  const cookies = new Map<string, string>();
  async function fetchThroughJar(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = typeof input === "string" && input.startsWith("/") ? `${baseUrl}${input}` : input;
    const response = await fetch(url, { ...init, headers: withJar(init.headers, cookies) });
    storeCookies(cookies, response.headers.getSetCookie());
    return response;
  }
  return jsonClient("127.0.0.1", cookies, fetchThroughJar);
}

const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");

/** A WebSocket whose incoming JSON messages can be awaited one by one. */
export type TestSocket = {
  raw: WebSocket;
  /** Sends a value as JSON, or a string / buffer as it is. */
  send(message: unknown): void;
  /** The first not-yet-taken message matching `match` (any message without it), within `timeoutMs`. */
  next(match?: (message: AnyJson) => boolean, timeoutMs?: number): Promise<AnyJson>;
  /** Resolves true if no matching message arrives within `ms`. */
  quietFor(ms: number, match?: (message: AnyJson) => boolean): Promise<boolean>;
  /** Resolves with the close code and reason once the socket closes. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
};

export function openTestSocket(
  baseUrl: string,
  options: { client?: TestClient; origin?: string } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (options.client && options.client.cookies.size > 0)
    headers.cookie = cookieHeader(options.client.cookies);
  const raw = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/realtime`, {
    headers,
    ...(options.origin === undefined ? {} : { origin: options.origin }),
  });
  const received: AnyJson[] = [];
  const waiters = new Set<() => void>();
  raw.on("message", (data, isBinary) => {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : data instanceof ArrayBuffer
        ? Buffer.from(data)
        : data;
    const text = bytes.toString("utf8");
    received.push(isBinary ? { binary: true } : JSON.parse(text));
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    raw.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
  });

  /** The first matching message, removed from the queue; `undefined` when none matches. */
  const take = (match: (message: AnyJson) => boolean): AnyJson => {
    const index = received.findIndex(match);
    return index === -1 ? undefined : received.splice(index, 1)[0];
  };

  const socket: TestSocket = {
    raw,
    send: (message) =>
      raw.send(typeof message === "string" || Buffer.isBuffer(message) ? message : JSON.stringify(message)),
    next: (match = () => true, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const found = take(match);
        if (found !== undefined) {
          resolve(found);
          return;
        }
        const wake = () => {
          const message = take(match);
          if (message === undefined) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(
              `no matching realtime message within ${timeoutMs} ms; unmatched: ${JSON.stringify(received)}`,
            ),
          );
        }, timeoutMs);
        waiters.add(wake);
      }),
    quietFor: (ms, match = () => true) =>
      new Promise((resolve) => {
        setTimeout(() => resolve(!received.some(match)), ms);
      }),
    closed,
    close: async () => {
      if (raw.readyState !== WebSocket.CLOSED) raw.close();
      await closed;
    },
  };

  // ws throws an "error" nobody listens to; a late one (reset connection) only shows in `closed`.
  raw.on("error", () => undefined);
  return new Promise((resolve, reject) => {
    raw.once("open", () => resolve(socket));
    // A refused handshake ("Unexpected server response: 403") or a network error.
    raw.once("error", reject);
  });
}
