// Chain Chess through its pages in Chromium (games.md §4.14, §2.5 item 3): a 4-move match against the Normal bot to
// its result, every bot move answering its challenge; two Premium members over an invite link — A's screen and hub
// update within 2 s of B joining, moves alternate, B's form is disabled on A's turn and a forged move gets
// not_your_turn, B's tab closed and reopened restores the match, a third member sees "This match is full", and a
// free member opening an invite sees the upgrade panel; the admin fast clock passing a timed-out turn and forfeiting
// on the second. Every move names a real verse of the challenged book (the challenge item is an OSIS book id).
import { type Browser, expect, type Page, test } from "@playwright/test";
import { BIBLE_BOOKS, bookByOsis } from "@common/bible/books";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";
import { grantRole, seedPaidPlan } from "./support/test-routes";

/** A commentary the judge counts as full length: 3 sentences, 30+ words. */
const commentary =
  "This verse carries the chain forward and shows how the Lord keeps His promise through every age. " +
  "It points to Christ, the Lamb of God, who takes away the sin of the world. " +
  "So the whole story of Scripture meets in Him and calls us to trust and obey.";

/** The books the specs challenge each other with (one verse each is taken from chapter 1). */
const challengeBooks = ["Rom", "John", "Isa", "Gen", "Heb", "Ps", "Matt", "Rev"] as const;

type Member = { page: Page; email: string; name: string };

async function member(browser: Browser, plan: "free" | "premium", name: string): Promise<Member> {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  const email = uniqueEmail("chess");
  await signUpThroughApi(page, { email, displayName: name });
  if (plan === "premium") await seedPaidPlan(page.request, email, "premium");
  return { page, email, name };
}

const moveForm = (page: Page) => page.getByTestId("chess-move-form");
const moves = (page: Page) => page.getByTestId("chess-move");
const matchIdOf = (page: Page) => new URL(page.url()).pathname.split("/").at(-1) ?? "";

/** The setup's options: Books only, 4 moves each, who starts; the friend tab's pace and visibility stay Live/Invite. */
async function chooseSetup(page: Page, first: "Me" | "Random" = "Me") {
  await page.getByRole("checkbox", { name: "Rooms of the Palace" }).click();
  await page.getByRole("checkbox", { name: "Principles of the Palace" }).click();
  await page.getByRole("group", { name: "Moves per side" }).getByText("4", { exact: true }).click();
  await page.getByRole("group", { name: "Who starts" }).getByText(first, { exact: true }).click();
}

/**
 * Plays one move from the page whose turn it is: a chapter-1 verse of the challenged book (another book's when there
 * is none to answer), the commentary, and — unless it is the last move — a book challenge. A verse already used in
 * the match is refused (422) with the form kept, and the next verse is tried.
 */
async function playMove(page: Page, challengeItem: string | null) {
  const form = moveForm(page);
  await expect(page.getByTestId("chess-turn")).toHaveAttribute("data-my-turn", "true");
  const before = await moves(page).count();
  const current = page.getByTestId("chess-current-challenge");
  const item = (await current.count()) > 0 ? await current.getAttribute("data-item") : null;
  const book = bookByOsis(item ?? "John") ?? BIBLE_BOOKS[0]!;
  await form.getByTestId("chess-commentary").fill(commentary);
  if (challengeItem) await form.getByTestId("chess-challenge-item").selectOption(challengeItem);
  for (let verse = 1; verse <= 6; verse += 1) {
    await form.getByTestId("chess-ref").fill(`${book.name} 1:${verse}`);
    await form.getByTestId("chess-play").click();
    const error = form.getByTestId("chess-move-error");
    await expect(moves(page).nth(before).or(error)).toBeVisible();
    if ((await moves(page).count()) > before) return;
    await expect(error).toContainText(/already|used/i);
    // The text stays after a refusal (§4.14): only the reference changes.
    await expect(form.getByTestId("chess-commentary")).toHaveValue(commentary);
  }
  throw new Error(`no unused verse in ${book.name} 1:1–6`);
}

