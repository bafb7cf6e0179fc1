// Treasure hunts through their pages in Chromium (games.md §4.20): today's edition on the list, Join hunt and the
// 24-hour countdown, a wrong answer (the toast, the text kept), a hint that lowers the clue's worth, every clue
// answered to "Treasure found!", the share link opened by another member (Join hunt), and a free member's upgrade
// prompt on Join. The answers come from the hunt bank, found by the edition's title.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";
import { grantRole, seedPaidPlan } from "./support/test-routes";
import { hunts } from "@server/modules/games/content/hunts";

const wrongToast = "Not quite. Try again or take a hint";

/** A signed-in member, on Essential (today's edition) or the free plan. */
async function member(page: Page, plan: "free" | "essential"): Promise<string> {
  const email = uniqueEmail("hunt");
  await signUpThroughApi(page, { email, displayName: plan === "free" ? "Free Hunter" : "Hunt Player" });
  if (plan === "essential") await seedPaidPlan(page.request, email, "essential");
  return email;
}

/** Today's card on the list page, with its edition id and the bank's hunt (the answer key) by title. */
async function todaysHunt(page: Page) {
  await page.goto("/treasure-hunt");
  const card = page.getByTestId("hunts-today").getByTestId("hunt-card");
  await expect(card).toBeVisible();
  const title = (await card.getByRole("heading").textContent())?.trim() ?? "";
  const id = (await card.getAttribute("data-hunt-id")) ?? "";
  const hunt = hunts.find((entry) => entry.title === title);
  expect(hunt, `the bank has a hunt titled "${title}"`).toBeTruthy();
  return { card, id, hunt: hunt! };
}

const worth = (page: Page) => page.getByTestId("hunt-worth");

async function newMember(browser: Browser, plan: "free" | "essential") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await member(page, plan);
  return { context, page };
}

