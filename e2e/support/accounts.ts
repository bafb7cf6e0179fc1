import { expect, type Page, test } from "@playwright/test";
import * as OTPAuth from "otpauth";

let counter = 0;
export function uniqueEmail(prefix = "member"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const defaultPassword = "palace-key-42";

/** Signs up through the /auth page and waits for /onboarding. */
export async function signUpThroughUi(
  page: Page,
  account: { displayName?: string; email: string; password?: string },
) {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Display Name").fill(account.displayName ?? "Test Member");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password ?? defaultPassword);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
}

/**
 * Signs up through the HTTP API — the request the sign-up form sends — for specs whose subject is
 * not the form. With the outbox mailer better-auth signs the new member in at once; the session
 * cookie lands in the page's browser context (page.request shares the context's cookie jar).
 * better-auth refuses a cookie-less POST without a trusted Origin, so the app's own origin (its
 * PUBLIC_URL, the base URL) goes along, as a browser would send it. Doesn't navigate: the caller
 * opens the page it needs (the form would have landed on /onboarding).
 */
export async function signUpThroughApi(
  page: Page,
  account: { displayName?: string; email: string; password?: string; referralCode?: string },
): Promise<{ userId: string }> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("signUpThroughApi needs the project's baseURL");
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(baseURL).origin },
    data: {
      name: account.displayName ?? "Test Member",
      email: account.email,
      password: account.password ?? defaultPassword,
      ...(account.referralCode ? { referralCode: account.referralCode } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token: string | null; user: { id: string } };
  expect(body.token, "signed in at sign-up (no SMTP configured)").toBeTruthy();
  const cookies = await page.context().cookies(baseURL);
  expect(cookies.some((cookie) => cookie.name.endsWith("session_token"))).toBe(true);
  return { userId: body.user.id };
}

/** Signs in through the Login tab (optionally ticking Remember me). */
export async function signInThroughUi(
  page: Page,
  account: { email: string; password?: string; rememberMe?: boolean },
  options: { stayOnPage?: boolean } = {},
) {
  if (!options.stayOnPage) await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password ?? defaultPassword);
  const remember = page.getByRole("checkbox", { name: "Remember me" });
  if (((await remember.getAttribute("data-state")) === "checked") !== Boolean(account.rememberMe))
    await remember.click();
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The current code of an authenticator app holding this base32 secret. */
export function totpCode(secret: string): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: "SHA1",
  }).generate();
}

/** Signs out from the top bar and waits until the visitor bar shows. */
export async function signOutThroughUi(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Get Started Free" })).toBeVisible();
}
