import { type Browser, expect, type Page, test } from "@playwright/test";
import { alreadyReportedMessage, reportThanksMessage } from "@common/schemas/moderation";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { grantRole, seedPaidPlan } from "./support/test-routes";
import { screenshots } from "./support/screenshots";

/*
 * Moderation (ai.md §1.7, screens §4 and §4.3): members report a public flashcard deck through the Report dialog; three
 * open reports hide it; staff (admins and moderators) decide in the queue at /admin/moderation. The shared e2e server
 * runs the fake model, whose check approves public decks. The queue is shared by every spec on this server, so each
 * test finds its own items by their unique titles.
 */

type Member = { page: Page; email: string; name: string; close: () => Promise<void> };

/** A member in a browser context of their own, signed up through the API, on a plan (and role) when given. */
async function newMember(
  browser: Browser,
  prefix: string,
  options: { plan?: "essential"; role?: "admin" | "moderator" } = {},
): Promise<Member> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(prefix);
  // Unique, so the queue's reporter names are this test's own: "alpha-m3x9k2-4".
  const name = email.split("@")[0] ?? prefix;
  await signUpThroughApi(page, { email, displayName: name });
  if (options.plan) await seedPaidPlan(page.request, email, options.plan);
  if (options.role) await grantRole(page.request, email, options.role);
  return { page, email, name, close: () => context.close() };
}

