import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";

/**
 * A port nothing listens on right now (the OS picks it), so a spec's own server never collides
 * with the shared e2e server (E2E_PORT) or another run on the same machine.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => resolve());
  });
  const address = probe.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A server of our own for tests that must stop and restart it (the shared one must stay up). */
export async function startAppServer(options: {
  port: number;
  dataDir: string;
  /** More environment for this server, e.g. AI settings (an empty value counts as unset). */
  env?: Record<string, string>;
}): Promise<{ url: string; stop(): Promise<number | null> }> {
  const root = path.resolve(import.meta.dirname, "../..");
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "server/index.ts")],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(options.port),
        DATA_DIR: options.dataDir,
        PUBLIC_URL: `http://localhost:${options.port}`,
        AUTH_RATE_LIMIT_MAX: "1000",
        LOG_LEVEL: "warn",
        ...options.env,
      },
    },
  );
  const url = `http://localhost:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become ready");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      const [code] = (await once(child, "exit")) as [number | null];
      return code;
    },
  };
}
