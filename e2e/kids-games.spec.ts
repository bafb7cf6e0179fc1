// The kids games in Chromium (games.md §4.19): the catalogue with its age tabs and Play on each band, a game of each
// play (order, choice, match, memory) tapped through to its stars on the normal e2e server (kids games never call a
// model), a wrong tap that only says "Try again!", the saved stars on the card, resume by `?run=`, the upgrade panel
// for a free member, "Game not found", and the hub's Kids tile. The right (and wrong) taps come from the run's
// server-only state, as a perfect player would make them.
import { expect, type Page, test } from "@playwright/test";
import { kidsGames } from "@common/games/registry";
import type { RoundInput } from "@common/schemas/games";
import { rightTap, wrongTap } from "@server/modules/games/engines/kids/kids-test-kit";
import type { KidsState } from "@server/modules/games/engines/kids/types";
import { gameMember, runIdOf } from "./support/game-play";
import { screenshots } from "./support/screenshots";
import { gameRunKey } from "./support/test-routes";

const cards = (page: Page) => page.locator('[data-testid^="kids-card-"]');
const player = (page: Page) => page.getByTestId("kids-player");
const feedback = (page: Page) => page.getByTestId("kids-feedback");

async function stateOf(page: Page, runId: string): Promise<KidsState> {
  return (await gameRunKey<KidsState>(page.request, runId)).state;
}

/** Opens a kids game on a band and presses Play; the run's id lands in the address. */
async function startKidsGame(page: Page, gameId: string, band: string): Promise<string> {
  await page.goto(`/kids-games/${gameId}?age=${band}`);
  await page.getByTestId("kids-play").click();
  await expect(page).toHaveURL(/run=/);
  await expect(page.getByTestId("kids-board")).toBeVisible();
  return runIdOf(page);
}

/** The element a tap of this input touches first and last (a match is two taps: left, then right). */
function targets(page: Page, play: string, input: RoundInput) {
  if (play === "match") {
    const [left = "", right = ""] = input.choices ?? [];
    return [
      page.locator(`[data-testid="kids-left"][data-tile-id="${left}"]`),
      page.locator(`[data-testid="kids-right"][data-tile-id="${right}"]`),
    ];
  }
  if (play === "memory") return [page.locator(`[data-testid="kids-card"][data-card="${input.choice}"]`)];
  return [page.locator(`[data-testid="kids-tile"][data-tile-id="${input.choice}"]`)];
}

/** One tap as the child makes it, waiting for the server's answer to be on screen. */
async function tap(page: Page, play: string, input: RoundInput) {
  const touched = targets(page, play, input);
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && /\/api\/games\/runs\/[^/]+\/answer$/.test(response.url()),
  );
  for (const target of touched) await target.click();
  expect((await answered).status()).toBe(200);
  await expect(player(page)).toHaveAttribute("data-busy", "false");
}

type PlayOptions = {
  /** Screenshot name for the first board, taken before the first tap. */
  boardShot?: string;
  /** Screenshot name for the first round's reveal. */
  revealShot?: string;
  /** Before each round's first right tap: a chance to look at the board or make a wrong tap. */
  beforeRound?: (state: KidsState, roundNo: number) => Promise<void>;
};

/** Plays the run in the page to its result with right taps, pressing Next ▶ after each round's reveal. */
async function playToResult(page: Page, runId: string, options: PlayOptions = {}) {
  const reveal = page.getByTestId("kids-reveal");
  let seenRound = 0;
  for (let guard = 0; guard < 300; guard += 1) {
    if (await reveal.isVisible()) {
      // The round's Bible sentence with its reference, big, and Next ▶ (the next round opens only then).
      const state = await stateOf(page, runId);
      const done = state.rounds[state.finished ? state.rounds.length - 1 : state.current - 1];
      await expect(reveal).toContainText(done!.closingRef);
      await expect(reveal.getByRole("heading")).not.toBeEmpty();
      await expect(feedback(page)).toHaveText("");
      if (options.revealShot && state.current === 1) await screenshots(page, options.revealShot);
      await page.getByTestId("kids-next").click();
      if (state.finished) break;
      await expect(page.getByTestId("kids-board")).toBeVisible();
      continue;
    }
    const state = await stateOf(page, runId);
    const round = state.rounds[state.current];
    expect(round, "a round in play").toBeTruthy();
    const roundNo = state.current + 1;
    await expect(page.getByTestId("kids-board")).toHaveAttribute("data-play", round!.play);
    if (roundNo !== seenRound) {
      seenRound = roundNo;
      await expect(page.getByTestId("kids-progress")).toContainText(round!.progressLabel);
      if (roundNo === 1 && options.boardShot) await screenshots(page, options.boardShot);
      if (options.beforeRound) {
        await options.beforeRound(state, roundNo);
        continue;
      }
    }
    await tap(page, round!.play, rightTap(state));
  }
  const result = page.getByTestId("kids-result");
  await expect(result).toBeVisible();
  return result;
}

