// Chain War played through its page in Chromium with no AI configured (games.md §4.2, §4.0): the hand as cards with
// their meaning on hover and focus, Submit held back for operators alone, a curated link judged by the rules for
// +3, and a seeded run played to 15 points and its result screen.
import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { startGame, verdictTitle } from "./support/game-play";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { gameRunKey, seedPaidPlan } from "./support/test-routes";
import { curatedPlay, isAnchorCard } from "@server/modules/games/engines/cards/chain-war-test-kit";

interface ChainWarKey {
  hand: string[];
  score: number;
  turns: number;
}

const hand = (page: Page) => page.getByTestId("hand-card");
const card = (page: Page, code: string) => page.locator(`[data-testid="hand-card"][data-code="${code}"]`);

async function playToVictory(page: Page) {
  // A premium member of the model-less server (its own accounts: the app server's origin is refused there).
  const email = uniqueEmail("chain-war");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Chain Player", email, password: "palace-key-42" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await seedPaidPlan(page.request, email, "premium");
  const runId = await startGame(page, "/games/chain-war");
  await expect(hand(page)).toHaveCount(5);
  await expect(page.getByTestId("cards-status")).toContainText("Score 0 / 15");

  // A card's name and meaning show on keyboard focus (and hover).
  const first = hand(page).first();
  await first.focus();
  await expect(page.getByRole("tooltip").first()).toBeVisible();
  await screenshots(page, "chain-war-round");

  // Operators alone never enable Submit (§4.2 acceptance 3).
  const key = await gameRunKey<ChainWarKey>(page.request, runId);
  const operators = key.state.hand.filter((code) => !isAnchorCard(code));
  const submit = page.getByRole("button", { name: "Submit" });
  if (operators.length >= 2) {
    for (const code of operators.slice(0, 2)) await card(page, code).click();
    await page.getByLabel("Verse reference").fill("John 1:1");
    await page.getByLabel("Your explanation").fill(Array.from({ length: 60 }, () => "grace").join(" "));
    await expect(submit).toBeDisabled();
    for (const code of operators.slice(0, 2)) await card(page, code).click();
  }

  const used = new Set<string>();
  let turn = 1;
  for (let guard = 0; guard < 12; guard += 1) {
    const state = (await gameRunKey<ChainWarKey>(page.request, runId)).state;
    const play = curatedPlay(state.hand, used);
    if (!play) {
      await page.getByRole("button", { name: /^New prompt/ }).click();
      await expect
        .poll(async () => (await gameRunKey<ChainWarKey>(page.request, runId)).state.hand)
        .not.toEqual(state.hand);
      continue;
    }
    for (const code of play.cards) await card(page, code).click();
    await page.getByLabel("Verse reference").fill(play.ref);
    await page.getByLabel("Your explanation").fill(play.text);
    await expect(submit).toBeEnabled();
    await submit.click();
    const panel = page.getByTestId("judgement-panel");
    await expect(panel.getByRole("heading", { name: verdictTitle("pass", 3) })).toBeVisible();
    await expect(panel).toContainText("Judged by rules");
    await expect(panel).toContainText("Verified link");
    if (turn === 1) await screenshots(page, "chain-war-verdict");
    const next = page.getByTestId("round-next");
    if (state.score + 3 >= 15) {
      await expect(next).toHaveText("See results");
      await next.click();
      break;
    }
    await next.click();
    turn += 1;
    await expect(page.getByTestId("cards-status")).toContainText(`Turn ${turn} / 15`);
  }
  const result = page.getByTestId("game-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText(`Chain complete in ${turn} turns!`);
  await screenshots(page, "chain-war-result");
}

test("a seeded Chain War run played to 15 points with no AI configured reaches its result screen", async ({
  browser,
}) => {
  await withOfflineServer(browser, playToVictory);
});
