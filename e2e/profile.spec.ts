import { expect, test } from "@playwright/test";
import {
  defaultPassword,
  signInThroughUi,
  signOutThroughUi,
  signUpThroughApi,
  totpCode,
  uniqueEmail,
} from "./support/accounts";

test.describe("/profile", () => {
  test("display name: the rules apply and a valid name is saved", async ({ page }) => {
    await signUpThroughApi(page, { displayName: "Deborah", email: uniqueEmail("name") });
    await page.goto("/profile");
    await expect(page.getByTestId("profile-display-name")).toHaveText("Deborah");
    const name = page.getByLabel("Display name");

    await name.fill("J");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("alert")).toHaveText("Name must be at least 2 characters");
    await page.reload();
    await expect(page.getByTestId("profile-display-name")).toHaveText("Deborah");

    await page.getByLabel("Display name").fill("Deborah the Judge");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("profile-display-name")).toHaveText("Deborah the Judge");
  });

  test("two-factor: turn on with a computed code, sign-in then needs a code; a backup code works once", async ({
    page,
  }) => {
    const email = uniqueEmail("totp");
    await signUpThroughApi(page, { email });
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByLabel("Your password").fill(defaultPassword);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await page.getByLabel("6-digit code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    const codes = page.getByTestId("backup-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const backupCode = ((await codes.first().textContent()) ?? "").trim();
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByTestId("two-factor-status")).toHaveText("On");

    // Sign out and in: the password alone is not enough.
    await signOutThroughUi(page);
    await signInThroughUi(page, { email });
    await expect(page.getByRole("heading", { name: "Two-factor verification" })).toBeVisible();
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\?next=/);

    await signInThroughUi(page, { email });
    await page.getByLabel("Authentication code").fill("000000" === totpCode(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByTestId("form-error")).toHaveText(
      "That code didn't work. Check your authenticator app and try again.",
    );
    await page.getByLabel("Authentication code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // A backup code signs in once…
    await signOutThroughUi(page);
    await signInThroughUi(page, { email });
    await page.getByRole("button", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backupCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/$/);
    // …and never again.
    await signOutThroughUi(page);
    await signInThroughUi(page, { email });
    await page.getByRole("button", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backupCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByTestId("form-error")).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test("sessions: another browser is listed and 'Sign out everywhere' ends both", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("sessions");
    await signUpThroughApi(page, { email });
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInThroughUi(otherPage, { email });
    await expect(otherPage).toHaveURL(/\/$/);

    await page.goto("/profile");
    await page.getByRole("tab", { name: "Security" }).click();
    await expect(page.getByTestId("session-row")).toHaveCount(2);
    await expect(page.getByText("This device")).toHaveCount(1);

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Started Free" })).toBeVisible();
    await otherPage.goto("/profile");
    await expect(otherPage).toHaveURL(/\/auth\?next=/);
    await other.close();
  });

  test("delete account: typing the e-mail removes it, and it can no longer sign in", async ({ page }) => {
    const email = uniqueEmail("delete");
    await signUpThroughApi(page, { email });
    await page.goto("/profile");
    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByRole("button", { name: "Delete account…" }).click();
    const confirm = page.getByRole("button", { name: "Delete my account" });
    await expect(confirm).toBeDisabled();
    await page.getByLabel(/to confirm/).fill(email.toUpperCase());
    await confirm.click();
    await expect(page.getByText("Your account has been deleted.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await signInThroughUi(page, { email });
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password. Please try again.");
  });
});
