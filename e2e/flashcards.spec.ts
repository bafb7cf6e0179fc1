import { expect, type Page, test } from "@playwright/test";
import { aiText } from "@common/constants/ai";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { withOfflineServer } from "./support/offline-server";
import { seedPaidPlan } from "./support/test-routes";
import { screenshots } from "./support/screenshots";

/*
 * Flashcards (ai.md §3.10 acceptance). [F] points run on the shared e2e server with the fake model; the [O] point on a
 * server of this spec's own with no model configured.
 */

async function essentialMember(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await signUpThroughApi(page, { email });
  await seedPaidPlan(page.request, email, "essential");
  return email;
}

/** New deck → the deck's page, by the dialog a member uses. */
async function newDeck(page: Page, title: string) {
  await page.goto("/flashcards");
  await page.getByRole("button", { name: "New deck" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New deck" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Create deck" }).click();
  await expect(page.getByTestId("deck-page")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

const threeLines = [
  "Who interpreted the king's dream?\tDaniel\tDaniel 2:19",
  "What was the head of the image made of?\tGold\tDaniel 2:32",
  "What struck the image on its feet?\tA stone cut without hands",
].join("\n");

test.describe("with the fake model", () => {
  test("a free member sees a sample result and the upgrade prompt", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("cards-free") });
    await page.goto("/flashcards");
    await expect(page.getByTestId("locked-flashcards")).toBeVisible();
    await expect(page.getByTestId("upgrade-prompt")).toContainText("Flashcards is included in");
    await expect(page.getByText("A sample result")).toBeVisible();
  });

  test("[F] generating 12 cards on 'parables' previews 12; deleting one and saving leaves 11 new cards", async ({
    page,
  }) => {
    await essentialMember(page, "cards-generate");
    await page.goto("/flashcards");
    await expect(page.getByTestId("no-decks")).toContainText("No decks yet");

    await page.getByRole("button", { name: "Generate with AI" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Generate with AI" });
    await dialog.getByLabel("A topic").check();
    await dialog.getByLabel("Topic", { exact: true }).fill("parables");
    await dialog.getByLabel("Number of cards").fill("12");
    await dialog.getByRole("button", { name: "Generate" }).click();

    const cards = dialog.getByTestId("preview-card");
    await expect(cards).toHaveCount(12, { timeout: 20_000 });
    await expect(dialog.getByTestId("preview-count")).toHaveText("12 cards");
    await expect(dialog.getByLabel("Deck title")).toHaveValue(/parables/);
    await screenshots(page, "flashcards-preview");

    await dialog.getByRole("button", { name: "Remove card 1", exact: true }).click();
    await expect(cards).toHaveCount(11);
    await dialog.getByRole("button", { name: "Save deck" }).click();

    await expect(page.getByTestId("deck-page")).toBeVisible();
    await expect(page.getByTestId("deck-card-row")).toHaveCount(11);
    await expect(page.getByTestId("deck-counts")).toContainText("11 new");
    await expect(page.getByTestId("deck-counts")).toContainText("11 cards");
    await screenshots(page, "flashcards-deck");

    await page.getByRole("link", { name: "My decks" }).click();
    await expect(page.getByTestId("deck-card")).toHaveCount(1);
    await expect(page.getByTestId("deck-card").getByTestId("deck-counts")).toContainText("11 new");
    await screenshots(page, "flashcards-list");
  });

  test("[F] importing three pasted lines adds three cards; a bad line is named and the text kept", async ({
    page,
  }) => {
    await essentialMember(page, "cards-import");
    await newDeck(page, "Daniel two");

    const paste = page.getByLabel("Paste cards");
    await paste.fill("Too short\n");
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByTestId("import-error")).toContainText("Line 1");
    await expect(paste).toHaveValue("Too short\n");

    await paste.fill(threeLines);
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByTestId("import-result")).toHaveText("3 cards added.");
    await expect(page.getByTestId("deck-card-row")).toHaveCount(3);
    await expect(page.getByTestId("deck-counts")).toContainText("3 new");
  });

  test("[F] review: a new card reads Again 1m and Good 10m; Good lowers New by one and the card is back after 10 minutes", async ({
    page,
  }) => {
    await essentialMember(page, "cards-review");
    await newDeck(page, "Review deck");
    await page.getByLabel("Paste cards").fill(threeLines);
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByTestId("import-result")).toHaveText("3 cards added.");

    await page.getByRole("link", { name: /^Review/ }).click();
    await expect(page).toHaveURL(/review=1/);
    await expect(page.getByTestId("count-new")).toHaveText("3");
    const firstFront = await page.getByTestId("review-front").textContent();

    await page.keyboard.press("Space");
    await expect(page.getByTestId("review-back")).toBeVisible();
    await expect(page.getByRole("button", { name: "Again 1m" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Good 10m" })).toBeVisible();
    await screenshots(page, "flashcards-review");

    await page.keyboard.press("3");
    await expect(page.getByTestId("count-new")).toHaveText("2");
    await expect(page.getByTestId("review-front")).not.toHaveText(firstFront ?? "");

    // The other two: Good by the buttons, then the end screen names the sitting and the next due time: the first card
    // comes back 10 minutes after its Good. (Moving the server clock to see it return would make this a server-clock
    // spec, which must run alone: playwright.config.ts lists those.)
    for (let i = 0; i < 2; i += 1) {
      await page.getByRole("button", { name: "Show answer" }).click();
      await page.getByRole("button", { name: /^Good/ }).click();
    }
    await expect(page.getByTestId("review-end")).toBeVisible();
    await expect(page.getByTestId("end-reviewed")).toHaveText("3");
    await expect(page.getByTestId("end-again-rate")).toHaveText("0%");
    await expect(page.getByTestId("end-next-due")).toHaveText(/in (9|10) minutes/);
    await screenshots(page, "flashcards-review-end");

    // Undo takes the last rating back: that card is next again.
    await page.getByRole("button", { name: "Undo last rating" }).click();
    await expect(page.getByTestId("review-card")).toBeVisible();
    await page.getByRole("button", { name: "Show answer" }).click();
    await page.getByRole("button", { name: /^Good/ }).click();
    await expect(page.getByTestId("review-end")).toBeVisible();
  });
});

test("[O] offline: generation works and the deck's source shows 'Offline study engine'", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await withOfflineServer(browser, async (page) => {
    const email = uniqueEmail("cards-offline");
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Offline Member", email, password: "palace-key-42" },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await seedPaidPlan(page.request, email, "essential");

    await page.goto("/flashcards");
    await expect(page.getByTestId("offline-banner")).toHaveText(aiText.offlineBanner);
    await page.getByRole("button", { name: "Generate with AI" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Generate with AI" });
    await expect(dialog.getByTestId("quota-chip")).toHaveText(aiText.offlineChip);
    await dialog.getByLabel("Passage", { exact: true }).fill("Daniel 2");
    await dialog.getByRole("button", { name: "Generate" }).click();

    await expect(dialog.getByTestId("preview-card")).toHaveCount(10, { timeout: 20_000 });
    await expect(dialog.getByTestId("preview-source")).toHaveText("Offline study engine");
    await dialog.getByRole("button", { name: "Save deck" }).click();

    await expect(page.getByTestId("deck-page")).toBeVisible();
    await expect(page.getByTestId("deck-page").getByTestId("deck-source")).toHaveText("Offline study engine");
    await page.getByRole("link", { name: "My decks" }).click();
    await expect(page.getByTestId("deck-card").getByTestId("deck-source")).toHaveText("Offline study engine");
  });
});
