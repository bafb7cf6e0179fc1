// Test-only (route tests and the e2e spec): a capturing Controversy Raid play for the issue on the table, drawn
// from the curated issue so a test can play a run to 24 points without knowing the deal in advance.
import { raidIssues } from "@server/modules/games/content/raid-issues";

/** The plain words of a text, reversed: padding that keeps an answer fresh (R7) and adds no reference. */
const reversedWords = (text: string) =>
  text
    .split(/\s+/)
    .filter((word) => /^[a-z]+$/i.test(word))
    .reverse()
    .join(" ");

/**
 * A best card of the issue that is in the hand (the deal always keeps one), and a diagnosis that is captured on
 * every difficulty: it names the card by its code, carries the model diagnosis (a curated verse and the issue's
 * keywords), two distinct curated verses for Hard, and the model's plain words reversed to pass Hard's minimum.
 */
export function capturePlay(deal: { issueId: string; hand: readonly string[] }): {
  cards: string[];
  text: string;
} {
  const issue = raidIssues.find((entry) => entry.id === deal.issueId);
  if (!issue) throw new Error(`No raid issue ${deal.issueId}`);
  const card = issue.bestCards.find((code) => deal.hand.includes(code));
  if (!card) throw new Error(`No best card of ${issue.id} in the hand`);
  const [first, second] = issue.verses;
  const text = `The ${card} card: ${issue.model} Compare ${first} with ${second}. ${reversedWords(issue.model)}`;
  return { cards: [card], text };
}
