// Time Zone Invasion played through its page in Chromium with no AI configured (games.md §4.4, §4.0): the verse
// with its KJV text, the six zone cards with their meaning on hover and focus, Submit held back until exactly 2
// zones are chosen, ten placements from the curated key judged by the rules for +2 each, and the result screen
// ("Invasion repelled").
import { expect, type Page, test } from "@playwright/test";
import { TIME_ZONE_INVASION } from "@common/games/rules";
import { uniqueEmail } from "./support/accounts";
import { goOn, startGame, verdictTitle } from "./support/game-play";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { gameRunKey, seedPaidPlan } from "./support/test-routes";
import { zonePlay } from "@server/modules/games/engines/cards/time-zone-invasion-test-kit";

interface TimeZoneKey {
  deck: Array<{ ref: string; text: string }>;
  current: number;
  score: number;
}

const hand = (page: Page) => page.getByTestId("hand-card");
const card = (page: Page, code: string) => page.locator(`[data-testid="hand-card"][data-code="${code}"]`);
const verseOf = async (page: Page, runId: string) => {
  const key = (await gameRunKey<TimeZoneKey>(page.request, runId)).state;
  return key.deck[key.current]!;
};

async function repelTheInvasion(page: Page) {
  // A premium member of the model-less server (its own accounts: the app server's origin is refused there).
  const email = uniqueEmail("time-zone-invasion");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Zone Keeper", email, password: "palace-key-42" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await seedPaidPlan(page.request, email, "premium");
  const runId = await startGame(page, "/games/time-zone-invasion");

  // The verse with its KJV text above the six zones (§4.4 round).
  await expect(hand(page)).toHaveCount(6);
  const first = await verseOf(page, runId);
  await expect(page.getByText(`${first.ref} (KJV)`)).toBeVisible();
  await expect(page.getByTestId("cards-status")).toContainText(`Score 0 / ${TIME_ZONE_INVASION.maxScore}`);
  await expect(page.getByTestId("pick-rule")).toContainText("Pick 2 cards.");
  await card(page, "E-Fu").focus();
  await expect(page.getByRole("tooltip").filter({ hasText: "Earth future" })).toBeVisible();
  await screenshots(page, "time-zone-invasion-round");

  // One zone is not enough on Normal: Submit stays disabled however long the explanation.
  const submit = page.getByRole("button", { name: "Submit" });
  await card(page, "H-Pa").click();
  await page.getByLabel("Your explanation").fill(Array.from({ length: 40 }, () => "grace").join(" "));
  await expect(submit).toBeDisabled();
  await card(page, "H-Pa").click();

  for (let round = 1; round <= TIME_ZONE_INVASION.verses; round += 1) {
    const verse = await verseOf(page, runId);
    await expect(page.getByText(`${verse.ref} (KJV)`)).toBeVisible();
    const play = zonePlay(verse.ref);
    for (const code of play.cards) await card(page, code).click();
    await page.getByLabel("Your explanation").fill(play.text);
    await expect(submit).toBeEnabled();
    await submit.click();
    const panel = page.getByTestId("judgement-panel");
    await expect(panel.getByRole("heading", { name: verdictTitle("pass", 2) })).toBeVisible();
    await expect(panel).toContainText("Judged by rules");
    await expect(page.getByTestId("reveal")).toContainText("Model answer");
    if (round === 1) await screenshots(page, "time-zone-invasion-verdict");
    await goOn(page, round, TIME_ZONE_INVASION.verses);
    if (round < TIME_ZONE_INVASION.verses)
      await expect(page.getByTestId("cards-status")).toContainText(`Score ${round * 2} / 20`);
  }
  const result = page.getByTestId("game-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText("Invasion repelled");
  await screenshots(page, "time-zone-invasion-result");
}

test("a Time Zone Invasion run placed from the key with no AI configured reaches “Invasion repelled”", async ({
  browser,
}) => {
  await withOfflineServer(browser, repelTheInvasion);
});
