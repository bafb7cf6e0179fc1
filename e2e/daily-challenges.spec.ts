// Daily challenges and the growth journal in Chromium (screens.md §6.1, §6.2): today's challenge — whichever of the
// five forms the rotation puts up today — filled in and submitted, "✓ Completed today" in place of the form, and the
// submission at the top of /growth-journal (DC-4) with a follow-up note that survives a reload (GJ-2).
import { expect, type Page, test } from "@playwright/test";
import type { TodayChallengeDto } from "@common/schemas/challenges";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";
import { seedPaidPlan } from "./support/test-routes";

const sentence = "Christ is the Lamb who was slain, and this verse shows His mercy to me today.";

/** Fills today's form as a member would, whatever its subtype. */
async function fillToday(page: Page, today: TodayChallengeDto) {
  const form = today.challenge!.form;
  switch (form.subtype) {
    case "dimension-drill":
      await page.getByRole("radio").first().check();
      await page.getByLabel("Your answer (1–3 sentences)").fill(sentence);
      return;
    case "connect-6": {
      const verse = form.targetGenre.id === "parable" ? "Luke 15:4" : `${form.exampleBooks[0]} 1:1`;
      await page.getByLabel("Connected verse").fill(verse);
      await page.getByLabel("Explanation").fill(sentence);
      return;
    }
    case "sanctuary-map":
      await page.getByRole("radio").first().check();
      await page.getByLabel("Explanation").fill(sentence);
      return;
    case "christ-chapter":
      await page.getByLabel("Where is Jesus in this chapter?").fill(sentence);
      return;
    case "fruit-check":
      await page
        .getByLabel("Today I will… (one concrete action)")
        .fill("Call my brother and forgive him today.");
      await page.getByLabel("God still needs to work on… (one area)").fill("patience");
      return;
  }
}

test("do today's challenge and find it at the top of the growth journal", async ({ page }) => {
  const email = uniqueEmail("challenge");
  await signUpThroughApi(page, { email });
  await seedPaidPlan(page.request, email, "essential");
  await page.goto("/daily-challenges");
  await expect(page.getByRole("heading", { level: 1, name: "Daily Challenges" })).toBeVisible();
  const today = (await (await page.request.get("/api/challenges/today")).json()) as TodayChallengeDto;
  await expect(page.getByText(today.challenge!.title)).toBeVisible();
  const submit = page.getByRole("button", { name: "Submit" });
  await expect(submit).toBeDisabled();
  await fillToday(page, today);
  await screenshots(page, "challenge-form");
  await submit.click();
  await expect(page.getByText("✓ Completed today")).toBeVisible();
  await expect(page.getByText("Come back tomorrow for the next challenge")).toBeVisible();
  await screenshots(page, "challenge-done");

  await page.getByRole("main").getByRole("link", { name: "Growth Journal" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Growth Journal" })).toBeVisible();
  const first = page.getByRole("region", { name: "Entries" }).getByRole("article").first();
  await expect(first).toContainText(today.challenge!.title);
  await first.getByRole("button", { name: "Add a follow-up note" }).click();
  await first.getByLabel("Follow-up note").fill("Later I saw the same mercy in Psalm 103.");
  await first.getByRole("button", { name: "Save note" }).click();
  await expect(first.getByText("Later I saw the same mercy in Psalm 103.")).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Entries" })
      .getByRole("article")
      .first()
      .getByText("Later I saw the same mercy in Psalm 103."),
  ).toBeVisible();
  await screenshots(page, "challenge-journal");

  // The dashboard's Today's challenge widget shows it done.
  await page.goto("/dashboard");
  await expect(page.getByTestId("todays-challenge-status")).toHaveText("Done ✓");
});
