// The forgiving compare of memory verses (screens §5.8): used by the server's Quick quiz and by the
// Verse Memory Hall's "Type it" mode. Case, punctuation and spacing are ignored; an answer counts when at
// least 90% of the verse's words come back in order and it adds few words of its own.

export const MEMORY_MATCH_THRESHOLD = 0.9;

/** Lower-cased words without punctuation or accents: "Lord's, (God)—" → ["lords", "god"]. */
export function memoryWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Length of the longest common subsequence of two word lists (words in order, gaps allowed). */
export function wordsInOrder(expected: readonly string[], answer: readonly string[]): number {
  if (expected.length === 0 || answer.length === 0) return 0;
  let previous = new Array<number>(answer.length + 1).fill(0);
  for (const word of expected) {
    const current = new Array<number>(answer.length + 1).fill(0);
    for (let j = 1; j <= answer.length; j++) {
      current[j] = word === answer[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    }
    previous = current;
  }
  return previous[answer.length]!;
}

export type MemoryComparison = {
  /** Words of the verse found in order in the answer. */
  matched: number;
  /** Words in the verse. */
  total: number;
  /** matched ÷ the longer of verse and answer (so padding an answer with extra words doesn't help). */
  ratio: number;
  correct: boolean;
};

/** Compares a typed answer with the verse text. An empty verse never matches. */
export function compareMemoryText(expected: string, answer: string): MemoryComparison {
  const want = memoryWords(expected);
  const got = memoryWords(answer);
  const matched = wordsInOrder(want, got);
  const longer = Math.max(want.length, got.length);
  const ratio = longer === 0 ? 0 : matched / longer;
  return { matched, total: want.length, ratio, correct: want.length > 0 && ratio >= MEMORY_MATCH_THRESHOLD };
}
