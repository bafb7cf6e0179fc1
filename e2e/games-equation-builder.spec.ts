// Equation Builder played through its page in Chromium with no AI configured (games.md §4.9, §4.0): the question
// and 12 pieces, an equation built by clicking pieces (and a chip clicked away again), "+ ALTAR"-style equations
// that keep Submit disabled, and eight excellent equations to the result screen.
import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { startGame, verdictTitle } from "./support/game-play";
import { withOfflineServer } from "./support/offline-server";
import { screenshots } from "./support/screenshots";
import { gameRunKey, seedPaidPlan } from "./support/test-routes";
import { EQUATION_BUILDER } from "@common/games/rules";
import {
  currentPrompt,
  equationAnswer,
  type EquationKeyState,
} from "@server/modules/games/engines/cards/equation-builder-test-kit";

const piece = (page: Page, code: string) =>
  page.locator(`[data-testid="equation-piece"][data-code="${code}"]`);
const chips = (page: Page) => page.getByTestId("equation-chip");
const operators = ["+", "→", "∥", "≅", "⊙", "⚖"];

async function playTheRun(page: Page) {
  // A premium member of the model-less server (its own accounts: the app server's origin is refused there).
  const email = uniqueEmail("equation-builder");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Equation Player", email, password: "palace-key-42" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await seedPaidPlan(page.request, email, "premium");
  const runId = await startGame(page, "/games/equation-builder");
  await expect(page.getByTestId("equation-piece")).toHaveCount(EQUATION_BUILDER.pieces);
  const status = page.getByTestId("cards-status");
  await expect(status).toContainText(`Prompt 1 / ${EQUATION_BUILDER.prompts}`);
  const grammar = page.getByTestId("equation-grammar");
  await expect(grammar).toHaveText("Start with an operand: a dimension, wall, article or zone.");

  const submit = page.getByRole("button", { name: "Submit" });
  const panel = page.getByTestId("judgement-panel");
  let total = 0;
  for (let prompt = 1; prompt <= EQUATION_BUILDER.prompts; prompt += 1) {
    const key = (await gameRunKey<EquationKeyState>(page.request, runId)).state;
    await expect(page.getByRole("heading", { name: currentPrompt(key).question })).toBeVisible();
    const play = equationAnswer(key);
    await page.getByLabel("Your explanation").fill(play.text);

    if (prompt === 1) {
      // "+ ALTAR": an operator first can be built but never submitted (§4.9 acceptance 2).
      const operator = key.pieces.find((code) => operators.includes(code))!;
      await piece(page, operator).click();
      await expect(page.getByTestId("equation-announcement")).toHaveText(`Added ${operator}`);
      await piece(page, play.cards[0]!).click();
      await expect(grammar).toContainText(`${operator} is an operator where an operand belongs`);
      await expect(submit).toBeDisabled();
      await screenshots(page, "equation-builder-round");
      // Clicking a chip takes the piece out again.
      await page.getByRole("button", { name: `Remove ${play.cards[0]}`, exact: true }).click();
      await page.getByRole("button", { name: `Remove ${operator}`, exact: true }).click();
      await expect(chips(page)).toHaveCount(0);
    }

    for (const [index, code] of play.cards.entries()) {
      await piece(page, code).click();
      if (index === 0) await expect(grammar).toHaveText("Next: an operator.");
    }
    await expect(chips(page)).toHaveCount(play.cards.length);
    await expect(grammar).toContainText(`Ready: ${play.cards.length} pieces`);
    await expect(submit).toBeEnabled();
    if (prompt === 1) await screenshots(page, "equation-builder-ready");
    await submit.click();
    const points = play.cards.length === 5 ? 4 : 3;
    total += points;
    await expect(panel.getByRole("heading", { name: verdictTitle("pass", points) })).toBeVisible();
    await expect(panel).toContainText("Excellent");
    await expect(panel).toContainText("Judged by rules");
    if (prompt === 1) await screenshots(page, "equation-builder-verdict");
    const next = page.getByTestId("round-next");
    if (prompt === EQUATION_BUILDER.prompts) {
      await expect(next).toHaveText("See results");
      await next.click();
      break;
    }
    await next.click();
    await expect(status).toContainText(`Prompt ${prompt + 1} / ${EQUATION_BUILDER.prompts}`);
  }
  // After 8 prompts the result screen (§4.9 acceptance 3).
  const result = page.getByTestId("game-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText("Master builder");
  await expect(result).toContainText(`${total} / ${EQUATION_BUILDER.maxScore}`);
  await screenshots(page, "equation-builder-result");
}

test("an Equation Builder run answered through eight prompts to its result with no AI configured", async ({
  browser,
}) => {
  await withOfflineServer(browser, playTheRun);
});
