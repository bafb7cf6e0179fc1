// Sanctuary Run played through its page in Chromium with no AI configured (games.md §4.3, §4.0): the dealt path of
// articles with arrows, in sanctuary order, each card's meaning on hover and focus, Submit held back until the word
// minimum, five narratives judged by the rules for +6 each, and the run's result screen ("VICTORY").
import { expect, type Page, test } from "@playwright/test";
import { articleCodes } from "@common/games/pt-symbols";
import { SANCTUARY_RUN } from "@common/games/rules";
import { uniqueEmail } from "./support/accounts";
import { startGame, verdictTitle } from "./support/game-play";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { gameRunKey, seedPaidPlan } from "./support/test-routes";
import {
  sanctuaryNarrative,
  type SanctuaryRunKey,
} from "@server/modules/games/engines/cards/sanctuary-run-test-kit";

const hand = (page: Page) => page.getByTestId("hand-card");
const points = SANCTUARY_RUN.pass + SANCTUARY_RUN.curatedBonus * SANCTUARY_RUN.articles.normal;

async function walkToVictory(page: Page) {
  // A premium member of the model-less server (its own accounts: the app server's origin is refused there).
  const email = uniqueEmail("sanctuary-run");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Sanctuary Walker", email, password: "palace-key-42" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await seedPaidPlan(page.request, email, "premium");
  const runId = await startGame(page, "/games/sanctuary-run");

  // The path: Normal deals 3 articles, shown in sanctuary order under "Your path".
  await expect(hand(page)).toHaveCount(SANCTUARY_RUN.articles.normal);
  await expect(page.getByRole("heading", { name: "Your path" })).toBeVisible();
  const codes = await hand(page).evaluateAll((cards) =>
    cards.map((card) => card.getAttribute("data-code") ?? ""),
  );
  const order = codes.map((code) => (articleCodes as readonly string[]).indexOf(code));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  const status = page.getByTestId("cards-status");
  await expect(status).toContainText("ROUNDS WON 0/5");
  await hand(page).first().focus();
  await expect(page.getByRole("tooltip").first()).toBeVisible();
  await screenshots(page, "sanctuary-run-round");

  // Submit waits for the word minimum (§4.0).
  const submit = page.getByRole("button", { name: "Submit" });
  await page.getByLabel("Your explanation").fill(`${codes.join(", then ")}.`);
  await expect(submit).toBeDisabled();

  for (let round = 1; round <= SANCTUARY_RUN.passesToWin; round += 1) {
    const state = (await gameRunKey<SanctuaryRunKey>(page.request, runId)).state;
    await page.getByLabel("Your explanation").fill(sanctuaryNarrative(state.path, round));
    await expect(submit).toBeEnabled();
    await submit.click();
    const panel = page.getByTestId("judgement-panel");
    await expect(panel.getByRole("heading", { name: verdictTitle("pass", points) })).toBeVisible();
    await expect(panel).toContainText("Judged by rules");
    if (round === 1) await screenshots(page, "sanctuary-run-verdict");
    const next = page.getByTestId("round-next");
    if (round === SANCTUARY_RUN.passesToWin) {
      await expect(next).toHaveText("See results");
      await next.click();
      break;
    }
    await next.click();
    await expect(status).toContainText(`ROUNDS WON ${round}/5`);
  }
  const result = page.getByTestId("game-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText("VICTORY");
  await screenshots(page, "sanctuary-run-result");
}

test("a seeded Sanctuary Run walked to five passes with no AI configured reaches its result screen", async ({
  browser,
}) => {
  await withOfflineServer(browser, walkToVictory);
});
