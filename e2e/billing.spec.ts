import { expect, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { seedEntitlements } from "./support/test-routes";
import { saveScreenshot } from "./support/screenshots";

const dayMs = 24 * 60 * 60 * 1000;

// The e2e server runs without Stripe, so these check where Manage billing appears; the portal and
// checkout sessions themselves are covered by the route tests against a loopback Stripe fake.
test.describe("Manage billing on /profile", () => {
  test("a subscriber sees their plan and Manage billing on the Plan tab, at desktop and phone widths", async ({
    page,
  }) => {
    const email = uniqueEmail("billing");
    await signUpThroughApi(page, { email });
    await seedEntitlements(page.request, {
      email,
      subscriptionStatus: "active",
      subscriptionPlan: "essential",
      subscriptionPeriodEnd: new Date(Date.now() + 30 * dayMs).toISOString(),
    });
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Plan" }).click();
    await expect(page.getByTestId("your-access")).toContainText("Essential");
    await expect(page.getByRole("link", { name: "Redeem a code" })).toHaveAttribute("href", "/access");
    const button = page.getByRole("button", { name: "Manage billing (opens in a new tab)" });
    await expect(button).toBeVisible();
    await saveScreenshot(page, "billing-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(button).toBeVisible();
    await saveScreenshot(page, "billing-390");
  });

  test("a member on a trial has nothing to bill: no Manage billing", async ({ page }) => {
    const email = uniqueEmail("billing-trial");
    await signUpThroughApi(page, { email });
    // One instant for both ends: the database holds a trial to exactly 168 hours.
    const started = Date.now();
    await seedEntitlements(page.request, {
      email,
      trialStartedAt: new Date(started).toISOString(),
      trialEndsAt: new Date(started + 7 * dayMs).toISOString(),
    });
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Plan" }).click();
    await expect(page.getByTestId("your-access")).toContainText("Premium");
    await expect(page.getByRole("heading", { name: "Billing" })).toHaveCount(0);
  });
});
