import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { aiText } from "@common/constants/ai";
import { bridgesBlockedMessage, stonesBlockedMessage } from "@common/schemas/sermons";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { seedPaidPlan } from "./support/test-routes";
import { screenshots } from "./support/screenshots";

/*
 * Sermon Builder (ai.md §3.9 acceptance) on the shared e2e server with the fake model. The [O] point is covered by
 * the route test in server/modules/sermons/sermons.routes.test.ts; the last test shows its label on screen.
 */

const stones = [
  "The shepherd counts one missing sheep out of a hundred.",
  "He leaves the ninety and nine in the wilderness.",
  "He goes after that which is lost until he finds it.",
  "He lays it on his shoulders, rejoicing.",
];

async function saved(page: Page) {
  await expect(page.getByTestId("save-state")).toHaveText("Saved", { timeout: 15_000 });
}

async function newSermon(page: Page, title: string, theme: string) {
  await page.goto("/sermon-builder");
  await expect(page.getByRole("heading", { level: 1, name: "Sermon Builder" })).toBeVisible();
  await page.getByRole("button", { name: "New sermon" }).last().click();
  await expect(page).toHaveURL(/\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Step 1: Setup" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Theme or main passage").fill(theme);
  await page.getByLabel("Style").selectOption("narrative");
}

test("a free member sees a sample sermon and the upgrade prompt", async ({ page }) => {
  await signUpThroughApi(page, { email: uniqueEmail("sermon-free") });
  await page.goto("/sermon-builder");
  await expect(page.getByTestId("locked-sermons")).toBeVisible();
  await expect(page.getByTestId("upgrade-prompt")).toBeVisible();
  await screenshots(page, "sermon-locked");
});

