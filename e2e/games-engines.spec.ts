// The six generic-route games played through the UI in Chromium, each to its result (games.md §4.18): Timeline
// Challenge (order rounds, by the keyboard and by the Move buttons), Symbol Decoder (match boards) and the four
// choice games. Feast Calendar also shows its 10 questions, the visible countdown and the reference each reveal
// cites (§4.18 acceptance 2 and 5).
import { expect, type Page, test } from "@playwright/test";
import { symbolItems } from "@server/modules/games/content/symbols";
import { timelineEvents } from "@server/modules/games/content/timeline-events";
import { gameRunKey } from "./support/test-routes";
import {
  escapeRegExp,
  gameMember,
  goOn,
  optionButton,
  roundCounter,
  startGame,
  verdictTitle,
} from "./support/game-play";

interface ChoiceKey {
  questions: Array<{ correctId: string; options: Array<{ id: string; label: string }>; refs: string[] }>;
}

interface OrderKey {
  rounds: Array<{ shown: Array<{ id: string; eventId: string }>; truth: string[] }>;
}

interface MatchKey {
  boards: Array<{ pairs: Array<{ symbolId: string; left: string; right: string }> }>;
}

const eventLabel = (eventId: string) => timelineEvents.find((event) => event.id === eventId)!.label;
const symbolOf = (symbolId: string) => symbolItems.find((item) => item.id === symbolId)!;

type ChoiceQuestion = ChoiceKey["questions"][number];

/**
 * Plays a choice game's 10 questions, 8 right and 2 wrong (so 8 correct, "Passed"). `beforeAnswer` runs while a
 * question is open, `afterReveal` once its judgement shows.
 */
async function playChoiceGame(
  page: Page,
  path: string,
  checks: {
    beforeAnswer?: (index: number) => Promise<void>;
    afterReveal?: (question: ChoiceQuestion) => Promise<void>;
  } = {},
) {
  const runId = await startGame(page, path);
  await expect(roundCounter(page)).toHaveText("Round 1 of 10");
  const { state } = await gameRunKey<ChoiceKey>(page.request, runId);
  expect(state.questions).toHaveLength(10);
  for (const [index, question] of state.questions.entries()) {
    await checks.beforeAnswer?.(index);
    const right = index < 8;
    const option = question.options.find((o) => (o.id === question.correctId) === right)!;
    await optionButton(page, option.label).click();
    const panel = page.getByTestId("judgement-panel");
    await expect(panel).toHaveAttribute("data-verdict", right ? "pass" : "fail");
    await expect(panel.getByText("Judged by rules")).toBeVisible();
    await checks.afterReveal?.(question);
    await goOn(page, index + 1, 10);
  }
  const result = page.getByTestId("game-result");
  await expect(result.getByRole("heading", { name: "Passed" })).toBeVisible();
  await expect(result.getByText("8 / 10")).toBeVisible();
}

