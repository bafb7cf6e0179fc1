import { expect, type Page, test } from "@playwright/test";
import { startingPoint } from "@common/domain/onboarding";
import { signUpThroughApi, signUpThroughUi, uniqueEmail } from "./support/accounts";
import { moveServerClock, seedEntitlements } from "./support/test-routes";

const dayMs = 24 * 60 * 60 * 1000;

/** Answers the three questions with the mouse and waits for step 4. */
async function answerAll(page: Page, labels: [string, string, string]) {
  for (const label of labels) {
    await page.getByRole("radio", { name: label }).check();
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByRole("heading", { name: "Your starting point" })).toBeVisible();
}

test.afterEach(async ({ page }) => {
  await moveServerClock(page.request, 0);
});

test.describe("/onboarding", () => {
  test("sign-up → three answers → free trial → dashboard; revisiting shows the answers (ONB-2)", async ({
    page,
  }) => {
    await signUpThroughUi(page, { displayName: "Lydia of Thyatira", email: uniqueEmail("onboard") });
    await expect(page.getByRole("heading", { name: "Welcome to Phototheology!" })).toBeVisible();
    await expect(page.getByText("8 floors and 38 rooms")).toBeVisible();
    await expect(page.getByText("Step 1 of 4")).toBeVisible();

    // Step 1: Back is disabled, Next waits for a choice.
    await expect(page.getByRole("radiogroup", { name: "How do you learn best?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await page.getByRole("radio", { name: "Games & challenges" }).check();
    await page.getByRole("button", { name: "Next" }).click();

    // Step 2 by keyboard: the cards are a real radio group (arrow keys move the choice).
    await expect(page.getByRole("heading", { name: "What's your Bible study experience?" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Just getting started" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Well-studied" })).toBeChecked();
    // Back keeps the answer of step 1.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("radio", { name: "Games & challenges" })).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("radio", { name: "Well-studied" })).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();

    // Step 3 saves all three answers in one request.
    const saved = page.waitForRequest(
      (request) => request.method() === "PUT" && request.url().endsWith("/api/onboarding"),
    );
    await page.getByRole("radio", { name: "30+ minutes" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    expect((await saved).postDataJSON()).toEqual({
      learningStyle: "games",
      experienceLevel: "advanced",
      dailyGoalMinutes: 45,
    });

    // Step 4: the starting point is a page that exists today; the trial starts from here.
    await expect(page.getByRole("heading", { name: "Your starting point" })).toBeVisible();
    const point = startingPoint({ learningStyle: "games", experienceLevel: "advanced" });
    await expect(page.getByRole("heading", { name: `Start here: ${point?.title}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Skip & Explore" })).toHaveCount(0);
    await page.getByRole("button", { name: "Start my 7-day free trial" }).click();
    await expect(page.getByText("Free trial activated! Enjoy 7 days of full access.")).toBeVisible();
    await expect(page.getByTestId("onboarding-plan")).toHaveText(
      /^Your 7-day free trial is active until \w+ \d{1,2}, \d{4}$/,
    );
    await expect(page.getByRole("button", { name: "Start my 7-day free trial" })).toHaveCount(0);

    await page.getByRole("link", { name: "Go to my dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Lydia of Thyatira");
    await expect(page.getByTestId("plan-banner")).toContainText("Free trial: 7 days left");
    await expect(page.getByTestId("plan-banner")).toHaveAttribute("data-tone", "calm");
    await expect(page.getByRole("heading", { name: "Finish setting up" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /My Profile/ })).toHaveAttribute("href", "/profile");

    // Revisiting: the saved answers are selected on every step.
    await page.goto("/onboarding");
    await expect(page.getByRole("radio", { name: "Games & challenges" })).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("radio", { name: "Well-studied" })).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("radio", { name: "30+ minutes" })).toBeChecked();
    await page.reload();
    await expect(page.getByRole("radio", { name: "Games & challenges" })).toBeChecked();
  });

  test('Start here opens the starting point with "You\'re all set!" (ONB-1 once /games is live)', async ({
    page,
  }) => {
    await signUpThroughApi(page, { email: uniqueEmail("start-here") });
    await page.goto("/onboarding");
    await answerAll(page, ["Games & challenges", "Well-studied", "30+ minutes"]);
    const point = startingPoint({ learningStyle: "games", experienceLevel: "advanced" });
    await page.getByRole("button", { name: "Start here" }).click();
    await expect(page.getByText("You're all set!")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${point?.path}$`));
    await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
  });

  test("a failed save shows the message and keeps the answers; trying again works", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("save-fail") });
    await page.goto("/onboarding");
    await page.route("**/api/onboarding", (route) =>
      route.request().method() === "PUT" ? route.abort() : route.continue(),
    );
    await page.getByRole("radio", { name: "Reading & deep study" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("radio", { name: "Just getting started" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("radio", { name: "5–10 minutes" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText("We couldn't save your answers — try again.");
    await expect(page.getByRole("radio", { name: "5–10 minutes" })).toBeChecked();

    await page.unroute("**/api/onboarding");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Your starting point" })).toBeVisible();
  });

  test("Skip & Explore → the dashboard offers to finish setting up (ONB-3); a free account sees the Free plan", async ({
    page,
  }) => {
    await signUpThroughApi(page, { displayName: "Timothy", email: uniqueEmail("skip") });
    await page.goto("/onboarding");
    await page.getByRole("button", { name: "Skip & Explore" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Timothy");
    await expect(page.getByTestId("today")).not.toBeEmpty();
    await expect(page.getByRole("heading", { name: "Finish setting up" })).toBeVisible();
    const banner = page.getByTestId("plan-banner");
    await expect(banner).toContainText("You're on the Free plan");
    await expect(banner.getByRole("link", { name: "View plans" })).toHaveAttribute("href", "/pricing");

    await page.getByRole("link", { name: "Answer 3 quick questions" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await answerAll(page, ["Visual & interactive", "Some experience", "15–30 minutes"]);
    await page.getByRole("link", { name: "Go to my dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Your places" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Finish setting up" })).toHaveCount(0);
  });
});

test.describe("/dashboard plan banner", () => {
  test("a trial with 2 days left is amber with Choose a plan (DSH-4); once it ends the account is on Free", async ({
    page,
  }) => {
    const email = uniqueEmail("trial-ending");
    await signUpThroughApi(page, { email });
    // A trial that started five days ago (the server keeps trials exactly 7 days long).
    const startedAt = new Date(Date.now() - 5 * dayMs);
    await seedEntitlements(page.request, {
      email,
      trialStartedAt: startedAt.toISOString(),
      trialEndsAt: new Date(startedAt.getTime() + 7 * dayMs).toISOString(),
    });
    await page.goto("/dashboard");
    const banner = page.getByTestId("plan-banner");
    await expect(banner).toContainText("Free trial: 2 days left");
    await expect(banner).toHaveAttribute("data-tone", "amber");
    await expect(banner.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/pricing");

    // Three days later on the server the trial is over: Free, and no second trial is offered.
    await moveServerClock(page.request, 3 * dayMs);
    await page.reload();
    await expect(banner).toContainText("You're on the Free plan");
    await page.goto("/onboarding");
    await answerAll(page, ["Discussion & community", "Just getting started", "5–10 minutes"]);
    await expect(page.getByTestId("onboarding-plan")).toHaveText("You're on the Free plan");
    await expect(page.getByRole("button", { name: "Start my 7-day free trial" })).toHaveCount(0);
  });

  test("student and paid plans", async ({ page }) => {
    const email = uniqueEmail("plans");
    await signUpThroughApi(page, { email });
    const banner = page.getByTestId("plan-banner");

    await seedEntitlements(page.request, {
      email,
      isStudent: true,
      studentExpiresAt: new Date(Date.now() + 200 * dayMs).toISOString(),
    });
    await page.goto("/dashboard");
    await expect(banner).toContainText(/Student plan active until \w+ \d{1,2}, \d{4}/);

    await seedEntitlements(page.request, {
      email,
      isStudent: false,
      studentExpiresAt: null,
      subscriptionStatus: "active",
      subscriptionPlan: "premium",
      subscriptionPeriodEnd: new Date(Date.now() + 20 * dayMs).toISOString(),
    });
    await page.reload();
    await expect(banner).toContainText("Premium plan");
    await expect(banner).toContainText(/Renews on \w+ \d{1,2}, \d{4}/);
    // Cancelled in the billing portal: the same date is now the end.
    await seedEntitlements(page.request, {
      email,
      subscriptionCancelAtPeriodEnd: true,
    });
    await page.reload();
    await expect(banner).toContainText(/Ends on \w+ \d{1,2}, \d{4}/);
    await expect(banner).not.toContainText("Renews");

    // Step 4 of onboarding shows the current plan instead of the trial button.
    await page.goto("/onboarding");
    await answerAll(page, ["Games & challenges", "Some experience", "15–30 minutes"]);
    await expect(page.getByTestId("onboarding-plan")).toHaveText("You're on the Premium plan");
  });

  test("each widget shows its own error with a retry", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("widget-error") });
    await page.route("**/api/onboarding", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "x" } } }),
    );
    await page.goto("/dashboard");
    // The plan still shows; only the onboarding widget failed.
    await expect(page.getByTestId("plan-banner")).toContainText("You're on the Free plan");
    await expect(page.getByRole("alert")).toContainText("Couldn't load this");
    await page.unroute("**/api/onboarding");
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { name: "Finish setting up" })).toBeVisible();
  });
});
