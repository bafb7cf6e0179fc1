/**
 * `npm run bench`: performance figures we track (not pass/fail tests).
 *  - the JavaScript a visitor's browser loads for the landing page: gzipped (budget scripts/budgets.ts) and
 *    the bytes actually on the wire (the build's brotli copies), beside the whole page's transfer;
 *  - server start on a fresh embedded database, and request latency for sign-up, sign-in and an
 *    authenticated API read;
 *  - the Bible (scripts/bench-bible.ts): chapter API and search latency with 50 concurrent clients, open loop
 *    at 500 req/s and closed loop with a signed-up member per client, beside a naive scan and two floors
 *    (/healthz and the session check), and the reader page's cold load;
 *  - the offline study engine (scripts/bench-offline.ts): answer p50/p95 over a fixed list of questions;
 *  - AI streaming (scripts/bench-ai-stream.ts): the first delta through the app beside the fake model's own
 *    first token;
 *  - games (scripts/bench-games.ts): answer-round latency with 50 members playing at once, beside /healthz;
 *  - Chain Chess (scripts/bench-chess.ts): 500 live matches (1,000 sockets), move → opponent delivery beside the
 *    hub's ping floor;
 *  - community chat (scripts/bench-realtime.ts): 2,000 sockets following the chat channels, one message fanned out
 *    to all of them — on one server with the embedded database, then on two server processes sharing PostgreSQL —
 *    with delivery p95, exactly-once counts and each server process's memory.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { loadEnv } from "@server/env";
import { createLogger } from "@server/logger";
import { startServer } from "@server/main";
import { kilobytes, recordScripts } from "../e2e/support/scripts";
import { benchBible, percentile } from "./bench-bible";
import { benchAiStreaming } from "./bench-ai-stream";
import { benchChess } from "./bench-chess";
import { benchGames } from "./bench-games";
import { benchRealtime } from "./bench-realtime";
import { benchOfflineEngine } from "./bench-offline";
import { landingScriptBudgetBytes } from "./budgets";

/** Members signed up for the closed-loop runs: one per client connection (bench-bible.ts CONCURRENCY). */
const LOAD_MEMBERS = 50;

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

async function main() {
  execFileSync(process.execPath, ["scripts/ensure-client-build.mjs"], { stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pt-bench-"));
  const port = 3190;
  const origin = `http://localhost:${port}`;
  const env = loadEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    AUTH_RATE_LIMIT_MAX: "10000",
  });
  const [server, startMs] = await timed(() => startServer(env, { logger: createLogger("warn") }));

  try {
    // Landing page JavaScript, as Chromium actually fetches it.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    const page = await browser.newPage();
    const recorded = recordScripts(page);
    // Everything the page transferred (document, styles, scripts, icon), body bytes as they came.
    const transfers: Promise<number>[] = [];
    page.on("response", (response) =>
      transfers.push(
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize)
          .catch(() => 0),
      ),
    );
    await page.goto(`${origin}/`);
    // The page first, then quiet: on a busy machine the network can pause while the shell's code runs,
    // before the landing page's own chunk is even asked for.
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    const scripts = await recorded.settled();
    const pageWire = (await Promise.all(transfers)).reduce((sum, bytes) => sum + bytes, 0);
    await browser.close();
    const landingBytes = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const landingWire = scripts.reduce((sum, script) => sum + script.wire, 0);

    // API latency.
    const headers = { "content-type": "application/json", origin };
    const signUps: number[] = [];
    let cookie = "";
    for (let i = 0; i < 10; i += 1) {
      const [response, ms] = await timed(() =>
        fetch(`${origin}/api/auth/sign-up/email`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            name: `Bench ${i}`,
            email: `bench-${i}@example.com`,
            password: "bench-password",
          }),
        }),
      );
      signUps.push(ms);
      cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
    }
    const signIns: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const [, ms] = await timed(() =>
        fetch(`${origin}/api/auth/sign-in/email`, {
          method: "POST",
          headers,
          body: JSON.stringify({ email: "bench-0@example.com", password: "bench-password" }),
        }),
      );
      signIns.push(ms);
    }
    const reads: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const [, ms] = await timed(() =>
        fetch(`${origin}/api/profile/me`, { headers: { cookie } }).then((r) => r.arrayBuffer()),
      );
      reads.push(ms);
    }

    // Members for the closed-loop runs, a session each, signed up a few at a time.
    const members: string[] = [];
    for (let first = 0; first < LOAD_MEMBERS; first += 5) {
      const batch = Array.from({ length: Math.min(5, LOAD_MEMBERS - first) }, (_, i) =>
        fetch(`${origin}/api/auth/sign-up/email`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            name: `Reader ${first + i}`,
            email: `reader-${first + i}@example.com`,
            password: "bench-password",
          }),
        }).then((response) => {
          if (!response.ok) throw new Error(`sign-up for the load failed: ${response.status}`);
          return response.headers
            .getSetCookie()
            .map((line) => line.split(";")[0])
            .join("; ");
        }),
      );
      members.push(...(await Promise.all(batch)));
    }

    console.log(
      "\nLanding page JavaScript, everything a visitor's browser fetched until the network was quiet (gzip -9 | on the wire):",
    );
    for (const script of scripts)
      console.log(
        `  ${script.path.padEnd(48)} ${kilobytes(script.gzip).padStart(9)} | ${kilobytes(script.wire).padStart(9)} ${script.encoding ?? "identity"}`,
      );
    console.log(
      `  total ${kilobytes(landingBytes)} gzipped (budget ${kilobytes(landingScriptBudgetBytes)}: ${landingBytes <= landingScriptBudgetBytes ? "met" : `MISSED by ${kilobytes(landingBytes - landingScriptBudgetBytes)}`}); ${kilobytes(landingWire)} on the wire`,
    );
    console.log(
      `  the whole landing page on the wire (document, styles, scripts, icon): ${kilobytes(pageWire)}`,
    );
    console.log(`\nServer start on a fresh embedded database: ${startMs.toFixed(0)} ms`);
    console.log(
      `Sign-up   p50 ${percentile(signUps, 50).toFixed(0)} ms, p95 ${percentile(signUps, 95).toFixed(0)} ms (10 requests)`,
    );
    console.log(
      `Sign-in   p50 ${percentile(signIns, 50).toFixed(0)} ms, p95 ${percentile(signIns, 95).toFixed(0)} ms (10 requests)`,
    );
    console.log(
      `GET /api/profile/me p50 ${percentile(reads, 50).toFixed(1)} ms, p95 ${percentile(reads, 95).toFixed(1)} ms (100 requests)`,
    );
    for (const line of await benchBible(origin, cookie, members)) console.log(line);
    for (const line of await benchOfflineEngine()) console.log(line);
    for (const line of await benchAiStreaming()) console.log(line);
    for (const line of await benchGames(origin, members)) console.log(line);
    for (const line of await benchChess(origin)) console.log(line);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Its own server processes (the memory figure is theirs alone), after the in-process server has stopped.
  for (const line of await benchRealtime()) console.log(line);
}

await main();