test.describe("Chain Chess", () => {
  test("a 4-move match against the Normal bot: every bot move answers its challenge (§4.14 acceptance 1)", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page } = await member(browser, "premium", "Bot Challenger");
    await page.goto("/games/chain-chess/new/jeeves");
    await expect(page).toHaveURL(/\/games\/chain-chess\/new\/bot$/);
    await expect(page.getByRole("link", { name: "Play the Bot" })).toHaveAttribute("aria-current", "page");
    await chooseSetup(page);
    await screenshots(page, "chain-chess-setup");
    await page.getByTestId("chess-start").click();
    await expect(page).toHaveURL(/\/games\/chain-chess\/[0-9a-f-]{36}$/);
    // No clock against the bot.
    await expect(page.getByTestId("chess-header")).toBeVisible();
    await expect(page.getByTestId("chess-clock")).toHaveCount(0);

    for (let turn = 0; turn < 4; turn += 1) {
      await playMove(page, challengeBooks[turn]!);
      if (turn === 0) await expect(page.getByTestId("chess-thinking")).toBeVisible();
      // The bot thinks 1.5–3 s, then its move arrives (realtime, or the page's own re-read).
      await expect(moves(page)).toHaveCount(turn * 2 + 2, { timeout: 15_000 });
      if (turn === 1) await screenshots(page, "chain-chess-bot-mid-game");
    }
    const result = page.getByTestId("chess-result");
    await expect(result).toBeVisible();
    await expect(result.getByRole("heading")).toHaveText(/^(You win!|You lose|Draw)$/);
    await expect(result.getByTestId("chess-result-points")).toContainText(/points/);

    const botMoves = page.locator('[data-testid="chess-move"][data-side="p2"]');
    await expect(botMoves).toHaveCount(4);
    for (let index = 0; index < 4; index += 1) {
      const move = botMoves.nth(index);
      await expect(move.getByTestId("chess-move-answered")).toHaveAttribute("data-ok", "true");
      await expect(move.getByTestId("chess-move-score")).toHaveText(/^\d+\/10$/);
    }
    // The bot's last move is the match's last: it sets no challenge.
    await expect(botMoves.nth(3).getByTestId("chess-move-challenge")).toHaveCount(0);
    await screenshots(page, "chain-chess-bot-result");

    // Play again: a new match with the same settings.
    const finished = matchIdOf(page);
    await page.getByTestId("chess-play-again").click();
    await expect(page).not.toHaveURL(new RegExp(finished));
    await expect(page.getByTestId("chess-turn")).toHaveAttribute("data-my-turn", "true");
    await expect(page.getByTestId("chess-header")).toContainText("0/4 moves each");
  });

  test("two members play over an invite link; the hub, the turns, a reopened tab, a third member and a free one (§4.14 acceptance 2, 3, 5, 6, 7)", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const a = await member(browser, "premium", "Anna Chain");
    const b = await member(browser, "premium", "Boaz Chain");

    await a.page.goto("/games/chain-chess/new/pvp");
    await expect(a.page.getByTestId("chess-open-challenges")).toBeVisible();
    await chooseSetup(a.page);
    await screenshots(a.page, "chain-chess-setup-friend");
    await a.page.getByTestId("chess-start").click();
    await expect(a.page.getByTestId("chess-waiting")).toContainText("Waiting for an opponent…");
    await screenshots(a.page, "chain-chess-waiting");
    await a.page.getByTestId("chess-copy-invite").click();
    await expect(a.page.getByText("Link copied!")).toBeVisible();
    const invite = await a.page.evaluate(() => navigator.clipboard.readText());
    const matchId = matchIdOf(a.page);
    expect(invite).toMatch(new RegExp(`/games/chain-chess/${matchId}$`));

    // A free member opening the invite sees the upgrade panel (acceptance 7).
    const free = await member(browser, "free", "Free Viewer");
    await free.page.goto(invite);
    await expect(free.page.getByText(/is included in Premium/)).toBeVisible();
    await expect(free.page.getByRole("link", { name: "See plans" })).toBeVisible();
    await free.page.context().close();

    // A's hub lists the waiting match (acceptance 6) and follows it.
    const hub = await a.page.context().newPage();
    await hub.goto("/games");
    const hubRow = hub.getByTestId("hub-active-game");
    await expect(hubRow).toHaveCount(1);
    await expect(hubRow.getByTestId("hub-active-game-badge")).toHaveText("Waiting for opponent…");

    await b.page.goto(invite);
    await expect(b.page.getByTestId("chess-join")).toContainText("Anna Chain invites you to a match");
    await b.page.getByTestId("chess-join-match").click();
    // A's match screen and A's hub change within 2 s, without a reload (realtime).
    await expect(a.page.getByTestId("chess-turn")).toHaveAttribute("data-my-turn", "true", {
      timeout: 2_000,
    });
    await expect(hubRow.getByTestId("hub-active-game-badge")).toHaveText(/^Your turn/, { timeout: 2_000 });
    await expect(a.page.getByTestId("chess-clock")).toBeVisible();

    // B waits: the form is disabled on A's turn, and a forged move is refused with not_your_turn.
    await expect(b.page.getByTestId("chess-waiting-turn")).toContainText("Waiting for Anna Chain…");
    await expect(moveForm(b.page).getByTestId("chess-ref")).toBeDisabled();
    await expect(moveForm(b.page).getByTestId("chess-commentary")).toBeDisabled();
    const forged = await b.page.request.post(`/api/chain-chess/matches/${matchId}/moves`, {
      data: {
        clientMoveId: "forged-move-0001",
        ref: "John 3:16",
        commentary,
        challenge: { category: "book", item: "Rom" },
        baseVersion: 0,
      },
    });
    expect(forged.status()).toBe(409);
    expect((await forged.json()).error.code).toBe("not_your_turn");

    // Moves alternate to the end of the 4-move match.
    let bPage = b.page;
    for (let ply = 0; ply < 8; ply += 1) {
      const mover = ply % 2 === 0 ? a.page : bPage;
      const waiter = ply % 2 === 0 ? bPage : a.page;
      await playMove(mover, ply === 7 ? null : challengeBooks[ply]!);
      await expect(moves(waiter)).toHaveCount(ply + 1, { timeout: 5_000 });
      if (ply === 0) {
        await expect(hubRow.getByTestId("hub-active-game-badge")).toHaveText("Their turn", {
          timeout: 2_000,
        });
        await screenshots(hub, "chain-chess-hub-active-games", "hub-active-games");
        // Chat between the two players (text only), delivered live.
        const chat = bPage.getByTestId("chess-chat");
        await chat.getByRole("textbox", { name: "Message" }).fill("Good opening, Anna!");
        await chat.getByRole("button", { name: "Send" }).click();
        await expect(a.page.getByTestId("chess-chat").getByRole("log")).toContainText("Good opening, Anna!", {
          timeout: 2_000,
        });
      }
      if (ply === 2) {
        await screenshots(a.page, "chain-chess-pvp-mid-game");
        // B's tab is closed and opened again: the full state comes back (acceptance 3).
        const context = bPage.context();
        await bPage.close();
        bPage = await context.newPage();
        await bPage.goto(invite);
        await expect(moves(bPage)).toHaveCount(3);
        await expect(bPage.getByTestId("chess-turn")).toHaveAttribute("data-my-turn", "true");
        await expect(bPage.getByTestId("chess-current-challenge")).toHaveAttribute(
          "data-item",
          challengeBooks[2],
        );
      }
      if (ply === 3) {
        // The hub shows whose turn it is: A's again.
        await expect(hubRow.getByTestId("hub-active-game-badge")).toHaveText(/^Your turn/, {
          timeout: 2_000,
        });
      }
    }
    for (const page of [a.page, bPage]) {
      await expect(page.getByTestId("chess-result")).toBeVisible();
      await expect(page.getByTestId("chess-result").getByRole("heading")).toHaveText(
        /^(You win!|You lose|Draw)$/,
      );
    }
    await screenshots(bPage, "chain-chess-pvp-result");
    // A finished match leaves the hub's list.
    await expect(hub.getByTestId("hub-active-games")).toHaveCount(0, { timeout: 5_000 });

    // A third member opening the link sees "This match is full" with Start your own (acceptance 5).
    const third = await member(browser, "premium", "Third Wheel");
    await third.page.goto(invite);
    await expect(third.page.getByRole("heading", { name: "This match is full" })).toBeVisible();
    await expect(third.page.getByRole("link", { name: "Start your own" })).toHaveAttribute(
      "href",
      "/games/chain-chess/new/pvp",
    );
  });

  test("the admin fast clock: a timed-out turn passes, the same player's second timeout forfeits (§4.14 acceptance 4)", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const a = await member(browser, "premium", "Slow Admin");
    await grantRole(a.page.request, a.email, "admin");
    const b = await member(browser, "premium", "Patient Friend");

    await a.page.goto("/games/chain-chess/new/pvp");
    await chooseSetup(a.page);
    await a.page.getByTestId("chess-fast-clock").click();
    await a.page.getByTestId("chess-start").click();
    await expect(a.page.getByTestId("chess-waiting")).toBeVisible();
    await b.page.goto(a.page.url());
    await b.page.getByTestId("chess-join-match").click();

    // Live 5:00 ÷ 60 = 5 s per move.
    const clock = a.page.getByTestId("chess-clock");
    await expect(clock).toBeVisible();
    expect(Number((await clock.textContent())?.split(":")[1])).toBeLessThanOrEqual(5);

    // A lets the first move time out: it scores 0 and the turn passes to B.
    const first = moves(b.page).first();
    await expect(first.getByTestId("chess-move-timeout")).toHaveText("Timed out", { timeout: 20_000 });
    await expect(first.getByTestId("chess-move-score")).toHaveText("0/10");
    await expect(b.page.getByTestId("chess-turn")).toHaveAttribute("data-my-turn", "true");
    // B plays at once, with a verse and a challenge; then A times out a second time in a row: a forfeit.
    await playMove(b.page, "Rom");
    const result = a.page.getByTestId("chess-result");
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(result.getByRole("heading")).toHaveText("You lose");
    await expect(result.getByTestId("chess-result-detail")).toHaveText(
      "You ran out of time twice in a row: the match was forfeited.",
    );
    await expect(moves(a.page).filter({ hasText: "Timed out" })).toHaveCount(1);
    await expect(b.page.getByTestId("chess-result").getByRole("heading")).toHaveText("You win!");
  });

  test("old and mistyped addresses land on setup or on Match not found", async ({ browser }) => {
    const { page } = await member(browser, "premium", "Address Tester");
    await page.goto("/games/chain-chess");
    await expect(page).toHaveURL(/\/games\/chain-chess\/new$/);
    await expect(page.getByTestId("game-setup")).toBeVisible();
    await page.goto("/games/chain_chess/pvp");
    await expect(page).toHaveURL(/\/games\/chain-chess\/new\/pvp$/);
    await expect(page.getByRole("link", { name: "Play a Friend" })).toHaveAttribute("aria-current", "page");
    await page.goto("/games/chain-chess/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Match not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "New match" })).toHaveAttribute(
      "href",
      "/games/chain-chess/new",
    );
    await page.goto("/games/chain-chess/00000000-0000-4000-8000-000000000000/bot");
    await expect(page).toHaveURL(/\/games\/chain-chess\/00000000-0000-4000-8000-000000000000$/);
  });
});
