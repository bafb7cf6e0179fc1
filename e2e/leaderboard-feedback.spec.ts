// Feedback and the leaderboard in Chromium (screens.md §3.9, §3.11). FB-1: a 2-character title shows the spec's
// message and nothing is sent; a valid item is sent, the form resets and the item tops My feedback as "Received".
// The leaderboard shows the member's own row with "You" once they have earned points, and "—" after they turn off
// "Show me on leaderboards" in the Preferences tab (LB-3).
import { expect, type Page, test } from "@playwright/test";
import { findEquationSymbol } from "@common/content/equation-symbols";
import { findPuzzle } from "@server/modules/equations/bank";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";
import { seedPaidPlan } from "./support/test-routes";

/** State-changing API calls must carry our Origin (the same-origin guard), as the browser's would. */
function originHeader(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("this spec needs the project's baseURL");
  return { origin: new URL(baseURL).origin };
}

/** Earns 5 points the way a member does: an Easy equation answered well enough to pass (screens §6.3). */
async function earnPoints(page: Page) {
  const dealt = await page.request.get("/api/equations/next?difficulty=easy");
  expect(dealt.status(), await dealt.text()).toBe(200);
  const deal = (await dealt.json()) as { puzzle: { id: string } };
  const puzzle = findPuzzle(deal.puzzle.id)!;
  const names = puzzle.symbols.map((code) => findEquationSymbol(code)!.name);
  const answered = await page.request.post(`/api/equations/${puzzle.id}/answer`, {
    headers: originHeader(),
    data: { answer: `${names.join("; ")} — read together, this verse is about ${puzzle.idea[0]}.` },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  expect(((await answered.json()) as { points: number }).points).toBe(5);
}

test("FB-1 and FB-2 (member side): a short title is refused in the form; a valid item appears as Received", async ({
  page,
}) => {
  await signUpThroughApi(page, { email: uniqueEmail("feedback") });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/feedback")
      sent.push(request.url());
  });
  await page.goto("/feedback");
  await expect(page.getByRole("heading", { level: 1, name: "We value your feedback" })).toBeVisible();
  await expect(page.getByText("Nothing sent yet")).toBeVisible();
  await expect(page.getByLabel("Category")).toHaveValue("feature");
  await expect(
    page.getByRole("checkbox", { name: "Include technical details (page, browser, app version)" }),
  ).toBeChecked();

  // FB-1: two characters → the title message, and no request leaves the browser.
  await page.getByLabel("Title", { exact: true }).fill("ab");
  await page
    .getByLabel("Details", { exact: true })
    .fill("The reader skips from verse 15 to verse 17 in John 3.");
  await page.getByRole("button", { name: "Submit feedback" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Title must be at least 3 characters" }),
  ).toBeVisible();
  expect(sent).toHaveLength(0);
  await expect(page.getByText("Nothing sent yet")).toBeVisible();

  // A valid item: sent once, the form resets, and it tops My feedback as Received.
  await page.getByLabel("Category").selectOption("bug");
  await page.getByLabel("Title", { exact: true }).fill("Reader skips a verse");
  await page.getByRole("button", { name: "Submit feedback" }).click();
  await expect(page.getByText("Thanks — your feedback was sent.")).toBeVisible();
  expect(sent).toHaveLength(1);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Details", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Category")).toHaveValue("feature");
  const first = page.getByTestId("my-feedback-item").first();
  await expect(first).toContainText("Reader skips a verse");
  await expect(first).toContainText("Bug report");
  await expect(first.getByTestId("feedback-status")).toHaveText("Received");
  await screenshots(page, "feedback");

  // After a reload the item is still there (it came from the server, not only the form).
  await page.reload();
  await expect(page.getByTestId("my-feedback-item").first().getByTestId("feedback-status")).toHaveText(
    "Received",
  );
});

test("the leaderboard shows the member's row with You after earning points; turning it off shows —", async ({
  page,
}) => {
  const email = uniqueEmail("leaderboard");
  const displayName = `Board ${Date.now().toString(36).slice(-6)}`;
  await signUpThroughApi(page, { email, displayName });
  await seedPaidPlan(page.request, email, "essential");

  await page.goto("/leaderboard");
  await expect(page.getByRole("heading", { level: 1, name: "Leaderboard" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "All time" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Points" })).toBeChecked();
  await expect(page.getByTestId("leaderboard-tile-rank")).toContainText("—");

  await earnPoints(page);
  // This week, kept in the URL: the member's row (in the top 50 or below it) is marked You.
  await page.getByRole("group", { name: "Period" }).getByText("This week (Mon–Sun)").click();
  await expect(page).toHaveURL(/[?&]period=week/);
  const mine = page.getByTestId("leaderboard-my-row");
  await expect(mine).toContainText(displayName);
  await expect(mine).toContainText("You");
  await expect(mine).toContainText("5");
  await expect(page.getByTestId("leaderboard-tile-rank")).toContainText(/#\d+/);
  await expect(page.getByTestId("leaderboard-tile-points")).toContainText("5");
  await screenshots(page, "leaderboard");

  await page.reload();
  await expect(page.getByRole("radio", { name: "This week (Mon–Sun)" })).toBeChecked();
  await expect(page.getByTestId("leaderboard-my-row")).toContainText("You");

  // LB-3: switching "Show me on leaderboards" off leaves the member unranked.
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Preferences" }).click();
  const visible = page.getByRole("switch", { name: "Show me on leaderboards" });
  await expect(visible).toHaveAttribute("aria-checked", "true");
  await visible.click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(visible).toHaveAttribute("aria-checked", "false");

  await page.goto("/leaderboard?period=week");
  await expect(page.getByTestId("leaderboard-tile-rank")).toContainText("—");
  await expect(page.getByTestId("leaderboard-hidden")).toBeVisible();
  await expect(page.getByTestId("leaderboard-my-row")).toHaveCount(0);
  await expect(page.getByRole("table").getByText(displayName)).toHaveCount(0);
});
