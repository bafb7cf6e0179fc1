// Connect-6 Draft played through its page in Chromium with no AI configured (games.md §4.5, §4.0): three doctrines
// as a radio group, the genre cards as toggles (exactly two), a reference and an explanation per card with its own
// word count, Submit held back until every gate the browser knows holds, and a seeded run of 6 rounds of curated
// proof texts (6 points each) to its result screen.
import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { startGame, verdictTitle } from "./support/game-play";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { gameRunKey, seedPaidPlan } from "./support/test-routes";
import { curatedPlay } from "@server/modules/games/engines/cards/connect6-draft-test-kit";

interface Connect6Key {
  hand: string[];
  offer: Array<{ id: string; doctrineId: string }>;
  score: number;
  rounds: number;
}

const ROUNDS = 6;
const hand = (page: Page) => page.getByTestId("hand-card");
const card = (page: Page, code: string) => page.locator(`[data-testid="hand-card"][data-code="${code}"]`);
const pairBox = (page: Page, code: string) =>
  page.locator(`[data-testid="connect6-pair"][data-code="${code}"]`);

async function playToResult(page: Page) {
  const email = uniqueEmail("connect6");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Connect Player", email, password: "palace-key-42" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await seedPaidPlan(page.request, email, "premium");
  const runId = await startGame(page, "/games/connect6-draft");
  await expect(hand(page)).toHaveCount(4);
  await expect(page.getByRole("radio")).toHaveCount(3);
  await expect(page.getByTestId("cards-status")).toContainText("Score 0 / 36");
  const submit = page.getByRole("button", { name: "Submit" });
  await expect(submit).toBeDisabled();
  await screenshots(page, "connect6-round");

  for (let roundNo = 1; roundNo <= ROUNDS; roundNo += 1) {
    let key = (await gameRunKey<Connect6Key>(page.request, runId)).state;
    let play = curatedPlay(key);
    while (!play) {
      await page.getByRole("button", { name: /^New prompt/ }).click();
      const before = key.offer;
      await expect
        .poll(async () => (await gameRunKey<Connect6Key>(page.request, runId)).state.offer)
        .not.toEqual(before);
      key = (await gameRunKey<Connect6Key>(page.request, runId)).state;
      play = curatedPlay(key);
    }
    await page.getByRole("radio", { name: play.doctrineName, exact: true }).check();
    for (const pair of play.input.pairs) {
      await card(page, pair.card).click();
      await expect(card(page, pair.card)).toHaveAttribute("aria-pressed", "true");
    }
    // A third card is not taken: exactly two.
    const third = key.hand.find((code) => !play.input.pairs.some((pair) => pair.card === code))!;
    await card(page, third).click();
    await expect(card(page, third)).toHaveAttribute("aria-pressed", "false");
    for (const pair of play.input.pairs) {
      const box = pairBox(page, pair.card);
      await box.getByRole("textbox").first().fill(pair.ref);
      await expect(submit).toBeDisabled();
      await box.locator("textarea").fill(pair.text);
    }
    await expect(submit).toBeEnabled();
    if (roundNo === 1) await screenshots(page, "connect6-filled");
    await submit.click();
    const panel = page.getByTestId("judgement-panel");
    await expect(panel.getByRole("heading", { name: verdictTitle("pass", 6) })).toBeVisible();
    await expect(panel).toContainText("Judged by rules");
    if (roundNo === 1) await screenshots(page, "connect6-verdict");
    const next = page.getByTestId("round-next");
    if (roundNo === ROUNDS) {
      await expect(next).toHaveText("See results");
      await next.click();
      break;
    }
    await next.click();
    await expect(page.getByTestId("cards-status")).toContainText(`Round ${roundNo + 1} / ${ROUNDS}`);
  }
  const result = page.getByTestId("game-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText("Doctrines connected!");
  await screenshots(page, "connect6-result");
}

test("a seeded Connect-6 Draft run of 6 rounds with no AI configured reaches its result screen", async ({
  browser,
}) => {
  await withOfflineServer(browser, playToResult);
});

test("at 390 px the round stacks without horizontal scrolling", async ({ browser }) => {
  await withOfflineServer(browser, async (page) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail("connect6-mobile");
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Connect Mobile", email, password: "palace-key-42" },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await seedPaidPlan(page.request, email, "premium");
    await startGame(page, "/games/connect6-draft");
    await expect(hand(page)).toHaveCount(4);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshots(page, "connect6-mobile");
  });
});
