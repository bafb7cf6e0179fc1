// Escape rooms in Chromium (games.md §4.21): the list with this week's six rooms and "Build a room"; a built
// Room-as-Room on easy started at 45:00 and reloaded to the same attempt and time; `asdf` failing with 2 tries left;
// a perfect lock; a hint taking its cost off the points; the room escaped to its summary; the fast clock sealing the
// doors with the points kept; Essential's second start of a day refused with the limit message; a free member's
// upgrade prompt. The right answers come from the server's puzzle bank, found by the lock's prompt, as a player who
// knew the palace would give them.
import { expect, type Page, test } from "@playwright/test";
import { roomOverviews } from "@common/content/palace/overview";
import { escapePuzzles } from "@server/modules/games/content/escape-puzzles";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";
import { grantRole, seedPaidPlan } from "./support/test-routes";

const dailyLimitMessage =
  "Essential includes one escape room per day. Upgrade to Premium for unlimited rooms.";

async function member(page: Page, plan: "free" | "essential" | "premium"): Promise<string> {
  const email = uniqueEmail("escape");
  await signUpThroughApi(page, { email });
  if (plan !== "free") await seedPaidPlan(page.request, email, plan);
  return email;
}

const lockCard = (page: Page) => page.getByTestId("escape-lock");
const countdown = (page: Page) => page.getByTestId("escape-countdown");
const result = (page: Page) => page.getByTestId("escape-result");

/** The countdown's m:ss in seconds. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await countdown(page).textContent())?.trim() ?? "";
  const match = /^(\d+):(\d\d)$/.exec(text);
  expect(match, `countdown "${text}"`).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]);
}

/** The open lock's puzzle, from the bank, by the prompt on screen. */
async function openPuzzle(page: Page) {
  const prompt = (await page.getByTestId("escape-prompt").textContent())?.trim();
  const puzzle = escapePuzzles.find((candidate) => candidate.prompt === prompt);
  expect(puzzle, `a bank puzzle with the prompt "${prompt}"`).toBeTruthy();
  return puzzle!;
}

/** A justification of 15 words that names the lock's room (R3, R4). */
function justificationFor(roomTag: string): string {
  const name = roomOverviews.find((room) => room.tag === roomTag)?.name ?? roomTag;
  return `The ${name} shows how this verse answers the lock and points to Christ for us today.`;
}

/** Fills the answer form and submits it, waiting for the server's grade. */
async function answer(page: Page, refs: string[], justification: string, principle: string) {
  const card = lockCard(page);
  for (const [index, ref] of refs.entries()) {
    if (index > 0) await card.getByTestId("escape-add-ref").click();
    await card.getByTestId(`escape-ref-${index + 1}`).fill(ref);
  }
  await card.getByTestId("escape-justification").fill(justification);
  await card.getByTestId("escape-principles").getByRole("radio", { name: principle, exact: true }).check();
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      /\/api\/escape\/attempts\/[^/]+\/answer$/.test(response.url()),
  );
  await card.getByTestId("escape-submit").click();
  expect((await answered).status()).toBe(200);
}

/** Opens the lock on screen perfectly: an expected reference, the right principle, the room named. */
async function openPerfectly(page: Page) {
  const puzzle = await openPuzzle(page);
  await answer(page, [puzzle.expectedRefs[0]!], justificationFor(puzzle.roomTag), puzzle.principle);
  await expect(result(page)).toHaveAttribute("data-result", "perfect");
  return puzzle;
}

/** Builds a room through the form and lands on its page (Start not yet pressed). */
async function buildRoom(page: Page, roomTag: string, difficulty = "Easy") {
  await page.goto("/escape-room");
  const form = page.getByTestId("escape-build-form");
  await form.getByRole("radio", { name: /Room-as-Room/ }).check();
  await form.getByLabel("Palace room", { exact: true }).selectOption(roomTag);
  await form
    .getByRole("group", { name: "Difficulty" })
    .getByRole("radio", { name: new RegExp(`^${difficulty}`) })
    .check();
  await form.getByTestId("escape-build-submit").click();
  await expect(page).toHaveURL(/\/escape-room\/play\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("escape-start-panel")).toBeVisible();
}

