import { execFileSync } from "node:child_process";
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
/** The specs that call moveServerClock (e2e/support/test-routes.ts). */
const serverClockSpecs = ["**/onboarding.spec.ts", "**/pricing.spec.ts"];

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
    trace: "retain-on-failure",
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
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { E2E_PORT: String(port) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
