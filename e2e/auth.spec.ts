import { expect, test } from "@playwright/test";
import {
  defaultPassword,
  signInThroughUi,
  signOutThroughUi,
  signUpThroughUi,
  uniqueEmail,
} from "./support/accounts";
import { latestMailLink } from "./support/mail";

test.describe("/auth", () => {
  test("opens on Login titled 'Welcome Back'; ?ref pre-fills the referral code on Sign up", async ({
    page,
  }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");

    await page.goto("/auth?ref=ab12");
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await expect(page.getByLabel("Referral code")).toHaveValue("AB12");
    await expect(page.getByText("By signing up you agree to the")).toBeVisible();
    await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(page.getByLabel("Display Name")).toHaveAttribute("maxlength", "50");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("minlength", "6");
  });

  test("sign-up shows each validation message, one at a time", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    const name = page.getByLabel("Display Name");
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password", { exact: true });
    const submit = page.getByRole("button", { name: "Create Account" });
    const error = page.getByTestId("form-error");

    const cases: Array<{
      name: string;
      email: string;
      password: string;
      referral?: string;
      message: string;
    }> = [
      { name: "A", email: "", password: "", message: "Name must be at least 2 characters" },
      {
        name: "Bob!",
        email: "",
        password: "",
        message: "Name can only contain letters, numbers, spaces, hyphens, and underscores",
      },
      { name: "José", email: "not-an-email", password: "", message: "Please enter a valid email address" },
      {
        name: "José",
        email: `${"a".repeat(60)}@${"b".repeat(200)}.com`,
        password: "",
        message: "Email is too long",
      },
      {
        name: "José",
        email: "jose@example.com",
        password: "12345",
        message: "Password must be at least 6 characters",
      },
      { name: "José", email: "jose@example.com", password: "x".repeat(129), message: "Password is too long" },
      {
        name: "José",
        email: "jose@example.com",
        password: "secret1",
        referral: "ab-12",
        message: "Invalid referral code format",
      },
    ];
    for (const entry of cases) {
      await name.fill(entry.name);
      await email.fill(entry.email);
      await password.fill(entry.password);
      if (entry.referral !== undefined) {
        await page.getByRole("button", { name: "Have a referral code?" }).click();
        await page.getByLabel("Referral code").fill(entry.referral);
      }
      await submit.click();
      await expect(error).toHaveText(entry.message);
      await expect(page.getByRole("alert")).toHaveCount(1);
    }
    // 51 characters cannot be typed: the input stops at 50.
    await name.fill("N".repeat(60));
    await expect(name).toHaveValue("N".repeat(50));
  });

  test("sign up lands on /onboarding with the welcome toast; the same e-mail again is refused", async ({
    page,
  }) => {
    const email = uniqueEmail("signup");
    await signUpThroughUi(page, { displayName: "Ruth Moabite", email });
    await expect(page.getByText("Account created! Welcome to Phototheology!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome to Phototheology!" })).toBeVisible();

    // A signed-in member opening /auth is sent to /.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);

    await signOutThroughUi(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Started Free" })).toBeVisible();
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Display Name").fill("Ruth Again");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(defaultPassword);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByTestId("form-error")).toHaveText(
      "This email is already registered. Please login instead.",
    );
  });

  test("wrong password shows the catalogue message; login validation runs first", async ({ page }) => {
    const email = uniqueEmail("wrongpw");
    await signUpThroughUi(page, { email });
    await signOutThroughUi(page);

    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Please enter a valid email address");

    await signInThroughUi(page, { email, password: "not-the-password" });
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password. Please try again.");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("Remember me pre-fills the e-mail after the session ends; Sign Out forgets it", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("remember");
    await signUpThroughUi(page, { email });
    await signOutThroughUi(page);

    await signInThroughUi(page, { email, rememberMe: true });
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The session ends by itself (cookie gone, as when it expires): the e-mail is remembered.
    await context.clearCookies();
    await page.goto("/auth");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByRole("checkbox", { name: "Remember me" })).toHaveAttribute(
      "data-state",
      "checked",
    );

    // An explicit Sign Out removes the remembered e-mail too (AUTH-7).
    await page.getByLabel("Password", { exact: true }).fill(defaultPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    await signOutThroughUi(page);
    await page.goto("/auth");
    await expect(page.getByLabel("Email")).toHaveValue("");
  });

  test("forgot password: the mailed link sets a new password once", async ({ page }) => {
    const email = uniqueEmail("reset");
    await signUpThroughUi(page, { email });
    await signOutThroughUi(page);

    await page.goto("/auth");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByText("If an account exists for that email, we've sent a reset link."),
    ).toBeVisible();

    const link = await latestMailLink(email, "password_reset");
    await page.goto(link);
    await page.getByLabel("New password").fill("a-fresh-start");
    await page.getByLabel("Confirm password").fill("a-fresh-start!");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Passwords don't match");
    await page.getByLabel("Confirm password").fill("a-fresh-start");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password updated — please sign in")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();

    await signInThroughUi(page, { email, password: defaultPassword });
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password. Please try again.");
    await signInThroughUi(page, { email, password: "a-fresh-start" });
    await expect(page).toHaveURL(/\/$/);

    // The link worked once; it cannot be used again.
    await signOutThroughUi(page);
    await page.goto(link);
    await expect(page.getByText("This reset link has expired")).toBeVisible();
  });

  test("a protected page sends a visitor to /auth and back after signing in", async ({ page }) => {
    const email = uniqueEmail("next");
    await signUpThroughUi(page, { email });
    await signOutThroughUi(page);

    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
    await signInThroughUi(page, { email }, { stayOnPage: true });
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("an e-mail link carrying an error is shown and does not sign in", async ({ page }) => {
    await page.goto("/auth?error=access_denied&error_description=Link+expired");
    await expect(page.getByRole("alert")).toHaveText("Link expired");
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Started Free" })).toBeVisible();
  });

  test("unknown paths show the not-found page", async ({ page }) => {
    await page.goto("/no-such-room");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
