import { expect, type Browser, type Page } from "@playwright/test";

/** The shared server without an AI model (scripts/e2e-server.mjs boots it beside the app's). */
function offlineServerUrl(): string {
  const port = process.env.E2E_OFFLINE_PORT;
  if (!port) throw new Error("E2E_OFFLINE_PORT is not set (playwright.config.ts sets it)");
  return `http://localhost:${port}`;
}

/**
 * A page in a context of its own on the shared server that has no AI model configured, so the offline study engine
 * answers (ai.md §2); the shared app server's origin would be refused there as cross-site. The server boots beside
 * the app's, so the first spec to ask may wait for it to become ready. Members made here stay on that server, as
 * on the app's: specs sign up their own (uniqueEmail).
 */
export async function withOfflineServer(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const url = offlineServerUrl();
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${url}/readyz`)).status;
        } catch {
          return 0;
        }
      },
      { message: "the offline server becomes ready", timeout: 180_000, intervals: [500] },
    )
    .toBe(200);
  const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { origin: url } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}
