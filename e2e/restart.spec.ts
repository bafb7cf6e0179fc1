import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startAppServer } from "./support/app-server";
import { uniqueEmail } from "./support/accounts";

test("after SIGTERM and a restart, the session and the member's data are still there", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Not a fixed port: it would collide with the shared server when E2E_PORT is that port.
  const port = await freePort();
  const dataDir = path.resolve("data/e2e-restart");
  rmSync(dataDir, { recursive: true, force: true });
  let server = await startAppServer({ port, dataDir });
  // This server has its own origin: the config's Origin header (the shared server's) would make Chromium
  // refuse every script the page loads, so the context sends this server's instead.
  const context = await browser.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { origin: server.url },
  });
  const page = await context.newPage();
  try {
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Display Name").fill("Nehemiah Builder");
    await page.getByLabel("Email").fill(uniqueEmail("restart"));
    await page.getByLabel("Password", { exact: true }).fill("rebuild-the-wall");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto("/profile");
    await page.getByLabel("Display name").fill("Nehemiah the Rebuilder");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();

    // A clean stop exits 0; the restarted server finds the same database and the same secret.
    expect(await server.stop()).toBe(0);
    server = await startAppServer({ port, dataDir });

    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("profile-display-name")).toHaveText("Nehemiah the Rebuilder");
  } finally {
    await context.close();
    await server.stop();
  }
});
