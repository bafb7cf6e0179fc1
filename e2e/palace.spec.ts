import { expect, type Page, test } from "@playwright/test";
import type { AttemptItemDto, StartAttemptDto } from "@common/schemas/palace";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { palaceAttemptKey } from "./support/test-routes";

type Answer = number | string | number[] | string[];
const screenshotDir = process.env.E2E_SCREENSHOTS;

/** Answers one item through the form, the way a member would. */
async function answerItem(page: Page, index: number, item: AttemptItemDto, answer: Answer) {
  const fieldset = page.getByRole("group", { name: new RegExp(`^${index + 1}\\. `) });
  switch (item.type) {
    case "single":
      await fieldset
        .getByRole("radio")
        .nth(answer as number)
        .check();
      return;
    case "multi":
      for (const i of answer as number[]) await fieldset.getByRole("checkbox").nth(i).check();
      return;
    case "order": {
      const wanted = answer as string[];
      const current = [...item.items];
      // Selection sort with the Move up buttons: bring each wanted item to its place.
      for (let target = 0; target < wanted.length; target++) {
        let at = current.indexOf(wanted[target]!);
        while (at > target) {
          await fieldset.getByRole("button", { name: `Move “${wanted[target]}” up` }).click();
          [current[at - 1], current[at]] = [current[at]!, current[at - 1]!];
          at -= 1;
        }
      }
      return;
    }
    case "match": {
      const picks = answer as string[];
      const selects = fieldset.getByRole("combobox");
      for (let i = 0; i < picks.length; i++) await selects.nth(i).selectOption(picks[i]!);
      return;
    }
    default:
      await fieldset.getByRole(item.type === "numeric" ? "spinbutton" : "textbox").fill(String(answer));
  }
}

/** Starts an attempt with `button`, answers every item from the key, submits, and returns the result heading. */
async function passAttempt(page: Page, button: string) {
  const started = page.waitForResponse(
    (r) => /\/api\/palace\/rooms\/[^/]+\/attempts$/.test(r.url()) && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: button }).click();
  const attempt = (await (await started).json()) as StartAttemptDto;
  const key = (await palaceAttemptKey<{ answers: Record<string, Answer> }>(page.request, attempt.attemptId))
    .answers;
  for (const [i, item] of attempt.items.entries()) await answerItem(page, i, item, key[item.id]!);
  await page.getByRole("button", { name: "Submit answers" }).click();
  const result = page.getByTestId("attempt-result");
  await expect(result).toBeVisible();
  return result;
}

