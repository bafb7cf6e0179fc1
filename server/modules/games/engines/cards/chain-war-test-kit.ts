// Test-only (route tests and the e2e spec): a winning Chain War play for a hand, drawn from the curated links so a
// test can play a run to 15 points without knowing the deal in advance.
import { chainLinks } from "@server/modules/games/content/chain-links";

export const isAnchorCard = (code: string) => /D$|^\|/.test(code);

/**
 * A curated row two of whose cards are in the hand (one a dimension or wall), not played before (`used` records
 * it), with an answer that passes: the row's note names the cards, and its plain words reversed carry the answer
 * past the word minimum while keeping each answer fresh (R7). Null when no row fits the hand.
 */
export function curatedPlay(hand: readonly string[], used: Set<string>) {
  for (const row of chainLinks) {
    if (used.has(row.ref)) continue;
    const cards = row.symbols.filter((code) => hand.includes(code)).slice(0, 2);
    if (cards.length < 2 || !cards.some(isAnchorCard)) continue;
    used.add(row.ref);
    const padding = row.note
      .split(/\s+/)
      .filter((word) => /^[a-z]+$/i.test(word))
      .reverse()
      .join(" ");
    return { cards, ref: row.ref, text: `${cards.join(" and ")}: ${row.note} ${padding} ${padding}` };
  }
  return null;
}
