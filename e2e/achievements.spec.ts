// Achievements in Chromium (screens.md §3.10): a new member sees 0 / 56 and 0% with every card locked at 0 (ACH-1);
// a first training drill, sent through the API while the page is open, brings the toast "Achievement unlocked: ⚡
// Drill Recruit (+10 points)" and the card unlocks without a reload; reloading changes nothing (ACH-4).
import { expect, test, type Page } from "@playwright/test";
import { drills } from "@server/modules/drills/content/index";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";

/** Opens /achievements and waits until the page follows the member's own topic live (the server confirmed it). */
async function openAchievements(page: Page, userId: string) {
  const socket = page.waitForEvent("websocket", (ws) => ws.url().includes("/api/realtime"));
  await page.goto("/achievements");
  await (
    await socket
  ).waitForEvent("framereceived", {
    predicate: (frame) =>
      typeof frame.payload === "string" &&
      frame.payload.includes('"subscribed"') &&
      frame.payload.includes(`"user:${userId}"`),
  });
}

test("a new member starts at 0 / 56; a first drill brings the toast and unlocks Drill Recruit", async ({
  page,
}) => {
  const { userId } = await signUpThroughApi(page, { email: uniqueEmail("achievements") });
  await openAchievements(page, userId);
  await expect(page.getByRole("heading", { level: 1, name: "Achievements" })).toBeVisible();
  const hero = page.getByLabel("Your achievements");
  await expect(hero).toContainText("0 / 56");
  await expect(hero).toContainText("0%");
  await expect(page.locator("[data-unlocked='true']")).toHaveCount(0);
  const recruit = page.getByTestId("achievement-drill-1");
  await expect(recruit.getByRole("progressbar", { name: "Drill Recruit progress" })).toHaveAttribute(
    "aria-valuenow",
    "0",
  );
  await expect(recruit).toContainText("0 / 1");
  await screenshots(page, "achievements-new-member");

  const drill = drills.find((each) => each.id === "sr-01")!;
  const done = await page.request.post(`/api/drills/${drill.id}/attempts`, {
    data: { response: drill.exampleAnswer },
  });
  expect(done.status(), await done.text()).toBe(200);

  await expect(page.getByText("Achievement unlocked: ⚡ Drill Recruit (+10 points)")).toBeVisible();
  await expect(recruit).toHaveAttribute("data-unlocked", "true");
  await expect(recruit).toContainText(/Unlocked /);
  await expect(hero).toContainText("1 / 56");
  await screenshots(page, "achievements-unlocked");

  await page.reload();
  await expect(page.getByTestId("achievement-drill-1")).toHaveAttribute("data-unlocked", "true");
  await expect(hero).toContainText("1 / 56");
  await expect(hero).toContainText("Points from badges10");
  // One badge, one toast: nothing is announced again after the reload.
  await expect(page.getByText("Achievement unlocked: ⚡ Drill Recruit (+10 points)")).toHaveCount(0);
});
