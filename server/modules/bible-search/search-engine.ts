// Runs a parsed query on one translation's index: which verses match (canonical order), the counts per
// book, and the [start, end) character ranges to highlight in each hit of the requested page.
import { BIBLE_BOOKS } from "@common/bible/books";
import { SEARCH_PAGE_SIZE, type SearchHitDto, type SearchResultDto } from "@common/schemas/bible";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import { presentBookCount, presentHit } from "./bible-search.presenter";
import type { MatchMode, QueryPart, QueryWord } from "./query-parser";
import { type SearchIndex, termsWithPrefix } from "./search-index";
import { wordForms } from "./word-forms";

export type SearchOptions = {
  match: MatchMode;
  /** Word forms for unquoted words without a trailing *. */
  forms: boolean;
  /** Verse indexes searched: [first, end). */
  span: [number, number];
  page: number;
  pageSize?: number;
};

/** The term ids one query word matches, as a list and as a membership table indexed by term id. */
type TermSet = { ids: number[]; has: Uint8Array };

/** A query part with its words turned into the terms they match. */
type ResolvedPart = { kind: "word"; terms: TermSet } | { kind: "phrase"; words: TermSet[] };

type Postings = Int32Array | number[];

function termSet(index: SearchIndex, word: QueryWord, forms: boolean): TermSet {
  let ids: number[];
  if (word.prefix) ids = termsWithPrefix(index, word.word);
  else {
    ids = [];
    for (const form of forms ? wordForms(word.word) : [word.word]) {
      const id = index.termIds.get(form);
      if (id !== undefined && !ids.includes(id)) ids.push(id);
    }
  }
  const has = new Uint8Array(index.terms.length);
  for (const id of ids) has[id] = 1;
  return { ids, has };
}

function resolve(index: SearchIndex, part: QueryPart, forms: boolean): ResolvedPart {
  if (part.kind === "word") return { kind: "word", terms: termSet(index, part, forms && !part.exact) };
  return { kind: "phrase", words: part.words.map((word) => termSet(index, word, false)) };
}

/** First position in an ascending list whose value is ≥ `value`. */
function lowerBound(list: Postings, value: number, from = 0): number {
  let lo = from;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function inSpan(list: Int32Array, [lo, hi]: [number, number]): Int32Array {
  return list.subarray(lowerBound(list, lo), lowerBound(list, hi));
}

/** Verses (in the span) containing any of the terms. */
function versesWithAny(index: SearchIndex, { ids }: TermSet, span: [number, number]): Postings {
  if (ids.length === 0) return [];
  if (ids.length === 1) return inSpan(index.postings[ids[0] as number] as Int32Array, span);
  return union(
    ids.map((id) => inSpan(index.postings[id] as Int32Array, span)),
    span,
  );
}

function union(lists: Postings[], [lo, hi]: [number, number]): Postings {
  const nonEmpty = lists.filter((list) => list.length > 0);
  if (nonEmpty.length <= 1) return nonEmpty[0] ?? [];
  const total = nonEmpty.reduce((sum, list) => sum + list.length, 0);
  // Few hits against a long span: sort them (cheaper than a table over every verse of the span).
  if (total * 8 < hi - lo) {
    const all = new Int32Array(total);
    let at = 0;
    for (const list of nonEmpty) for (let i = 0; i < list.length; i += 1) all[at++] = list[i] as number;
    all.sort();
    let kept = 0;
    for (let i = 0; i < all.length; i += 1)
      if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i] as number;
    return all.subarray(0, kept);
  }
  const seen = new Uint8Array(hi - lo);
  let count = 0;
  for (const list of nonEmpty) {
    for (let i = 0; i < list.length; i += 1) {
      const at = (list[i] as number) - lo;
      if (seen[at] === 0) {
        seen[at] = 1;
        count += 1;
      }
    }
  }
  const out = new Int32Array(count);
  let at = 0;
  for (let i = 0; i < seen.length && at < count; i += 1) if (seen[i]) out[at++] = i + lo;
  return out;
}

/** Verses in every list. Long lists are counted in a table over the span; a short one is looked up by binary search. */
function intersect(lists: Postings[], [lo, hi]: [number, number]): Postings {
  if (lists.length === 0) return [];
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let result: Postings = sorted[0] as Postings;
  if (lists.length > 1 && result.length * 16 > hi - lo) {
    const counts = new Uint8Array(hi - lo);
    for (const list of sorted)
      for (let i = 0; i < list.length; i += 1)
        counts[(list[i] as number) - lo] = (counts[(list[i] as number) - lo] as number) + 1;
    const out: number[] = [];
    for (let i = 0; i < counts.length; i += 1) if (counts[i] === lists.length) out.push(i + lo);
    return out;
  }
  for (const other of sorted.slice(1)) {
    if (result.length === 0) break;
    const kept: number[] = [];
    let from = 0;
    for (let i = 0; i < result.length; i += 1) {
      const value = result[i] as number;
      from = lowerBound(other, value, from);
      if (from < other.length && other[from] === value) kept.push(value);
    }
    result = kept;
  }
  return result;
}

