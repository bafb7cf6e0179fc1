/**
 * Chain Chess's measure for `npm run bench` (issue 16): 500 two-player matches open at once — 1,000 members, each
 * with their own session and their own socket on /api/realtime following `game:{matchId}` — and in every match one
 * move each way sent over the socket. Recorded: the time from a player's `move` leaving their socket to the
 * opponent's socket receiving `move_accepted` (the server checks the turn, version and deadline, scores the move
 * with the judge, stores it in its transaction and publishes it on the bus). Beside it, the hub's own floor: a
 * `ping` → `pong` round trip on the same 1,000 sockets (no database, no bus). The server runs in this process, so
 * the clients' own work (1,000 sockets' JSON) is in every figure.
 */
import { WebSocket } from "ws";
import { percentile } from "./bench-bible";

const MATCHES = 500;
const MEMBERS = MATCHES * 2;
const BATCH = 20;
/** The paced rounds spread each side's 500 moves over this window. */
const PACED_WINDOW_MS = 20_000;

const commentary =
  "This verse shows the steady love of God for His people in every age. It carries the chain forward from the verse before and keeps Christ at the centre of the story. Its own words of grace and truth still speak to every believer today.";

type Json = Record<string, unknown>;

async function inBatches<T>(count: number, run: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let first = 0; first < count; first += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - first) }, (_, i) => run(first + i));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

