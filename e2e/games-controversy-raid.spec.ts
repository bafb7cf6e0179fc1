// Controversy Raid played through its page in Chromium with no AI configured (games.md §4.7, §4.0): the issue card
// (title and scenario) with 3 warfare cards and their meaning on hover and focus, Submit held back until exactly 1
// card is chosen, eight diagnoses judged by the rules (captured with a best card, +3), the header "STRONGHOLDS n",
// and the result screen ("Strongholds captured").
import { expect, type Page, test } from "@playwright/test";
import { CONTROVERSY_RAID } from "@common/games/rules";
import { uniqueEmail } from "./support/accounts";
import { goOn, startGame, verdictTitle } from "./support/game-play";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { gameRunKey, seedPaidPlan } from "./support/test-routes";
import { capturePlay } from "@server/modules/games/engines/cards/controversy-raid-test-kit";

interface RaidKey {
  deck: Array<{ issueId: string; hand: string[] }>;
  current: number;
}

const hand = (page: Page) => page.getByTestId("hand-card");
const card = (page: Page, code: string) => page.locator(`[data-testid="hand-card"][data-code="${code}"]`);
const dealOf = async (page: Page, runId: string) => {
  const key = (await gameRunKey<RaidKey>(page.request, runId)).state;
  return key.deck[key.current]!;
};

async function raidTheStrongholds(page: Page) {
  // A premium member of the model-less server (its own accounts: the app server's origin is refused there).
  const email = uniqueEmail("controversy-raid");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Raid Leader", email, password: "palace-key-42" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await seedPaidPlan(page.request, email, "premium");
  const runId = await startGame(page, "/games/controversy-raid");

  // The issue card and 3 of the 4 warfare cards (§4.7 round).
  await expect(hand(page)).toHaveCount(CONTROVERSY_RAID.hand);
  const status = page.getByTestId("cards-status");
  await expect(status).toContainText("STRONGHOLDS 0");
  await expect(page.getByTestId("pick-rule")).toContainText("Pick 1 card.");
  await hand(page).first().focus();
  await expect(page.getByRole("tooltip").first()).toBeVisible();
  await screenshots(page, "controversy-raid-round");

  // Two cards never enable Submit.
  const submit = page.getByRole("button", { name: "Submit" });
  const firstDeal = await dealOf(page, runId);
  for (const code of firstDeal.hand.slice(0, 2)) await card(page, code).click();
  await page
    .getByLabel("Your explanation")
    .fill(`Rev 14:7 ${Array.from({ length: 50 }, () => "grace").join(" ")}`);
  await expect(submit).toBeDisabled();
  for (const code of firstDeal.hand.slice(0, 2)) await card(page, code).click();

  for (let round = 1; round <= CONTROVERSY_RAID.rounds; round += 1) {
    const deal = await dealOf(page, runId);
    const play = capturePlay(deal);
    for (const code of play.cards) await card(page, code).click();
    await page.getByLabel("Your explanation").fill(play.text);
    await expect(submit).toBeEnabled();
    await submit.click();
    const panel = page.getByTestId("judgement-panel");
    await expect(panel.getByRole("heading", { name: verdictTitle("pass", 3) })).toBeVisible();
    await expect(panel).toContainText("Judged by rules");
    await expect(panel).toContainText("Curated verse cited");
    if (round === 1) await screenshots(page, "controversy-raid-verdict");
    await goOn(page, round, CONTROVERSY_RAID.rounds);
    if (round < CONTROVERSY_RAID.rounds) await expect(status).toContainText(`STRONGHOLDS ${round}`);
  }
  const result = page.getByTestId("game-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText("Strongholds captured");
  await screenshots(page, "controversy-raid-result");
}

test("a Controversy Raid run of eight captures with no AI configured reaches its result screen", async ({
  browser,
}) => {
  await withOfflineServer(browser, raidTheStrongholds);
});
