import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { createApp } from "../app";
import { createAuth } from "../auth/auth";
import { createTestClock } from "../clock";
import type { Database } from "../db/client";
import { loadEnv } from "../env";
import { outboxMessages } from "../db/schema";
import { createLogger } from "../logger";
import { createBibleSource } from "../modules/bible/bible-data";
import type { BibleSource } from "../modules/bible/bible-data.types";
import type { BankSource } from "../modules/palace/palace.access";
import { createOnlineCountPusher } from "../modules/presence/presence.service";
import { createBus } from "../realtime/bus";
import { createHub } from "../realtime/hub";
import { gameTopicRefusal } from "../modules/chess/chess.service";
import { chessCommands } from "../modules/chess/chess-commands";
import { createChessWaker } from "../modules/chess/chess-waker";
import { createOutboxMailer } from "../services/mailer/outbox-mailer";
import { createSmtpMailer } from "../services/mailer/smtp-mailer";
import { createLocalStorage } from "../services/storage/local-storage";
import type { ObjectStorage } from "../services/storage/storage";
import type { PaymentsProvider } from "../services/payments/payments";
import { openTestDatabase } from "./test-database";

/** The topic of flushBus's markers; no socket subscribes to it. */
const flushTopic = "test:flush";

export const testPublicUrl = "http://localhost:3000";
export const testAuthSecret = "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

export type TestClock = ReturnType<typeof createTestClock>;

/** One Bible source per test process: every test app shares the texts it has loaded. */
let sharedBible: BibleSource | undefined;

export type TestAppOptions = {
  /** Send mail through SMTP (e.g. a sink from smtp-sink.ts); email verification is then required. */
  smtpUrl?: string;
  /** Sign-in / sign-up attempts per minute per address (default 1000: out of the way). */
  rateLimitMax?: number;
  clock?: TestClock;
  /** External checkout links per paid plan, as CHECKOUT_URL_* would set them. */
  checkoutUrls?: { essential?: string; premium?: string };
  /** Power of the Lamb's addresses, as POWER_OF_THE_LAMB_* would set them. */
  ministryLinks?: { youtubeUrl: string | null; websiteUrl: string | null };
  /** A payment provider (e.g. Stripe pointed at fake-stripe.ts), as STRIPE_* would set it up. */
  payments?: PaymentsProvider;
  /** The palace's question banks (default: the real ones). */
  palaceBanks?: BankSource;
  /** A built client to serve (index.html + assets/), as the server serves dist/client. */
  clientDir?: string;
  /** The AI_* variables, read as server/env.ts reads them (default: none → offline mode). */
  aiEnv?: Record<string, string>;
  /** Games test hooks such as seeds (default on; production turns them off). */
  gameTestHooks?: boolean;
  /** Object storage (default: a fresh folder under the system temp dir, removed on close). */
  storage?: ObjectStorage;
};

/** Response bodies are whatever JSON the endpoint sent; tests assert on them rather than type them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyJson = any;

export type TestResponse<T = AnyJson> = { status: number; body: T; headers: Headers };

/** Where a request "comes from". app.ts reads the peer address from Node's socket. */
export type RequestOptions = { ip?: string };

export type TestClient = {
  /** The peer address this client's requests come from. */
  readonly ip: string;
  /** The cookies currently held (name → value). */
  readonly cookies: Map<string, string>;
  get<T = AnyJson>(path: string): Promise<TestResponse<T>>;
  post<T = AnyJson>(path: string, body?: unknown): Promise<TestResponse<T>>;
  patch<T = AnyJson>(path: string, body?: unknown): Promise<TestResponse<T>>;
  put<T = AnyJson>(path: string, body?: unknown): Promise<TestResponse<T>>;
  delete<T = AnyJson>(path: string, body?: unknown): Promise<TestResponse<T>>;
  /**
   * A raw request through this client's cookie jar, with its Origin and peer address: what the
   * typed client (typed-client.ts) sends through, and what tests use for bodies that aren't JSON.
   */
  fetch(input: string | URL, init?: RequestInit): Promise<Response>;
};

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

