import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { aiText } from "@common/constants/ai";
import { researchSections } from "@common/schemas/research";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { withOfflineServer } from "./support/offline-server";
import { seedPaidPlan } from "./support/test-routes";
import { screenshots } from "./support/screenshots";

/*
 * Research Mode (ai.md §3.7 acceptance). [F] points run on the shared e2e server with the fake model; the [O] point on
 * a server of this spec's own with no model configured. Plans, quotas, moderation and sharing are covered by the route
 * test in server/modules/research/research.routes.test.ts.
 */

const headings = researchSections.map((section) => section.heading);

async function runReport(page: Page, topic: string) {
  await page.getByLabel("Topic").fill(topic);
  await page.getByRole("button", { name: "Research", exact: true }).click();
  await expect(page.getByTestId("research-report")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\?note=[0-9a-f-]{36}$/);
}

test("a Free member sees a sample result and the upgrade prompt", async ({ page }) => {
  await signUpThroughApi(page, { email: uniqueEmail("research-free") });
  await page.goto("/research-mode");
  await expect(page.getByTestId("locked-research")).toBeVisible();
  await expect(page.getByTestId("upgrade-prompt")).toBeVisible();
  await expect(page.getByText("A sample result")).toBeVisible();
  await screenshots(page, "research-locked");
});

test('[F] a report on "the sanctuary" shows the seven headings and is in My research; a deep dive and my notes survive a reload; [F] Export downloads a .md with the headings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("research-fake");
  await signUpThroughApi(page, { email });
  await seedPaidPlan(page.request, email, "essential");
  await page.goto("/research-mode");
  await expect(page.getByRole("heading", { level: 1, name: "Research Mode" })).toBeVisible();
  await screenshots(page, "research-form");

  await runReport(page, "the sanctuary");
  const report = page.getByTestId("research-report");
  for (const heading of headings)
    await expect(report.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  await expect(report.getByTestId("research-section")).toHaveCount(7);
  const list = page.getByTestId("research-list");
  await expect(list.getByTestId("research-note-item")).toHaveCount(1);
  await expect(list).toContainText("the sanctuary");

  // A deep dive in the side panel: a child note under the report.
  const panel = page.getByTestId("deep-dive-panel");
  await panel.getByLabel("Focus").fill("The Most Holy Place");
  await panel.getByLabel("Question").fill("What happens there on the Day of Atonement?");
  await panel.getByRole("button", { name: "Add deep dive" }).click();
  const dive = page.getByTestId("deep-dive");
  await expect(dive).toHaveCount(1, { timeout: 30_000 });
  await expect(dive).toContainText("Deep dive: The Most Holy Place");
  for (const heading of ["Answer", "Passages", "Going further"])
    await expect(dive.getByRole("heading", { level: 4, name: heading })).toBeVisible();

  // My notes: autosaved a moment after typing stops.
  await page.getByLabel("My notes").fill("Compare Leviticus 16 with Hebrews 9.");
  await expect(page.getByTestId("my-notes-status")).toHaveText("Saved", { timeout: 10_000 });
  await expect(page.getByTestId("my-notes-counter")).toHaveText("36 / 10,000");
  await screenshots(page, "research-note");

  // Reload, start a new report view, and open the note again from the list.
  await page.goto("/research-mode");
  await expect(page.getByLabel("Topic")).toBeVisible();
  await page
    .getByTestId("research-note-item")
    .getByRole("button", { name: /^the sanctuary/ })
    .click();
  await expect(page.getByTestId("research-report")).toBeVisible();
  await expect(page.getByTestId("deep-dive")).toContainText("Deep dive: The Most Holy Place");
  await expect(page.getByLabel("My notes")).toHaveValue("Compare Leviticus 16 with Hebrews 9.");

  // Export: a Markdown file with the headings, the deep dive and my notes.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Markdown" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("the-sanctuary.md");
  const markdown = readFileSync(await download.path(), "utf8");
  for (const heading of headings) expect(markdown).toContain(`## ${heading}`);
  expect(markdown).toContain("## Deep dive: The Most Holy Place");
  expect(markdown).toContain("## My notes\n\nCompare Leviticus 16 with Hebrews 9.");

  // Pin, rename and delete from the list (the delete asks first).
  await page.getByRole("button", { name: "Pin the sanctuary" }).click();
  await expect(page.getByRole("button", { name: "Unpin the sanctuary" })).toBeVisible();
  await page.getByRole("button", { name: "Rename the sanctuary" }).click();
  const rename = page.getByRole("dialog", { name: "Rename note" });
  await rename.getByLabel("Name").fill("Sanctuary study");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(list).toContainText("Sanctuary study");
  await page.getByRole("button", { name: "Delete Sanctuary study" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Your reports and deep dives are saved here.")).toBeVisible();
  await expect(page.getByLabel("Topic")).toBeVisible();
});

test("a public note is shared by link: another member reads it read-only, with Report", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("research-owner");
  await signUpThroughApi(page, { email });
  await seedPaidPlan(page.request, email, "essential");
  await page.goto("/research-mode");
  await runReport(page, "grace");
  await page.getByRole("switch", { name: /Public/ }).click();
  await expect(page.getByRole("switch", { name: /Public/ })).toHaveAttribute("aria-checked", "true");
  const link = page.getByTestId("public-box").locator("code");
  await expect(link).toContainText("/research-mode?note=");
  const url = new URL((await link.textContent()) ?? "");

  const context = await browser.newContext();
  const reader = await context.newPage();
  const readerEmail = uniqueEmail("research-reader");
  await signUpThroughApi(reader, { email: readerEmail });
  await seedPaidPlan(reader.request, readerEmail, "essential");
  await reader.goto(`${url.pathname}${url.search}`);
  await expect(reader.getByTestId("research-report")).toBeVisible();
  await expect(reader.getByText(/Shared by/)).toBeVisible();
  await expect(reader.getByRole("button", { name: /^Report/ })).toBeVisible();
  await expect(reader.getByLabel("My notes")).toHaveCount(0);
  await expect(reader.getByTestId("deep-dive-panel")).toHaveCount(0);
  await expect(reader.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await screenshots(reader, "research-shared");

  // Private again: the link is a not-found state.
  await page.getByRole("switch", { name: /Public/ }).click();
  await expect(page.getByRole("switch", { name: /Public/ })).toHaveAttribute("aria-checked", "false");
  await reader.reload();
  await expect(reader.getByTestId("note-error")).toContainText("This note was not found");
  await context.close();
});

test('[O] offline: the setting and readings sections read "Not available offline" followed by study questions', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await withOfflineServer(browser, async (page) => {
    const email = uniqueEmail("research-offline");
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Offline Member", email, password: "palace-key-42" },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await seedPaidPlan(page.request, email, "essential");

    await page.goto("/research-mode");
    await expect(page.getByTestId("offline-banner")).toHaveText(aiText.offlineBanner);
    await runReport(page, "the sanctuary");
    await expect(page.getByTestId("research-source")).toHaveText(aiText.offlineBadge);
    for (const name of ["Historical and cultural setting", "How Christians have read it"]) {
      const section = page
        .getByTestId("research-section")
        .filter({ has: page.getByRole("heading", { name }) });
      await expect(section.locator("p").first()).toHaveText(new RegExp(`^${aiText.notAvailableOffline}`));
      await expect(section.getByRole("list", { name: "Study questions" }).getByRole("listitem")).toHaveCount(
        3,
      );
    }
    await screenshots(page, "research-offline");
  });
});