test.describe("the generic route's games (§4.18)", () => {
  test.beforeEach(async ({ page }) => {
    await gameMember(page, "premium");
  });

  test("Timeline Challenge: 5 order rounds put right, by arrow keys and by the Move buttons", async ({
    page,
  }) => {
    const runId = await startGame(page, "/games/timeline_challenge", "Easy");
    await expect(roundCounter(page)).toHaveText("Round 1 of 5");
    const { state } = await gameRunKey<OrderKey>(page.request, runId);
    for (const [index, round] of state.rounds.entries()) {
      const order = round.shown.map((item) => eventLabel(item.eventId));
      const truth = round.truth.map(eventLabel);
      expect(order).not.toEqual(truth);
      const byKeyboard = index === 0;
      for (const [target, label] of truth.entries()) {
        let at = order.indexOf(label);
        while (at > target) {
          if (byKeyboard) {
            const handle = page.getByRole("button", {
              name: new RegExp(`^Reorder ${escapeRegExp(label)}, position ${at + 1} of`),
            });
            await handle.focus();
            await handle.press("ArrowUp");
          } else {
            await page.getByRole("button", { name: `Move ${label} up`, exact: true }).click();
          }
          order.splice(at, 1);
          order.splice(at - 1, 0, label);
          at -= 1;
          // The page agrees: the item now sits one place higher.
          await expect(
            page.getByRole("button", {
              name: new RegExp(`^Reorder ${escapeRegExp(label)}, position ${at + 1} of`),
            }),
          ).toBeVisible();
        }
      }
      await page.getByRole("button", { name: "Submit order" }).click();
      const panel = page.getByTestId("judgement-panel");
      // Easy: 5 events, perfect = 10 + 5.
      await expect(panel.getByRole("heading")).toHaveText(verdictTitle("pass", 15));
      await expect(panel.getByText("The true order")).toBeVisible();
      await goOn(page, index + 1, 5);
    }
    const result = page.getByTestId("game-result");
    await expect(result.getByRole("heading", { name: "Passed" })).toBeVisible();
    await expect(result.getByText("75 / 75")).toBeVisible();
  });

  test("Symbol Decoder: 3 match boards, one wrong pair on the first, to the result", async ({ page }) => {
    const runId = await startGame(page, "/games/symbol_decoder", "Easy");
    await expect(roundCounter(page)).toHaveText("Round 1 of 3");
    const { state } = await gameRunKey<MatchKey>(page.request, runId);
    const symbols = page.getByRole("list", { name: "Symbols" });
    const meanings = page.getByRole("list", { name: "Meanings" });
    for (const [index, board] of state.boards.entries()) {
      expect(board.pairs).toHaveLength(6);
      await expect(page.getByText(`Board ${index + 1} of 3 · 0 of 6 pairs matched`)).toBeVisible();
      if (index === 0) {
        // A wrong pair costs a point (never below 0) and loses the clean-board bonus.
        const [a, b] = board.pairs as [MatchKey["boards"][number]["pairs"][number], { symbolId: string }];
        await symbols.getByRole("button", { name: symbolOf(a.symbolId).symbol, exact: true }).click();
        await meanings.getByRole("button", { name: symbolOf(b.symbolId).meaning, exact: true }).click();
        await expect(page.getByText("Board 1 of 3 · 0 of 6 pairs matched")).toBeVisible();
      }
      for (const [found, pair] of board.pairs.entries()) {
        const item = symbolOf(pair.symbolId);
        await symbols.getByRole("button", { name: item.symbol, exact: true }).click();
        await meanings.getByRole("button", { name: item.meaning, exact: true }).click();
        if (found < board.pairs.length - 1)
          await expect(
            page.getByText(`Board ${index + 1} of 3 · ${found + 1} of 6 pairs matched`),
          ).toBeVisible();
      }
      const panel = page.getByTestId("judgement-panel");
      await expect(panel.getByRole("heading")).toHaveText(
        index === 0 ? verdictTitle("partial", 12) : verdictTitle("pass", 15),
      );
      await expect(panel.getByText("The pairs")).toBeVisible();
      await goOn(page, index + 1, 3);
    }
    const result = page.getByTestId("game-result");
    await expect(result.getByRole("heading", { name: "Passed" })).toBeVisible();
    await expect(result.getByText("42 / 45")).toBeVisible();
    await expect(result.getByText("2 / 3")).toBeVisible();
  });

  test("Sanctuary Architect: 10 questions to the result", async ({ page }) => {
    await playChoiceGame(page, "/games/sanctuary_architect");
  });

  test("Feast Calendar: 10 questions, each with a running countdown and a reveal citing its reference (acceptance 2, 5)", async ({
    page,
  }) => {
    await playChoiceGame(page, "/games/feast_calendar", {
      beforeAnswer: async (index) => {
        const timer = page.getByRole("timer");
        // Normal gives 20 s a question, shown in m:ss.
        await expect(timer).toHaveText(/^0:(20|1\d)$/);
        if (index === 0) {
          const shown = await timer.textContent();
          await expect(timer, "the clock runs").not.toHaveText(shown!);
        }
      },
      afterReveal: async (question) => {
        const [ref] = question.refs;
        expect(ref, "each feast item carries a Bible reference").toMatch(/^[1-3]?\s?[A-Z][a-z]+\.? \d+:\d+/);
        const read = page
          .getByTestId("reveal")
          .locator("p")
          .filter({ hasText: /^Read: / });
        await expect(read).toContainText(ref!);
      },
    });
  });

  test("Dimension Detective: 10 questions to the result", async ({ page }) => {
    await playChoiceGame(page, "/games/dimension_detective");
  });

  test("Cycle Navigator: 10 questions to the result", async ({ page }) => {
    await playChoiceGame(page, "/games/cycle_navigator");
  });
});
