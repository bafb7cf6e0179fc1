// Frame Snapshot played through its page in Chromium with no AI configured (games.md §4.11, §4.0): four dealt cards
// with their meaning on hover and focus, Submit held back until the words are written, a three-part storyboard
// judged partial with "Part 4 missing", four storyboards locked for +3 each, and the result screen of a win.
import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { startGame, verdictTitle } from "./support/game-play";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { gameRunKey, seedPaidPlan } from "./support/test-routes";
import { passingStoryboard } from "@server/modules/games/engines/cards/frame-snapshot-test-kit";

interface FrameSnapshotKey {
  cards: string[];
  score: number;
}

const STORYBOARDS = 5;

const hand = (page: Page) => page.getByTestId("hand-card");

async function playToResult(page: Page) {
  // A premium member of the model-less server (its own accounts: the app server's origin is refused there).
  const email = uniqueEmail("frame-snapshot");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Frame Player", email, password: "palace-key-42" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await seedPaidPlan(page.request, email, "premium");
  const runId = await startGame(page, "/games/frame-snapshot");
  await expect(hand(page)).toHaveCount(4);
  await expect(page.getByTestId("cards-status")).toContainText("Storyboard 1 / 5");
  await expect(page.getByTestId("pick-rule")).toHaveText("Use every card dealt.");

  // The dealt cards are the server's, in order; a card's name and meaning show on keyboard focus (and hover).
  const first = await gameRunKey<FrameSnapshotKey>(page.request, runId);
  for (const [i, code] of first.state.cards.entries())
    await expect(hand(page).nth(i)).toHaveAttribute("data-code", code);
  await hand(page).first().focus();
  await expect(page.getByRole("tooltip").first()).toBeVisible();

  // Submit waits for the words (4 parts × 25 on Normal).
  const submit = page.getByRole("button", { name: "Submit" });
  const answer = page.getByLabel("Your explanation");
  await answer.fill("1. Too short.");
  await expect(submit).toBeDisabled();
  await screenshots(page, "frame-snapshot-round");

  const used = new Set<string>();
  const panel = page.getByTestId("judgement-panel");
  const next = page.getByTestId("round-next");
  for (let storyboard = 1; storyboard <= STORYBOARDS; storyboard += 1) {
    const { state } = await gameRunKey<FrameSnapshotKey>(page.request, runId);
    if (storyboard === 1) {
      // §4.11 acceptance 1: three parts (long enough for the page's count) → partial, "Part 4 missing".
      const three = passingStoryboard(state.cards, used, 34).split("\n").slice(0, 3).join("\n");
      await answer.fill(three);
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(panel.getByRole("heading", { name: verdictTitle("partial", 1) })).toBeVisible();
      await expect(panel.getByRole("list", { name: "Checks" })).toContainText("Part 4 missing");
      await expect(panel).toContainText("Judged by rules");
      await screenshots(page, "frame-snapshot-partial");
    } else {
      await answer.fill(passingStoryboard(state.cards, used));
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(panel.getByRole("heading", { name: verdictTitle("pass", 3) })).toBeVisible();
      const checks = panel.getByRole("list", { name: "Checks" });
      for (const [i, code] of state.cards.entries())
        await expect(checks).toContainText(`Part ${i + 1}: ${code} mentioned`);
      await expect(checks).toContainText("Curated frame verse");
      if (storyboard === 2) await screenshots(page, "frame-snapshot-verdict");
    }
    await expect(page.getByTestId("reveal")).toBeVisible();
    if (storyboard < STORYBOARDS) {
      await expect(next).toHaveText("Next");
      await next.click();
      await expect(page.getByTestId("cards-status")).toContainText(`Storyboard ${storyboard + 1} / 5`);
    } else {
      await expect(next).toHaveText("See results");
      await next.click();
    }
  }
  const result = page.getByTestId("game-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText("Frames locked!");
  await expect(result).toContainText("13 / 15");
  await screenshots(page, "frame-snapshot-result");
}

test("a Frame Snapshot run played through five storyboards with no AI configured reaches its result", async ({
  browser,
}) => {
  await withOfflineServer(browser, playToResult);
});
