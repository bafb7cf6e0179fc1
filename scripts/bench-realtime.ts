/**
 * Community chat fan-out for `npm run bench` (issue 18): 2,000 signed-in members, each with their own session and
 * their own socket on /api/realtime following the seven `chat:{channel}` topics (as the /community page does); one
 * member posts to #general through the API and every socket must receive that message's `message.created` event.
 * Recorded: the delivery time to each socket (from the moment the POST is sent), p50 / p95 / max over a few posts,
 * and each server process's resident memory with the sockets open.
 *
 * Two runs, each on server processes of their own (child processes, so the memory figure is the server's alone):
 *  1. one server on the embedded database (PGlite, the in-memory bus) — the `npm start` set-up;
 *  2. two servers on one PostgreSQL database (LISTEN/NOTIFY bus), the sockets split between them and the posts
 *     sent to the first: proves that each event reaches every socket exactly once, whichever process holds it.
 * Run 2 needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres for the admin
 * connection); it is skipped with a note when none answers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { WebSocket } from "ws";
import { percentile } from "./bench-bible";

const MEMBERS = 2_000;
const POSTS = 5;
const BATCH = 25;
const CHANNELS = [
  "announcements",
  "general",
  "prayer-requests",
  "bible-study",
  "questions",
  "testimonies",
  "palace-help",
];
const root = path.resolve(import.meta.dirname, "..");

type Json = Record<string, unknown>;
type Server = { origin: string; process: ChildProcess; dataDir: string };

async function inBatches<T>(count: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let first = 0; first < count; first += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - first) }, (_, i) => run(first + i));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

/** Starts `server/index.ts` as a child process and waits for /readyz. */
async function startServerProcess(port: number, env: Record<string, string>): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pt-bench-rt-"));
  const origin = `http://localhost:${port}`;
  const child = spawn(
    process.execPath,
    ["--max-semi-space-size=64", "--import", "tsx", path.join(root, "server/index.ts")],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        AUTH_RATE_LIMIT_MAX: "100000",
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        ...env,
      },
    },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      const ready = await fetch(`${origin}/readyz`);
      if (ready.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, process: child, dataDir };
}

