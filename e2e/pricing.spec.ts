import { expect, type Page, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { moveServerClock, seedEntitlements } from "./support/test-routes";

const dayMs = 24 * 60 * 60 * 1000;

const messages = {
  activated: "Free trial activated! Enjoy 7 days of full access.",
  active: "Your free trial is already active!",
  used: "You've already used your free trial. Choose a plan to keep full access.",
  student: "You already have free student access!",
  subscribed: "You already have an active subscription!",
  failed: "Failed to start trial. Please try again.",
};

const startTrialButton = (page: Page) =>
  page.getByTestId("plan-card-free").getByRole("button", { name: "Start Free Trial" });

test.describe("/pricing", () => {
  test.afterEach(async ({ page }) => {
    // The server clock is shared by every spec: always put it back.
    await moveServerClock(page.request, 0);
  });

  test("a visitor sees the four plans, the comparison table and the FAQ (PRC-1)", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
    await expect(page.getByText("7-day free trial · no credit card")).toBeVisible();

    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(4);
    for (const [name, price] of [
      ["Free", "$0"],
      ["Essential", "$9"],
      ["Premium", "$15"],
      ["Student", "Free"],
    ] as const) {
      const card = page.getByRole("article", { name });
      await expect(card.getByRole("heading", { name })).toBeVisible();
      await expect(card.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("plan-card-premium").getByText("Most Popular")).toBeVisible();
    await expect(page.getByTestId("plan-card-essential")).toContainText("38-room palace");
    await expect(page.locator("body")).not.toContainText("40+");

    const table = page.getByRole("table");
    await expect(table).toBeVisible();
    for (const column of ["Feature", "Free", "Essential", /Premium/, "Student"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    }
    await expect(
      table
        .getByRole("row", { name: /Verse Memory Hall/ })
        .getByRole("cell")
        .first(),
    ).toHaveText("Not included");
    await expect(page.getByText("During the 7-day free trial you get everything in Premium.")).toBeVisible();

    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
    const questions = faq.getByRole("button");
    expect(await questions.count()).toBeGreaterThanOrEqual(4);
    await questions.first().click();
    await expect(questions.first()).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(/paid features stay on until the end/)).toBeVisible();

    // The access-code and student pages are live: the page links to them.
    await expect(page.getByRole("link", { name: "Have an access code?" })).toHaveAttribute("href", "/access");
  });

  test("Verify Student Status leads to the student verification screen", async ({ page }) => {
    await page.goto("/pricing");
    await page
      .getByTestId("plan-card-student")
      .getByRole("link", { name: /Verify Student Status/ })
      .click();
    await expect(page).toHaveURL(/\/student-verify|\/auth\?next=/);
  });

  test("a visitor's Start Free Trial and Get Premium go to /auth?next=/pricing (PRC-2)", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("link", { name: "Start Free Trial" }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fpricing$|\/auth\?next=\/pricing$/);
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();

    await page.goto("/pricing");
    await page.getByRole("link", { name: "Get Premium" }).click();
    await expect(page).toHaveURL(/\/auth\?next=(%2F|\/)pricing$/);
  });

  test("a new member starts the trial once; a week and a day later it is used up (PRC-3, PRC-4, PRC-5)", async ({
    page,
  }) => {
    await signUpThroughApi(page, { email: uniqueEmail("trial") });
    await page.goto("/pricing");
    await expect(page.getByTestId("access-summary")).toHaveText(/your 7-day free trial is ready/);

    await startTrialButton(page).click();
    await expect(page.getByText(messages.activated)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/pricing");
    await expect(page.getByTestId("access-summary")).toHaveText(/Your free trial gives you Premium until/);
    await startTrialButton(page).click();
    await expect(page.getByText(messages.active)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await moveServerClock(page.request, 8 * dayMs);
    await page.goto("/pricing");
    await expect(page.getByTestId("access-summary")).toHaveText("You're on the Free plan.");
    await startTrialButton(page).click();
    await expect(page.getByText(messages.used)).toBeVisible();
    // Give a wrong redirect the chance to happen before checking there was none.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId("access-summary")).toHaveText("You're on the Free plan.");
  });

  test("a student is told they already have free student access (PRC-6)", async ({ page }) => {
    const email = uniqueEmail("student");
    await signUpThroughApi(page, { email });
    await seedEntitlements(page.request, {
      email,
      isStudent: true,
      studentExpiresAt: new Date(Date.now() + 300 * dayMs).toISOString(),
    });
    await page.goto("/pricing");
    await expect(
      page.getByTestId("plan-card-student").getByRole("button", { name: "Current plan" }),
    ).toBeDisabled();
    await startTrialButton(page).click();
    await expect(page.getByText(messages.student)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a subscriber is told they already have a subscription; their plan reads Current plan", async ({
    page,
  }) => {
    const email = uniqueEmail("subscriber");
    await signUpThroughApi(page, { email });
    await seedEntitlements(page.request, {
      email,
      subscriptionStatus: "active",
      subscriptionPlan: "premium",
      subscriptionPeriodEnd: new Date(Date.now() + 30 * dayMs).toISOString(),
    });
    await page.goto("/pricing");
    await expect(
      page.getByTestId("plan-card-premium").getByRole("button", { name: "Current plan" }),
    ).toBeDisabled();
    await startTrialButton(page).click();
    await expect(page.getByText(messages.subscribed)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a failed request shows the spec's failure message and stays", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("trialfail") });
    await page.route("**/api/trial/start", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal_error", message: "x" } }),
      }),
    );
    await page.goto("/pricing");
    await startTrialButton(page).click();
    await expect(page.getByText(messages.failed)).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(startTrialButton(page)).toBeEnabled();
  });

  test("Get Premium opens the checkout in a new tab and this tab stays; Essential without a link is disabled (PRC-7)", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("checkout");
    await signUpThroughApi(page, { email });
    await page.goto("/pricing");

    const essential = page.getByTestId("plan-card-essential").getByRole("button", { name: "Get Essential" });
    await expect(essential).toBeDisabled();
    await expect(essential).toHaveAccessibleDescription("Online payment isn't available yet.");

    const premium = page.getByTestId("plan-card-premium").getByRole("link", { name: /Get Premium/ });
    await expect(premium).toHaveAttribute("target", "_blank");
    const opened = context.waitForEvent("page");
    await premium.click();
    const checkout = await opened;
    await checkout.waitForLoadState();
    const url = new URL(checkout.url());
    expect(url.pathname).toBe("/terms");
    expect(url.searchParams.get("checkout")).toBe("premium");
    expect(url.searchParams.get("prefilled_email")).toBe(email);
    expect(url.searchParams.get("client_reference_id")).toMatch(/^[0-9a-f-]{36}$/);
    await checkout.close();

    await expect(page).toHaveURL(/\/pricing$/);
  });
});