async function signUp(origin: string, i: number): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      name: `Chess ${i}`,
      email: `chess-bench-${i}@example.com`,
      password: "bench-password",
    }),
  });
  if (!response.ok) throw new Error(`sign-up ${i}: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  // The 7-day trial includes Chain Chess against players.
  const trial = await fetch(`${origin}/api/trial/start`, { method: "POST", headers: { cookie, origin } });
  if (!trial.ok) throw new Error(`trial ${i}: ${trial.status}`);
  return cookie;
}

async function post(origin: string, cookie: string, path: string, body: unknown): Promise<Json> {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A socket whose messages can be awaited by a predicate. */
function openSocket(wsUrl: string, cookie: string) {
  const socket = new WebSocket(wsUrl, { headers: { cookie } });
  const waiters: Array<{ match: (m: Json) => boolean; resolve: (m: Json) => void }> = [];
  socket.on("message", (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Json;
    const index = waiters.findIndex((waiter) => waiter.match(message));
    if (index >= 0) waiters.splice(index, 1)[0]?.resolve(message);
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return {
    opened,
    send: (message: Json) => socket.send(JSON.stringify(message)),
    next: (match: (m: Json) => boolean, timeoutMs = 60_000) =>
      new Promise<Json>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("socket wait timed out")), timeoutMs);
        waiters.push({
          match,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      }),
    close: () => socket.close(),
  };
}

const isMoveAccepted = (m: Json) =>
  m.type === "event" && (m.event as Json | undefined)?.kind === "move_accepted";

export async function benchChess(origin: string): Promise<string[]> {
  const wsUrl = `${origin.replace(/^http/, "ws")}/api/realtime`;
  const signUpStarted = performance.now();
  const cookies = await inBatches(MEMBERS, (i) => signUp(origin, i));
  const signUpSeconds = (performance.now() - signUpStarted) / 1000;

  const matchIds = await inBatches(MATCHES, async (m) => {
    const created = await post(origin, cookies[2 * m] ?? "", "/api/chain-chess/matches", {
      opponent: "invite",
      level: "adults",
      categories: ["book"],
      movesPerSide: 4,
      firstPlayer: "me",
      pace: "live",
    });
    const id = String((created.match as Json).id);
    await post(origin, cookies[2 * m + 1] ?? "", `/api/chain-chess/matches/${id}/join`, {});
    return id;
  });

  const sockets = cookies.map((cookie) => openSocket(wsUrl, cookie));
  await Promise.all(sockets.map((socket) => socket.opened));
  await Promise.all(
    sockets.map((socket, i) => {
      const topic = `game:${matchIds[Math.floor(i / 2)]}`;
      const subscribed = socket.next((m) => m.type === "subscribed" && m.topic === topic);
      socket.send({ type: "subscribe", topic });
      return subscribed;
    }),
  );
  const memoryMb = process.memoryUsage().rss / 1024 / 1024;

  // The hub's floor: ping → pong on every socket — at once, and paced like the moves below.
  const ping = (windowMs: number) =>
    Promise.all(
      sockets.map(async (socket) => {
        if (windowMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * windowMs));
        const started = performance.now();
        const pong = socket.next((m) => m.type === "pong");
        socket.send({ type: "ping" });
        await pong;
        return performance.now() - started;
      }),
    );
  const floorPaced = await ping(PACED_WINDOW_MS / 2);
  const floor = await Promise.all(
    sockets.map(async (socket) => {
      const started = performance.now();
      const pong = socket.next((m) => m.type === "pong");
      socket.send({ type: "ping" });
      await pong;
      return performance.now() - started;
    }),
  );

  // Moves: the time from a player's socket until the opponent's socket has the accepted move.
  const moveRound = async (
    deliveries: number[],
    from: "p1" | "p2",
    version: number,
    ref: (m: number) => string,
    challenge: Json,
    windowMs: number,
  ) =>
    Promise.all(
      matchIds.map(async (matchId, m) => {
        const sender = sockets[2 * m + (from === "p1" ? 0 : 1)];
        const opponent = sockets[2 * m + (from === "p1" ? 1 : 0)];
        if (!sender || !opponent) throw new Error("socket missing");
        // Paced: each match moves at its own moment in the window, as players do (none in step).
        if (windowMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * windowMs));
        const arrived = opponent.next(isMoveAccepted);
        const started = performance.now();
        sender.send({
          type: "move",
          matchId,
          clientMoveId: crypto.randomUUID(),
          ref: ref(m),
          commentary,
          challenge,
          baseVersion: version,
        });
        const event = (await arrived).event as Json;
        deliveries.push(performance.now() - started);
        return Number(event.version);
      }),
    );
  const paced: number[] = [];
  const burst: number[] = [];
  const first = await moveRound(
    paced,
    "p1",
    1,
    () => "John 3:16",
    { category: "book", item: "Rom" },
    PACED_WINDOW_MS,
  );
  const second = await moveRound(
    paced,
    "p2",
    first[0] ?? 2,
    (m) => `Romans ${(m % 15) + 1}:1`,
    { category: "book", item: "Ps" },
    PACED_WINDOW_MS,
  );
  const started = performance.now();
  await moveRound(
    burst,
    "p1",
    second[0] ?? 3,
    (m) => `Psalms ${(m % 150) + 1}:1`,
    { category: "book", item: "Isa" },
    0,
  );
  const burstSeconds = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.close();

  const figure = (samples: number[]) =>
    `p50 ${percentile(samples, 50).toFixed(0)} ms, p95 ${percentile(samples, 95).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`;
  return [
    `\nChain Chess: ${MATCHES} live matches, ${MEMBERS} members with their own sessions and sockets (${signUpSeconds.toFixed(0)} s to sign them up);`,
    `  every socket follows its match's game:{id}; process memory with all of them open: ${memoryMb.toFixed(0)} MB (server and clients).`,
    `  Hub floor, ping → pong, paced (each socket once at a random moment of ${PACED_WINDOW_MS / 2000} s): ${figure(floorPaced)}`,
    `  Hub floor, ping → pong on all ${MEMBERS} sockets at once: ${figure(floor)}`,
    `  Move → opponent's socket, paced (one move each way in every match, each at a random moment of ${PACED_WINDOW_MS / 1000} s: ${(MATCHES / (PACED_WINDOW_MS / 1000)).toFixed(0)} moves/s): ${figure(paced)}`,
    `  Move → opponent's socket, burst (all ${MATCHES} matches move in the same instant; done in ${burstSeconds.toFixed(1)} s — queueing behind the embedded database): ${figure(burst)}`,
  ];
}
