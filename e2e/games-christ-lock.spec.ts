// Christ Lock played through its page in Chromium with no AI configured (games.md §4.6, §4.0): one dealt Christ card
// with its meaning on hover and focus, the Old Testament verse in KJV above the answer, Submit held back until the
// word minimum, curated paragraphs judged by the rules for +15 each, and a seeded run opened in three draws to its
// result screen ("The lock opens").
import { expect, type Page, test } from "@playwright/test";
import { CHRIST_LOCK } from "@common/games/rules";
import { uniqueEmail } from "./support/accounts";
import { startGame, verdictTitle } from "./support/game-play";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { gameRunKey, seedPaidPlan } from "./support/test-routes";
import {
  christLockAnswer,
  type ChristLockKey,
  dealtRef,
} from "@server/modules/games/engines/cards/christ-lock-test-kit";

const hand = (page: Page) => page.getByTestId("hand-card");
const points = CHRIST_LOCK.pass + CHRIST_LOCK.fulfilmentBonus;

async function openTheLock(page: Page) {
  // A premium member of the model-less server (its own accounts: the app server's origin is refused there).
  const email = uniqueEmail("christ-lock");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Lock Player", email, password: "palace-key-42" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await seedPaidPlan(page.request, email, "premium");
  const runId = await startGame(page, "/games/christ-lock");

  // One dealt card (not chosen), the verse with its KJV text, and the figures of the header.
  await expect(hand(page)).toHaveCount(1);
  await expect(page.getByTestId("pick-rule")).toHaveText("Use every card dealt.");
  const status = page.getByTestId("cards-status");
  await expect(status).toContainText("Locked 0 / 3");
  await expect(status).toContainText("Draw 1 / 6");
  const first = (await gameRunKey<ChristLockKey>(page.request, runId)).state;
  await expect(page.getByText(`${dealtRef(first)} (KJV)`)).toBeVisible();
  await hand(page).first().focus();
  await expect(page.getByRole("tooltip").first()).toBeVisible();
  await screenshots(page, "christ-lock-round");

  // Submit waits for the word minimum (§4.0).
  const submit = page.getByRole("button", { name: "Submit" });
  await page.getByLabel("Your explanation").fill("Jesus is the Lamb of God.");
  await expect(submit).toBeDisabled();

  let draw = 1;
  for (let guard = 0; guard < CHRIST_LOCK.maxDraws; guard += 1) {
    const state = (await gameRunKey<ChristLockKey>(page.request, runId)).state;
    await page.getByLabel("Your explanation").fill(christLockAnswer(state));
    await expect(submit).toBeEnabled();
    await submit.click();
    const panel = page.getByTestId("judgement-panel");
    await expect(panel.getByRole("heading", { name: verdictTitle("pass", points) })).toBeVisible();
    await expect(panel).toContainText("Judged by rules");
    await expect(panel).toContainText(`${state.card} is yours`);
    if (draw === 1) await screenshots(page, "christ-lock-verdict");
    const next = page.getByTestId("round-next");
    if (state.locked.length + 1 === CHRIST_LOCK.cards.length) {
      await expect(next).toHaveText("See results");
      await next.click();
      break;
    }
    await next.click();
    draw += 1;
    await expect(status).toContainText(`Draw ${draw} / 6`);
    await expect(status).toContainText(`Locked ${draw - 1} / 3`);
  }
  const result = page.getByTestId("game-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText("The lock opens");
  await screenshots(page, "christ-lock-result");
}

test("a seeded Christ Lock run opened in three draws with no AI configured reaches its result screen", async ({
  browser,
}) => {
  await withOfflineServer(browser, openTheLock);
});
