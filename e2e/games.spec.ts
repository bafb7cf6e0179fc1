// The games hub and the game page in Chromium (games.md §2.5, §4.12, §4.15, §4.18): plans on the hub, every
// button's address a real game, the room-tag filter, Invite a Friend, a Palace Quiz and a Concentration run played
// through the UI to their results and bests, and the generic route's redirects and not-found panel.
import { expect, type Page, test } from "@playwright/test";
import { liveGames } from "@common/games/registry";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { gameRunKey, grantRole, seedPaidPlan } from "./support/test-routes";

type QuizState = { questions: Array<{ correctId: string; options: Array<{ id: string; label: string }> }> };
type BoardState = { cards: Array<{ pair: number }> };

async function member(page: Page, plan: "free" | "premium") {
  const email = uniqueEmail("games");
  await signUpThroughApi(page, { email });
  if (plan === "premium") await seedPaidPlan(page.request, email, "premium");
  return email;
}

function runIdOf(page: Page): string {
  const runId = new URL(page.url()).searchParams.get("run");
  expect(runId, "the run id is kept in the address").toBeTruthy();
  return runId!;
}

test.describe("the games hub", () => {
  test("a free member plays the three core games; the others are locked with the upgrade dialog (§2.5.1)", async ({
    page,
  }) => {
    await member(page, "free");
    await page.goto("/games");
    await expect(page.getByRole("heading", { name: "Palace Games" })).toBeVisible();
    await expect(page.getByText("Learn the palace by playing it.")).toBeVisible();
    for (const id of ["palace_quiz", "verse_match", "concentration"])
      await expect(page.getByTestId(`game-card-${id}`).getByRole("link", { name: /^Play: / })).toBeVisible();
    const puzzle = page.getByTestId("game-card-principle_puzzle");
    await expect(puzzle.getByText("Essential+")).toBeVisible();
    await puzzle.getByRole("button", { name: "Unlock Principle Puzzle" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Principle Puzzle is included in Essential.")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByTestId("game-card-kids").getByText("Premium")).toBeVisible();
  });

  test("for a premium member every button of every card opens a real game page (§2.5.2)", async ({
    page,
  }) => {
    await member(page, "premium");
    await page.goto("/games");
    await expect(page.getByTestId("game-card-palace_quiz")).toBeVisible();
    const hrefs = await page
      .locator('[data-testid^="game-card-"] a[aria-label*=": "]')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute("href")).filter((href) => href?.startsWith("/games/")),
      );
    // The kids games are not in the adult grid: the Kids tile opens their own catalogue (§2.2). The adventures'
    // buttons open their list pages (below).
    const expected = liveGames
      .filter((game) => game.audience === "adult" && game.category !== "adventure")
      .flatMap((game) => game.modes.map(() => game.id));
    expect(hrefs.length).toBe(expected.length);
    for (const href of hrefs) {
      await page.goto(href!);
      await expect(page.getByTestId("game-setup"), href!).toBeVisible();
      await expect(page.getByText("Game Not Found")).toHaveCount(0);
      await expect(page.getByText(/under development/i)).toHaveCount(0);
    }
    for (const adventure of liveGames.filter((game) => game.category === "adventure")) {
      await page.goto("/games");
      const button = adventure.buttons?.[0];
      await page.getByTestId(`game-card-${adventure.id}`).getByRole("link", { name: button?.label }).click();
      await expect(page).toHaveURL(new RegExp(`${button?.href}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(/not found|under development/i)).toHaveCount(0);
    }
    await page.goto("/games");
    await page.getByTestId("game-card-kids").getByRole("link", { name: "Open Kids Games" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kids Games" })).toBeVisible();
  });

  test("typing the room tag BL shows exactly the games with a BL badge (§2.5.6)", async ({ page }) => {
    await member(page, "premium");
    await page.goto("/games");
    await page.getByRole("searchbox").fill("BL");
    const cards = page.locator('[data-testid^="game-card-"]');
    const withBl = liveGames
      .filter((game) => game.rooms.includes("BL"))
      .map((game) => `game-card-${game.id}`);
    await expect(cards).toHaveCount(withBl.length);
    for (const id of withBl) await expect(page.getByTestId(id)).toBeVisible();
  });

  test("Invite a Friend copies the text and the /games address and says so (§2.5.5)", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await member(page, "free");
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.goto("/games");
    await page.getByRole("button", { name: "Invite a Friend" }).click();
    await expect(page.getByText("Link copied!")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Play Bible-study games with me in the Phototheology palace");
    expect(copied).toMatch(/\/games$/);
  });
});

test.describe("playing", () => {
  test("a Palace Quiz run played to its result, then shown as a personal best on the hub (§4.15, §2.5.4)", async ({
    page,
  }) => {
    await member(page, "free");
    await page.goto("/games/palace_quiz");
    await page.getByTestId("game-start").click();
    await expect(page).toHaveURL(/run=/);
    const runId = runIdOf(page);
    const { state } = await gameRunKey<QuizState>(page.request, runId);
    const positions = new Set<number>();
    for (const [index, question] of state.questions.entries()) {
      // Seven right, three wrong: "Passed".
      const right = index < 7;
      const option = right
        ? question.options.find((o) => o.id === question.correctId)
        : question.options.find((o) => o.id !== question.correctId);
      positions.add(question.options.findIndex((o) => o.id === question.correctId));
      await page
        .getByRole("list", { name: "Options" })
        .getByRole("button", { name: option!.label, exact: false })
        .first()
        .click();
      const panel = page.getByTestId("judgement-panel");
      await expect(panel).toBeVisible();
      await expect(panel.getByText("Judged by rules")).toBeVisible();
      if (index === 0) {
        // Back after a reveal: the next round waits, with no clock running, until the player opens it (§3.6).
        await page.reload();
        const waiting = page.getByTestId("round-waiting");
        await expect(waiting.getByRole("heading", { name: "Round 2 of 10" })).toBeVisible();
        await expect(waiting.getByText("The clock starts when you open the round.")).toBeVisible();
        await expect(page.getByRole("timer")).toHaveCount(0);
        await waiting.getByRole("button", { name: "Start round 2" }).click();
        await expect(page.getByTestId("round-counter")).toHaveText("Round 2 of 10");
        continue;
      }
      await page.getByRole("button", { name: index === 9 ? "See results" : "Next" }).click();
    }
    expect(positions.size, "the correct option is not always in one place").toBeGreaterThan(1);
    const result = page.getByTestId("game-result");
    await expect(result.getByRole("heading", { name: "Passed" })).toBeVisible();
    await expect(result.getByTestId("new-best")).toBeVisible();
    const score = (await page.request.get(`/api/games/runs/${runId}`).then((r) => r.json())).result
      .score as number;
    await page.goto("/games");
    await expect(page.getByTestId("game-card-palace_quiz").getByText(`Best ${score} · Normal`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Your bests" }).getByText("Palace Quiz")).toBeVisible();
  });

  test("a Concentration board on Easy played to the end shows moves and time (§4.12)", async ({ page }) => {
    await member(page, "free");
    await page.goto("/games/concentration");
    await page.getByText("Easy", { exact: true }).click();
    await page.getByTestId("game-start").click();
    await expect(page.getByTestId("memory-card")).toHaveCount(16);
    const { state } = await gameRunKey<BoardState>(page.request, runIdOf(page));
    const pairs = new Map<number, number[]>();
    state.cards.forEach((card, index) => pairs.set(card.pair, [...(pairs.get(card.pair) ?? []), index]));
    for (const [done, [a, b]] of [...pairs.values()].entries()) {
      await page.getByRole("button", { name: `Card ${a! + 1}, face down` }).click();
      await expect(page.getByRole("button", { name: new RegExp(`^Card ${a! + 1}: `) })).toBeVisible();
      await page.getByRole("button", { name: `Card ${b! + 1}, face down` }).click();
      // A match stays up, then settles (dimmed) before the board takes the next flip.
      if (done < pairs.size - 1)
        await expect(page.getByTestId("memory-card").nth(b!)).toHaveAttribute("data-state", "matched");
    }
    const result = page.getByTestId("game-result");
    await expect(
      result.getByRole("heading", { name: /You matched all 8 parallels in 8 moves and \d+:\d\d/ }),
    ).toBeVisible();
  });
});

test.describe("timers (§3.6, §3.13)", () => {
  test("an admin's fast clock: a Feast Calendar question runs out, locks, and shows the timeout's reveal", async ({
    page,
  }) => {
    const email = await member(page, "premium");
    await grantRole(page.request, email, "admin");
    await page.goto("/games/feast_calendar");
    await page.getByLabel("Fast clock (admin test hook): every time limit divided by 60").check();
    await page.getByTestId("game-start").click();
    // 20 seconds ÷ 60: the question closes at once; after the grace the server scores it as a timeout.
    const panel = page.getByTestId("judgement-panel");
    await expect(panel.getByText(/^Time's up\. The answer is /)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("list", { name: "Options" }).getByRole("button").first()).toBeDisabled();
    await page.getByTestId("round-next").click();
    await expect(page.getByTestId("round-counter")).toHaveText("Round 2 of 10");
  });

  test("the fast clock is offered to admins only", async ({ page }) => {
    await member(page, "premium");
    await page.goto("/games/feast_calendar");
    await expect(page.getByTestId("game-start")).toBeVisible();
    await expect(page.getByText(/Fast clock/)).toHaveCount(0);
  });
});

test.describe("the generic route (§4.18)", () => {
  test("aliases redirect, an unknown mode falls back with a toast, an unknown game shows Game Not Found", async ({
    page,
  }) => {
    await member(page, "premium");
    await page.goto("/games/feast-calendar");
    await expect(page).toHaveURL(/\/games\/feast_calendar$/);
    await page.goto("/games/symbol_decoder/bot");
    await expect(page).toHaveURL(/\/games\/symbol_decoder$/);
    await expect(page.getByText("That mode isn't available, so a standard game has started.")).toBeVisible();
    await page.goto("/games/nonsense");
    await expect(page.getByText("Game Not Found")).toBeVisible();
    await page.getByRole("link", { name: "Back to Games" }).click();
    await expect(page).toHaveURL(/\/games$/);
  });
});
