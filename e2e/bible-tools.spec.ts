import { expect, type Page, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { seedEntitlements } from "./support/test-routes";

const dayMs = 24 * 60 * 60 * 1000;
const screenshotDir = process.env.E2E_SCREENSHOTS;

async function signUpEssential(page: Page) {
  const email = uniqueEmail("bible-tools");
  await signUpThroughApi(page, { email });
  await seedEntitlements(page.request, {
    email,
    subscriptionStatus: "active",
    subscriptionPlan: "essential",
    subscriptionPeriodEnd: new Date(Date.now() + 30 * dayMs).toISOString(),
  });
}

test.describe("Bible search (/bible/search)", () => {
  test("a phrase search highlights the phrase and a hit opens the reader (SRC-1)", async ({ page }) => {
    await signUpEssential(page);
    await page.goto("/bible/search");
    await expect(page.getByRole("heading", { name: "How to search" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search the Bible" }).fill('"living water"');
    await page.getByLabel("Match").selectOption("phrase");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/match=phrase/);
    await expect(page).toHaveURL(/q=%22living\+water%22/);

    const summary = page.getByTestId("search-summary");
    await expect(summary).toHaveText(/^\d+ verses? in \d+ books?$/);
    const hits = page.getByTestId("search-hits").getByRole("listitem");
    expect(await hits.count()).toBeGreaterThan(0);
    const marks = await page.getByTestId("search-hits").locator("mark").allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toBe("living water");
    // The search is remembered under the box.
    await expect(
      page.getByTestId("search-history").getByRole("button", { name: '"living water"' }),
    ).toBeVisible();
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/bible-search.png`, fullPage: true });

    const first = hits.first().getByRole("link");
    const reference = (await first.textContent())!; // "John 4:10"
    const [, chapter, verse] = /(\d+):(\d+)$/.exec(reference)!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/bible/[^/]+/${chapter}\\?v=${verse}$`));
  });

  test("a reference opens the reader; Back restores the previous results; a lone quote is explained", async ({
    page,
  }) => {
    await signUpEssential(page);
    await page.goto("/bible/search?q=faith&scope=range&from=Rom&to=Gal");
    const books = page.getByTestId("search-books").getByRole("button");
    await expect(books.first()).toBeVisible();
    expect((await books.allTextContents()).map((text) => text.replace(/\d+$/, ""))).toEqual(
      expect.arrayContaining(["Romans"]),
    );
    for (const name of (await books.allTextContents()).map((text) => text.replace(/\d+$/, ""))) {
      expect(["Romans", "1 Corinthians", "2 Corinthians", "Galatians"]).toContain(name);
    }
    // Changing the translation rewrites the URL and Back restores the previous search (SRC-6).
    await page.getByLabel("Translation").selectOption("web");
    await expect(page).toHaveURL(/t=web/);
    await expect(page.getByTestId("search-summary")).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/t=web/);
    await expect(page.getByLabel("Translation")).toHaveValue("kjv");

    await page.getByRole("searchbox", { name: "Search the Bible" }).fill('"');
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("search-bad-query")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search the Bible" })).toHaveValue('"');
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/bible-search-bad-query.png` });

    await page.getByRole("searchbox", { name: "Search the Bible" }).fill("John 3:16");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/bible\/John\/3\?v=16/);
  });
});

test.describe("Bible Rendered Room (/bible-rendered-room)", () => {
  test("a saved glyph survives a reload; a 13-character glyph is refused (BRR-1, BRR-3)", async ({
    page,
  }) => {
    await signUpEssential(page);
    await page.goto("/bible-rendered-room");
    await expect(page.getByText("Floor 1 · Furnishing")).toBeVisible();
    await expect(page.getByText("What one symbol sums up this 24-chapter block?")).toBeVisible();
    await expect(page.getByTestId("glyph-progress")).toHaveText("0 of 50 glyphs chosen");
    await expect(page.getByTestId("block-10").getByTestId("block-range")).toHaveText("Judges 6 – 1 Samuel 4");
    await expect(page.getByRole("button", { name: "Start recall drill" })).toBeHidden(); // on the Recall drill tab

    const block1 = page.getByTestId("block-1");
    await expect(block1.getByTestId("block-empty")).toHaveText("No glyph yet");
    await block1.getByRole("button", { name: "Edit" }).click();
    await block1.getByLabel("Glyph").fill("Eden");
    await block1
      .getByLabel("Rationale")
      .fill("Creation in the garden opens the block that ends with a bride for Isaac.");
    await block1.getByRole("button", { name: "Save" }).click();
    await expect(block1.getByTestId("block-glyph")).toHaveText("Eden");
    await expect(page.getByTestId("glyph-progress")).toHaveText("1 of 50 glyphs chosen");

    // Our suggestion for block 2, in one click.
    await page.getByTestId("block-2").getByRole("button", { name: "Use suggestion" }).click();
    await expect(page.getByTestId("block-2").getByTestId("block-glyph")).toHaveText("🪜");

    await page.reload();
    await expect(page.getByTestId("block-1").getByTestId("block-glyph")).toHaveText("Eden");
    await expect(page.getByTestId("glyph-progress")).toHaveText("2 of 50 glyphs chosen");

    const block3 = page.getByTestId("block-3");
    await block3.getByRole("button", { name: "Edit" }).click();
    await block3.getByLabel("Glyph").fill("ABCDEFGHIJKLM");
    await block3.getByLabel("Rationale").fill("Too long a glyph.");
    await block3.getByRole("button", { name: "Save" }).click();
    await expect(block3.getByText("A glyph is 1 to 12 characters")).toBeVisible();
    await expect(block3.getByRole("button", { name: "Save" })).toBeVisible(); // the editor stays open

    // The drill needs ten glyphs.
    await page.getByRole("tab", { name: "Recall drill" }).click();
    await expect(page.getByRole("button", { name: "Start recall drill" })).toBeDisabled();
    await expect(page.getByText("Choose at least 10 glyphs to start the drill")).toBeVisible();
    await page.getByRole("tab", { name: "Recite" }).click();
    await expect(page.getByTestId("recite-list").getByRole("listitem")).toHaveCount(2);
    if (screenshotDir) {
      await page.screenshot({ path: `${screenshotDir}/bible-rendered-room.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${screenshotDir}/bible-rendered-room-phone.png` });
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    // Read on block 39 opens Zechariah 2 (BRR-1).
    await page.getByRole("tab", { name: /^Blocks 31–40/ }).click();
    await page.getByTestId("block-39").getByRole("link", { name: "Read" }).click();
    await expect(page).toHaveURL(/\/bible\/Zechariah\/2$/);

    // Create image opens the Image Library's verse card for the block, its glyph in the caption (ai.md §3.11).
    await page.goBack();
    await page.getByRole("tab", { name: /^Blocks 1–10/ }).click();
    await page.getByTestId("block-1").getByRole("link", { name: "Create image" }).click();
    await expect(page).toHaveURL(/\/bible-image-library\?/);
    const card = page.getByRole("tabpanel", { name: "Verse card" });
    await expect(card.getByLabel("Verse reference")).toHaveValue("Genesis 1:1");
    await expect(card.getByLabel("Room")).toHaveValue("bible_rendered");
    await expect(card.getByLabel("Caption (optional)")).toHaveValue(
      /^Block 1 · .* · Eden Creation in the garden/,
    );
  });
});

test.describe("Bible Rendered recall drill", () => {
  test("with ten glyphs the drill runs and shows {k}/10 (BRR-4)", async ({ page }) => {
    await signUpEssential(page);
    for (let n = 1; n <= 10; n++) {
      const response = await page.request.put(`/api/bible-rendered/blocks/${n}`, {
        data: { glyph: `G${n}`, rationale: `Glyph for block ${n}.` },
      });
      expect(response.ok()).toBe(true);
    }
    await page.goto("/bible-rendered-room");
    await expect(page.getByTestId("glyph-progress")).toHaveText("10 of 50 glyphs chosen");
    await page.getByRole("tab", { name: "Recall drill" }).click();
    await page.getByRole("button", { name: "Start recall drill" }).click();
    const drill = page.getByRole("form", { name: "Recall drill" });
    await expect(drill.getByRole("group")).toHaveCount(10);
    // Type each asked glyph right ("G{n}"); leave the pick-a-block questions unanswered.
    const typed = drill.getByRole("textbox");
    const typedCount = await typed.count();
    for (let i = 0; i < typedCount; i++) {
      const label = (await typed.nth(i).getAttribute("aria-label"))!;
      await typed.nth(i).fill(`G${/block (\d+)$/.exec(label)![1]}`);
    }
    await drill.getByRole("button", { name: "Check answers" }).click();
    await expect(page.getByTestId("drill-result")).toContainText(/^\d+\/10/);
    await expect(page.getByTestId("drill-result")).toContainText(`${typedCount}/10`);
  });
});

test.describe("Amplified Quarterly (/quarterly-study)", () => {
  test("a worksheet answer survives a reload and switching weeks; Hebrews brings the Sanctuary room (AQ-2, AQ-3)", async ({
    page,
  }) => {
    await signUpEssential(page);
    await page.goto("/quarterly-study?week=2026-W10");
    const official = page.getByRole("link", { name: /Read the official lesson/ });
    await expect(official).toHaveAttribute("target", "_blank");
    await expect(official).toHaveAttribute("rel", /noopener/);

    await page.getByLabel("Add a passage").fill("Heb 8:1-6");
    await page.getByRole("button", { name: "Add passage" }).click();
    await expect(page.getByTestId("passages").getByRole("heading", { name: "Hebrews 8:1-6" })).toBeVisible();
    await expect(page.getByTestId("passages")).toContainText("high priest");
    await expect(page.getByTestId("room-bl")).toBeVisible();
    await expect(page.getByTestId("room-pr")).toHaveCount(0);

    const answer = page.getByTestId("room-cec").getByRole("textbox");
    await expect(page.getByTestId("room-cec")).toContainText(
      "Where is Christ in Hebrews 8:1-6, and what is He doing?",
    );
    await answer.fill("Christ ministers as our high priest in the true tabernacle.");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
    if (screenshotDir)
      await page.screenshot({ path: `${screenshotDir}/quarterly-study.png`, fullPage: true });

    await page.reload();
    await expect(page.getByTestId("room-cec").getByRole("textbox")).toHaveValue(
      "Christ ministers as our high priest in the true tabernacle.",
    );

    await page.getByRole("button", { name: "Next week" }).click();
    await expect(page).toHaveURL(/week=2026-W11/);
    await expect(page.getByTestId("room-cec").getByRole("textbox")).toHaveValue("");
    await expect(page.getByTestId("room-bl")).toHaveCount(0);
    await page.getByRole("button", { name: "Previous week" }).click();
    await expect(page).toHaveURL(/week=2026-W10/);
    await expect(page.getByTestId("room-cec").getByRole("textbox")).toHaveValue(
      "Christ ministers as our high priest in the true tabernacle.",
    );
  });

  test("a free member meets the upgrade prompt", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("quarterly-free") });
    await page.goto("/quarterly-study");
    await expect(page.getByTestId("upgrade-prompt")).toBeVisible();
    await expect(page.getByRole("link", { name: /Read the official lesson/ })).toBeVisible();
  });
});