/** Token positions in verse `v` where the phrase starts. */
function phraseStarts(index: SearchIndex, words: TermSet[], v: number): number[] {
  const terms = index.tokenTerms;
  const tables = words.map((word) => word.has);
  const n = tables.length;
  const head = tables[0] as Uint8Array;
  const first = index.tokenOffsets[v] as number;
  const end = (index.tokenOffsets[v + 1] as number) - n;
  const starts: number[] = [];
  for (let k = first; k <= end; k += 1) {
    if (head[terms[k] as number] !== 1) continue;
    let i = 1;
    while (i < n && (tables[i] as Uint8Array)[terms[k + i] as number] === 1) i += 1;
    if (i === n) starts.push(k);
  }
  return starts;
}

/**
 * Verses (in the span) holding the phrase: from each occurrence of its rarest word, the neighbouring
 * positions must hold the other words, all inside one verse. Occurrences come in text order, so the verse
 * of each is found by walking forward from the previous one (at most once over the span; a binary search
 * per occurrence cost ~1 ms on "the lord"), and the verses come out ascending.
 */
function versesWithPhrase(index: SearchIndex, words: TermSet[], [lo, hi]: [number, number]): Postings {
  const n = words.length;
  const total = (word: TermSet) =>
    word.ids.reduce((sum, id) => sum + (index.occurrences[id] as Int32Array).length, 0);
  let anchor = 0;
  words.forEach((word, i) => {
    if (total(word) < total(words[anchor] as TermSet)) anchor = i;
  });
  const tables = words.map((word) => word.has);
  const terms = index.tokenTerms;
  const offsets = index.tokenOffsets;
  const firstToken = offsets[lo] as number;
  const endToken = offsets[hi] as number;
  const perAnchor: Postings[] = [];
  for (const id of (words[anchor] as TermSet).ids) {
    const positions = index.occurrences[id] as Int32Array;
    const verses: number[] = [];
    let v = lo;
    for (let j = lowerBound(positions, firstToken + anchor); j < positions.length; j += 1) {
      const start = (positions[j] as number) - anchor;
      if (start + n > endToken) break;
      let i = 0;
      while (i < n && (i === anchor || (tables[i] as Uint8Array)[terms[start + i] as number] === 1)) i += 1;
      if (i < n) continue;
      while ((offsets[v + 1] as number) <= start) v += 1; // the verse holding token `start`
      if (start + n <= (offsets[v + 1] as number) && verses[verses.length - 1] !== v) verses.push(v);
    }
    perAnchor.push(verses);
  }
  return union(perAnchor, [lo, hi]);
}

function versesWithPart(index: SearchIndex, part: ResolvedPart, span: [number, number]): Postings {
  return part.kind === "word"
    ? versesWithAny(index, part.terms, span)
    : versesWithPhrase(index, part.words, span);
}

/** Highlight ranges in verse `v`: every matched word, every whole phrase; sorted, overlaps merged. */
function marksOf(index: SearchIndex, parts: ResolvedPart[], v: number): [number, number][] {
  const first = index.tokenOffsets[v] as number;
  const last = index.tokenOffsets[v + 1] as number;
  const ranges: [number, number][] = [];
  for (const part of parts) {
    if (part.kind === "word") {
      for (let k = first; k < last; k += 1) {
        if (part.terms.has[index.tokenTerms[k] as number] === 1)
          ranges.push([index.tokenStarts[k] as number, index.tokenEnds[k] as number]);
      }
    } else {
      for (const k of phraseStarts(index, part.words, v)) {
        ranges.push([index.tokenStarts[k] as number, index.tokenEnds[k + part.words.length - 1] as number]);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** The matching verse indexes, ascending (= canonical order). */
function matchingVerses(index: SearchIndex, parts: ResolvedPart[], options: SearchOptions): Postings {
  const lists = parts.map((part) => versesWithPart(index, part, options.span));
  return options.match === "any" ? union(lists, options.span) : intersect(lists, options.span);
}

export function runSearch(
  index: SearchIndex,
  parts: QueryPart[],
  options: SearchOptions,
): Extract<SearchResultDto, { kind: "results" }> {
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const resolved = parts.map((part) => resolve(index, part, options.forms));
  const matches = matchingVerses(index, resolved, options);

  const perBook = new Int32Array(BIBLE_BOOKS.length + 1);
  for (let i = 0; i < matches.length; i += 1) {
    const book = index.verseBooks[matches[i] as number] as number;
    perBook[book] = (perBook[book] as number) + 1;
  }
  const books: Extract<SearchResultDto, { kind: "results" }>["books"] = [];
  BIBLE_BOOKS.forEach((book, i) => {
    const count = perBook[i + 1] as number;
    if (count > 0) books.push(presentBookCount(book, count));
  });

  const hits: SearchHitDto[] = [];
  const from = (options.page - 1) * pageSize;
  for (let i = from; i < Math.min(matches.length, from + pageSize); i += 1) {
    const v = matches[i] as number;
    hits.push(presentHit(index.verses[v] as VerseRecord, marksOf(index, resolved, v)));
  }
  return {
    kind: "results",
    total: matches.length,
    books,
    hits,
    page: options.page,
    pageSize,
    pages: Math.max(1, Math.ceil(matches.length / pageSize)),
  };
}
