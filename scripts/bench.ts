/**
 * `npm run bench`: performance figures we track (not pass/fail tests).
 *  - the JavaScript a visitor's browser loads to paint the landing page (gzipped bytes; target ≤ 120 KB);
 *  - server start on a fresh embedded database, and request latency for sign-up, sign-in and an
 *    authenticated API read;
 *  - the Bible (scripts/bench-bible.ts): chapter API and search p95 with 50 concurrent clients beside a naive
 *    scan, and the reader page's cold load.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { loadEnv } from "@server/env";
import { createLogger } from "@server/logger";
import { startServer } from "@server/main";
import { benchBible, percentile } from "./bench-bible";

const landingBudgetBytes = 120 * 1024;

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
    const scripts: Array<{ url: string; gzip: number }> = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length });
    });
    await page.goto(`${origin}/`, { waitUntil: "networkidle" });
    await browser.close();
    const landingBytes = scripts.reduce((sum, script) => sum + script.gzip, 0);

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

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log("\nLanding page JavaScript (gzipped, loaded before first paint):");
    for (const script of scripts) console.log(`  ${script.url.padEnd(48)} ${kb(script.gzip)}`);
    console.log(
      `  total ${kb(landingBytes)} (budget ${kb(landingBudgetBytes)}) ${landingBytes <= landingBudgetBytes ? "within budget" : "OVER BUDGET"}`,
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
    for (const line of await benchBible(origin, cookie)) console.log(line);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
