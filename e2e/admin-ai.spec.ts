import { expect, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { grantRole } from "./support/test-routes";
import { screenshots } from "./support/screenshots";

test("/admin/ai: an admin sees the AI layer's mode and today's usage, and gives a member today's questions back", async ({
  page,
  browser,
}) => {
  const adminEmail = uniqueEmail("ai-admin");
  await signUpThroughApi(page, { email: adminEmail });
  await grantRole(page.request, adminEmail, "admin");
  const memberContext = await browser.newContext();
  const memberEmail = uniqueEmail("ai-member");
  await signUpThroughApi(await memberContext.newPage(), { email: memberEmail });
  await memberContext.close();

  await page.goto("/admin/ai");
  await expect(page).toHaveTitle(/AI/);
  await expect(page.getByTestId("ai-mode")).toHaveText(
    /^(Model|Fake model \(testing\)|Offline study engine)$/,
  );
  await expect(page.getByRole("heading", { name: /^Today \(\d{4}-\d{2}-\d{2}, UTC\)$/ })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "AI" }),
  ).toBeVisible();

  // An unknown address is refused with the server's message, and what was typed stays.
  const email = page.getByLabel("Member's e-mail");
  await email.fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Reset today's questions" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(email).toHaveValue("nobody-here@example.com");

  await email.fill(memberEmail);
  await page.getByRole("button", { name: "Reset today's questions" }).click();
  await expect(page.getByRole("status").filter({ hasText: "given back" })).toHaveText(
    `Today's questions are given back to ${memberEmail}.`,
  );
  await screenshots(page, "admin-ai");
});

test("/admin/ai is for admins: a member meets the no-access card and the API refuses", async ({ page }) => {
  await signUpThroughApi(page, { email: uniqueEmail("ai-not-admin") });
  await page.goto("/admin/ai");
  await expect(page.getByTestId("no-access-card")).toBeVisible();
  await expect(page.getByTestId("ai-mode")).toHaveCount(0);
  expect((await page.request.get("/api/admin/ai")).status()).toBe(403);
});
