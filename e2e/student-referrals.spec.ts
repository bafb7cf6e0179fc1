import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { defaultPassword, signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";

const serverLog = path.resolve("data", `e2e-${process.env.E2E_PORT ?? 3100}`, "server.log");

/** The newest student code mailed to `address`, read from the server log (the outbox mailer logs every body). */
async function latestStudentCode(address: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = readFileSync(serverLog, "utf8").split("\n").filter(Boolean).reverse();
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as { to?: string; kind?: string; body?: string };
          if (entry.to === address && entry.kind === "student_code") {
            code = /\b(\d{6})\b/.exec(entry.body ?? "")?.[1];
            return code;
          }
        } catch {
          // not a JSON log line
        }
      }
      return undefined;
    })
    .toBeTruthy();
  return code ?? "";
}

test.describe.configure({ timeout: 150_000 });

test.describe("/student-verify", () => {
  test("a .edu address gets a code, the member verifies, and is a student (STU-1, STU-3)", async ({
    page,
  }) => {
    await signUpThroughApi(page, { displayName: "Student Sam", email: uniqueEmail("student") });
    await page.goto("/student-verify");
    await expect(page.getByRole("heading", { level: 1, name: "Student Verification" })).toBeVisible();
    await expect(page.getByText("Students get free Premium for 1 year.")).toBeVisible();

    const email = page.getByLabel("School email", { exact: true });
    await expect(email).toHaveAttribute("placeholder", "yourname@university.edu");
    await expect(page.getByText("Must be an address ending in .edu")).toBeVisible();
    await email.fill("me@gmail.com");
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid .edu email address.");
    await screenshots(page, "student-step1");

    const address = `me-${Date.now().toString(36)}@Cs.Example.EDU`;
    await email.fill(address);
    await page.getByRole("button", { name: "Send code" }).click();
    const stored = address.toLowerCase();
    await expect(page.getByText(`We sent a code to ${stored}. It expires in 15 minutes.`)).toBeVisible();
    await expect(page.getByRole("button", { name: /Resend code \(\d+ s\)/ })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Use a different email" })).toBeVisible();
    await screenshots(page, "student-step2");

    const code = await latestStudentCode(stored);
    await page.getByLabel("6-digit code", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(/You're verified! Free Premium until .+\./)).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });

    await page.goto("/student-verification");
    await expect(page.getByTestId("student-verified")).toContainText(/Student plan active until .+/);
    await expect(page.getByRole("button", { name: "Renew" })).toHaveCount(0);
    await screenshots(page, "student-verified");

    await page.goto("/pricing");
    await page.getByTestId("plan-card-free").getByRole("button", { name: "Start Free Trial" }).click();
    await expect(page.getByText("You already have free student access!")).toBeVisible();
  });

  test("5 wrong codes force a new code (STU-2)", async ({ page }) => {
    await signUpThroughApi(page, { displayName: "Guessing Gail", email: uniqueEmail("guess") });
    await page.goto("/student-verify");
    const address = `gail-${Date.now().toString(36)}@school.edu`;
    await page.getByLabel("School email", { exact: true }).fill(address);
    await page.getByRole("button", { name: "Send code" }).click();
    const code = await latestStudentCode(address);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const input = page.getByLabel("6-digit code", { exact: true });
    for (let i = 0; i < 5; i += 1) {
      await input.fill(wrong);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
    }
    await expect(page.getByRole("alert")).toHaveText("Too many tries — request a new code.");
  });
});

test.describe("/referrals", () => {
  test("B signs up through A's link; A's list shows B as Signed up, without B's e-mail (REF-1, REF-3)", async ({
    page,
    browser,
  }) => {
    await signUpThroughApi(page, { displayName: "Referrer Ann", email: uniqueEmail("ann") });
    await page.goto("/referrals");
    await expect(page.getByRole("heading", { level: 1, name: "Referral Program" })).toBeVisible();
    await expect(page.getByText("No referrals yet — share your link to get started.")).toBeVisible();
    const link = await page.getByLabel("Share this link with friends").inputValue();
    expect(link).toMatch(/\/auth\?ref=PT[A-Z0-9]{8}$/);
    await screenshots(page, "referrals-empty");

    const friend = await browser.newContext();
    const friendPage = await friend.newPage();
    const friendEmail = uniqueEmail("bob");
    await friendPage.goto(link);
    await friendPage.getByLabel("Display Name").fill("Friend Bob");
    await friendPage.getByLabel("Email").fill(friendEmail);
    await friendPage.getByLabel("Password", { exact: true }).fill(defaultPassword);
    await friendPage.getByRole("button", { name: "Create Account" }).click();
    await expect(friendPage).toHaveURL(/\/onboarding$/);
    await friend.close();

    // The sign-up reaches A's open page live (a user:<id> notice), without a reload…
    const row = page.getByTestId("referral-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Friend Bob");
    // …and is there after one.
    await page.reload();
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Friend Bob");
    await expect(row).toContainText("Signed up");
    await expect(row).toContainText(/Joined .+/);
    await expect(page.getByTestId("referral-tile-signedUp")).toContainText("1");
    await expect(page.locator("body")).not.toContainText(friendEmail);
    await expect(page.locator("body")).not.toContainText(friendEmail.split("@")[0] ?? friendEmail);
    await screenshots(page, "referrals-list");
  });
});
