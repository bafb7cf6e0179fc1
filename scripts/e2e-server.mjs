// The servers Playwright starts: a fresh embedded database every run, a current client build,
// and a generous auth rate limit (every test signs in from 127.0.0.1).
//
// Two servers boot side by side: the app on E2E_PORT (AI answers from the built-in fake model) and, when
// E2E_OFFLINE_PORT is set, one with no AI model at all, where the offline study engine answers. The specs'
// offline tests share the second (e2e/support/offline-server.ts) instead of each booting a server of their own.
import { spawn, execFileSync } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.E2E_PORT ?? "3100";
const offlinePort = process.env.E2E_OFFLINE_PORT;
execFileSync(process.execPath, [path.join(root, "scripts/ensure-client-build.mjs")], { stdio: "inherit" });

/** @type {import("node:child_process").ChildProcess[]} */
const servers = [];
let exiting = false;

/** Boots one server on its own fresh data folder; the folder goes when the server stops. */
function startServer(serverPort, env) {
  const dataDir = path.join(root, "data", `e2e-${serverPort}`);
  rmSync(dataDir, { recursive: true, force: true });
  // The server log is kept in a file: specs read mailed links from it, as a developer would
  // without an SMTP server (the outbox mailer logs every message).
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(path.join(dataDir, "server.log"));
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/index.ts")], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      PORT: serverPort,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${serverPort}`,
      AUTH_RATE_LIMIT_MAX: "1000",
      LOG_LEVEL: "info",
      // Lets specs move the server clock and seed plan states (see server/modules/test-support).
      NODE_ENV: "test",
      ENABLE_TEST_ROUTES: "true",
      ...env,
    },
  });
  server.stdout.pipe(log);
  // The ports are free ones per run (playwright.config.ts), so each run's folder is removed when its server stops;
  // one server stopping stops the other, so Playwright never runs on against half of them.
  server.on("exit", (code) => {
    rmSync(dataDir, { recursive: true, force: true });
    servers.splice(servers.indexOf(server), 1);
    if (!exiting) {
      exiting = true;
      process.exitCode = code ?? 0;
      for (const other of servers) other.kill("SIGTERM");
    }
    if (servers.length === 0) process.exit(process.exitCode ?? 0);
  });
  servers.push(server);
}

startServer(port, {
  // A Premium checkout link on our own origin, so pricing.spec can watch it open in a new tab;
  // Essential stays unset to show the "payment isn't available" state.
  CHECKOUT_URL_PREMIUM: `http://localhost:${port}/terms?checkout=premium`,
  CHECKOUT_URL_ESSENTIAL: "",
  // Power of the Lamb's addresses (screens §7.7): pages of our own origin, so POL-1 can watch them open in new tabs.
  POWER_OF_THE_LAMB_YOUTUBE_URL: `http://localhost:${port}/terms?ministry=youtube`,
  POWER_OF_THE_LAMB_WEBSITE_URL: `http://localhost:${port}/terms?ministry=website`,
  // The AI layer answers with its built-in fake (ai.md §1.9): deterministic text streamed in small chunks, and
  // control tags (#fake-429, #fake-cutoff …) for the error paths.
  AI_PROVIDER: "fake",
  AI_IMAGE_MODEL: "fake-image", // Generate with AI (ai.md §3.11): the fake draws a 512×512 PNG of the prompt
});
if (offlinePort) {
  // No model configured (an empty value counts as unset), so the offline study engine answers (ai.md §2).
  startServer(offlinePort, {
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: "",
    AI_MODEL: "",
    LOG_LEVEL: "warn",
  });
}

const stop = () => {
  exiting = true;
  for (const server of servers) server.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
