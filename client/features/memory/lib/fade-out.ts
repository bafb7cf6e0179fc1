// Fade out mode: three rounds hiding a third, two-thirds, then all of the words. Each round hides the
// previous round's words and more, in a seeded order so the mask doesn't jump while the card is open.
import { memoryWords, wordsInOrder } from "@common/domain/memory-compare";
import { type VerseToken, seededPermutation, wordIndexes } from "./words";

export const FADE_ROUNDS = [1 / 3, 2 / 3, 1] as const;

/** Which tokens are hidden in round 0, 1 or 2. Tokens that aren't words are never hidden. */
export function fadeMask(tokens: readonly VerseToken[], round: number, seed: number): boolean[] {
  const words = wordIndexes(tokens);
  const fraction = FADE_ROUNDS[Math.min(Math.max(round, 0), FADE_ROUNDS.length - 1)]!;
  const count = fraction >= 1 ? words.length : Math.max(1, Math.round(words.length * fraction));
  const order = seededPermutation(words.length, seed);
  const hidden = new Set(order.slice(0, Math.min(count, words.length)).map((position) => words[position]!));
  return tokens.map((_, index) => hidden.has(index));
}

/** The hidden words in verse order, as they compare. */
export const hiddenWords = (tokens: readonly VerseToken[], mask: readonly boolean[]): string[] =>
  tokens.flatMap((token, index) => (mask[index] ? [token.word] : []));

/** Share of the hidden words the member typed, in order (case, punctuation and spacing ignored). */
export function fadeRoundAccuracy(hidden: readonly string[], typed: string): number {
  if (hidden.length === 0) return 1;
  const answer = memoryWords(typed);
  const matched = wordsInOrder(hidden, answer);
  return matched / Math.max(hidden.length, answer.length);
}
