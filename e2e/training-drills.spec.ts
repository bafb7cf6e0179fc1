// Training drills in Chromium (screens.md §6.4): a free member opens the Story Room, writes drill 1 (the response a
// student who knew the room would write — the drill's own example, from the server's content), sees 10/10, the
// rubric and only now the example answer; the room's card then shows ✓ and best 10 (TD-1, TD-2); a floor-4 room
// shows the upgrade prompt.
import { expect, test } from "@playwright/test";
import { drills } from "@server/modules/drills/content/index";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";

test("a free member passes a Story Room drill; floor 4 is locked", async ({ page }) => {
  await signUpThroughApi(page, { email: uniqueEmail("drills") });
  const drill = drills.find((each) => each.id === "sr-01")!;
  await page.goto("/training-drills");
  await expect(page.getByRole("heading", { level: 1, name: "Palace Training Drills" })).toBeVisible();
  await page.getByRole("button", { name: "Open Story Room" }).click();
  await expect(page.getByText(drill.title)).toBeVisible();
  await screenshots(page, "drills-room");
  await page.goto("/training-drills?floor=1&room=sr&drill=sr-01");
  await expect(page.getByRole("heading", { name: drill.title })).toBeVisible();
  await expect(page.getByText(drill.exampleAnswer)).toHaveCount(0);
  await page.getByLabel("Your response").fill(drill.exampleAnswer);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: /10\/10/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our example answer" })).toBeVisible();
  await screenshots(page, "drills-result");
  await page.goto("/training-drills?floor=1&room=sr");
  await expect(page.getByText(/best 10|10\/10/i).first()).toBeVisible();

  await page.goto("/training-drills?floor=4&room=cr");
  await expect(page.getByText("Training drills for every room is included in Essential.")).toBeVisible();
});
