// Finding verses (ai.md §2.3 steps 2–3): the question's words, widened with the topic synonyms, ranked over the KJV
// word index with rare words weighing more; then related verses from the cross references, ranked by mutual
// reference, then canonical nearness. Every sort ends on canonical order, so the same question gives the same verses.
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import { wordForms } from "@server/modules/bible-search/word-forms";
import { topicSynonyms } from "./tables/topic-synonyms";
import { type Library, positionAtOrAfter } from "./library";
import { contentWords, isStopWord, keywordWeight, phraseOf, wordsOf } from "./text";

/** A word to look for and how much it counts (the member's own words 1, synonyms less). */
export type QueryTerm = { word: string; weight: number };

const SYNONYM_WEIGHT = 0.5;

/** The question's content words, then the synonyms of any topic it names (single words of multi-word synonyms). */
export function queryTerms(text: string): QueryTerm[] {
  const terms = new Map<string, number>();
  for (const word of contentWords(text)) terms.set(word, 1);
  const phrase = phraseOf(text);
  for (const [topic, synonyms] of Object.entries(topicSynonyms)) {
    if (keywordWeight(phrase, topic) === 0) continue;
    for (const synonym of synonyms)
      for (const word of wordsOf(synonym))
        if (!isStopWord(word) && !terms.has(word)) terms.set(word, SYNONYM_WEIGHT);
  }
  return [...terms].map(([word, weight]) => ({ word, weight }));
}

/** The index's term ids for a word and its regular forms. */
function termIdsOf(lib: Library, word: string): number[] {
  const ids: number[] = [];
  for (const form of wordForms(word)) {
    const id = lib.index.termIds.get(form);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Inverse document frequency: a word in few verses weighs more than one in thousands. */
function idf(lib: Library, verseCount: number): number {
  return verseCount === 0 ? 0 : Math.log(1 + lib.index.verses.length / verseCount);
}

/** Each query term's weight × rarity, by every word form the index holds. */
export function termValues(
  lib: Library,
  terms: readonly QueryTerm[],
): Map<string, { term: string; value: number }> {
  const values = new Map<string, { term: string; value: number }>();
  for (const term of terms) {
    const ids = termIdsOf(lib, term.word);
    const verseCount = ids.reduce((sum, id) => sum + (lib.index.postings[id]?.length ?? 0), 0);
    const value = term.weight * idf(lib, verseCount);
    for (const id of ids) {
      const form = lib.index.terms[id] as string;
      if (!values.has(form)) values.set(form, { term: term.word, value });
    }
  }
  return values;
}

/** A verse's score for the terms: each term counts once, however many of its forms the verse holds. */
export function scoreVerse(
  verse: VerseRecord,
  values: ReadonlyMap<string, { term: string; value: number }>,
): number {
  const seen = new Set<string>();
  let score = 0;
  for (const word of wordsOf(verse.plain)) {
    const hit = values.get(word);
    if (!hit || seen.has(hit.term)) continue;
    seen.add(hit.term);
    score += hit.value;
  }
  return score;
}

export type RankOptions = {
  /** Only these books (numbers 1–66); all when omitted. */
  books?: readonly number[];
  limit: number;
};

/** The best verses for the terms over the whole KJV (or the books given), best first. */
export function rankVerses(lib: Library, terms: readonly QueryTerm[], options: RankOptions): VerseRecord[] {
  const { index } = lib;
  const scores = new Float64Array(index.verses.length);
  const stamp = new Int32Array(index.verses.length).fill(-1);
  const touched: number[] = [];
  terms.forEach((term, termNumber) => {
    const ids = termIdsOf(lib, term.word);
    const verseCount = ids.reduce((sum, id) => sum + (index.postings[id]?.length ?? 0), 0);
    const value = term.weight * idf(lib, verseCount);
    for (const id of ids) {
      for (const position of index.postings[id] ?? []) {
        if (stamp[position] === termNumber) continue;
        if (stamp[position] === -1) touched.push(position);
        stamp[position] = termNumber;
        scores[position] = (scores[position] as number) + value;
      }
    }
  });
  const allowed = options.books ? new Set(options.books) : null;
  const ranked = touched
    .filter((position) => !allowed || allowed.has(index.verseBooks[position] as number))
    .map((position) => ({ position, score: scores[position] as number }))
    .sort((a, b) => b.score - a.score || a.position - b.position);
  return ranked.slice(0, options.limit).map(({ position }) => index.verses[position] as VerseRecord);
}

/** The Gospels, favoured when the question asks what Jesus taught or said. */
export const GOSPELS: readonly number[] = [40, 41, 42, 43];

/** Whether a question asks what Jesus taught, said or did (ai.md §2.3 step 2: prefer the Gospels). */
export function asksAboutJesusTeaching(text: string): boolean {
  const words = new Set(wordsOf(text));
  return (
    words.has("jesus") &&
    ["taught", "teach", "teaching", "say", "said", "says", "told", "tell", "do", "did"].some((word) =>
      words.has(word),
    )
  );
}

/**
 * The key verses of a long passage: the verses with the question's words first, then those the cross references
 * link most (a verse many others point to tends to be the passage's centre), then canonical order; returned in
 * canonical order.
 */
export function keyVersesOf(
  lib: Library,
  verses: readonly VerseRecord[],
  terms: readonly QueryTerm[],
  count: number,
): VerseRecord[] {
  if (verses.length <= count) return [...verses];
  const values = termValues(lib, terms);
  return verses
    .map((verse, order) => ({
      verse,
      order,
      score: scoreVerse(verse, values),
      links: lib.crossRefs.of(verse.key).length,
    }))
    .sort((a, b) => b.score - a.score || b.links - a.links || a.order - b.order)
    .slice(0, count)
    .sort((a, b) => a.order - b.order)
    .map(({ verse }) => verse);
}

/**
 * Related verses for the central verses: those more central verses link to first, then verses that link back
 * (mutual reference), then the nearest in canonical order. Central verses themselves are left out.
 */
export function relatedVerses(lib: Library, central: readonly VerseRecord[], limit: number): VerseRecord[] {
  const centralKeys = new Set(central.map((verse) => verse.key));
  const found = new Map<number, { verse: VerseRecord; links: number; mutual: boolean; distance: number }>();
  for (const verse of central) {
    const position = positionAtOrAfter(lib, verse.key);
    for (const key of lib.crossRefs.of(verse.key)) {
      if (centralKeys.has(key)) continue;
      const target = lib.kjv.byKey.get(key);
      if (!target) continue;
      const mutual = lib.crossRefs.of(key).includes(verse.key);
      const distance = Math.abs(positionAtOrAfter(lib, key) - position);
      const seen = found.get(key);
      if (seen) {
        seen.links += 1;
        seen.mutual ||= mutual;
        seen.distance = Math.min(seen.distance, distance);
      } else found.set(key, { verse: target, links: 1, mutual, distance });
    }
  }
  return [...found.values()]
    .sort(
      (a, b) =>
        b.links - a.links ||
        Number(b.mutual) - Number(a.mutual) ||
        a.distance - b.distance ||
        a.verse.key - b.verse.key,
    )
    .slice(0, limit)
    .map(({ verse }) => verse);
}
