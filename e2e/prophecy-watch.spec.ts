import { type Browser, expect, type Page, test } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { grantRole, seedPaidPlan } from "./support/test-routes";
import { screenshots } from "./support/screenshots";

/*
 * Prophecy Watch (ai.md §3.6 acceptance) on the shared e2e server with the fake model, in several browser contexts
 * (one per member). The [O] point (offline "Theme briefing: religious liberty") is covered by the route test in
 * server/modules/prophecy/prophecy.routes.test.ts.
 */

const invented = "https://example.com/invented";
const sourceLink = "https://news.example.org/a";

async function memberPage(
  browser: Browser,
  prefix: string,
  plan: "free" | "premium",
  role?: "admin",
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(prefix);
  await signUpThroughApi(page, { email });
  if (plan === "premium") await seedPaidPlan(page.request, email, "premium");
  if (role) await grantRole(page.request, email, role);
  return page;
}

test("[F] Source is the member's link and the invented link appears nowhere; [F] a matching topic's bell alert opens the signal, another member gets none; [F] a free member sees the feed and upgrade prompts", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const watcher = await memberPage(browser, "prophecy-watcher", "premium");
  const admin = await memberPage(browser, "prophecy-admin", "premium", "admin");
  const bystander = await memberPage(browser, "prophecy-bystander", "premium");

  // A (premium) saves the topic "Sunday law": keyword Sunday, category religious liberty.
  await watcher.goto("/prophecy-watch?tab=alerts");
  await watcher.getByRole("button", { name: "New topic" }).click();
  const dialog = watcher.getByRole("dialog", { name: "New watch topic" });
  await dialog.getByLabel("Name").fill("Sunday law");
  await dialog.getByLabel("Keywords").fill("Sunday");
  await dialog.getByRole("checkbox", { name: "Religious liberty" }).click();
  await dialog.getByRole("button", { name: "Save topic" }).click();
  await expect(dialog).toBeHidden();
  await expect(watcher.getByTestId("watch-topic")).toContainText("Sunday law");
  await screenshots(watcher, "prophecy-alerts");

  // The admin analyses a report with a link.
  await admin.goto("/prophecy-watch?tab=analyses");
  await admin.getByLabel("Headline").fill("Parliament debates a weekly rest day");
  await admin
    .getByLabel("Report text (optional)")
    .fill("Members of parliament debated a bill on a weekly rest day.");
  await admin.getByLabel("Link (optional)").fill(sourceLink);
  await admin.getByRole("button", { name: "Analyse" }).click();
  await expect(admin).toHaveURL(/\?analysis=[0-9a-f-]{36}$/, { timeout: 20_000 });
  const card = admin.getByTestId("signal-card");
  await expect(card.getByTestId("signal-source").getByRole("link")).toContainText(sourceLink);
  await expect(card.getByTestId("signal-source").getByRole("link")).toHaveAttribute("href", sourceLink);
  for (const heading of ["What was reported", "The prophetic setting", "What this is not", "Watch and pray"])
    await expect(card.getByRole("heading", { name: heading })).toBeVisible();
  await expect(card.getByRole("link", { name: "Daniel 7:25" })).toBeVisible();
  expect(await admin.content()).not.toContain(invented);
  await screenshots(admin, "prophecy-analysis");

  // The admin edits the title and publishes.
  await admin.getByLabel("Title", { exact: true }).fill("Sunday rest bill introduced");
  await admin.getByRole("button", { name: "Save changes" }).click();
  await expect(card.getByTestId("signal-title")).toHaveText("Sunday rest bill introduced");
  await admin.getByRole("button", { name: "Publish to the feed" }).click();
  await expect(admin.getByText("This signal is in the feed.")).toBeVisible();
  const signalId = new URL(admin.url()).searchParams.get("analysis");
  expect(await admin.content()).not.toContain(invented);

  // A's bell shows 1 without a reload (the realtime notice; the polling fallback is a minute); the notification opens
  // the signal.
  await expect(watcher.getByTestId("notification-count")).toHaveText("1", { timeout: 15_000 });
  // The Alerts tab A has open lists the match too, without a reload.
  await expect(watcher.getByRole("button", { name: "Sunday rest bill introduced" })).toBeVisible();
  await watcher.getByTestId("notification-bell").click();
  const item = watcher.getByTestId("notification-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('New signal for "Sunday law"');
  await expect(item).toContainText("Sunday rest bill introduced");
  await screenshots(watcher, "prophecy-bell");
  await item.click();
  await expect(watcher).toHaveURL(new RegExp(`/prophecy-watch\\?signal=${signalId}$`));
  await expect(watcher.getByTestId("signal-title")).toHaveText("Sunday rest bill introduced");
  await expect(watcher.getByTestId("notification-count")).toHaveCount(0);
  await expect(watcher.getByRole("button", { name: /^Report/ })).toBeVisible();
  await screenshots(watcher, "prophecy-signal");
  // The topic lists its match.
  await watcher.goto("/prophecy-watch?tab=alerts");
  await expect(
    watcher.getByTestId("watch-topic").getByRole("button", { name: "Sunday rest bill introduced" }),
  ).toBeVisible();

  // A second member without the topic gets nothing.
  await bystander.goto("/prophecy-watch");
  await expect(bystander.getByTestId("notification-bell")).toBeVisible();
  await bystander.getByTestId("notification-bell").click();
  await expect(bystander.getByText("No notifications yet.")).toBeVisible();
  await expect(bystander.getByTestId("notification-count")).toHaveCount(0);

  // A free member reads the feed; Analyse and Alerts show the upgrade prompt.
  const free = await memberPage(browser, "prophecy-free", "free");
  await free.goto("/prophecy-watch");
  await expect(free.getByTestId("prophecy-feed")).toContainText("Sunday rest bill introduced");
  await screenshots(free, "prophecy-feed");
  await free.getByRole("tab", { name: "My analyses" }).click();
  await expect(free.getByTestId("locked-analyse").getByTestId("upgrade-prompt")).toBeVisible();
  await screenshots(free, "prophecy-locked");
  await free.getByRole("tab", { name: "Alerts" }).click();
  await expect(free.getByTestId("locked-alerts").getByTestId("upgrade-prompt")).toBeVisible();
  expect(
    (await free.request.post("/api/prophecy/topics", { data: { name: "x", keywords: ["y"] } })).status(),
  ).toBe(402);
});
