// Witness Trial played through its page in Chromium with no AI configured (games.md §4.10, §4.0): the objection as
// the round's context, three dealt cards to use (nothing to pick), a different deal for every trial, and five
// convincing answers to the "Case won" result screen.
import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { startGame, verdictTitle } from "./support/game-play";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { gameRunKey, seedPaidPlan } from "./support/test-routes";
import { WITNESS_TRIAL } from "@common/games/rules";
import {
  currentObjection,
  witnessAnswer,
  type WitnessKeyState,
} from "@server/modules/games/engines/cards/witness-trial-test-kit";

const hand = (page: Page) => page.getByTestId("hand-card");
const dealOf = (cards: readonly string[]) => [...cards].sort().join(" ");

async function playTheCase(page: Page) {
  // A premium member of the model-less server (its own accounts: the app server's origin is refused there).
  const email = uniqueEmail("witness-trial");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Trial Player", email, password: "palace-key-42" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await seedPaidPlan(page.request, email, "premium");
  const runId = await startGame(page, "/games/witness-trial");
  await expect(hand(page)).toHaveCount(WITNESS_TRIAL.dealt);
  await expect(page.getByTestId("pick-rule")).toHaveText("Use every card dealt.");
  const status = page.getByTestId("cards-status");
  await expect(status).toContainText(`Trial 1 / ${WITNESS_TRIAL.trials}`);
  await screenshots(page, "witness-trial-round");

  const submit = page.getByRole("button", { name: "Submit" });
  const panel = page.getByTestId("judgement-panel");
  const deals = new Set<string>();
  for (let trial = 1; trial <= WITNESS_TRIAL.trials; trial += 1) {
    const key = (await gameRunKey<WitnessKeyState>(page.request, runId)).state;
    deals.add(dealOf(key.hand));
    await expect(page.getByText(currentObjection(key).text)).toBeVisible();
    for (const code of key.hand)
      await expect(page.locator(`[data-testid="hand-card"][data-code="${code}"]`)).toBeVisible();
    // The dealt cards need no picking: the words alone enable Submit.
    await page.getByLabel("Your explanation").fill(witnessAnswer(key).text);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(panel.getByRole("heading", { name: verdictTitle("pass", 3) })).toBeVisible();
    await expect(panel).toContainText("Convincing");
    await expect(panel).toContainText("Judged by rules");
    if (trial === 1) await screenshots(page, "witness-trial-verdict");
    const next = page.getByTestId("round-next");
    if (trial === WITNESS_TRIAL.trials) {
      await expect(next).toHaveText("See results");
      await next.click();
      break;
    }
    await next.click();
    await expect(status).toContainText(`Trial ${trial + 1} / ${WITNESS_TRIAL.trials}`);
  }
  // A real deck: every trial was dealt a different set of three (§4.10 acceptance 1).
  expect(deals.size).toBe(WITNESS_TRIAL.trials);
  const result = page.getByTestId("game-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText("Case won");
  await expect(result).toContainText(`15 / ${WITNESS_TRIAL.maxScore}`);
  await screenshots(page, "witness-trial-result");
}

test("a Witness Trial case answered through five trials to Case won with no AI configured", async ({
  browser,
}) => {
  await withOfflineServer(browser, playTheCase);
});
