// Spiritual Training in Chromium (screens.md §7.6): today's victory thought, a battle scenario answered with the
// strongest response (from the server's content, as a member who knew it would choose), the explanation and the
// marked option, progress that survives a reload (ST-2), the teaching tabs, and a free member's upgrade prompt.
import { expect, type Page, test } from "@playwright/test";
import { battleScenarios } from "@server/modules/training/content/scenarios";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";
import { seedPaidPlan } from "./support/test-routes";

async function member(page: Page, plan: "free" | "essential"): Promise<void> {
  const email = uniqueEmail("training");
  await signUpThroughApi(page, { email });
  if (plan !== "free") await seedPaidPlan(page.request, email, plan);
}

test("answer a battle scenario; progress survives a reload", async ({ page }) => {
  await member(page, "essential");
  await page.goto("/spiritual-training");
  await expect(page.getByText("Today's victory thought")).toBeVisible();
  await expect(page.getByText("0 of 16 mastered")).toBeVisible();
  const first = battleScenarios[0]!;
  await expect(page.getByRole("heading", { name: first.title })).toBeVisible();
  await screenshots(page, "training-scenario");
  const strongest = first.options[first.correct];
  await page
    .getByRole("button", {
      name: new RegExp(strongest.text.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    })
    .click();
  await expect(page.getByText("The strongest response!")).toBeVisible();
  await expect(page.getByText(strongest.explanation)).toBeVisible();
  await expect(page.getByText("1 of 16 mastered")).toBeVisible();
  await screenshots(page, "training-answered");
  await page.reload();
  await expect(page.getByText("1 of 16 mastered")).toBeVisible();
  await page.getByRole("button", { name: /Scenario 1: .*\(mastered\)/ }).waitFor();

  for (const tab of ["Besetting sins", "Styles", "Weapons"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel")).toBeVisible();
  }
  await expect(page.getByText("Belt of truth", { exact: false }).first()).toBeVisible();
});

test("a free member sees the thought and the upgrade prompt for the scenarios", async ({ page }) => {
  await member(page, "free");
  await page.goto("/spiritual-training");
  await expect(page.getByText("Today's victory thought")).toBeVisible();
  await expect(page.getByRole("link", { name: "See plans" })).toBeVisible();
});