/** A public deck with two cards, made through the flashcards API (the deck form has its own spec); the fake check approves it. */
async function publicDeck(owner: Member, title: string): Promise<string> {
  const created = await owner.page.request.post("/api/flashcards/decks", {
    data: { title, description: "The image of Daniel 2, metal by metal.", isPublic: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const deck = (await created.json()) as { id: string; moderation: string | null };
  expect(deck.moderation).toBe("approved");
  for (const card of [
    { front: "What was the head of gold?", back: "Babylon" },
    { front: "What struck the image on its feet?", back: "A stone cut without hands" },
  ]) {
    const added = await owner.page.request.post(`/api/flashcards/decks/${deck.id}/cards`, { data: card });
    expect(added.ok(), await added.text()).toBe(true);
  }
  return deck.id;
}

/** Searches Public decks for the title: the deck's card, or none. */
async function searchPublicDecks(page: Page, title: string) {
  await page.goto("/flashcards?tab=public");
  await page.getByLabel("Search public decks").fill(title);
  await page.getByRole("button", { name: "Search" }).click();
  return page.getByTestId("deck-card").filter({ hasText: title });
}

/** Reports the deck through its preview's Report dialog and waits for the thank-you toast. */
async function reportThroughDialog(
  page: Page,
  deckId: string,
  title: string,
  reason: string,
  details: string,
) {
  await page.goto(`/flashcards?deck=${deckId}`);
  await expect(page.getByTestId("public-deck-preview")).toBeVisible();
  await page.getByRole("button", { name: `Report ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Report this" });
  await dialog.getByRole("radio", { name: reason }).check();
  if (details) await dialog.getByLabel("Details (optional)").fill(details);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(reportThanksMessage)).toBeVisible();
}

/** The queue item with this title, on the given filter tab. */
async function queueItem(page: Page, title: string, filter: "All" | "Pending" | "Reported" = "Reported") {
  await page.goto("/admin/moderation");
  await page.getByRole("tab", { name: new RegExp(`^${filter}`) }).click();
  await expect(page.getByRole("tab", { name: new RegExp(`^${filter}`) })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  return page.getByTestId("queue-item").filter({ has: page.getByRole("heading", { name: title }) });
}

test("three reports hide a public deck; an admin sees them in the queue and Dismiss reports brings it back", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Statue of Daniel two ${Date.now().toString(36)}`;
  const owner = await newMember(browser, "owner", { plan: "essential" });
  const deckId = await publicDeck(owner, title);

  const reader = await newMember(browser, "reader", { plan: "essential" });
  await expect(await searchPublicDecks(reader.page, title)).toHaveCount(1);

  // The owner has no Report action on their own deck.
  await owner.page.goto(`/flashcards?deck=${deckId}`);
  await expect(owner.page.getByTestId("deck-page")).toBeVisible();
  await expect(owner.page.getByRole("button", { name: /^Report/ })).toHaveCount(0);

  const reporters = [
    await newMember(browser, "alpha", { plan: "essential" }),
    await newMember(browser, "bravo", { plan: "essential" }),
    await newMember(browser, "charlie", { plan: "essential" }),
  ];

  // The first reporter finds it under Public decks and opens its preview; the dialog asks for a reason first, and
  // the live counter shows near the limit.
  const first = reporters[0]!;
  const card = await searchPublicDecks(first.page, title);
  await card.getByRole("link", { name: `Preview ${title}` }).click();
  await first.page.getByRole("button", { name: `Report ${title}` }).click();
  const dialog = first.page.getByRole("dialog", { name: "Report this" });
  await expect(dialog.getByRole("radio")).toHaveCount(5);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose a reason.");
  await dialog.getByLabel("Details (optional)").fill("x".repeat(1001));
  await expect(dialog.getByTestId("report-details-counter")).toHaveText("1,001 / 1,000");
  await expect(dialog.getByRole("button", { name: "Send report" })).toBeDisabled();
  await screenshots(first.page, "report-dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await reportThroughDialog(
    first.page,
    deckId,
    title,
    "Spam or advertising",
    "Links to a shop on every card.",
  );
  // A second report from the same member stores nothing new and says so.
  await first.page.getByRole("button", { name: `Report ${title}` }).click();
  await first.page.getByRole("radio", { name: "Something else" }).check();
  await first.page.getByRole("button", { name: "Send report" }).click();
  await expect(first.page.getByText(alreadyReportedMessage)).toBeVisible();

  await reportThroughDialog(reporters[1]!.page, deckId, title, "Misrepresents Scripture", "");
  await reportThroughDialog(
    reporters[2]!.page,
    deckId,
    title,
    "Offensive or inappropriate",
    "The second card mocks a reader.",
  );

  // Three open reports: the fifth member no longer finds it.
  await expect(await searchPublicDecks(reader.page, title)).toHaveCount(0);
  await expect(reader.page.getByText(`No public decks match "${title}".`)).toBeVisible();

  const admin = await newMember(browser, "admin", { role: "admin" });
  await admin.page.goto("/dashboard");
  const item = await queueItem(admin.page, title);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Flashcard deck");
  await expect(item.getByTestId("queue-item-author")).toHaveText(owner.name);
  await expect(item.getByTestId("queue-reason")).toHaveText(["Reported ×3"]);
  await expect(item.getByTestId("queue-visibility")).toHaveText("Hidden");
  await expect(item.getByTestId("queue-item-text")).toContainText("What was the head of gold?");
  await expect(item.getByTestId("queue-report")).toHaveCount(3);
  await expect(item.getByTestId("reporter")).toHaveText(reporters.map((reporter) => reporter.name));
  await expect(item.getByTestId("queue-report").first()).toContainText("Links to a shop on every card.");
  await expect(item.getByTestId("queue-report").nth(1)).toContainText("Misrepresents Scripture");
  await expect(admin.page).toHaveURL(/\/admin\/moderation\?filter=reported$/);
  await screenshots(admin.page, "moderation-queue");

  await item.getByRole("button", { name: "Dismiss reports" }).click();
  await expect(admin.page.getByText(`Dismissed the reports on “${title}”.`)).toBeVisible();
  await expect(item).toHaveCount(0);

  await expect(await searchPublicDecks(reader.page, title)).toHaveCount(1);

  for (const member of [owner, reader, admin, ...reporters]) await member.close();
});

test("a moderator reaches the queue from the Account menu and sees no other admin tab; a member meets the no-access card", async ({
  browser,
}) => {
  const moderator = await newMember(browser, "moderator", { role: "moderator" });
  const page = moderator.page;
  await page.goto("/dashboard");
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin\/moderation$/);
  await expect(page).toHaveTitle(/Moderation/);
  await expect(page.getByRole("heading", { name: "Moderation queue" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
  await expect(tabs).toHaveText(["Moderation"]);
  // The other admin pages stay closed to a moderator, on screen and in the API.
  await page.goto("/admin/access-codes");
  await expect(page.getByTestId("no-access-card")).toBeVisible();
  expect((await page.request.get("/api/admin/moderation")).status()).toBe(200);

  const member = await newMember(browser, "plain");
  await member.page.goto("/admin/moderation");
  await expect(member.page.getByTestId("no-access-card")).toBeVisible();
  await expect(member.page.getByRole("heading", { name: "Moderation queue" })).toHaveCount(0);
  expect((await member.page.request.get("/api/admin/moderation")).status()).toBe(403);
  await member.page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await expect(member.page.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);

  await moderator.close();
  await member.close();
});

test("a refused report keeps what was typed; from the queue an admin hides one reported deck and deletes another after confirming", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const hideTitle = `Four beasts to hide ${stamp}`;
  const deleteTitle = `Little horn to delete ${stamp}`;
  const owner = await newMember(browser, "author", { plan: "essential" });
  const hideId = await publicDeck(owner, hideTitle);
  const deleteId = await publicDeck(owner, deleteTitle);
  const reporter = await newMember(browser, "flagger", { plan: "essential" });
  await reportThroughDialog(reporter.page, hideId, hideTitle, "Spam or advertising", "");
  await reportThroughDialog(reporter.page, deleteId, deleteTitle, "Shares someone's personal details", "");

  // A report the server refuses (the deck was deleted while the dialog was open) shows its message in the dialog and
  // keeps what was typed.
  const goneTitle = `Ram and goat gone ${stamp}`;
  const goneId = await publicDeck(owner, goneTitle);
  await reporter.page.goto(`/flashcards?deck=${goneId}`);
  await reporter.page.getByRole("button", { name: `Report ${goneTitle}` }).click();
  const dialog = reporter.page.getByRole("dialog", { name: "Report this" });
  await dialog.getByRole("radio", { name: "Something else" }).check();
  await dialog.getByLabel("Details (optional)").fill("The goat's horn card names a living person.");
  expect((await owner.page.request.delete(`/api/flashcards/decks/${goneId}`)).status()).toBe(204);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(/not found/);
  await expect(dialog.getByLabel("Details (optional)")).toHaveValue(
    "The goat's horn card names a living person.",
  );
  await expect(dialog.getByRole("radio", { name: "Something else" })).toBeChecked();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const admin = await newMember(browser, "chief", { role: "admin" });
  const page = admin.page;
  await page.goto("/dashboard");

  const toHide = await queueItem(page, hideTitle, "All");
  await expect(toHide.getByTestId("queue-reason")).toHaveText(["Reported ×1"]);
  await expect(toHide.getByTestId("queue-visibility")).toHaveText("Visible");
  await toHide.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByText(`Hid “${hideTitle}” from other members.`)).toBeVisible();
  await expect(toHide).toHaveCount(0);
  const hidden = await owner.page.request.get(`/api/flashcards/decks/${hideId}`);
  expect(((await hidden.json()) as { moderation: string }).moderation).toBe("hidden");
  await expect(await searchPublicDecks(reporter.page, hideTitle)).toHaveCount(0);

  const toDelete = page
    .getByTestId("queue-item")
    .filter({ has: page.getByRole("heading", { name: deleteTitle }) });
  await toDelete.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete “${deleteTitle}”?` });
  await expect(confirm).toContainText("can't be undone");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(toDelete).toHaveCount(1);
  await toDelete.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`Deleted “${deleteTitle}”.`)).toBeVisible();
  await expect(toDelete).toHaveCount(0);
  expect((await owner.page.request.get(`/api/flashcards/decks/${deleteId}`)).status()).toBe(404);

  for (const member of [owner, reporter, admin]) await member.close();
});