test.describe("escape rooms", () => {
  test("a built Room-as-Room: 45:00, a reload keeps the attempt, asdf fails, a perfect lock, a hint's cost, the escape (§4.21 acceptance 1–4)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await member(page, "premium");
    await page.goto("/escape-room");
    await expect(page.getByRole("heading", { level: 1, name: "Escape Rooms" })).toBeVisible();
    await expect(page.getByTestId("escape-modes")).toContainText("Room-as-Room");
    const weekly = page.getByTestId("escape-weekly").getByTestId("escape-room-card");
    await expect(weekly).toHaveCount(6);
    for (const mode of ["room", "gauntlet", "floor-race"])
      await expect(page.locator(`[data-testid="escape-room-card"][data-mode="${mode}"]`)).toHaveCount(2);
    await expect(weekly.first().getByTestId("escape-card-window")).toContainText(/^Available for /);
    await expect(weekly.first().getByTestId("escape-card-limit")).toContainText(/\d+:00/);
    await expect(page.getByTestId("escape-starts-left")).toHaveCount(0); // Premium: no daily limit
    await expect(page.getByTestId("escape-draft")).toHaveCount(0); // not an admin with a model
    await screenshots(page, "escape-list");

    await buildRoom(page, "SR");
    const roomUrl = page.url();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Story Room");
    await page.getByTestId("escape-start").click();
    await expect(lockCard(page)).toBeVisible();
    await expect(lockCard(page).getByRole("heading", { level: 2 })).toHaveText("Lock 1 of 4");
    // Acceptance 1: a 45:00 clock, and a reload shows the same attempt with about the same time left.
    expect(await secondsLeft(page)).toBeGreaterThanOrEqual(45 * 60 - 5);
    const prompt = await page.getByTestId("escape-prompt").textContent();
    await page.reload();
    await expect(lockCard(page)).toBeVisible();
    await expect(page.getByTestId("escape-start-panel")).toHaveCount(0);
    await expect(page.getByTestId("escape-prompt")).toHaveText(prompt ?? "");
    const afterReload = await secondsLeft(page);
    expect(afterReload).toBeGreaterThanOrEqual(45 * 60 - 15);
    expect(afterReload).toBeLessThanOrEqual(45 * 60);
    expect(page.url()).toBe(roomUrl);
    await expect(page.getByTestId("escape-hints-used")).toHaveText("Hints 0/3 used");
    await expect(lockCard(page).getByTestId("escape-lock-points")).toHaveText("Perfect 8 · Partial 4");
    await expect(lockCard(page).getByTestId("escape-word-count")).toHaveText(
      "0 words · 12 words minimum — name the room",
    );
    await screenshots(page, "escape-lock");

    // Acceptance 2: asdf with a justification and a principle fails, 0 points, 2 tries left; the text stays.
    const first = await openPuzzle(page);
    const wrong = lockCard(page).getByTestId("escape-principles").getByRole("radio").first();
    const wrongPrinciple = (await wrong.getAttribute("value")) ?? "";
    await answer(page, ["asdf"], justificationFor(first.roomTag), wrongPrinciple);
    await expect(result(page)).toHaveAttribute("data-result", "failed");
    await expect(result(page)).toContainText("Not this time");
    await expect(page.getByTestId("escape-invalid-refs")).toHaveText("asdf is not a reference");
    await expect(page.getByTestId("escape-tries-left")).toHaveText("0 points · 2 tries left");
    await expect(lockCard(page).getByTestId("escape-lock-tries")).toHaveText("2 tries left");
    await expect(lockCard(page).getByTestId("escape-ref-1")).toHaveValue("asdf");
    await expect(page.getByTestId("escape-score")).toHaveText("0 pts");
    await screenshots(page, "escape-result-failed", "escape-result");

    // Acceptance 3: an expected reference, the right principle and 15 words naming the room → perfect, 8 points.
    await lockCard(page).getByTestId("escape-ref-1").fill("");
    await openPerfectly(page);
    await expect(result(page)).toContainText("Lock 1 opened — perfect, 8 pts");
    await expect(page.getByTestId("escape-score")).toHaveText("8 pts");
    await screenshots(page, "escape-result-perfect", "escape-result");
    await page.getByTestId("escape-next").click();
    await expect(lockCard(page).getByRole("heading", { level: 2 })).toHaveText("Lock 2 of 4");

    // Acceptance 4: a hint takes the mode's cost (3) off the points; its text stays on a reload.
    await expect(page.getByTestId("escape-take-hint")).toHaveText("Hint (−3)");
    await page.getByTestId("escape-take-hint").click();
    await expect(page.getByTestId("escape-hint-1")).toBeVisible();
    await expect(page.getByTestId("escape-score")).toHaveText("5 pts");
    await expect(page.getByTestId("escape-hints-used")).toHaveText("Hints 1/3 used");
    await page.reload();
    await expect(page.getByTestId("escape-hint-1")).toBeVisible();
    await expect(page.getByTestId("escape-score")).toHaveText("5 pts");

    // The rest perfectly, the escape lock last, to the summary.
    for (const lockNo of [2, 3, 4]) {
      await expect(lockCard(page).getByRole("heading", { level: 2 })).toContainText(`Lock ${lockNo} of 4`);
      await openPerfectly(page);
      await page.getByTestId("escape-next").click();
    }
    const summary = page.getByTestId("escape-summary");
    await expect(summary).toHaveAttribute("data-status", "escaped");
    await expect(summary.getByRole("heading", { name: "Escaped" })).toBeVisible();
    await expect(summary.getByTestId("escape-summary-locks").locator("li")).toHaveCount(4);
    await expect(summary.getByTestId("escape-summary-stats")).toContainText("escape bonus");
    await expect(summary.getByTestId("escape-conclusion")).not.toBeEmpty();
    await expect(summary.getByTestId("escape-leaderboard")).toHaveCount(0); // a built room is unranked
    await screenshots(page, "escape-summary");

    // The list now shows the room escaped with its score.
    await summary.getByRole("link", { name: "More rooms" }).click();
    await expect(page.getByTestId("escape-built").getByTestId("escape-card-escaped")).toContainText(
      /^Escaped \d+ pts/,
    );
  });

  test("a weekly Floor Race: a floor badge and cap per lock, escaped onto the room's leaderboard, then Play again", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await member(page, "premium");
    await page.goto("/escape-room");
    const race = page.locator('[data-testid="escape-room-card"][data-mode="floor-race"]').first();
    const title = (await race.getByRole("heading").textContent()) ?? "";
    await race.getByTestId("escape-card-start").click();
    await expect(page).toHaveURL(/\/escape-room\/play\//);
    const total = Number(
      /of (\d+)/.exec((await lockCard(page).getByRole("heading", { level: 2 }).textContent()) ?? "")?.[1],
    );
    expect(total).toBeGreaterThanOrEqual(5);
    for (let lockNo = 1; lockNo <= total; lockNo += 1) {
      const card = lockCard(page);
      await expect(card.getByRole("heading", { level: 2 })).toContainText(`Lock ${lockNo} of ${total}`);
      if (lockNo < total) await expect(card.getByTestId("escape-floor")).toHaveText(`Floor ${lockNo}`);
      else await expect(card.getByRole("heading", { level: 2 })).toContainText("Summit lock");
      await expect(card.getByTestId("escape-cap-countdown")).toHaveText(/^[56]:\d\d$/);
      if (lockNo === 1) await screenshots(page, "escape-lock-floor-race");
      await openPerfectly(page);
      await page.getByTestId("escape-next").click();
    }
    const summary = page.getByTestId("escape-summary");
    await expect(summary).toHaveAttribute("data-status", "escaped");
    await expect(summary.getByTestId("escape-leaderboard")).toBeVisible();
    await expect(summary.getByTestId("escape-my-rank")).toContainText("You: #1");

    await summary.getByTestId("escape-play-again").click();
    await expect(page.getByTestId("escape-start-panel")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByTestId("escape-header")).toContainText("Unranked");
  });

  test("the fast clock seals the doors and keeps the points (§4.21 acceptance 5)", async ({ page }) => {
    test.setTimeout(120_000);
    const email = await member(page, "premium");
    await grantRole(page.request, email, "admin");
    await buildRoom(page, "GR");
    await page.getByTestId("escape-fast-clock").click();
    await page.getByTestId("escape-start").click();
    await expect(lockCard(page)).toBeVisible();
    // 45:00 ÷ 60 = 0:45, red from the start (under 5:00).
    expect(await secondsLeft(page)).toBeLessThanOrEqual(45);
    await expect(countdown(page)).toHaveAttribute("data-urgent", "true");
    await openPerfectly(page);
    await page.getByTestId("escape-next").click();
    const summary = page.getByTestId("escape-summary");
    await expect(summary).toHaveAttribute("data-status", "sealed", { timeout: 70_000 });
    await expect(summary.getByRole("heading", { name: "The doors sealed" })).toBeVisible();
    await expect(summary.getByTestId("escape-summary-stats")).toContainText("8 pts");
    await expect(summary.locator('li[data-status="perfect"]')).toHaveCount(1);
    await screenshots(page, "escape-summary-sealed");
  });

  test("Essential starts one room a UTC day; the second start gets the limit message (§4.21 acceptance 6)", async ({
    page,
  }) => {
    await member(page, "essential");
    await page.goto("/escape-room");
    await expect(page.getByTestId("escape-starts-left")).toHaveText("1 start left today");
    const cards = page.getByTestId("escape-weekly").getByTestId("escape-room-card");
    await cards.nth(0).getByTestId("escape-card-start").click();
    await expect(page).toHaveURL(/\/escape-room\/play\//);
    await expect(lockCard(page)).toBeVisible();

    await page.goto("/escape-room");
    await expect(page.getByTestId("escape-starts-left")).toHaveText(
      "No starts left today — resuming is free",
    );
    await expect(cards.nth(0).getByTestId("escape-card-resume")).toContainText(
      /^Lock 1 of \d+ · \d+:\d\d left$/,
    );
    await cards.nth(1).getByTestId("escape-card-start").click();
    await expect(cards.nth(1).getByRole("alert")).toHaveText(dailyLimitMessage);

    // The same on a room's own page; resuming the first stays free.
    const secondId = await cards.nth(2).getAttribute("data-room-id");
    await page.goto(`/escape-room/play/${secondId}`);
    await page.getByTestId("escape-start").click();
    await expect(page.getByTestId("escape-start-error")).toHaveText(dailyLimitMessage);
    await page.goto("/escape-room");
    await cards
      .nth(0)
      .getByRole("link", { name: /^Resume/ })
      .click();
    await expect(lockCard(page)).toBeVisible();
  });

  test("a free member browses; Start shows the upgrade prompt; an unknown room is not found", async ({
    page,
  }) => {
    await member(page, "free");
    await page.goto("/escape-room");
    await expect(page.getByTestId("escape-weekly").getByTestId("upgrade-prompt")).toContainText(
      "Escape rooms is included in Essential.",
    );
    const card = page.getByTestId("escape-weekly").getByTestId("escape-room-card").first();
    await card.getByTestId("escape-card-start").click();
    await expect(card.getByTestId("upgrade-prompt")).toContainText("is included in Essential");
    // A weekly room's page shows the room with the prompt in place of Start; no 402 is asked for.
    const roomId = await card.getAttribute("data-room-id");
    await page.goto(`/escape-room/play/${roomId}`);
    await expect(page.getByTestId("escape-start-panel").getByTestId("upgrade-prompt")).toBeVisible();
    await expect(page.getByTestId("escape-start")).toHaveCount(0);
    await page.goto("/escape-room/play/00000000-0000-4000-8000-000000000000");
    await expect(page.getByTestId("escape-not-found")).toBeVisible();
    await page.goto("/escape-room/play/not-a-room");
    await expect(page.getByTestId("escape-not-found")).toBeVisible();
  });
});