async function stopServerProcess(server: Server): Promise<void> {
  if (server.process.exitCode === null) {
    const exited = new Promise((resolve) => server.process.once("exit", resolve));
    server.process.kill("SIGTERM");
    await exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** The server process's resident memory, from /proc (Linux). */
function residentMb(server: Server): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function signUp(origin: string, run: string, i: number): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      name: `Listener ${i}`,
      email: `chat-bench-${run}-${i}@example.com`,
      password: "bench-password",
    }),
  });
  if (!response.ok) throw new Error(`sign-up ${i}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function post(origin: string, cookie: string, pathname: string, body: unknown): Promise<Json> {
  const response = await fetch(`${origin}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as Json;
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The message id a `message.created` event carries (the full message, or only its id when it was too large). */
function createdMessageId(frame: Json): string | undefined {
  if (frame.type !== "event") return undefined;
  const event = frame.event as Json | undefined;
  if (event?.type !== "message.created") return undefined;
  const message = event.message as Json | undefined;
  return String(message?.id ?? event.id);
}

type Listener = {
  opened: Promise<void>;
  subscribed: Promise<void>;
  /** message id → arrival times (performance.now()) */
  arrivals: Map<string, number[]>;
  close(): void;
};

function listen(wsUrl: string, cookie: string): Listener {
  const socket = new WebSocket(wsUrl, { headers: { cookie } });
  const arrivals = new Map<string, number[]>();
  const pending = new Set(CHANNELS.map((channel) => `chat:${channel}`));
  let onSubscribed: () => void = () => undefined;
  let onRefused: (error: Error) => void = () => undefined;
  const subscribed = new Promise<void>((resolve, reject) => {
    onSubscribed = resolve;
    onRefused = reject;
  });
  socket.on("message", (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as Json;
    const id = createdMessageId(frame);
    if (id) {
      const times = arrivals.get(id) ?? [];
      times.push(performance.now());
      arrivals.set(id, times);
      return;
    }
    if (frame.type === "subscribed" && typeof frame.topic === "string") {
      pending.delete(frame.topic);
      if (pending.size === 0) onSubscribed();
    } else if (frame.type === "error") {
      onRefused(new Error(`subscription refused: ${JSON.stringify(frame)}`));
    }
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once("open", () => {
      for (const channel of CHANNELS)
        socket.send(JSON.stringify({ type: "subscribe", topic: `chat:${channel}` }));
      resolve();
    });
    socket.once("error", reject);
  });
  return { opened, subscribed, arrivals, close: () => socket.close() };
}

/** Signs up the members on `servers[0]`, opens their sockets round-robin over the servers and posts POSTS times. */
async function fanOut(servers: Server[], label: string): Promise<string[]> {
  const [first] = servers;
  if (!first) throw new Error("no server");
  const run = randomBytes(3).toString("hex");
  const signUpStarted = performance.now();
  const cookies = await inBatches(MEMBERS, (i) => signUp(first.origin, run, i));
  const signUpSeconds = (performance.now() - signUpStarted) / 1000;

  // The poster: a member on the 7-day trial (posting needs Essential or Premium) who accepted the guidelines.
  const poster = await signUp(first.origin, run, MEMBERS);
  await post(first.origin, poster, "/api/trial/start", {});
  await post(first.origin, poster, "/api/community/guidelines/accept", {});

  const listeners = cookies.map((cookie, i) => {
    const server = servers[i % servers.length] ?? first;
    return listen(`${server.origin.replace(/^http/, "ws")}/api/realtime`, cookie);
  });
  await Promise.all(listeners.map((listener) => listener.opened));
  await Promise.all(listeners.map((listener) => listener.subscribed));
  const memory = servers.map((server) => residentMb(server));

  const delays: number[] = [];
  const perPost: string[] = [];
  let missing = 0;
  let duplicates = 0;
  for (let p = 0; p < POSTS; p += 1) {
    const started = performance.now();
    const created = await post(first.origin, poster, "/api/community/channels/general/messages", {
      body: `Bench message ${p + 1}: grace and peace to every listener.`,
    });
    const id = String((created.message as Json | undefined)?.id ?? created.id);
    // Wait until every socket has it (or 30 s pass).
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline && listeners.some((listener) => !listener.arrivals.has(id))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 500)); // room for a duplicate to show up
    const these: number[] = [];
    for (const listener of listeners) {
      const times = listener.arrivals.get(id) ?? [];
      if (times.length === 0) missing += 1;
      if (times.length > 1) duplicates += times.length - 1;
      if (times[0] !== undefined) these.push(times[0] - started);
    }
    delays.push(...these);
    perPost.push(
      `    post ${p + 1}: ${these.length}/${MEMBERS} sockets, p50 ${percentile(these, 50).toFixed(0)} ms, p95 ${percentile(these, 95).toFixed(0)} ms, max ${Math.max(...these).toFixed(0)} ms`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  for (const listener of listeners) listener.close();

  return [
    `\nCommunity chat fan-out — ${label}: ${MEMBERS.toLocaleString("en")} members with their own sockets on /api/realtime, each following the ${CHANNELS.length} chat:{channel} topics (sign-ups took ${signUpSeconds.toFixed(0)} s); ${POSTS} messages posted to #general through the API:`,
    ...perPost,
    `  delivery, all posts: p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${percentile(delays, 95).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms; missing ${missing}, duplicates ${duplicates} (of ${(MEMBERS * POSTS).toLocaleString("en")} deliveries)`,
    `  server memory with the sockets open (RSS): ${memory.map((mb, i) => `process ${i + 1} ${mb.toFixed(0)} MB`).join(", ")}`,
  ];
}

async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `pt_bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [name],
    );
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.end();
  }
}

export async function benchRealtime(): Promise<string[]> {
  const lines: string[] = [];
  const secret = randomBytes(32).toString("hex");

  const single = await startServerProcess(3191, { AUTH_SECRET: secret });
  try {
    lines.push(...(await fanOut([single], "one server, embedded database")));
  } finally {
    await stopServerProcess(single);
  }

  const pair = await withPostgresDatabase(async (databaseUrl) => {
    // The first migrates alone; the second starts on the migrated database.
    const servers = [await startServerProcess(3192, { AUTH_SECRET: secret, DATABASE_URL: databaseUrl })];
    try {
      servers.push(await startServerProcess(3193, { AUTH_SECRET: secret, DATABASE_URL: databaseUrl }));
      return await fanOut(
        servers,
        "two server processes on one PostgreSQL database, sockets split between them",
      );
    } finally {
      for (const server of servers) await stopServerProcess(server);
    }
  });
  lines.push(
    ...(pair ?? [
      "\nCommunity chat fan-out on two server processes: skipped (no PostgreSQL server answered).",
    ]),
  );
  return lines;
}
