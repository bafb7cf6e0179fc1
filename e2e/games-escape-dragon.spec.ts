// Escape the Dragon played through its page in Chromium with no AI configured (games.md §4.8, §4.0): the attack as
// the round's context, three hearts and the attack count, a failed defence greying a heart, Submit held back until
// exactly two cards are picked, and a seeded run defended through ten attacks to its REMNANT VICTORY screen.
import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { startGame, verdictTitle } from "./support/game-play";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { gameRunKey, seedPaidPlan } from "./support/test-routes";
import { ESCAPE_DRAGON } from "@common/games/rules";
import {
  currentAttack,
  dragonDefence,
  type DragonKeyState,
} from "@server/modules/games/engines/cards/escape-dragon-test-kit";

interface DragonKey extends DragonKeyState {
  lives: number;
  score: number;
  faced: number;
}

const hand = (page: Page) => page.getByTestId("hand-card");
const card = (page: Page, code: string) => page.locator(`[data-testid="hand-card"][data-code="${code}"]`);
const filler = (count: number) => Array.from({ length: count }, () => "plainly").join(" ");

async function playToVictory(page: Page) {
  // A premium member of the model-less server (its own accounts: the app server's origin is refused there).
  const email = uniqueEmail("escape-dragon");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Dragon Player", email, password: "palace-key-42" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await seedPaidPlan(page.request, email, "premium");
  const runId = await startGame(page, "/games/escape-dragon");
  await expect(hand(page)).toHaveCount(ESCAPE_DRAGON.hand);
  const status = page.getByTestId("cards-status");
  await expect(status).toContainText("Lives ♥♥♥");
  await expect(status).toContainText(`Attack 1 / ${ESCAPE_DRAGON.attacks}`);

  // The attack is shown above the hand; the key is not.
  let key = (await gameRunKey<DragonKey>(page.request, runId)).state;
  await expect(page.getByText(currentAttack(key).description)).toBeVisible();
  await screenshots(page, "escape-dragon-round");

  // Submit waits for exactly two cards (§4.8) and the word minimum.
  const submit = page.getByRole("button", { name: "Submit" });
  const [first, second, third] = key.hand;
  await page.getByLabel("Your explanation").fill(`${first} and ${second} ${filler(45)}`);
  await card(page, first!).click();
  await expect(submit).toBeDisabled();
  await card(page, second!).click();
  await card(page, third!).click();
  await expect(submit).toBeDisabled();
  await card(page, third!).click();
  await expect(submit).toBeEnabled();

  // No verse: the attack breaks through and one heart turns grey (acceptance 1).
  await submit.click();
  const panel = page.getByTestId("judgement-panel");
  await expect(panel.getByRole("heading", { name: verdictTitle("fail", 0) })).toBeVisible();
  await expect(panel).toContainText("No verse reference cited");
  await expect(panel).toContainText("Judged by rules");
  await screenshots(page, "escape-dragon-fail");
  await page.getByTestId("round-next").click();
  await expect(status).toContainText("Lives ♥♥♡");
  await expect(status).toContainText(`Attack 2 / ${ESCAPE_DRAGON.attacks}`);

  let expected = 0;
  for (let attack = 2; attack <= ESCAPE_DRAGON.attacks; attack += 1) {
    key = (await gameRunKey<DragonKey>(page.request, runId)).state;
    const play = dragonDefence(key);
    for (const code of play.cards) await card(page, code).click();
    await page.getByLabel("Your explanation").fill(play.text);
    await expect(submit).toBeEnabled();
    await submit.click();
    const points = ESCAPE_DRAGON.points[play.expected];
    expected += points;
    await expect(panel.getByRole("heading", { name: verdictTitle(play.expected, points) })).toBeVisible();
    if (attack === 2) await screenshots(page, "escape-dragon-verdict");
    const next = page.getByTestId("round-next");
    if (attack === ESCAPE_DRAGON.attacks) {
      await expect(next).toHaveText("See results");
      await next.click();
      break;
    }
    await next.click();
    await expect(status).toContainText(`Attack ${attack + 1} / ${ESCAPE_DRAGON.attacks}`);
  }
  const result = page.getByTestId("game-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText("REMNANT VICTORY");
  // Two hearts left: +5 each on top of the defences.
  await expect(result).toContainText(`${expected + 2 * ESCAPE_DRAGON.lifeBonus} / ${ESCAPE_DRAGON.maxScore}`);
  await screenshots(page, "escape-dragon-result");
}

test("a seeded Escape the Dragon run defended to REMNANT VICTORY with no AI configured", async ({
  browser,
}) => {
  await withOfflineServer(browser, playToVictory);
});
