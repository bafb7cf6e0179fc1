import { expect, type Page, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { seedEntitlements } from "./support/test-routes";

const dayMs = 24 * 60 * 60 * 1000;

async function openPreferences(page: Page) {
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Preferences" }).click();
  await expect(page.getByText("Early access features")).toBeVisible();
}

const screenshotDir = process.env.E2E_SCREENSHOTS;

test.describe("entitlements: the Preferences tab's early access switch", () => {
  test("a free member (trial ended) meets the upgrade prompt with See plans", async ({ page }) => {
    const email = uniqueEmail("free");
    await signUpThroughApi(page, { email });
    const ended = Date.now() - 2 * dayMs;
    await seedEntitlements(page.request, {
      email,
      trialStartedAt: new Date(ended - 7 * dayMs).toISOString(),
      trialEndsAt: new Date(ended).toISOString(),
    });

    await openPreferences(page);
    const prompt = page.getByRole("region", { name: "Early access is included in Premium." });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText("Try new features before everyone else.")).toBeVisible();
    // The privacy switches are every plan's; only early access is locked.
    await expect(page.getByRole("switch", { name: "Early access features" })).toHaveCount(0);
    await expect(page.getByRole("switch", { name: "Show me on leaderboards" })).toBeVisible();
    // The trial was used: only the plans are offered.
    await expect(prompt.getByRole("button", { name: "Start 7-day free trial" })).toHaveCount(0);
    if (screenshotDir) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${screenshotDir}/prefs-free-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${screenshotDir}/prefs-free-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // The server refuses too, whatever the page shows.
    const refused = await page.request.patch("/api/settings", { data: { earlyAccess: true } });
    expect(refused.status()).toBe(402);
    expect((await refused.json()) as unknown).toMatchObject({
      error: { code: "plan_required", details: { feature: "early_access" } },
    });

    await prompt.getByRole("link", { name: "See plans" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("a member who never had a trial starts it from the prompt and the switch opens in place", async ({
    page,
  }) => {
    await signUpThroughApi(page, { email: uniqueEmail("never") });
    await openPreferences(page);
    const prompt = page.getByTestId("upgrade-prompt");
    await prompt.getByRole("button", { name: "Start 7-day free trial" }).click();
    await expect(page.getByText("Free trial activated! Enjoy 7 days of full access.")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Early access features" })).toBeVisible();
    await expect(page.getByTestId("upgrade-prompt")).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("a trial member turns early access on; after a reload it stays on", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("trial") });
    const trial = await page.request.post("/api/trial/start");
    expect(((await trial.json()) as { status: string }).status).toBe("activated");

    await openPreferences(page);
    const toggle = page.getByRole("switch", { name: "Early access features" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(page.getByTestId("upgrade-prompt")).toHaveCount(0);
    await toggle.click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    if (screenshotDir) {
      await page.screenshot({ path: `${screenshotDir}/prefs-trial-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${screenshotDir}/prefs-trial-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await page.reload();
    await page.getByRole("tab", { name: "Preferences" }).click();
    await expect(page.getByRole("switch", { name: "Early access features" })).toHaveAttribute(
      "aria-checked",
      "true",
    );

    // Keyboard: Space turns it off again.
    await page.getByRole("switch", { name: "Early access features" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("switch", { name: "Early access features" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  });
});
