// Scramble mode: the verse cut into phrase chunks (at punctuation, at most `maxWords` words each), shown
// shuffled; the member puts them back in order.
import { seededPermutation } from "./words";

export function phraseChunks(text: string, maxWords = 6): string[] {
  const tokens = text.split(/\s+/).filter((part) => part.length > 0);
  const chunks: string[][] = [];
  let current: string[] = [];
  for (const token of tokens) {
    current.push(token);
    const endsPhrase = /[,;:.!?)]["'’”]?$/.test(token);
    if ((endsPhrase && current.length >= 2) || current.length >= maxWords) {
      chunks.push(current);
      current = [];
    }
  }
  if (current.length > 0) {
    // A lone trailing word joins the chunk before it.
    if (current.length === 1 && chunks.length > 0) chunks[chunks.length - 1]!.push(...current);
    else chunks.push(current);
  }
  return chunks.map((chunk) => chunk.join(" "));
}

/** A seeded order of the chunks that is never the verse's own order (when there are two or more). */
export function scrambleOrder(count: number, seed: number): number[] {
  const order = seededPermutation(count, seed);
  if (count > 1 && order.every((value, index) => value === index)) return [...order.slice(1), order[0]!];
  return order;
}

/** Whether the placed chunks read as the verse (chunks with the same text are interchangeable). */
export const chunksInOrder = (chunks: readonly string[], placed: readonly number[]): boolean =>
  placed.length === chunks.length &&
  placed.every((chunkIndex, position) => chunks[chunkIndex] === chunks[position]);