let ipCounter = 0;
/** A distinct documentation-range-like address per client, so per-address limits don't collide. */
function nextClientIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * The real app (real auth, real services) on a fresh test database, driven through
 * `app.request` — no sockets. Build one per test file in `beforeAll`, close it in `afterAll`.
 */
export async function buildTestApp(options: TestAppOptions = {}) {
  const clock = options.clock ?? createTestClock();
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
  const database: Database = await openTestDatabase();
  const mailer = options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, "Phototheology <no-reply@phototheology.test>")
    : createOutboxMailer(database.db, logger);
  // Realtime as in production for this database (memory bus on PGlite, LISTEN/NOTIFY on PostgreSQL).
  // app.request can't upgrade a socket: WebSocket tests use startTestServer (test-server.ts).
  const bus = await createBus(database, logger);
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    clock,
    secret: testAuthSecret,
    publicUrl: testPublicUrl,
    rateLimitMax: options.rateLimitMax ?? 1000,
    bus,
    passwordHashing: "test",
  });
  const checkoutUrls = { essential: options.checkoutUrls?.essential, premium: options.checkoutUrls?.premium };
  const bible = (sharedBible ??= createBibleSource());
  const hub = createHub({
    auth,
    bus,
    logger,
    publicUrl: testPublicUrl,
    authorizers: { game: (actor, id) => gameTopicRefusal(database.db, actor, id) },
    commands: chessCommands({
      db: database.db,
      clock,
      logger,
      bible,
      bus,
      testHooks: options.gameTestHooks ?? true,
      wake: createChessWaker({ db: database.db, clock, logger, bible, bus }).wake,
    }),
  });
  const onlineCount = createOnlineCountPusher({ db: database.db, clock, bus, logger });
  const payments = options.payments ? { provider: options.payments, publicUrl: testPublicUrl } : undefined;
  const storageDir = options.storage ? undefined : mkdtempSync(path.join(tmpdir(), "pt-storage-"));
  const storage = options.storage ?? createLocalStorage(storageDir!);
  const app = createApp({
    database,
    auth,
    mailer,
    logger,
    clock,
    checkoutUrls,
    ministryLinks: options.ministryLinks,
    payments,
    bus,
    hub,
    onlineCount,
    bible,
    palaceBanks: options.palaceBanks,
    gameTestHooks: options.gameTestHooks ?? true,
    clientDir: options.clientDir,
    ai: loadEnv({ ...options.aiEnv, NODE_ENV: "test", AUTH_SECRET: testAuthSecret }).ai,
    storage,
  });

  /**
   * One request through the app. `ip` plays the TCP peer: @hono/node-server's getConnInfo reads
   * `env.incoming.socket`, which is exactly what app.ts uses to set the client-IP header.
   */
  async function request(path: string, init: RequestInit = {}, requestOptions: RequestOptions = {}) {
    const env = {
      incoming: {
        socket: { remoteAddress: requestOptions.ip ?? "127.0.0.1", remotePort: 40000, remoteFamily: "IPv4" },
      },
    };
    return app.request(path, init, env);
  }

  function createClient(clientOptions: RequestOptions = {}): TestClient {
    const ip = clientOptions.ip ?? nextClientIp();
    const cookies = new Map<string, string>();

    async function fetchThroughJar(input: string | URL, init: RequestInit = {}): Promise<Response> {
      const headers = withJar(init.headers, cookies);
      // app.request resolves a path against http://localhost; a full URL keeps only its path and query.
      const response = await request(pathOf(input), { ...init, headers }, { ip });
      storeCookies(cookies, response.headers.getSetCookie());
      return response;
    }

    return jsonClient(ip, cookies, fetchThroughJar);
  }

  /** Mail the outbox mailer kept for one address, newest first. */
  async function outbox(toEmail: string) {
    return database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toEmail, toEmail))
      .orderBy(desc(outboxMessages.createdAt));
  }

  let flushes = 0;
  /**
   * Resolves once the bus has delivered everything published before the call: a marker is published and awaited.
   * On PostgreSQL the bus is LISTEN/NOTIFY, which delivers notifications in commit order, so every event a finished
   * request published arrives first; the memory bus keeps order too. Use it before asserting what was (or was not)
   * published, instead of a guessed delay.
   */
  async function flushBus(): Promise<void> {
    const n = ++flushes;
    let arrived!: () => void;
    const delivered = new Promise<void>((resolve) => (arrived = resolve));
    const stop = bus.subscribe(({ topic, event }) => {
      if (topic === flushTopic && (event as { n: number }).n === n) arrived();
    });
    try {
      await bus.publish(flushTopic, { n });
      await delivered;
    } finally {
      stop();
    }
  }

  let closing: Promise<void> | undefined;
  return {
    app,
    auth,
    database,
    db: database.db,
    mailer,
    clock,
    bus,
    flushBus,
    onlineCount,
    bible,
    storage,
    /** The local store's folder (undefined when a storage was passed in). */
    storageDir,
    request,
    createClient,
    outbox,
    close: () => {
      closing ??= (async () => {
        try {
          onlineCount.close();
          await hub.close();
          await bus.close();
          await mailer.close();
        } finally {
          await database.close();
          if (storageDir) rmSync(storageDir, { recursive: true, force: true });
        }
      })();
      return closing;
    },
  };
}

