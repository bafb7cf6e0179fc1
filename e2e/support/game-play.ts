// Playing a game through its page, as the game specs do (games.md §3.2, §4.12–§4.18): a member on a plan, Start
// with a difficulty, answering a choice by its label, and moving on with Next. The answers themselves come from
// the run's server-only state (gameRunKey), so a spec can play a run to the score it wants.
import { expect, type Page } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "./accounts";
import { seedPaidPlan } from "./test-routes";

/** A signed-in member; premium opens every study game (Essential+ games need a paid plan). */
export async function gameMember(page: Page, plan: "free" | "premium"): Promise<string> {
  const email = uniqueEmail("games");
  await signUpThroughApi(page, { email });
  if (plan === "premium") await seedPaidPlan(page.request, email, "premium");
  return email;
}

export function runIdOf(page: Page): string {
  const runId = new URL(page.url()).searchParams.get("run");
  expect(runId, "the run id is kept in the address").toBeTruthy();
  return runId!;
}

/** Opens a game's page, picks the difficulty (the page's default is Normal) and presses Start. */
export async function startGame(
  page: Page,
  path: string,
  difficulty?: "Easy" | "Normal" | "Hard",
): Promise<string> {
  await page.goto(path);
  if (difficulty)
    await page.getByRole("group", { name: "Difficulty" }).getByText(difficulty, { exact: true }).click();
  await page.getByTestId("game-start").click();
  await expect(page).toHaveURL(/run=/);
  return runIdOf(page);
}

export function roundCounter(page: Page) {
  return page.getByTestId("round-counter");
}

/** The option button of a single-choice round, by its label (the number before it is hidden from names). */
export function optionButton(page: Page, label: string) {
  return page.getByRole("list", { name: "Options" }).getByRole("button", { name: label, exact: true });
}

/**
 * After a judged round: Next asks the server to open the next round, whose counter then shows; after the last
 * round the button reads "See results" and leads to the result screen.
 */
export async function goOn(page: Page, roundNo: number, total: number): Promise<void> {
  const next = page.getByTestId("round-next");
  if (roundNo < total) {
    await expect(next).toHaveText("Next");
    await next.click();
    await expect(roundCounter(page)).toHaveText(`Round ${roundNo + 1} of ${total}`);
  } else {
    await expect(next).toHaveText("See results");
    await next.click();
    await expect(page.getByTestId("game-result")).toBeVisible();
  }
}

/** The judgement panel's heading as the page words it: "Right · +10 points", "Partly right · +5 points" … */
export function verdictTitle(verdict: "pass" | "partial" | "fail", points: number): string {
  const title = { pass: "Right", partial: "Partly right", fail: "Not this time" }[verdict];
  const signed = points > 0 ? `+${points}` : String(points);
  return `${title} · ${signed} ${Math.abs(points) === 1 ? "point" : "points"}`;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
