import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { defaultPassword, signInThroughUi, signUpThroughApi, uniqueEmail } from "./support/accounts";
import { grantRole, seedEntitlements } from "./support/test-routes";
import { saveScreenshot } from "./support/screenshots";

const dayMs = 24 * 60 * 60 * 1000;
const usedUpMessage = "That code has already been used the maximum number of times.";

/** An account made through the API, so the browser that uses it is still a visitor. */
async function signUpByApi(request: APIRequestContext, baseURL: string, name: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase().replace(/\s+/g, "-"));
  const response = await request.post("/api/auth/sign-up/email", {
    data: { name, email, password: defaultPassword },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
  return email;
}

/** A free member whose 7-day trial ended yesterday (test-support route). */
async function endTrial(request: APIRequestContext, email: string) {
  const now = Date.now();
  await seedEntitlements(request, {
    email,
    trialStartedAt: new Date(now - 8 * dayMs).toISOString(),
    trialEndsAt: new Date(now - dayMs).toISOString(),
  });
}

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The page at a desktop and a phone width: nothing wider than the screen (and screenshots when asked for). */
async function checkLayout(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await saveScreenshot(page, `${name}-${width}`);
    // Nothing may widen the page beyond the phone's screen (wide tables scroll inside their card).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("access codes", () => {
  // Each test signs up three or four accounts (a password hash each) and drives two browsers.
  test.describe.configure({ timeout: 180_000 });

  test("an admin creates a 1-use 30-day code; a free member redeems it through the link; a second member is refused (ADM-1, ADM-2, ACC-1, ACC-3)", async ({
    page,
    context,
    browser,
    request,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    // The admin: signed up (API) in this browser, made admin by the test route (there is no screen for the first admin).
    const adminEmail = uniqueEmail("admin");
    await signUpThroughApi(page, { displayName: "Code Admin", email: adminEmail });
    await grantRole(request, adminEmail, "admin");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });

    await page.goto("/admin/access-codes");
    await expect(page.getByRole("heading", { name: "Create a code" })).toBeVisible();
    // The Account menu offers Admin to admins.
    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    await expect(page.getByRole("menuitem", { name: "Admin" })).toBeVisible();
    await page.keyboard.press("Escape");

    // Validation uses the spec's message.
    await page.getByLabel("Number of days").fill("0");
    await page.getByRole("button", { name: "Generate code" }).click();
    await expect(page.getByRole("alert")).toHaveText("Enter a number of days between 1 and 3650");

    // Defaults: 30 days, 1 use, redeemable for 7 days.
    await page.getByLabel("Number of days").fill("30");
    await expect(page.getByLabel("Maximum uses")).toHaveValue("1");
    await page.getByLabel("Label (optional)").fill("Spring seminar");
    await page.getByRole("button", { name: "Generate code" }).click();
    const result = page.getByTestId("code-result");
    await expect(result).toContainText("Grants Premium for 30 days");
    const code = (await page.getByTestId("new-code").textContent()) ?? "";
    expect(code).toMatch(/^PT-[A-HJ-KM-NP-Z2-9]{8}$/);

    await result.getByRole("button", { name: "Copy link" }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${origin}/access?code=${code}`);
    const row = page.getByTestId(`code-row-${code}`);
    await expect(row).toContainText("0 / 1");
    await expect(row).toContainText("Active");
    await checkLayout(page, "admin-access-codes");

    // A free member (trial ended) opens the link as a visitor: sign in, and come back with the code filled in.
    const memberEmail = await signUpByApi(request, origin, "Free Member");
    await endTrial(request, memberEmail);
    const member = await newPage(browser, origin);
    await member.goto(link);
    await expect(member).toHaveURL(`/auth?next=${encodeURIComponent(`/access?code=${code}`)}`);
    await signInThroughUi(member, { email: memberEmail }, { stayOnPage: true });
    await expect(member).toHaveURL(`/access?code=${code}`);
    const yourAccess = member.getByTestId("your-access");
    await expect(yourAccess).toContainText("Your plan: Free");
    await expect(member.getByTestId("trial-card")).toHaveCount(0); // ACC-4: the trial was used
    await expect(member.getByLabel("Access code", { exact: true })).toHaveValue(code);
    await checkLayout(member, "access");

    await member.getByRole("button", { name: "Redeem" }).click();
    await expect(member.getByText("Access granted: Premium for 30 days").first()).toBeVisible();
    await expect(member).toHaveURL(/\/dashboard$/, { timeout: 5000 });
    await expect(member.getByTestId("plan-banner")).toContainText("Premium access until");
    await member.goto("/access");
    await expect(yourAccess).toContainText("Your plan: Premium");
    await expect(yourAccess).toContainText("Access code");
    // The premium-only feature that was locked for this member now opens.
    await member.goto("/profile");
    await member.getByRole("tab", { name: "Preferences" }).click();
    await expect(member.getByRole("switch", { name: "Early access features" })).toBeVisible();
    await expect(member.getByTestId("upgrade-prompt")).toHaveCount(0);

    // The admin's table: used up.
    await page.reload();
    await expect(row).toContainText("1 / 1");
    await expect(row).toContainText("Used up");
    await row.getByRole("button", { name: /View redemptions/ }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toContainText("Free Member");
    await expect(drawer).toContainText(memberEmail);
    await page.keyboard.press("Escape");

    // A second member gets the maximum-uses message, typed in lower case (upper-cased while typing).
    const secondEmail = await signUpByApi(request, origin, "Second Member");
    const second = await newPage(browser, origin);
    await second.goto("/access");
    await signInThroughUi(second, { email: secondEmail }, { stayOnPage: true });
    await expect(second).toHaveURL(/\/access$/);
    await expect(second.getByTestId("trial-card")).toBeVisible(); // never had a trial
    await second.getByLabel("Access code", { exact: true }).fill(code.toLowerCase());
    await expect(second.getByLabel("Access code", { exact: true })).toHaveValue(code);
    await second.getByRole("button", { name: "Redeem" }).click();
    await expect(second.getByRole("alert")).toHaveText(usedUpMessage);
    await expect(second).toHaveURL(/\/access$/);

    // A member who is not an admin sees the no-access card, and no Admin menu entry.
    await second.goto("/admin/access-codes");
    await expect(second.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
    await expect(second.getByRole("heading", { name: "Create a code" })).toHaveCount(0);
    await second.getByRole("banner").getByRole("button", { name: "Account" }).click();
    await expect(second.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
    await second.keyboard.press("Escape");
    await second.goto("/admin/outbox");
    await expect(second.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
  });

  test("turning a code off: confirmed in a dialog, then refused on /access (ADM-3)", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const adminEmail = uniqueEmail("admin");
    await signUpThroughApi(page, { displayName: "Second Admin", email: adminEmail });
    await grantRole(request, adminEmail, "admin");
    await page.goto("/admin/access-codes");
    await page.getByRole("radio", { name: "Lifetime Premium" }).check();
    await page.getByRole("checkbox", { name: "No limit" }).click();
    await page.getByRole("button", { name: "Generate code" }).click();
    await expect(page.getByTestId("code-result")).toContainText("Grants Lifetime Premium");
    const code = (await page.getByTestId("new-code").textContent()) ?? "";
    const row = page.getByTestId(`code-row-${code}`);
    await expect(row).toContainText("0 / ∞");

    await row.getByRole("button", { name: /Turn off/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Turn off" }).click();
    await expect(row).toContainText("Turned off");
    await page.getByLabel("Status").selectOption("turned_off");
    await expect(row).toBeVisible();
    await page.getByLabel("Status").selectOption("active");
    await expect(row).toHaveCount(0);

    const memberEmail = await signUpByApi(request, origin, "Late Member");
    const member = await newPage(browser, origin);
    await member.goto(`/access?code=${code}`);
    await signInThroughUi(member, { email: memberEmail }, { stayOnPage: true });
    await expect(member.getByLabel("Access code", { exact: true })).toHaveValue(code);
    await member.getByRole("button", { name: "Redeem" }).click();
    await expect(member.getByRole("alert")).toHaveText("That code has been turned off.");
  });

  test("the outbox lists mail newest first with clickable links, searchable by recipient", async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const adminEmail = uniqueEmail("admin");
    await signUpThroughApi(page, { displayName: "Mail Admin", email: adminEmail });
    await grantRole(request, adminEmail, "admin");
    const memberEmail = await signUpByApi(request, origin, "Forgetful Member");
    const reset = await request.post("/api/auth/request-password-reset", {
      data: { email: memberEmail, redirectTo: "/auth" },
      headers: { origin },
    });
    expect(reset.ok()).toBe(true);

    await page.goto("/admin/outbox");
    await page.getByLabel("Search by recipient").fill(memberEmail);
    const message = page.getByTestId("outbox-message");
    await expect(message).toHaveCount(1);
    await expect(message).toContainText(`To ${memberEmail}`);
    await expect(message).toContainText("password_reset");
    await expect(message.getByRole("link")).toHaveAttribute("href", /^http:\/\/localhost:\d+\//);
    await checkLayout(page, "admin-outbox");
  });
});
