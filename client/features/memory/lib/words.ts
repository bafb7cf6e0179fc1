// Verse text split for the practice modes: display tokens (words with their punctuation, as shown) and the
// bare word each one compares as. Tokens without letters or digits (a lone "—") are shown but never asked.
import { memoryWords } from "@common/domain/memory-compare";

export type VerseToken = { display: string; word: string };

export function verseTokens(text: string): VerseToken[] {
  return text
    .split(/\s+/)
    .filter((part) => part.length > 0)
    .map((display) => ({ display, word: memoryWords(display).join("") }));
}

/** Indexes of the tokens that are words (the ones a mode may hide or ask for). */
export const wordIndexes = (tokens: readonly VerseToken[]): number[] =>
  tokens.flatMap((token, index) => (token.word.length > 0 ? [index] : []));

/** A small seeded generator (mulberry32), so a card's masks and shuffles stay put while it is open. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded Fisher–Yates permutation of 0…n-1. */
export function seededPermutation(n: number, seed: number): number[] {
  const random = seededRandom(seed);
  const order = Array.from({ length: n }, (_, index) => index);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** A stable number from a string (a card id), to seed the generator. */
export function hashSeed(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}
