// Users and roles in Chromium (screens.md §4.2): an admin finds a member by e-mail, grants Premium for 7 days with a
// reason and sees the manual grant among the member's access sources while the member's own plan turns Premium at
// once; Revoke (confirmed) returns them to Free (ADM-5). Then moderator is granted and removed through the confirm
// dialog (ADM-4's role half; the chat delete itself is the chat spec's). The page fits a 390 px phone.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { defaultPassword, signUpThroughApi, uniqueEmail } from "./support/accounts";
import { saveScreenshot } from "./support/screenshots";
import { grantRole } from "./support/test-routes";

/** The member's plan as the server computes it for them (their own session, in the `request` fixture's jar). */
async function planOf(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/profile/me");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: { plan: string } }).access.plan;
}

async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, `${name}-390`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an admin grants a member Premium for 7 days and revokes it, then grants and removes moderator (ADM-4, ADM-5)", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  const adminEmail = uniqueEmail("users-admin");
  await signUpThroughApi(page, { displayName: "Users Admin", email: adminEmail });
  await grantRole(request, adminEmail, "admin");

  // The member signs up in the request fixture, which keeps their session for checking their own plan.
  const memberEmail = uniqueEmail("lydia");
  const signUp = await request.post("/api/auth/sign-up/email", {
    headers: { origin },
    data: { name: "Lydia Seller", email: memberEmail, password: defaultPassword },
  });
  expect(signUp.ok()).toBe(true);
  expect(await planOf(request)).toBe("free");

  await page.goto("/admin/users");
  await expect(
    page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Users" }),
  ).toBeVisible();
  await page.getByLabel("Search members").fill(memberEmail);
  const row = page.getByTestId(`member-row-${memberEmail}`);
  await expect(row).toContainText("Lydia Seller");
  await expect(row).toContainText("Free");
  await expect(page.getByTestId(/^member-row-/)).toHaveCount(1);
  await page.getByLabel("Search members").fill(`${memberEmail}-nobody`);
  await expect(page.getByText("No members match")).toBeVisible();
  await page.getByLabel("Search members").fill(memberEmail);
  await fitsPhone(page, "admin-users");

  // Open the drawer and grant Premium for 7 days.
  await row.getByRole("button", { name: /Lydia Seller/ }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("heading", { name: "Lydia Seller" })).toBeVisible();
  await expect(drawer).toContainText("Plan now: Free");
  await drawer.getByLabel("Number of days").fill("7");
  await drawer.getByRole("button", { name: "Grant Premium" }).click();
  await expect(drawer.getByRole("alert")).toHaveText("Give a reason for this grant.");
  await drawer.getByLabel("Reason", { exact: true }).fill("Seminar speaker");
  await drawer.getByRole("button", { name: "Grant Premium" }).click();
  await expect(page.getByText("Premium granted for 7 days")).toBeVisible();
  await expect(drawer).toContainText("Plan now: Premium");
  await expect(drawer).toContainText(/Manual grant until/);
  await expect(drawer).toContainText("Reason: Seminar speaker");
  await expect(drawer).toContainText("Granted Premium for 7 days — Seminar speaker");
  await saveScreenshot(page, "admin-users-drawer");
  // ADM-5: the member is Premium on their very next request.
  expect(await planOf(request)).toBe("premium");

  // Revoke, confirmed: back to Free.
  await drawer.getByRole("button", { name: /^Revoke/ }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Revoke this grant?");
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(drawer).toContainText("Plan now: Free");
  await expect(drawer).toContainText("Revoked");
  await expect(drawer.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
  expect(await planOf(request)).toBe("free");

  // Grant moderator, then remove it through the confirm dialog.
  await drawer.getByRole("button", { name: "Grant moderator" }).click();
  await expect(page.getByText("Lydia Seller is now moderator")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Remove moderator role" })).toBeVisible();
  const me = await request.get("/api/profile/me");
  expect(((await me.json()) as { roles: string[] }).roles).toEqual(["moderator"]);
  await drawer.getByRole("button", { name: "Remove moderator role" }).click();
  await expect(confirm).toContainText("Remove the moderator role?");
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(drawer).toContainText("No roles — a regular member.");
  await expect(drawer).toContainText("Removed moderator");
  const after = await request.get("/api/profile/me");
  expect(((await after.json()) as { roles: string[] }).roles).toEqual([]);
  await fitsPhone(page, "admin-users-drawer");

  // Closing the drawer leaves the table as the server now has it.
  await page.keyboard.press("Escape");
  await expect(row).toContainText("Free");
  await expect(row).not.toContainText("moderator");

  // The Feedback tab sits beside Users, in the URL.
  await page.getByRole("tab", { name: "Feedback" }).click();
  await expect(page).toHaveURL(/\/admin\/users\?tab=feedback$/);
  await expect(page.getByLabel("Search members")).toHaveCount(0);
  await page.getByRole("tab", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test("a member who is not an admin sees the no-access card at /admin/users", async ({ page }) => {
  await signUpThroughApi(page, { email: uniqueEmail("not-admin") });
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
  await expect(page.getByLabel("Search members")).toHaveCount(0);
});
