// Chef Challenge played through its page in Chromium with no AI configured (games.md §4.1): the theme and the
// level's numbers, the live ✓/✗ list beside the monospace recipe, Submit held back until a line is a reference,
// three key verses in order cooked into a five-star dish with its result and personal best, and (fast clock) a
// clock run out with nothing written, which locks the editor and ends the run as "Time's up".
import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { runIdOf } from "./support/game-play";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { gameRunKey, grantRole, seedPaidPlan } from "./support/test-routes";
import { chefThemes } from "@server/modules/games/content/chef-themes";
import { anchorRecipe } from "@server/modules/games/engines/cards/chef-challenge-test-kit";

interface ChefKey {
  themeId: string;
}

async function premiumMember(page: Page, name: string): Promise<string> {
  const email = uniqueEmail("chef");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password: "palace-key-42" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await seedPaidPlan(page.request, email, "premium");
  return email;
}

/** Opens the game, picks a level and presses Start (optionally with the admin's fast clock). */
async function startChef(page: Page, level: string, fastClock = false): Promise<string> {
  await page.goto("/games/chef-challenge");
  await page.getByRole("group", { name: "Difficulty" }).getByText(level, { exact: true }).click();
  if (fastClock) await page.getByLabel(/Fast clock/).check();
  await page.getByTestId("game-start").click();
  await expect(page).toHaveURL(/run=/);
  return runIdOf(page);
}

const recipeField = (page: Page) => page.getByLabel("Your recipe (one reference per line)");

async function cookADish(page: Page) {
  await premiumMember(page, "Chef Player");
  const runId = await startChef(page, "Apprentice");
  const key = await gameRunKey<ChefKey>(page.request, runId);
  const theme = chefThemes.find((item) => item.id === key.state.themeId)!;
  await expect(page.getByTestId("chef-theme")).toContainText(theme.title);
  await expect(page.getByTestId("chef-status")).toContainText("Apprentice");
  await expect(recipeField(page)).toHaveAttribute("placeholder", "Rom 3:23\nRom 6:23\nJohn 3:16");

  // Not a reference: ✗, Submit stays off (§4.1 acceptance 2 is the server's; the browser holds the gate).
  const submit = page.getByRole("button", { name: "Submit" });
  await recipeField(page).fill("hello");
  await expect(page.locator('[data-testid="chef-line"][data-valid="false"]')).toHaveCount(1);
  await expect(submit).toBeDisabled();

  // Three of the theme's key verses in order (§4.1 acceptance 1).
  await recipeField(page).fill(anchorRecipe(theme, 3));
  await expect(page.locator('[data-testid="chef-line"][data-valid="true"]')).toHaveCount(3);
  await expect(page.getByTestId("chef-count")).toContainText("3 / 3 distinct valid references");
  await page.locator('[data-testid="chef-line"][data-valid="true"] button').first().focus();
  await expect(page.getByRole("tooltip")).not.toContainText("Loading");
  await screenshots(page, "chef-challenge-round");
  await expect(submit).toBeEnabled();
  await submit.click();

  const panel = page.getByTestId("judgement-panel");
  await expect(panel).toContainText("5 stars");
  await expect(panel).toContainText("Judged by rules");
  await expect(panel).toContainText(theme.modelRecipe[0]!.note);
  await screenshots(page, "chef-challenge-verdict");
  const next = page.getByTestId("round-next");
  await expect(next).toHaveText("See results");
  await next.click();
  const result = page.getByTestId("game-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText("Dish served!");
  await expect(page.getByTestId("new-best")).toBeVisible();
  await screenshots(page, "chef-challenge-result");
}

async function letTheClockRunOut(page: Page) {
  const email = await premiumMember(page, "Chef Admin");
  await grantRole(page.request, email, "admin");
  await startChef(page, "Apprentice", true);
  // Apprentice's 20 minutes under the fast clock: 20 seconds, with nothing written.
  await expect(recipeField(page)).toBeDisabled({ timeout: 30_000 });
  const result = page.getByTestId("game-result");
  // The server closes the silent round (its timeout rule): the judgement shows, then See results.
  await expect(page.getByTestId("judgement-panel")).toContainText("No recipe before the clock ran out", {
    timeout: 15_000,
  });
  await page.getByTestId("round-next").click();
  await expect(result).toContainText("Time's up");
  await screenshots(page, "chef-challenge-times-up");
}

test("Chef Challenge: three key verses in order cook a five-star dish with no AI configured", async ({
  browser,
}) => {
  await withOfflineServer(browser, cookADish);
});

test("Chef Challenge: the clock runs out with nothing written and the result says Time's up", async ({
  browser,
}) => {
  await withOfflineServer(browser, letTheClockRunOut);
});