/** The request headers a browser on the app's page would send: its Origin and the jar's cookies. */
export function withJar(init: HeadersInit | undefined, cookies: Map<string, string>): Headers {
  const headers = new Headers(init);
  if (!headers.has("origin")) headers.set("origin", testPublicUrl);
  if (cookies.size > 0 && !headers.has("cookie"))
    headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  return headers;
}

function pathOf(input: string | URL): string {
  if (typeof input === "string" && input.startsWith("/")) return input;
  const url = new URL(input);
  return `${url.pathname}${url.search}`;
}

/** get/post/… on top of a jar-carrying fetch: JSON bodies in, parsed JSON (or text) out. */
export function jsonClient(
  ip: string,
  cookies: Map<string, string>,
  fetchThroughJar: TestClient["fetch"],
): TestClient {
  async function send<T>(method: string, path: string, body?: unknown): Promise<TestResponse<T>> {
    const headers = new Headers();
    if (body !== undefined) headers.set("content-type", "application/json");
    const response = await fetchThroughJar(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get("content-type")?.includes("application/json") && text !== "")
      parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  return {
    ip,
    cookies,
    get: (path) => send("GET", path),
    post: (path, body) => send("POST", path, body ?? {}),
    patch: (path, body) => send("PATCH", path, body ?? {}),
    put: (path, body) => send("PUT", path, body ?? {}),
    delete: (path, body) => send("DELETE", path, body),
    fetch: fetchThroughJar,
  };
}

/** A cookie jar's update from Set-Cookie lines: deletions (Max-Age ≤ 0, past Expires, empty value) remove. */
export function storeCookies(jar: Map<string, string>, setCookies: string[]): void {
  for (const line of setCookies) {
    const cookie = parseSetCookie(line);
    if (!cookie) continue;
    const expired =
      cookie.value === "" ||
      (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
      (cookie.maxAge === undefined && cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
    if (expired) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
}

export type ParsedSetCookie = {
  name: string;
  value: string;
  maxAge?: number;
  expires?: Date;
  attributes: Map<string, string>;
};

export function parseSetCookie(line: string): ParsedSetCookie | undefined {
  const [pair = "", ...rest] = line.split(";");
  const equals = pair.indexOf("=");
  if (equals <= 0) return undefined;
  const attributes = new Map<string, string>();
  for (const part of rest) {
    const at = part.indexOf("=");
    const key = (at === -1 ? part : part.slice(0, at)).trim().toLowerCase();
    if (key) attributes.set(key, at === -1 ? "" : part.slice(at + 1).trim());
  }
  const maxAge = attributes.get("max-age");
  const expires = attributes.get("expires");
  return {
    name: pair.slice(0, equals).trim(),
    value: pair.slice(equals + 1).trim(),
    maxAge: maxAge === undefined ? undefined : Number(maxAge),
    expires: expires === undefined ? undefined : new Date(expires),
    attributes,
  };
}