test.describe("the memory palace", () => {
  test("walk from /palace to a floor and a room, and move between rooms", async ({ page }) => {
    await signUpThroughApi(page, { email: uniqueEmail("palace-walk") });
    await page.goto("/palace");
    await expect(page.getByRole("heading", { name: "The Eight-Floor Palace" })).toBeVisible();
    await expect(page.getByTestId("rooms-completed")).toHaveText("0");
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/palace-home.png`, fullPage: true });

    await page.getByRole("link", { name: "Floor 2 · Investigation" }).click();
    await expect(page).toHaveURL(/\/palace\/floor\/2$/);
    await expect(page.getByRole("heading", { level: 1, name: "Investigation" })).toBeVisible();
    await page.getByRole("link", { name: /OR · Observation Room/ }).click();
    await expect(page).toHaveURL(/\/palace\/floor\/2\/room\/or$/);
    await expect(page.getByRole("heading", { level: 1, name: /Observation Room/ })).toBeVisible();
    // The Story Room comes first: Practice shows what to complete. (The room assistant has a Practice tab too.)
    await page.getByRole("tablist", { name: "Room sections" }).getByRole("tab", { name: "Practice" }).click();
    await expect(page.getByTestId("prerequisite-gate")).toContainText("Complete Story Room first");

    // Previous room crosses to floor 1; the ] key goes forward again.
    await page
      .getByRole("navigation", { name: "Room navigation" })
      .getByRole("link", { name: /GR · Gems Room/ })
      .click();
    await expect(page).toHaveURL(/\/palace\/floor\/1\/room\/gr$/);
    await page.keyboard.press("]");
    await expect(page).toHaveURL(/\/palace\/floor\/2\/room\/or$/);

    // A room on the wrong floor, and an unknown floor, are not-found states.
    await page.goto("/palace/floor/3/room/sr");
    await expect(page.getByRole("heading", { name: "Room not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open it on its own floor" })).toHaveAttribute(
      "href",
      "/palace/floor/1/room/sr",
    );
    await page.goto("/palace/floor/9");
    await expect(page.getByRole("heading", { name: "Floor not found" })).toBeVisible();
  });

  test("a practice answer is saved, checked on the server and still there after a reload", async ({
    page,
  }) => {
    await signUpThroughApi(page, { email: uniqueEmail("palace-practice") });
    await page.goto("/palace/floor/1/room/sr?tab=practice");
    await page.getByRole("radio", { name: /Your own passage/ }).check();
    const editor = page.getByRole("form", { name: "Apply this room to a passage" });
    await editor.getByLabel("Title").fill("Jonah in six beats");
    // The Story Room's editor: passage, beats (one per line), arc.
    await editor.getByLabel("Passage").fill("Jonah 1-4");
    await expect(editor.getByText("✓ Jonah 1-4")).toBeVisible();
    await editor.getByLabel("Beats").fill("Call\nFlight\nStorm\nFish\nNineveh\nVine");
    await editor.getByLabel(/^Arc/).fill("A runaway prophet is carried into a mercy he resents.");
    await editor.getByRole("button", { name: "Check & save" }).click();
    await expect(editor.getByTestId("judge-result")).toContainText("Pass");

    await page.reload();
    const entry = page.getByTestId("practice-entry").filter({ hasText: "Jonah in six beats" });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText("Call → Flight → Storm → Fish → Nineveh → Vine");
    await expect(entry).toContainText("Pass");
    if (screenshotDir)
      await page.screenshot({ path: `${screenshotDir}/palace-practice.png`, fullPage: true });

    // Deleting asks first, then the entry is gone (the server answers 204).
    await entry.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete this entry?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Entry deleted")).toBeVisible();
    await expect(page.getByTestId("practice-entry")).toHaveCount(0);
  });

  test("passing the learn check, a drill and milestone test 1 raises the room's mastery level", async ({
    page,
  }) => {
    await signUpThroughApi(page, { email: uniqueEmail("palace-master") });
    await page.goto("/palace/floor/1/room/ir");
    await expect(page.getByText("Level 1 · Novice").first()).toBeVisible();
    await page.getByRole("button", { name: "I've read this lesson" }).click();
    await expect(page.getByText("✓ Lesson read")).toBeVisible();

    const learnCheck = await passAttempt(page, "Take the learn check");
    await expect(learnCheck).toContainText("Learn check: passed — 5/5");
    await learnCheck.getByRole("button", { name: "Done" }).click();
    await expect(page.getByText("In your review queue.")).toBeVisible();

    await page.getByRole("tab", { name: "Master" }).click();
    const drill = await passAttempt(page, "Start a drill");
    await expect(drill).toContainText("Drill: passed — 5/5");
    await drill.getByRole("button", { name: "Done" }).click();
    await expect(page.getByText("Ready for milestone test 1")).toBeVisible();

    const milestone = await passAttempt(page, "Take milestone test 1");
    await expect(milestone).toContainText("Milestone test 1: passed");
    await milestone.getByRole("button", { name: "Done" }).click();
    await expect(page.getByText("Level 2 · Apprentice").first()).toBeVisible();
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/palace-master.png`, fullPage: true });

    // The learn check put the room's cards in the review queue; the palace home counts them once due.
    await page.goto("/palace");
    await expect(page.getByTestId("palace-xp")).not.toHaveText("0");
  });

  test("a free member opens a floor-3 room in its locked state with the upgrade prompt", async ({ page }) => {
    const email = uniqueEmail("palace-free");
    await signUpThroughApi(page, { email });
    await page.goto("/palace/floor/3/room/nf");
    await expect(page.getByRole("heading", { level: 1, name: /Nature Freestyle/ })).toBeVisible();
    await expect(page.getByTestId("upgrade-prompt")).toContainText("Palace floors 3–8 is included in");
    await expect(page.getByText("Core question:")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Practice" })).toHaveCount(0);
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/palace-locked.png`, fullPage: true });
  });
});
