// The server Playwright starts: a fresh embedded database every run, a current client build,
// and a generous auth rate limit (every test signs in from 127.0.0.1).
import { spawn, execFileSync } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.E2E_PORT ?? "3100";
const dataDir = path.join(root, "data", `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
execFileSync(process.execPath, [path.join(root, "scripts/ensure-client-build.mjs")], { stdio: "inherit" });

// The server log is kept in a file: specs read mailed links from it, as a developer would
// without an SMTP server (the outbox mailer logs every message).
mkdirSync(dataDir, { recursive: true });
const log = createWriteStream(path.join(dataDir, "server.log"));
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/index.ts")], {
  cwd: root,
  stdio: ["ignore", "pipe", "inherit"],
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    AUTH_RATE_LIMIT_MAX: "1000",
    LOG_LEVEL: "info",
    // Lets specs move the server clock and seed plan states (see server/modules/test-support).
    NODE_ENV: "test",
    ENABLE_TEST_ROUTES: "true",
    // A Premium checkout link on our own origin, so pricing.spec can watch it open in a new tab;
    // Essential stays unset to show the "payment isn't available" state.
    CHECKOUT_URL_PREMIUM: `http://localhost:${port}/terms?checkout=premium`,
    CHECKOUT_URL_ESSENTIAL: "",
    // The AI layer answers with its built-in fake (ai.md §1.9): deterministic text streamed in small chunks, and
    // control tags (#fake-429, #fake-cutoff …) for the error paths. Specs about offline answers start their own
    // server without AI (e2e/ai-assistants.spec.ts).
    AI_PROVIDER: "fake",
  },
});
server.stdout.pipe(log);
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// The port is a free one per run (playwright.config.ts), so each run's folder is removed when its server stops.
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
