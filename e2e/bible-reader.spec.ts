import { expect, test } from "@playwright/test";
import { coldReaderScriptBudget } from "../scripts/budgets";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { recordScripts } from "./support/scripts";

const screenshotDir = process.env.E2E_SCREENSHOTS;

test.describe("Bible reader", () => {
  test.beforeEach(async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("reader") });
  });

  test("reads John 3, switches translation, highlights and notes a verse, and finds both after reload", async ({
    page,
  }) => {
    await page.goto("/bible/john/3");
    await expect(page).toHaveURL(/\/bible\/John\/3$/);
    await expect(page.getByRole("heading", { level: 1, name: "John 3" })).toBeVisible();
    await expect(page.getByTestId("verse-count")).toHaveText("36 verses");
    await expect(page.getByTestId("chapter-text").locator("[data-verse]")).toHaveCount(36);
    await expect(page.locator("#v16")).toContainText("he gave his only begotten Son");

    await page.getByLabel("Translation", { exact: true }).selectOption("web");
    await expect(page).toHaveURL(/\/bible\/John\/3\?t=web$/);
    await expect(page.getByTestId("translation-badge")).toHaveText("WEB");
    await expect(page.locator("#v16")).toContainText("his one and only Son");

    // Highlight 3:16 green.
    await page.locator("#v16").click();
    const bar = page.getByRole("toolbar", { name: "Verse actions" });
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: "Highlight" }).click();
    await page.getByRole("button", { name: "Green" }).click();
    await expect(page.getByText("Highlighted", { exact: true })).toBeVisible();
    await expect(page.locator("#v16")).toHaveClass(/bg-green-200/);

    // A note on it.
    await page.locator("#v16").click();
    await bar.getByRole("button", { name: "Note" }).click();
    const dialog = page.getByRole("dialog", { name: "Notes on John 3:16" });
    await dialog.getByLabel("New note").fill("God's love is the motive of the gift.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Note saved", { exact: true })).toBeVisible();
    await expect(dialog.getByText("God's love is the motive of the gift.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#v16").getByTestId("note-icon")).toBeVisible();

    await page.reload();
    await expect(page.getByTestId("translation-badge")).toHaveText("WEB");
    await expect(page.locator("#v16")).toHaveClass(/bg-green-200/);
    await expect(page.locator("#v16").getByTestId("note-icon")).toBeVisible();
    await expect(page.locator("#v15").getByTestId("note-icon")).toHaveCount(0);

    // The highlight belongs to the verse, not the translation.
    await page.getByLabel("Translation", { exact: true }).selectOption("kjv");
    await expect(page.getByTestId("translation-badge")).toHaveText("KJV");
    await expect(page.locator("#v16")).toHaveClass(/bg-green-200/);
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/bible-reader-desktop.png` });

    // Parallel view at desktop width: verse 16 of both translations shares a row.
    await page.getByRole("switch", { name: "Parallel" }).click();
    await expect(page).toHaveURL(/p=web/);
    const row = page.locator('[data-row="16"]');
    await expect(row.locator("[data-parallel-verse]")).toContainText("his one and only Son");
    const [left, right] = [
      await row.locator("#v16").boundingBox(),
      await row.locator("[data-parallel-verse]").boundingBox(),
    ];
    expect(left && right && Math.abs(left.y - right.y) < 2).toBe(true);
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/bible-reader-parallel.png` });

    // The home page lists the member's note and highlight.
    await page.goto("/bible");
    await expect(page.getByRole("region", { name: "My notes" })).toContainText("John 3:16");
    await expect(page.getByRole("region", { name: "My highlights" })).toContainText("John 3:16");
    if (screenshotDir)
      await page.screenshot({ path: `${screenshotDir}/bible-home-desktop.png`, fullPage: true });

    // Phone width: the action bar is a bottom sheet.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/bible/John/3?v=16");
    await page.locator("#v3").click();
    await expect(page.getByRole("toolbar", { name: "Verse actions" })).toBeVisible();
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/bible-reader-390.png` });
    await page.goto("/bible");
    await expect(page.getByRole("region", { name: "My notes" })).toContainText("John 3:16");
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/bible-home-390.png`, fullPage: true });
  });

  test("a cold load of a chapter fetches few scripts, each precompressed", async ({ page, browser }) => {
    // A new context with the member's cookies and an empty cache, as a browser opening a shared link.
    const context = await browser.newContext({ storageState: await page.context().storageState() });
    const recorded = recordScripts(context);
    const cold = await context.newPage();
    await cold.goto("/bible/John/3");
    await expect(cold.locator("#v16")).toContainText("he gave his only begotten Son");
    // The dialogs' code and the live connection load after the chapter renders: they count too.
    await cold.waitForLoadState("networkidle");
    const scripts = await recorded.settled();
    for (const script of scripts) expect(script.encoding, script.path).toBe("br");
    expect(
      scripts.length,
      `${scripts.length} scripts:\n${scripts.map((script) => script.path).join("\n")}`,
    ).toBeLessThanOrEqual(coldReaderScriptBudget);
    await context.close();
  });

  test("Previous/Next cross chapters and books; unknown books show a not-found state", async ({ page }) => {
    await page.goto("/bible/John/3");
    await expect(page.getByTestId("verse-count")).toHaveText("36 verses");
    await page.getByRole("link", { name: "Next chapter" }).first().click();
    await expect(page).toHaveURL(/\/bible\/John\/4$/);
    await expect(page.getByRole("heading", { level: 1, name: "John 4" })).toBeVisible();
    // The arrow keys page once the chapter has loaded (as a reader would wait to see it).
    await expect(page.getByTestId("verse-count")).toHaveText("54 verses");
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/\/bible\/John\/3$/);

    await page.goto("/bible/Genesis/50");
    await expect(page.getByTestId("verse-count")).toHaveText("26 verses");
    await page.getByRole("link", { name: "Next chapter" }).first().click();
    await expect(page).toHaveURL(/\/bible\/Exodus\/1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Exodus 1" })).toBeVisible();

    await page.goto("/bible/Genesis/1");
    await expect(page.getByRole("button", { name: "Previous chapter" }).first()).toBeDisabled();
    await page.goto("/bible/Revelation/22");
    await expect(page.getByRole("button", { name: "Next chapter" }).first()).toBeDisabled();

    await page.goto("/bible/1sam/3");
    await expect(page).toHaveURL(/\/bible\/1%20Samuel\/3$/);

    await page.goto("/bible/Hezekiah/1");
    await expect(page.getByRole("heading", { name: "We couldn't find Hezekiah 1" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Bible home" })).toHaveAttribute("href", "/bible");
    await page.goto("/bible/John/22");
    await expect(page.getByRole("heading", { name: "We couldn't find John 22" })).toBeVisible();
    await expect(page.getByRole("link", { name: "John 1" })).toBeVisible();
  });

  test("the go-to box opens a typed reference with the verse in view", async ({ page }) => {
    await page.goto("/bible");
    const box = page.getByRole("textbox", { name: "Go to passage" });
    await box.fill("hello there");
    await box.press("Enter");
    await expect(page.getByText("We couldn't read that reference — try e.g. John 3:16")).toBeVisible();

    await box.fill("jn 3:16");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/bible\/John\/3\?v=16$/);
    await expect(page.locator("#v16")).toBeInViewport();

    // The book grid: filter, book, chapter.
    await page.goto("/bible");
    await page.getByRole("searchbox", { name: "Filter books" }).fill("roma");
    await page.getByRole("button", { name: "Romans" }).click();
    await page.getByRole("link", { name: "Romans 8" }).click();
    await expect(page).toHaveURL(/\/bible\/Romans\/8$/);
  });

  test("verse tools: Strong's in the KJV, bookmark, memorize, study in the palace, paragraphs", async ({
    page,
  }) => {
    await page.goto("/bible/John/3?t=web");
    await page.locator("#v16").click();
    const bar = page.getByRole("toolbar", { name: "Verse actions" });
    await expect(bar.getByRole("button", { name: "Strong's" })).toHaveAttribute(
      "title",
      "Strong's numbers are available in the KJV",
    );

    // The selection survives a change of translation.
    await page.getByLabel("Translation", { exact: true }).selectOption("kjv");
    await expect(page.getByTestId("translation-badge")).toHaveText("KJV");
    await expect(page.locator("#v16")).toHaveAttribute("aria-pressed", "true");
    await bar.getByRole("button", { name: "Strong's" }).click();
    const panel = page.getByRole("dialog", { name: /Strong's/ });
    await panel.getByRole("button", { name: "loved", exact: true }).click();
    await expect(panel.getByRole("article", { name: "Strong's G25" })).toContainText("Likely original word");
    await panel.getByLabel("Look up a Strong's number").fill("H7225");
    await panel.getByRole("button", { name: "Look up" }).click();
    await expect(panel.getByRole("article", { name: "Strong's H7225" })).toBeVisible();
    await panel.getByLabel("Look up a Strong's number").fill("G99999");
    await panel.getByRole("button", { name: "Look up" }).click();
    await expect(panel.getByText("No Strong's entry for G99999.")).toBeVisible();
    await page.keyboard.press("Escape");

    // Bookmark with a label, then it toggles to Remove bookmark.
    await bar.getByRole("button", { name: "Bookmark" }).click();
    await page.getByLabel("Label (optional)").fill("The gospel in a verse");
    await page.getByRole("button", { name: "Save bookmark" }).click();
    await expect(page.getByText("Bookmarked", { exact: true })).toBeVisible();
    await expect(bar.getByRole("button", { name: "Remove bookmark" })).toBeVisible();

    // Memorize twice: the second time says it is already saved.
    await bar.getByRole("button", { name: "Memorize" }).click();
    await expect(page.getByText("John 3:16 added to your memorization verses")).toBeVisible();
    await bar.getByRole("button", { name: "Memorize" }).click();
    await expect(page.getByText("Already in your memorization verses")).toBeVisible();

    // Paragraph layout from the settings.
    await page.keyboard.press("Escape");
    await expect(bar).toBeHidden();
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Paragraphs" }).click();
    await expect(page.getByTestId("chapter-text")).toHaveAttribute("data-layout", "paragraphs");
    await page.getByRole("button", { name: "Font size XL" }).click();
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/bible-reader-paragraphs.png` });

    // Study in the palace: a room the member can open, its Practice tab with the passage.
    await page.locator("#v16").click();
    await bar.getByRole("button", { name: "Study in the palace" }).click();
    await page
      .getByRole("dialog", { name: "Study John 3:16 in the palace" })
      .getByRole("link", { name: /Story Room/ })
      .click();
    await expect(page).toHaveURL(/\/palace\/floor\/1\/room\/sr\?tab=practice&ref=John%203%3A16$/);
  });
});