test("[F] 4 stones block Next, 5 advance; [F] Coach me on Stones gives 3 options and Use this fills slot 5; [F] reload keeps the step, text and guidance; [F] Markdown export has the five stones in order", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("sermon-fake");
  await signUpThroughApi(page, { email });
  await seedPaidPlan(page.request, email, "essential");
  await newSermon(page, "The Shepherd Who Seeks", "Luke 15:1-7, the lost sheep");
  await page.getByRole("button", { name: "Coach me" }).click();
  await expect(page.getByTestId("coach-angles").locator("li")).toHaveCount(3);
  await screenshots(page, "sermon-setup");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Smooth stones" })).toBeVisible();

  // Four stones: Next shows the block message and stays.
  for (const [index, insight] of stones.entries())
    await page.getByLabel(`Stone ${index + 1}`, { exact: true }).fill(insight);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("step-blocked")).toHaveText(stonesBlockedMessage);
  await expect(page.getByRole("heading", { name: "Step 2: Smooth stones" })).toBeVisible();

  // The coach: three options; "Use this" fills the first empty slot, stone 5.
  await page.getByRole("button", { name: "Coach me" }).click();
  const options = page.getByTestId("coach-stone");
  await expect(options).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByTestId("coach-source")).toHaveText("Coach");
  await options.first().getByRole("button", { name: "Use this" }).click();
  await expect(page.getByLabel("Stone 5", { exact: true })).toHaveValue(
    "Fake stone 1: The Shepherd Who Seeks",
  );
  await expect(page.getByLabel("Passages for stone 5 (optional)")).toHaveValue("John 3:16; Hebrews 8:1-2");
  await expect(page.getByTestId("step-blocked")).toHaveCount(0);
  await saved(page);
  await screenshots(page, "sermon-stones");

  // Reload mid-way: the same step, the text and the guidance.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Step 2: Smooth stones" })).toBeVisible();
  await expect(page.getByLabel("Stone 1", { exact: true })).toHaveValue(stones[0]!);
  await expect(page.getByLabel("Stone 5", { exact: true })).toHaveValue(
    "Fake stone 1: The Shepherd Who Seeks",
  );
  await expect(page.getByTestId("coach-stone")).toHaveCount(3);

  // Five stones: Next advances, and the new step survives a reload too.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Step 3: Bridges" })).toBeVisible();
  await saved(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Step 3: Bridges" })).toBeVisible();

  // Bridges: three are not enough; the coach's fill the fourth.
  for (const k of [1, 2, 3])
    await page
      .getByLabel(`Bridge from stone ${k} to stone ${k + 1}`)
      .fill(`Bridge ${k}: and then the story moves on.`);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("step-blocked")).toHaveText(bridgesBlockedMessage);
  await page.getByRole("button", { name: "Coach me" }).click();
  await expect(page.getByTestId("coach-bridge")).toHaveCount(4, { timeout: 20_000 });
  await page.getByTestId("coach-bridge").nth(3).getByRole("button", { name: "Use this" }).click();
  await expect(page.getByLabel("Bridge from stone 4 to stone 5")).toHaveValue(
    /^Fake bridge from stone 4 to stone 5/,
  );
  await screenshots(page, "sermon-bridges");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { name: "Step 4: Film structure" })).toBeVisible();
  await page.getByLabel("Opening hook").fill("A farmer on a hillside counts his flock at dusk.");
  await page.getByRole("button", { name: "Coach me" }).click();
  await expect(page.getByTestId("coach-climax")).toContainText("Fake climax");
  await page.getByRole("button", { name: "Use the suggestion for Climax" }).click();
  await expect(page.getByRole("textbox", { name: "Climax" })).toHaveValue(
    "Fake climax: The Shepherd Who Seeks",
  );
  await screenshots(page, "sermon-structure");
  await page.getByRole("button", { name: "Next" }).click();

  // Review: the whole sermon, the Markdown download, Finish.
  await expect(page.getByRole("heading", { name: "Step 5: Review and export" })).toBeVisible();
  await expect(page.getByTestId("review-stone")).toHaveCount(5);
  await expect(page.getByTestId("review-bridge")).toHaveCount(4);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Markdown" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("the-shepherd-who-seeks.md");
  const markdown = readFileSync(await download.path(), "utf8");
  const positions = [...stones, "Fake stone 1: The Shepherd Who Seeks"].map((insight) =>
    markdown.indexOf(insight),
  );
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(markdown).toContain("### Stone 5");
  expect(markdown.indexOf("## Opening hook")).toBeLessThan(markdown.indexOf("### Stone 1"));
  expect(markdown.indexOf("### Stone 5")).toBeLessThan(markdown.indexOf("## Climax"));
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByTestId("sermon-status")).toHaveText("Complete");
  await screenshots(page, "sermon-review");

  // Copy as text puts the whole sermon on the clipboard as plain text (no Markdown marks).
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy as text" }).click();
  await expect(page.getByText("Sermon copied as text")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const insight of stones) expect(copied).toContain(insight);
  expect(copied).not.toContain("### ");
  // Print / PDF prints the sermon alone: in print media the page around it is hidden, the sermon shows.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print / PDF" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByTestId("review-stone").first()).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // My sermons: duplicate, then delete the copy after confirming.
  const list = page.getByTestId("my-sermons");
  await expect(list).toContainText("The Shepherd Who Seeks");
  await page.getByRole("button", { name: "Duplicate The Shepherd Who Seeks" }).click();
  await expect(list).toContainText("Copy of The Shepherd Who Seeks");
  await page.getByRole("button", { name: "Delete Copy of The Shepherd Who Seeks" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(list).not.toContainText("Copy of The Shepherd Who Seeks");
  await page.getByLabel("Search my sermons").fill("nothing like this");
  await expect(page.getByText('No sermons match "nothing like this".')).toBeVisible();
});

// [O] is also held here: Answer offline is the offline study engine's Setup coaching (passages for the theme and the
// outline of the chosen style), as a server without a model gives it; the route tests check that server too.
test("[F] a provider fault shows the error card, keeps the text, and Answer offline works; [O] offline Setup coaching", async ({
  page,
}) => {
  const email = uniqueEmail("sermon-fault");
  await signUpThroughApi(page, { email });
  await seedPaidPlan(page.request, email, "premium");
  await newSermon(page, "Grace that finds", "God seeks the lost #fake-500");
  await page.getByRole("button", { name: "Coach me" }).click();
  await expect(
    page.getByText("The study assistant had a problem answering. Your question wasn't counted."),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel("Theme or main passage")).toHaveValue("God seeks the lost #fake-500");
  await page.getByRole("button", { name: aiText.answerOffline }).click();
  await expect(page.getByTestId("coach-source")).toHaveText(aiText.offlineBadge, { timeout: 20_000 });
  await expect(page.getByTestId("coach-passages").getByRole("link").first()).toBeVisible();
  await expect(page.getByTestId("coach-outline")).toContainText("Tell the story in movements");
  await screenshots(page, "sermon-offline-setup");
});