/** The result: big stars with their words, a title, a Bible sentence, Play again and the way back; no points. */
async function expectResult(page: Page, stars: number) {
  const result = page.getByTestId("kids-result");
  await expect(result.getByRole("img", { name: stars === 1 ? "1 star" : `${stars} stars` })).toBeVisible();
  await expect(result.getByRole("heading")).toHaveText(
    { 3: "Super star!", 2: "Great job!", 1: "You did it!" }[stars] ?? "",
  );
  await expect(result.getByTestId("kids-result-verse")).not.toBeEmpty();
  await expect(result.getByRole("button", { name: "Play again" })).toBeVisible();
  await expect(result.getByRole("link", { name: "Back to Kids Games" })).toHaveAttribute(
    "href",
    "/kids-games",
  );
  await expect(result).not.toContainText(/points|score|leaderboard/i);
}

test.describe("the kids catalogue", () => {
  test("lists 8 games; the 4–6 tab lists 3 and each Play opens its game on that band (§4.19.1)", async ({
    page,
  }) => {
    await gameMember(page, "premium");
    await page.goto("/kids-games");
    await expect(page.getByRole("heading", { level: 1, name: "Kids Games" })).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Ages" });
    await expect(tabs.getByRole("tab")).toHaveText(["4–6", "7–9", "10–12", "All"]);
    await expect(tabs.getByRole("tab", { name: "All ages" })).toHaveAttribute("aria-selected", "true");
    await expect(cards(page)).toHaveCount(kidsGames.length);
    expect(kidsGames).toHaveLength(8);
    // On All, a game of three bands offers a Play per band; no stars before the first game.
    await expect(page.getByTestId("kids-card-armor_of_god").getByRole("link", { name: /^Play/ })).toHaveCount(
      3,
    );
    await expect(
      page.getByTestId("kids-card-creation_days").getByRole("img", { name: "No stars yet" }),
    ).toBeVisible();
    await screenshots(page, "kids-catalogue");

    await tabs.getByRole("tab", { name: "Ages 4–6" }).click();
    await expect(page).toHaveURL(/\/kids-games\?age=4-6$/);
    await expect(cards(page)).toHaveCount(3);
    const young = kidsGames.filter((game) => game.difficulties.some((band) => band.id === "4-6"));
    expect(young.map((game) => game.id)).toEqual(["creation_days", "two_by_two", "armor_of_god"]);
    await screenshots(page, "kids-catalogue-4-6");
    for (const game of young) {
      const play = page.getByTestId(`kids-card-${game.id}`).getByRole("link", { name: /^Play/ });
      await expect(play).toHaveCount(1);
      await play.click();
      await expect(page).toHaveURL(new RegExp(`/kids-games/${game.id}\\?age=4-6$`));
      await expect(page.getByRole("heading", { level: 1, name: game.title })).toBeVisible();
      await expect(page.getByTestId("kids-band")).toHaveText("Ages 4–6");
      await expect(page.getByTestId("kids-play")).toBeVisible();
      await page.goBack();
      await expect(cards(page)).toHaveCount(3);
    }
    // The tab is in the address: a reload keeps it.
    await page.reload();
    await expect(tabs.getByRole("tab", { name: "Ages 4–6" })).toHaveAttribute("aria-selected", "true");
  });

  test("an unknown game says Game not found; a band the game lacks plays its first band", async ({
    page,
  }) => {
    await gameMember(page, "premium");
    await page.goto("/kids-games/unicorn_race");
    await expect(page.getByRole("heading", { name: "Game not found" })).toBeVisible();
    await page.getByTestId("kids-game-not-found").getByRole("link", { name: "Back to Kids Games" }).click();
    await expect(page).toHaveURL(/\/kids-games$/);
    await expect(cards(page)).toHaveCount(8);

    await page.goto("/kids-games/parable_picker?age=4-6");
    await expect(page).toHaveURL(/\/kids-games\/parable_picker\?age=10-12$/);
    await expect(page.getByTestId("kids-band")).toHaveText("Ages 10–12");
    await page.goto("/kids-games/two_by_two");
    await expect(page.getByTestId("kids-band")).toHaveText("Ages 4–6");
  });

  test("a free member sees the upgrade panel instead of Play (§4.19.5)", async ({ page }) => {
    await gameMember(page, "free");
    await page.goto("/kids-games/two_by_two");
    const prompt = page.getByTestId("upgrade-prompt");
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText("Premium");
    await expect(prompt.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByTestId("kids-play")).toHaveCount(0);
    // The server refuses the run as well.
    const refused = await page.request.post("/api/games/two_by_two/runs", {
      data: { mode: "solo", difficulty: "4-6" },
    });
    expect(refused.status()).toBe(402);
    await screenshots(page, "kids-locked-game");

    await page.goto("/kids-games");
    await expect(page.getByTestId("upgrade-prompt")).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
    await expect(page.locator('[data-testid^="kids-card-"] a')).toHaveCount(0);
  });

  test("the hub's Kids tile opens the kids games for a Premium member (§2.2)", async ({ page }) => {
    await gameMember(page, "premium");
    await page.goto("/games");
    const tile = page.getByTestId("game-card-kids");
    await expect(tile.getByText("Premium")).toHaveCount(0);
    await tile.getByRole("link", { name: "Open Kids Games" }).click();
    await expect(page).toHaveURL(/\/kids-games$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kids Games" })).toBeVisible();
  });
});

test.describe("playing the kids games (no AI anywhere)", () => {
  test("Two by Two (4–6): 8 cards, every pair found, stars on the result and then on the card (§4.19.2)", async ({
    page,
  }) => {
    await gameMember(page, "premium");
    const runId = await startKidsGame(page, "two_by_two", "4-6");
    await expect(page.getByTestId("kids-card")).toHaveCount(8);
    await expect(page.getByTestId("kids-ark")).toContainText("0 of 4 pairs");
    await playToResult(page, runId, {
      boardShot: "kids-memory-board",
      beforeRound: async (state) => {
        // One card up, then its partner: the ark takes the first pair on board.
        await tap(page, "memory", rightTap(state));
        await expect(page.locator('[data-testid="kids-card"]:not([data-face=""])')).toHaveCount(1);
        await tap(page, "memory", rightTap(await stateOf(page, runId)));
        await expect(page.getByTestId("kids-ark")).toContainText("1 of 4 pairs");
        await screenshots(page, "kids-memory-pair");
      },
    });
    await expectResult(page, 3);
    await screenshots(page, "kids-result");
    await page.getByTestId("kids-result").getByRole("link", { name: "Back to Kids Games" }).click();
    await expect(page).toHaveURL(/\/kids-games$/);
    await expect(
      page.getByTestId("kids-card-two_by_two").getByRole("img", { name: "3 stars" }),
    ).toBeVisible();
    await page.getByRole("tab", { name: "Ages 4–6" }).click();
    await expect(
      page.getByTestId("kids-card-two_by_two").getByRole("img", { name: "3 stars" }),
    ).toBeVisible();
    await page.getByRole("tab", { name: "Ages 7–9" }).click();
    await expect(
      page.getByTestId("kids-card-two_by_two").getByRole("img", { name: "No stars yet" }),
    ).toBeVisible();
  });

  test("a wrong tap wobbles, says Try again! and shows no score; Verse Builder (7–9) played to its stars (§4.19.3)", async ({
    page,
  }) => {
    await gameMember(page, "premium");
    const runId = await startKidsGame(page, "verse_builder", "7-9");
    await expect(page.getByTestId("kids-verse")).toContainText("(KJV)");
    await expect(page.getByTestId("kids-tile")).toHaveCount(3);
    await playToResult(page, runId, {
      boardShot: "kids-choice-board",
      beforeRound: async (state, roundNo) => {
        if (roundNo === 1) {
          const wrong = wrongTap(state);
          await tap(page, "choice", wrong);
          await expect(feedback(page)).toHaveText("Try again!");
          // The tile wobbles (a member who asks for less motion, as these specs do, sees it stand still).
          await expect(page.locator(`[data-testid="kids-tile"][data-tile-id="${wrong.choice}"]`)).toHaveClass(
            /kids-wobble/,
          );
          const tried = page.locator(`[data-testid="kids-tile"][data-tile-id="${wrong.choice}"]`);
          await expect(tried).toHaveAttribute("aria-disabled", "true");
          await expect(tried).toHaveAttribute("data-state", "tried");
          // Nothing to lose: no score, points or red ✗ on the page.
          await expect(page.getByTestId("kids-player")).not.toContainText(/score|points|✗/i);
          await expect(page.getByTestId("run-score")).toHaveCount(0);
          await screenshots(page, "kids-choice-try-again");
          // A reload resumes the same run on the same verse.
          await page.reload();
          await expect(page.getByTestId("kids-progress")).toContainText("Verse 1 of 8");
          await expect(tried).toHaveAttribute("data-state", "tried");
          // So does its address without the band (the hub's Continue): the address takes the run's band.
          await page.goto(`/kids-games/verse_builder?run=${runId}`);
          await expect(page).toHaveURL(/age=7-9/);
          await expect(tried).toHaveAttribute("data-state", "tried");
        }
        await tap(page, "choice", rightTap(await stateOf(page, runId)));
      },
    });
    // One mistake still earns ★★★.
    await expectResult(page, 3);
    // Play again starts a new run on the same band.
    await page.getByRole("button", { name: "Play again" }).click();
    await expect(page).not.toHaveURL(new RegExp(runId));
    await expect(page).toHaveURL(/run=/);
    await expect(page.getByTestId("kids-progress")).toContainText("Verse 1 of 8");
    await expect(page).toHaveURL(/age=7-9/);
  });

  test("Creation Week (4–6): the picture cards tapped in order onto the days, to the result", async ({
    page,
  }) => {
    await gameMember(page, "premium");
    const runId = await startKidsGame(page, "creation_days", "4-6");
    await expect(page.getByTestId("kids-slot")).toHaveCount(4);
    // Ages 4–6: pictures only, named for screen readers, with a speaker beside each.
    const first = page.getByTestId("kids-tile").first();
    await expect(first).toHaveAttribute("aria-label", /.+/);
    await playToResult(page, runId, { boardShot: "kids-order-board", revealShot: "kids-reveal" });
    await expectResult(page, 3);
  });

  test("Armor of God (4–6): match the pieces, the figure is dressed, to the result", async ({ page }) => {
    await gameMember(page, "premium");
    const runId = await startKidsGame(page, "armor_of_god", "4-6");
    await expect(page.getByTestId("kids-scene")).toHaveAttribute("data-scene", "armor");
    await expect(page.getByTestId("kids-left")).toHaveCount(3);
    await playToResult(page, runId, {
      boardShot: "kids-match-board",
      beforeRound: async (state, roundNo) => {
        await tap(page, "match", rightTap(state));
        if (roundNo === 1) {
          await expect(page.getByTestId("kids-scene-piece")).toHaveCount(1);
          await expect(page.locator('[data-testid="kids-left"][data-state="locked"]')).toHaveCount(1);
          await screenshots(page, "kids-match-dressed");
        }
      },
    });
    await expectResult(page, 3);
  });

  test("Who Am I? (10–12): Another clue shows one more, and every person is found", async ({ page }) => {
    await gameMember(page, "premium");
    const runId = await startKidsGame(page, "who_am_i", "10-12");
    const clues = page.getByTestId("kids-clues").getByRole("listitem");
    await expect(clues).toHaveCount(1);
    await expect(page.getByTestId("kids-tile")).toHaveCount(4);
    await playToResult(page, runId, {
      beforeRound: async (_state, roundNo) => {
        if (roundNo === 1) {
          await page.getByTestId("kids-more-clue").click();
          await expect(clues).toHaveCount(2);
          await screenshots(page, "kids-who-am-i");
        }
        await tap(page, "choice", rightTap(await stateOf(page, runId)));
      },
    });
    // One person found after the second clue (★★), seven after the first (★★★): the average rounds to ★★★.
    await expectResult(page, 3);
  });
});
