// The in-memory inverted index of one translation.
//  - vocabulary: every normal-form word (tokenizer.ts) → a term id; a sorted copy for prefix look-ups;
//  - postings: term id → the indexes (canonical order) of the verses that contain the term, each once;
//  - positions: every token of the translation in order (term id, start, end; a verse's tokens are
//    tokenOffsets[v] … tokenOffsets[v + 1]), and per term the positions of its occurrences. A phrase is
//    found from the occurrences of its rarest word by checking the neighbouring positions; the page's
//    hits read their marks from the tokens, so nothing is re-tokenized at query time.
// Verses are in canonical order, so a book, a testament or a range of books is one span of verse indexes.
import type { TranslationId } from "@common/schemas/bible";
import type { TranslationText, VerseRecord } from "@server/modules/bible/bible-data.types";
import { forEachWord } from "./tokenizer";

export interface SearchIndex {
  translation: TranslationId;
  verses: readonly VerseRecord[];
  /** term id → word */
  terms: readonly string[];
  termIds: ReadonlyMap<string, number>;
  /** Every word in code-unit order, for prefix scans. */
  sortedTerms: readonly string[];
  sortedTermIds: Int32Array;
  /** term id → ascending verse indexes */
  postings: readonly Int32Array[];
  /** term id → ascending token positions (indexes into tokenTerms) of every occurrence: phrases start here. */
  occurrences: readonly Int32Array[];
  /** verse index → index of its first token; tokenOffsets[verses.length] = token count. */
  tokenOffsets: Int32Array;
  tokenTerms: Int32Array;
  tokenStarts: Int32Array;
  tokenEnds: Int32Array;
  /** verse index → book number (1–66) */
  verseBooks: Uint8Array;
  /** bookNumber → [first verse index, end) — absent for a book the translation lacks. */
  bookSpans: ReadonlyMap<number, [number, number]>;
}

/** Gives other requests a turn every `yieldEvery` verses, so building never blocks the server for long. */
const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An Int32Array that grows as values are pushed. */
class IntList {
  values = new Int32Array(1 << 16);
  length = 0;
  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = value;
    this.length += 1;
  }
  done(): Int32Array {
    return this.values.slice(0, this.length);
  }
}

export async function buildSearchIndex(
  text: TranslationText,
  options: { yieldEvery?: number } = {},
): Promise<SearchIndex> {
  const yieldEvery = options.yieldEvery ?? 1000;
  const verses = text.verses;
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const tokenOffsets = new Int32Array(verses.length + 1);
  const tokenTerms = new IntList();
  const tokenStarts = new IntList();
  const tokenEnds = new IntList();
  const bookSpans = new Map<number, [number, number]>();
  const verseBooks = new Uint8Array(verses.length);
  // Pass 1: tokens; per term, how many verses hold it (lastVerse avoids counting a verse twice) and how often.
  let verseCounts = new Int32Array(1 << 14);
  let tokenCounts = new Int32Array(1 << 14);
  let lastVerse = new Int32Array(1 << 14).fill(-1);
  let v = 0;
  const visit = (word: string, start: number, end: number) => {
    let id = termIds.get(word);
    if (id === undefined) {
      id = terms.length;
      termIds.set(word, id);
      terms.push(word);
      if (id === verseCounts.length) {
        const counts = new Int32Array(id * 2);
        counts.set(verseCounts);
        verseCounts = counts;
        const tokens = new Int32Array(id * 2);
        tokens.set(tokenCounts);
        tokenCounts = tokens;
        const last = new Int32Array(id * 2).fill(-1);
        last.set(lastVerse);
        lastVerse = last;
      }
    }
    if (lastVerse[id] !== v) {
      lastVerse[id] = v;
      verseCounts[id] = (verseCounts[id] as number) + 1;
    }
    tokenCounts[id] = (tokenCounts[id] as number) + 1;
    tokenTerms.push(id);
    tokenStarts.push(start);
    tokenEnds.push(end);
  };
  for (v = 0; v < verses.length; v += 1) {
    if (v > 0 && v % yieldEvery === 0) await nextTick();
    const verse = verses[v] as VerseRecord;
    verseBooks[v] = verse.bookNumber;
    const span = bookSpans.get(verse.bookNumber);
    if (span) span[1] = v + 1;
    else bookSpans.set(verse.bookNumber, [v, v + 1]);
    tokenOffsets[v] = tokenTerms.length;
    forEachWord(verse.plain, visit);
  }
  tokenOffsets[verses.length] = tokenTerms.length;

  // Pass 2: postings and occurrences, filled in order so each list is ascending.
  const postings = terms.map((_, id) => new Int32Array(verseCounts[id] as number));
  const occurrences = terms.map((_, id) => new Int32Array(tokenCounts[id] as number));
  const filled = new Int32Array(terms.length);
  const placed = new Int32Array(terms.length);
  lastVerse.fill(-1);
  const termsOfTokens = tokenTerms.values;
  for (let verse = 0; verse < verses.length; verse += 1) {
    for (let k = tokenOffsets[verse] as number; k < (tokenOffsets[verse + 1] as number); k += 1) {
      const id = termsOfTokens[k] as number;
      (occurrences[id] as Int32Array)[placed[id] as number] = k;
      placed[id] = (placed[id] as number) + 1;
      if (lastVerse[id] === verse) continue;
      lastVerse[id] = verse;
      (postings[id] as Int32Array)[filled[id] as number] = verse;
      filled[id] = (filled[id] as number) + 1;
    }
  }

  const order = terms
    .map((_, id) => id)
    .sort((a, b) => ((terms[a] as string) < (terms[b] as string) ? -1 : 1));
  return {
    translation: text.id,
    verses,
    terms,
    termIds,
    sortedTerms: order.map((id) => terms[id] as string),
    sortedTermIds: Int32Array.from(order),
    postings,
    occurrences,
    tokenOffsets,
    tokenTerms: tokenTerms.done(),
    tokenStarts: tokenStarts.done(),
    tokenEnds: tokenEnds.done(),
    verseBooks,
    bookSpans,
  };
}

/** Term ids of every word that starts with `prefix`. */
export function termsWithPrefix(index: SearchIndex, prefix: string): number[] {
  const sorted = index.sortedTerms;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  const ids: number[] = [];
  for (let i = lo; i < sorted.length && (sorted[i] as string).startsWith(prefix); i += 1)
    ids.push(index.sortedTermIds[i] as number);
  return ids;
}
