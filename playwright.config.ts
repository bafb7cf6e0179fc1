import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** A port the OS says is free now (asked synchronously: the config cannot await). */
function freePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}

/**
 * The app server's port: E2E_PORT, or a free one chosen once here. Playwright's workers load this file again;
 * they inherit E2E_PORT from this process, so every one of them talks to the same server.
 */
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
/**
 * The port of the second shared server, the one without an AI model (the offline study engine answers): the specs'
 * offline tests share it (e2e/support/offline-server.ts) instead of each booting a server of their own.
 */
while (!process.env.E2E_OFFLINE_PORT || process.env.E2E_OFFLINE_PORT === process.env.E2E_PORT)
  process.env.E2E_OFFLINE_PORT = freePort();
const offlinePort = Number(process.env.E2E_OFFLINE_PORT);
/** The specs that call moveServerClock (e2e/support/test-routes.ts). */
const serverClockSpecs = ["**/onboarding.spec.ts", "**/pricing.spec.ts"];

/**
 * The browser: CHROMIUM_PATH, else Debian's headless Chromium shell (package chromium-headless-shell), else the full
 * Chromium. The shell is the same Chromium build without the browser UI: on a 2-core machine it spends about half the
 * CPU of the full browser in headless mode, which is most of the suite's time (Playwright's own default for headless
 * runs is the same shell).
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file)) ??
  "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  // Spec files run two at a time against the one shared server; the tests of a file run in order.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Browsers send Origin on every state-changing fetch; specs that call the API directly (page.request,
    // request) send it too, as the server refuses a cookie-bearing write without it (server/http/request-guards.ts).
    extraHTTPHeaders: { origin: `http://localhost:${port}` },
    // Less motion, as a member can ask for (client/app/styles.css): no frames spent on spinners and slides, which on
    // a machine without a GPU cost the browsers much of the run's CPU. Specs about motion opt back in.
    reducedMotion: "reduce",
    // A trace is recorded only when a failed test is tried again (CI retries once; locally pass --trace on).
    // Recording one for every test, to keep it on failure, cost about 40% of the browsers' CPU and the run's time.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: serverClockSpecs,
    },
    // Specs that move the server clock (POST /api/test/clock) change "now" for every member, so they run
    // alone, after the others have finished.
    {
      name: "chromium-server-clock",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: serverClockSpecs,
      dependencies: ["chromium"],
      workers: 1,
    },
  ],
  webServer: {
    // Starts both shared servers: the app on E2E_PORT and, beside it, the one without an AI model.
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { E2E_PORT: String(port), E2E_OFFLINE_PORT: String(offlinePort) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
