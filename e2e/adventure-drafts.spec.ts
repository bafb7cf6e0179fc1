// The admin's "Draft with AI" (games.md §4.20, §4.21 "AI adds") in Chromium. On the shared server the fake model
// drafts: the escape list's panel opens /admin/adventure-drafts with the puzzle form chosen, an admin drafts a lock
// (the fake's fixed Gen 22:8 puzzle, which passes the checks), sees it pending with its answers, and approves it through
// the confirm dialog. A member opening the page gets the no-access card. On the server without a model the admin sees
// why drafting is off, and the escape list shows no Draft panel.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { adventureDraftMessages } from "@common/schemas/adventure-drafts";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { grantRole } from "./support/test-routes";

async function admin(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail("drafts-admin");
  await signUpThroughApi(page, { email, displayName: "Draft Admin" });
  await grantRole(page.request, email, "admin");
  return { page, close: () => context.close() };
}

test("an admin drafts an escape puzzle with the fake model, sees it pending and approves it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, close } = await admin(browser);

  // The hunts list has the same panel, with the hunt form chosen.
  await page.goto("/treasure-hunt");
  await page.getByTestId("hunt-draft").getByRole("link", { name: "Draft hunts" }).click();
  await expect(page).toHaveURL(/\/admin\/adventure-drafts\?kind=hunt$/);
  await expect(page.getByRole("radio", { name: /Treasure hunt/ })).toBeChecked();

  // The escape list's admin panel leads to the drafts page with "Escape puzzle" chosen.
  await page.goto("/escape-room");
  const panel = page.getByTestId("escape-draft");
  await expect(panel).toBeVisible();
  await panel.getByRole("link", { name: "Draft puzzles" }).click();
  await expect(page).toHaveURL(/\/admin\/adventure-drafts\?kind=puzzle$/);
  await expect(page.getByRole("link", { name: "Adventure drafts" })).toHaveAttribute("aria-current", "page");
  const form = page.getByTestId("draft-form");
  await expect(form.getByRole("radio", { name: /Escape puzzle/ })).toBeChecked();

  // A room is required before the model is asked.
  await form.getByTestId("draft-submit").click();
  await expect(form.getByText("Choose a palace room.")).toBeVisible();

  await form.getByLabel("Palace room", { exact: true }).selectOption("BL");
  await form.getByRole("radio", { name: "Medium" }).check();
  await form.getByLabel("Gauntlet category (optional)").selectOption("sanctuary");
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/admin/adventure-drafts") && response.request().method() === "POST",
  );
  await form.getByTestId("draft-submit").click();
  expect((await created).status()).toBe(201);

  const card = page.getByTestId("draft-card").first();
  await expect(card).toHaveAttribute("data-status", "pending");
  await expect(card.getByTestId("draft-status")).toHaveText("Waiting for review");
  await expect(card.getByTestId("draft-puzzle")).toContainText("Fake lock");
  await expect(card.getByTestId("draft-puzzle")).toContainText("Gen 22:8");
  await expect(card.getByTestId("draft-puzzle")).toContainText("Sanctuary");
  await expect(card.getByTestId("draft-problems")).toHaveCount(0);
  await screenshots(page, "adventure-drafts");

  await card.getByRole("button", { name: "Approve" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("escape-room bank");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog).toBeHidden();

  // Decided: it shows its status and date, and no buttons.
  const decided = page.getByTestId("draft-card").filter({ hasText: "Fake lock" }).first();
  await expect(decided).toHaveAttribute("data-status", "approved");
  await expect(decided.getByTestId("draft-decision")).toContainText("Approved ·");
  await expect(decided.getByRole("button", { name: "Approve" })).toHaveCount(0);

  // A hunt: its clues with their types and answers; rejected with a note, it stays listed as rejected.
  await form.getByRole("radio", { name: /Treasure hunt/ }).check();
  await form.getByRole("radio", { name: "Scholar" }).check();
  await form.getByLabel("Theme (optional)").fill("the Good Shepherd");
  await form.getByTestId("draft-submit").click();
  const hunt = page
    .getByTestId("draft-card")
    .filter({ has: page.getByTestId("draft-hunt") })
    .first();
  await expect(hunt).toHaveAttribute("data-status", "pending");
  await expect(hunt.getByRole("heading", { level: 3 })).toContainText("the Good Shepherd");
  await expect(hunt.getByTestId("draft-hunt")).toContainText("Ps 23:1");
  await expect(hunt.getByTestId("draft-hunt").getByText("Person", { exact: true })).toBeVisible();
  await screenshots(page, "adventure-drafts-hunt");
  await hunt.getByRole("button", { name: "Reject" }).click();
  await dialog.getByLabel("Note (optional)").fill("Too close to Psalm 23 drafts we have.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toBeHidden();
  const rejected = page.getByTestId("draft-card").filter({ hasText: "the Good Shepherd" });
  await expect(rejected).toHaveAttribute("data-status", "rejected");
  await expect(rejected.getByTestId("draft-decision")).toContainText("Too close to Psalm 23");
  await close();
});

test("a member opening the drafts page gets the no-access card", async ({ page }) => {
  await signUpThroughApi(page, { email: uniqueEmail("drafts-member") });
  await page.goto("/admin/adventure-drafts");
  await expect(page.getByTestId("no-access-card")).toBeVisible();
  await expect(page.getByTestId("draft-form")).toHaveCount(0);
});

test("without a model an admin sees why drafting is off, and the escape list has no Draft panel", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await withOfflineServer(browser, async (page) => {
    const email = uniqueEmail("drafts-offline");
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Offline Admin", email, password: "palace-key-42" },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await grantRole(page.request, email, "admin");

    await page.goto("/admin/adventure-drafts?kind=hunt");
    await expect(page.getByTestId("draft-unavailable")).toHaveText(adventureDraftMessages.unavailable);
    await expect(page.getByTestId("draft-form")).toHaveCount(0);
    await expect(page.getByTestId("drafts-empty")).toBeVisible();
    await screenshots(page, "adventure-drafts-offline");

    await page.goto("/escape-room");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("escape-draft")).toHaveCount(0);
  });
});
