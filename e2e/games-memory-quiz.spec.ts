// Verse Match and Principle Puzzle played through the UI in Chromium (games.md §4.16, §4.17): a solo board to its
// result, the custom mode's fallback notice for a member with too few saved verses, a duel with the Palace Bot to
// its result, and a Principle Puzzle run where ticking everything pays nothing and exact sets pay 10.
import { expect, type Page, test } from "@playwright/test";
import { gameRunKey } from "./support/test-routes";
import { gameMember, goOn, roundCounter, startGame, verdictTitle } from "./support/game-play";

interface BoardKey {
  cards: Array<{ pair: number }>;
  matched: number[];
  finished: { score: number } | null;
  duel: { playerPairs: number; botPairs: number } | null;
}

interface PuzzleKey {
  puzzles: Array<{ options: Array<{ id: string; label: string }>; correctIds: string[] }>;
}

/** The two card indexes of each pair still on the board. */
function openPairs(state: BoardKey): Array<[number, number]> {
  const byPair = new Map<number, number[]>();
  state.cards.forEach((card, index) => {
    if (!state.matched.includes(index)) byPair.set(card.pair, [...(byPair.get(card.pair) ?? []), index]);
  });
  return [...byPair.values()].map(([a, b]) => [a!, b!]);
}

/** Flips one card face down and waits for its face (the server's answer to the flip). */
async function flip(page: Page, card: number) {
  await page.getByRole("button", { name: `Card ${card + 1}, face down` }).click();
}

/**
 * Waits until the board takes flips again: no card face up or freshly matched (a match settling, a mismatch
 * turning back, the bot's flips playing out). When the run ends the board gives way to the result, which also
 * leaves no such card.
 */
async function boardSettled(page: Page) {
  await expect(
    page.locator(
      '[data-testid="memory-card"][data-state="up"], [data-testid="memory-card"][data-state="fresh"]',
    ),
  ).toHaveCount(0);
}

test.describe("Verse Match (§4.16)", () => {
  test("a solo board on Easy played to the end shows score, moves and time", async ({ page }) => {
    await gameMember(page, "free");
    const runId = await startGame(page, "/games/verse_match", "Easy");
    await expect(page.getByTestId("memory-card")).toHaveCount(12);
    const { state } = await gameRunKey<BoardKey>(page.request, runId);
    for (const [a, b] of openPairs(state)) {
      await flip(page, a);
      await expect(page.getByRole("button", { name: new RegExp(`^Card ${a + 1}: `) })).toBeVisible();
      await flip(page, b);
      await boardSettled(page);
    }
    const result = page.getByTestId("game-result");
    await expect(
      result.getByRole("heading", { name: /^All 6 verses matched in 6 moves and \d+:\d\d$/ }),
    ).toBeVisible();
    await expect(result.getByText("Score", { exact: true })).toBeVisible();
    await expect(result.getByText("Moves", { exact: true })).toBeVisible();
    await expect(result.getByText("Moves", { exact: true }).locator("xpath=..")).toContainText("6");
    await expect(result.getByText("Time", { exact: true })).toBeVisible();
  });

  test("custom mode with 3 saved verses shows the notice, its link and the bank board (§4.16 acceptance 1)", async ({
    page,
  }) => {
    await gameMember(page, "free");
    for (const reference of ["John 3:16", "Ps 23:1", "Rom 8:28"]) {
      const added = await page.request.post("/api/memory/verses", {
        data: { reference, translation: "kjv" },
      });
      expect(added.status(), await added.text()).toBe(201);
    }
    await startGame(page, "/games/verse_match/custom");
    const notice = page.getByTestId("run-notice");
    await expect(notice).toContainText("Save at least 6 memory verses to play your own set");
    await expect(notice.getByRole("link")).toHaveAttribute("href", "/memorization-verses");
    // Normal deals 8 pairs from the bank, not the member's 3 verses.
    await expect(page.getByTestId("memory-card")).toHaveCount(16);
  });

  test("a duel with the bot: the turn passes after a miss, the bot plays, and both totals end the run", async ({
    page,
  }) => {
    await gameMember(page, "free");
    const runId = await startGame(page, "/games/verse_match/bot", "Easy");
    const duel = page.getByTestId("duel-status");
    await expect(duel).toContainText("Your turn");
    const first = (await gameRunKey<BoardKey>(page.request, runId)).state;
    const [[a], [b]] = openPairs(first) as [[number, number], [number, number]];
    // A deliberate miss hands the turn to the bot, whose flips play out one by one.
    await flip(page, a);
    await expect(page.getByRole("button", { name: new RegExp(`^Card ${a + 1}: `) })).toBeVisible();
    await flip(page, b);
    await expect(duel).toContainText("Bot's turn");
    await boardSettled(page);

    const result = page.getByTestId("game-result");
    for (let turn = 0; turn < 20 && !(await result.isVisible()); turn += 1) {
      await expect(duel).toContainText("Your turn");
      const { state } = await gameRunKey<BoardKey>(page.request, runId);
      const [pair] = openPairs(state);
      if (!pair) break;
      await flip(page, pair[0]);
      await expect(page.getByRole("button", { name: new RegExp(`^Card ${pair[0] + 1}: `) })).toBeVisible();
      await flip(page, pair[1]);
      await boardSettled(page);
    }
    await expect(result).toBeVisible();
    const final = (await gameRunKey<BoardKey>(page.request, runId)).state;
    expect(final.duel!.playerPairs + final.duel!.botPairs).toBe(6);
    await expect(result.getByTestId("bot-totals")).toHaveText(
      `You ${final.duel!.playerPairs} · Bot ${final.duel!.botPairs} pairs`,
    );
    const title =
      final.duel!.playerPairs > final.duel!.botPairs
        ? "You win the duel!"
        : final.duel!.playerPairs < final.duel!.botPairs
          ? "The bot wins the duel"
          : "A drawn duel";
    await expect(result.getByRole("heading", { name: title })).toBeVisible();
  });
});

test.describe("Principle Puzzle (§4.17)", () => {
  test("ticking everything scores 0, the exact sets score 10 each, and 40 of 50 is 'Well read'", async ({
    page,
  }) => {
    await gameMember(page, "premium");
    const runId = await startGame(page, "/games/principle_puzzle", "Easy");
    await expect(roundCounter(page)).toHaveText("Round 1 of 5");
    const { state } = await gameRunKey<PuzzleKey>(page.request, runId);
    expect(state.puzzles).toHaveLength(5);
    for (const [index, puzzle] of state.puzzles.entries()) {
      // Easy: 4 options, 2 right. Ticking all four: 3 × 2 − 3 × 2 = 0 (the earlier version paid for it).
      const tickAll = index === 0;
      expect(puzzle.options).toHaveLength(4);
      for (const option of puzzle.options)
        if (tickAll || puzzle.correctIds.includes(option.id))
          await page.getByRole("checkbox", { name: option.label, exact: true }).click();
      await page.getByRole("button", { name: "Submit" }).click();
      const panel = page.getByTestId("judgement-panel");
      await expect(panel.getByRole("heading")).toHaveText(
        tickAll ? verdictTitle("fail", 0) : verdictTitle("pass", 10),
      );
      await expect(panel.getByText("Judged by rules")).toBeVisible();
      await goOn(page, index + 1, 5);
    }
    const result = page.getByTestId("game-result");
    await expect(result.getByRole("heading", { name: "Well read" })).toBeVisible();
    await expect(result.getByText("40 / 50")).toBeVisible();
    await expect(result.getByText("4 / 5")).toBeVisible();
  });
});
