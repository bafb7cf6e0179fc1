import { expect, type Page, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { seedPaidPlan } from "./support/test-routes";

const screenshotDir = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!screenshotDir) return;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${screenshotDir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${screenshotDir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe("memory verses", () => {
  test("add Phil 4:6-7, review it with Good, and the due count drops", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("memory") });
    await page.goto("/memorization-verses");
    await expect(page.getByRole("heading", { name: "My Memorization Verses" })).toBeVisible();
    await expect(page.getByTestId("saved-badge")).toHaveText("0 saved");
    await expect(page.getByTestId("memory-stats-line")).toHaveText("0 due today · 0 memorized");
    await expect(page.getByRole("button", { name: "Nothing due" })).toBeDisabled();

    await page.getByRole("button", { name: "Add verse" }).click();
    const dialog = page.getByRole("dialog", { name: "Add verse" });
    await dialog.getByLabel("Reference").fill("Phil 4:6");
    await dialog.getByLabel("Reference").fill("Phil 4:6-7");
    await expect(dialog.getByTestId("parsed-reference")).toHaveText("✓ Philippians 4:6–7");
    await expect(dialog.getByTestId("add-verse-text")).toContainText("Be careful for nothing");
    await expect(dialog.getByTestId("add-verse-text")).toContainText(
      "shall keep your hearts and minds through Christ Jesus",
    );
    await shoot(page, "memory-add-dialog");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Added Philippians 4:6–7")).toBeVisible();
    await expect(dialog).toBeHidden();

    const item = page.getByTestId("memory-verse");
    await expect(item).toHaveCount(1);
    await expect(item.getByRole("heading", { name: "Philippians 4:6–7 KJV" })).toBeVisible();
    await expect(item).toContainText("Be careful for nothing");
    await expect(item).toContainText("New");
    await expect(page.getByTestId("saved-badge")).toHaveText("1 saved");
    await expect(page.getByTestId("memory-stats-line")).toHaveText("1 due today · 0 memorized");

    // The same passage again is refused with the spec's message.
    await page.getByRole("button", { name: "Add verse" }).click();
    await dialog.getByLabel("Reference").fill("Philippians 4:6-7");
    await expect(dialog.getByTestId("parsed-reference")).toBeVisible();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Already in your list");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await shoot(page, "memory-list");

    await page.getByRole("button", { name: "Review due verses (1)" }).click();
    const session = page.getByTestId("review-session");
    await expect(session.getByTestId("review-progress")).toHaveText("1 / 1");
    await expect(session.getByTestId("review-reference")).toHaveText("Philippians 4:6–7");
    await session.getByRole("button", { name: "Show verse" }).click();
    await expect(session.getByTestId("review-text")).toContainText("Be careful for nothing");
    await session.getByRole("button", { name: "Good" }).click();
    await expect(session.getByRole("status")).toHaveText(/^Next: in \d+ (minute|hour|day)s?$/);
    await expect(page.getByTestId("memory-stats-line")).toHaveText("0 due today · 0 memorized");
    const done = page.getByTestId("review-done");
    await expect(done.getByText("All done for today")).toBeVisible();
    await expect(done).toContainText("Good: 1");
    await expect(page.getByRole("button", { name: "Nothing due" })).toBeDisabled();
    await shoot(page, "memory-reviewed");
  });

  test("removing a verse asks first; a failed removal stays in the dialog with the reason, and a retry removes it", async ({
    page,
  }) => {
    await signUpThroughApi(page, { email: uniqueEmail("memory-remove") });
    await page.goto("/memorization-verses");
    await page.getByRole("button", { name: "Add verse" }).click();
    const add = page.getByRole("dialog", { name: "Add verse" });
    await add.getByLabel("Reference").fill("John 3:16");
    await expect(add.getByTestId("parsed-reference")).toBeVisible();
    await add.getByRole("button", { name: "Add", exact: true }).click();
    await expect(add).toBeHidden();
    const item = page.getByTestId("memory-verse");
    await expect(item).toHaveCount(1);

    // Escape backs out, and focus returns to the button that asked.
    const remove = item.getByRole("button", { name: "Remove John 3:16" });
    await remove.click();
    const confirm = page.getByRole("alertdialog", { name: "Remove John 3:16?" });
    await expect(confirm).toContainText("Its review history is removed too. This can't be undone.");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(item).toHaveCount(1);

    // The first DELETE never reaches the server, as when the connection drops.
    let dropped = false;
    await page.route("**/api/memory/verses/*", (route) => {
      if (route.request().method() !== "DELETE" || dropped) return route.continue();
      dropped = true;
      return route.abort("internetdisconnected");
    });
    await remove.click();
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(confirm.getByRole("alert")).toHaveText(
      "We couldn't reach the server. Check your connection and try again.",
    );
    await expect(item).toHaveCount(1);

    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Removed John 3:16")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(item).toHaveCount(0);
  });

  test("Verse Memory Hall: real stats from zero, then First letters on John 3:16 suggests Good", async ({
    page,
  }) => {
    const email = uniqueEmail("hall");
    await signUpThroughApi(page, { email });
    await seedPaidPlan(page.request, email, "premium");
    await page.goto("/verse-memory-hall");
    await expect(page.getByRole("heading", { name: "Verse Memory Hall" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the palace" })).toHaveAttribute("href", "/palace");
    for (const stat of ["saved", "memorized", "dueToday", "streakDays", "bestQuizScore"])
      await expect(page.getByTestId(`stat-${stat}`)).toHaveText(/^0/);
    await expect(page.getByTestId("memory-empty")).toContainText(
      "Save verses to start — add from the Bible or My Memorization Verses",
    );
    await page.getByRole("tab", { name: "Quick quiz" }).click();
    await expect(page.getByTestId("memory-empty")).toBeVisible();
    await shoot(page, "hall-empty");

    const added = await page.request.post("/api/memory/verses", {
      data: { reference: "John 3:16", translation: "kjv" },
    });
    expect(added.status()).toBe(201);
    await page.reload();
    await expect(page.getByTestId("stat-saved")).toHaveText("1");
    await expect(page.getByTestId("stat-dueToday")).toHaveText("1");
    await expect(page.getByText("0 of 1 memorized")).toBeVisible();
    await page.getByRole("tab", { name: "Quick quiz" }).click();
    await expect(page.getByText("Save at least 3 verses to play")).toBeVisible();

    await page.getByRole("tab", { name: "Review" }).click();
    await expect(page.getByTestId("hall-due")).toHaveText("1 verse due");
    await page
      .getByRole("group", { name: "Practice mode" })
      .getByRole("button", { name: "First letters" })
      .click();
    await page.getByRole("button", { name: "Start review" }).click();
    const session = page.getByTestId("review-session");
    await expect(session.getByTestId("review-reference")).toHaveText("John 3:16");
    const input = session.getByLabel("First letter of the next word");
    // For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.
    await input.pressSequentially("fgsltwthghob");
    // A wrong letter flashes and doesn't move on; it costs that word (24/25 = 96%, still ≥ 95%).
    await input.pressSequentially("x");
    await expect(session.getByText("Wrong letter")).toBeAttached();
    // A pause over 3 s: Good rather than Easy.
    await page.waitForTimeout(3300);
    await input.pressSequentially("stwbihsnpbhel");
    await expect(session.getByRole("status").first()).toContainText("Accuracy 96%");
    await expect(session.getByTestId("suggested-grade")).toHaveText("Suggested grade: Good");
    await expect(session.getByRole("button", { name: "Good", pressed: true })).toBeVisible();
    await shoot(page, "hall-first-letters");
    await session.getByRole("button", { name: "Confirm Good" }).click();
    await expect(session.getByText(/^Next: in \d+ (minute|hour|day)s?$/)).toBeVisible();
    await expect(page.getByTestId("review-done")).toContainText("Good: 1");
    await expect(page.getByTestId("stat-dueToday")).toHaveText("0");
    await expect(page.getByTestId("stat-streakDays")).toHaveText(/^1/);

    await page.getByRole("tab", { name: "Goals" }).click();
    await expect(page.getByRole("progressbar", { name: "Review on 5 days this week" })).toHaveAttribute(
      "aria-valuenow",
      "1",
    );
    await page.getByRole("tab", { name: "Techniques" }).click();
    await expect(page.getByRole("heading", { name: "First-letter acronym" })).toBeVisible();
    await shoot(page, "hall-techniques");
  });

  test("a free member meets the upgrade prompt in the hall and keeps the simple review", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("free-hall") });
    await page.goto("/verse-memory-hall");
    await expect(page.getByTestId("upgrade-prompt")).toContainText(
      "Verse Memory Hall is included in Essential.",
    );
    await expect(page.getByTestId("hall-stats")).toHaveCount(0);
    await page.getByRole("link", { name: "My Memorization Verses" }).click();
    await expect(page).toHaveURL(/\/memorization-verses$/);
    await shoot(page, "hall-locked");
  });
});
