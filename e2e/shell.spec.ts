import { expect, test } from "@playwright/test";
import { landingScriptBudgetBytes } from "../scripts/budgets";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { kilobytes, recordScripts } from "./support/scripts";

test.describe("app shell", () => {
  test("landing: the sections in order, and the visitor's buttons", async ({ page }) => {
    await page.goto("/");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(page.getByRole("heading", { level: 1, name: "Master Bible Typology" })).toBeVisible();
    await expect(headings).toHaveText([
      "The Vision",
      "The Eight-Floor Method",
      "AI-Powered Study Tools",
      "Enter the Palace",
    ]);
    for (const group of [
      "Furnishing and Investigation",
      "Freestyle and Next Level",
      "Vision and Horizons",
      "Spiritual and Master",
    ]) {
      await expect(page.getByRole("heading", { name: group })).toBeVisible();
    }
    for (const tool of [
      "Culture and Controversy",
      "Prophecy Watch",
      "Research Mode",
      "Bible Image Library",
      "Sermon Builder",
      "Flashcards",
    ]) {
      await expect(page.getByText(tool, { exact: true })).toBeVisible();
    }
    await page.getByRole("main").getByRole("link", { name: "Get Started Free" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("landing: its JavaScript arrives precompressed, within its 100 KB budget", async ({ page }) => {
    const recorded = recordScripts(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Master Bible Typology" })).toBeVisible();
    // Everything the visit fetches in its first moments counts, not only what ran before the first paint.
    await page.waitForLoadState("networkidle");
    const scripts = await recorded.settled();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.encoding, script.path).toBe("br");
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const listing = scripts.map((script) => `${script.path} ${kilobytes(script.gzip)}`).join("\n");
    test.info().annotations.push({
      type: "landing JavaScript",
      description: `${kilobytes(total)} gzipped; budget ${kilobytes(landingScriptBudgetBytes)}`,
    });
    expect(total, `landing JavaScript ${kilobytes(total)} gzipped:\n${listing}`).toBeLessThanOrEqual(
      landingScriptBudgetBytes,
    );
  });

  test("Share without a native sheet copies title, text and URL and says so", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      // Desktop Chromium on Linux has no share sheet; make sure of it.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied!")).toBeVisible();
    await expect(page.getByText("Share link copied to clipboard")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split("\n")).toEqual([
      "Phototheology — the Palace of Biblical Wisdom",
      expect.stringContaining("38-room"),
      new URL(baseURL ?? "").origin,
    ]);
  });

  test("a member's bar has Home and the Account menu; sign-out goes to /", async ({ page }) => {
    await signUpThroughApi(page, { displayName: "Priscilla", email: uniqueEmail("shell") });
    await page.goto("/onboarding"); // where a new member lands
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("link", { name: "Home" })).toBeVisible();
    await bar.getByRole("button", { name: "Account" }).click();
    await expect(page.getByRole("menuitem", { name: "My Profile" })).toBeVisible();
    await page.getByRole("menuitem", { name: "My Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await bar.getByRole("button", { name: "Account" }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar.getByRole("link", { name: "Get Started Free" })).toBeVisible();
  });

  test("on a phone the bar folds into a side sheet with the same links", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet.getByRole("link", { name: "Get Started Free" })).toBeVisible();
    await sheet.getByRole("link", { name: "Get Started Free" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(sheet).toBeHidden();

    await signUpThroughApi(page, { email: uniqueEmail("phone") });
    await page.goto("/onboarding");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(sheet.getByRole("heading", { name: "Account" })).toBeVisible();
    await sheet.getByRole("link", { name: "My Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("protected pages show a spinner while the session loads, then send visitors to /auth", async ({
    page,
  }) => {
    await page.route("**/api/auth/get-session", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto("/profile");
    await expect(page.getByTestId("page-spinner")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
  });

  test("a page that fails shows the crash screen; Return to Dashboard leaves it", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("crash") });
    await page.route("**/assets/profile-page-*.js", (route) => route.abort());
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByText("We're sorry, but something unexpected happened.")).toBeVisible();
    await expect(
      page.getByText("If this problem persists, please contact support with the error message above."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload Page" })).toBeVisible();
    await page.getByRole("button", { name: "Return to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeHidden();
  });

  test("the connectivity banner warns offline, then says back online for 3 seconds", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const banner = page.getByTestId("connectivity-banner");
    await context.setOffline(true);
    await expect(banner).toHaveText("You're offline. Some features may not work.");
    await context.setOffline(false);
    await expect(banner).toHaveText("Back online! Your changes will sync.");
    await page.waitForTimeout(1500);
    await expect(banner).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 3000 });
  });

  test("unknown paths show the not-found page, with a way home", async ({ page }) => {
    await page.goto("/palace-of-nowhere");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("static pages from the footer", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [name, heading] of [
      ["Terms of Service", "Terms of Service"],
      ["Privacy", "Privacy"],
      ["Credits", "Credits"],
    ] as const) {
      await footer.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.goBack();
    }
  });

  test("online count: the landing pill and the top bar count members seen in the last 5 minutes", async ({
    page,
    browser,
  }) => {
    await signUpThroughApi(page, { email: uniqueEmail("online-a") });
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUpThroughApi(otherPage, { email: uniqueEmail("online-b") });
    await otherPage.goto("/onboarding"); // the second member opens the app (heartbeat)

    await page.goto("/");
    const count = async (testId: string) =>
      Number((await page.getByTestId(testId).textContent())?.match(/\d+/)?.[0] ?? 0);
    await expect(page.getByTestId("online-now")).toHaveText(/^\d+ online now$/);
    expect(await count("online-now")).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId("active-users")).toHaveText(/^\d+ active$/);
    expect(await count("active-users")).toBeGreaterThanOrEqual(2);
    await other.close();
  });

  test("online count: after 3 failed polls in a row the count hides and polling stops", async ({ page }) => {
    await page.clock.install();
    let requests = 0;
    await page.route("**/api/presence/online", async (route) => {
      requests += 1;
      await route.abort();
    });
    await page.goto("/");
    await expect(page.getByTestId("online-now-skeleton")).toBeVisible();
    // The first poll starts once the page has rendered and the browser is idle (client/lib/page-ready.ts). Each
    // failed poll schedules the next when its error arrives (in real time), so the clock moves a minute at a
    // time until the next poll has been made.
    for (const polls of [1, 2, 3]) {
      await expect
        .poll(async () => {
          await page.clock.runFor(polls === 1 ? 1_000 : 61_000);
          return requests;
        })
        .toBeGreaterThanOrEqual(polls);
    }
    await expect(page.getByTestId("online-now-skeleton")).toBeHidden();
    await expect(page.getByTestId("online-now")).toBeHidden();
    expect(requests).toBe(3);
    await page.clock.runFor(5 * 61_000);
    expect(requests).toBe(3);
  });
});
