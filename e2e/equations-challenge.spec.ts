// The Equations Challenge in Chromium (screens.md §6.3): an Essential member decodes an Easy equation — naming every
// symbol's meaning and the verse's idea, as a student who knew the palace would — and gets Pass, 5 points and our
// explanation, which the puzzle's own response never carried (EQ-1, EQ-2); "idk" is refused before it is sent.
import { expect, test } from "@playwright/test";
import { findEquationSymbol } from "@common/content/equation-symbols";
import { findPuzzle } from "@server/modules/equations/bank";
import { signUpThroughApi, uniqueEmail } from "./support/accounts";
import { screenshots } from "./support/screenshots";
import { seedPaidPlan } from "./support/test-routes";

test("decode an Easy equation to a Pass; the explanation comes only with the verdict", async ({ page }) => {
  const email = uniqueEmail("equations");
  await signUpThroughApi(page, { email });
  await seedPaidPlan(page.request, email, "essential");
  const dealt = page.waitForResponse((response) => response.url().includes("/api/equations/next"));
  await page.goto("/equations-challenge");
  const deal = (await (await dealt).json()) as { puzzle: { id: string } };
  const puzzle = findPuzzle(deal.puzzle.id)!;
  expect(JSON.stringify(deal)).not.toContain(puzzle.explanation);
  await expect(page.getByRole("heading", { level: 1, name: "Equations Challenge" })).toBeVisible();

  const box = page.getByLabel("Your interpretation");
  await box.fill("idk");
  await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
  const names = puzzle.symbols.map((code) => findEquationSymbol(code)!.name);
  await box.fill(`${names.join("; ")} — read together, this verse is about ${puzzle.idea[0]}.`);
  await screenshots(page, "equations-puzzle");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Every symbol decoded and tied to the verse. Well read!")).toBeVisible();
  await expect(page.getByText(puzzle.explanation)).toBeVisible();
  await expect(page.getByText(/This session: 5 points · 1 solved/)).toBeVisible();
  await screenshots(page, "equations-result");
});
