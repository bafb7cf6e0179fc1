import { rmSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { freePort, startAppServer } from "./app-server";

/**
 * A server of the spec's own with no AI model configured, so the offline study engine answers (ai.md §2), and a page
 * in a context on its origin (the shared server's origin would be refused as cross-site). Removed afterwards.
 */
export async function withOfflineServer(
  browser: Browser,
  name: string,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const port = await freePort();
  const dataDir = path.resolve(`data/e2e-${name}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startAppServer({
    port,
    dataDir,
    env: {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "",
      AI_MODEL: "",
      NODE_ENV: "test",
      ENABLE_TEST_ROUTES: "true",
    },
  });
  const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