test("a member joins today's hunt, misses, takes a hint and follows every clue to the treasure", async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await member(page, "essential");
  const { card, id, hunt } = await todaysHunt(page);
  await expect(card).toContainText(`${hunt.clues.length} clues · 24 h`);
  await expect(card.getByTestId("hunt-difficulty")).toContainText(
    { beginner: "Beginner", pro: "Pro", scholar: "Scholar" }[hunt.difficulty],
  );
  await expect(page.getByRole("list", { name: "Related palace rooms" })).toBeVisible();
  await screenshots(page, "treasure-hunt-list");

  // Share without a share sheet: the link alone, with the member's referral code.
  await card.getByRole("button", { name: /^Share/ }).click();
  await expect(page.getByText("Link copied!")).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(new RegExp(`/treasure-hunt/${id}(\\?ref=[^&]+)?$`));

  // Join → the play page with about 24 hours on the clock (§4.20 acceptance 1).
  await card.getByTestId("hunt-join").click();
  await expect(page).toHaveURL(new RegExp(`/treasure-hunt/${id}$`));
  await expect(page.getByTestId("hunt-countdown")).toHaveText(/^(24:00:00|23:59:\d\d)$/);
  const progress = page.getByTestId("hunt-progress");
  await expect(progress).toContainText(`Clue 1 of ${hunt.clues.length}`);

  const first = hunt.clues[0]!;
  const answer = page.getByTestId("hunt-answer");
  await expect(page.getByTestId("hunt-clue-text")).toHaveText(first.text);
  await expect(worth(page)).toContainText("This clue is worth 100");

  // A wrong answer: the toast, the text kept, 5 points off (§4.20 acceptance 2).
  const wrong = first.type === "verse" ? "Gen 1:1" : "a";
  await answer.fill(wrong);
  await answer.press("Enter");
  await expect(page.getByText(wrongToast)).toBeVisible();
  await expect(answer).toHaveValue(wrong);
  await expect(worth(page)).toContainText("This clue is worth 95");

  // Hint 1 shows and lowers the worth by 25 (§4.20 acceptance 4).
  await page.getByRole("button", { name: "Hint 1 (−25)" }).click();
  await expect(page.getByTestId("hunt-hint-1")).toContainText(first.hint1);
  await expect(worth(page)).toContainText("This clue is worth 70");
  await expect(page.getByRole("button", { name: "Hint 1 (−25)" })).toHaveCount(0);
  await screenshots(page, "treasure-hunt-clue");

  // Every clue answered right, each with its explanation and the next clue.
  for (const [index, clue] of hunt.clues.entries()) {
    await expect(page.getByTestId("hunt-clue")).toHaveAttribute("data-clue-no", String(clue.n));
    await answer.fill(clue.accepted[0]!);
    await answer.press("Enter");
    if (index < hunt.clues.length - 1) {
      await expect(page.getByText(`Correct! On to clue ${clue.n + 1}.`)).toBeVisible();
      await expect(progress).toContainText(`Clue ${clue.n + 1} of ${hunt.clues.length}`);
      await expect(answer).toHaveValue("");
    }
  }
  const result = page.getByTestId("hunt-result");
  await expect(result.getByRole("heading", { name: "Treasure found!" })).toBeVisible();
  await expect(result.getByTestId("hunt-final-verse")).toContainText(hunt.finalRef);
  await expect(result.getByRole("link", { name: hunt.finalRef })).toHaveAttribute("href", /^\/bible\//);
  await expect(result.getByTestId("hunt-conclusion")).toHaveText(hunt.conclusion);
  // Finished within the hour: the +50 bonus.
  await expect(result).toContainText("incl. +50 bonus");
  await expect(page.getByTestId("hunt-solved-clue")).toHaveCount(hunt.clues.length);
  await expect(page.getByTestId("hunt-my-rank")).toContainText("You: #");
  await expect(result.getByRole("link", { name: "More hunts" })).toHaveAttribute("href", "/treasure-hunt");
  await expect(result.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  await screenshots(page, "treasure-hunt-result");

  // The list now offers View result.
  await page.goto("/treasure-hunt");
  await expect(
    page.getByTestId("hunts-today").getByRole("link", { name: `View result: ${hunt.title}` }),
  ).toBeVisible();

  // Another member opening the shared link sees the intro and Join hunt (§4.20 acceptance 7).
  const friend = await newMember(browser, "essential");
  await friend.page.goto(shared);
  await expect(friend.page.getByTestId("hunt-intro")).toHaveText(hunt.intro);
  await expect(friend.page.getByTestId("hunt-join")).toBeVisible();
  // The fast clock is a test hook for admins only.
  await expect(friend.page.getByLabel(/Fast clock/)).toHaveCount(0);
  await screenshots(friend.page, "treasure-hunt-join");
  await friend.context.close();
});

test("a free member browses the hunts; Join hunt shows the upgrade prompt", async ({ page }) => {
  await member(page, "free");
  const { card, id } = await todaysHunt(page);
  await card.getByTestId("hunt-join").click();
  await expect(card.getByTestId("upgrade-prompt")).toBeVisible();
  await expect(card.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  await screenshots(page, "treasure-hunt-upgrade");
  await expect(page).toHaveURL(/\/treasure-hunt$/);

  // The list says so up front, too.
  await expect(page.getByTestId("upgrade-prompt").first()).toContainText("Treasure hunts");

  // The same on the hunt's own page (a shared link).
  await page.goto(`/treasure-hunt/${id}`);
  await expect(page.getByTestId("hunt-join-panel").getByTestId("upgrade-prompt")).toBeVisible();
  await expect(page.getByTestId("hunt-join")).toHaveCount(0);
});

test("the difficulty filter lives in the URL", async ({ page }) => {
  await member(page, "essential");
  const { hunt } = await todaysHunt(page);
  const other = (["beginner", "pro", "scholar"] as const).find((level) => level !== hunt.difficulty)!;
  const label = { beginner: "Beginner", pro: "Pro", scholar: "Scholar" }[other];
  await page.getByRole("tab", { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`difficulty=${other}`));
  await expect(page.getByTestId("hunts-today")).toContainText(`Today's hunt is not a ${label} hunt.`);
  await expect(page.getByTestId("hunt-card").first()).toBeVisible();
  for (const difficulty of await page.getByTestId("hunt-difficulty").allTextContents())
    expect(difficulty).toContain(label);
  await page.goto("/treasure-hunt?difficulty=scholar&x=1");
  await expect(page.getByRole("tab", { name: "Scholar" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "All" }).click();
  await expect(page).not.toHaveURL(/difficulty=/);
});

test("an Essential member plays today's edition; an archive edition's Join asks for Premium", async ({
  page,
}) => {
  await member(page, "essential");
  await todaysHunt(page);
  await expect(page.getByTestId("hunts-archive")).toContainText("The archive is included in Premium.");
  const archived = page.getByTestId("hunts-archive").getByTestId("hunt-card").first();
  await archived.getByTestId("hunt-join").click();
  await expect(archived.getByTestId("upgrade-prompt")).toContainText(
    "Archive hunts are included in Premium.",
  );
  await expect(page).toHaveURL(/\/treasure-hunt$/);
});

test("an admin on a server with test hooks may join with the fast clock: 24 minutes", async ({ page }) => {
  const email = await member(page, "essential");
  await grantRole(page.request, email, "admin");
  const { id } = await todaysHunt(page);
  await page.goto(`/treasure-hunt/${id}`);
  const fastClock = page.getByLabel(/Fast clock \(test\)/);
  await fastClock.check();
  await page.getByTestId("hunt-join").click();
  await expect(page.getByTestId("hunt-countdown")).toHaveText(/^00:2[34]:\d\d$/);
});
