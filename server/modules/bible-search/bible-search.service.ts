// Bible search (screens §5.4): one index per translation, built in memory from the shared BibleSource.
//
// Warm-up: startServer calls warm("kjv") so the KJV index is built in the background at start (the
// build yields to other requests every 1,000 verses); other translations are built on their first search.
// A search that arrives while its index is still being built waits for it (a KJV build takes well under a
// second); we do not answer 503 while warming up. If loading the text fails, the search answers
// 503 search_unavailable and the next search tries again.
import { BIBLE_BOOKS } from "@common/bible/books";
import { chapterVerseCounts, parseReference } from "@common/bible/reference";
import type { SearchQuery, SearchResultDto, TranslationId } from "@common/schemas/bible";
import { AppError, badRequest } from "@server/http/errors";
import type { Logger } from "@server/logger";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { parseSearchQuery, SearchSyntaxError } from "./query-parser";
import { buildSearchIndex, type SearchIndex } from "./search-index";
import { runSearch } from "./search-engine";

export type BibleSearch = {
  search(query: SearchQuery): Promise<SearchResultDto>;
  /** Builds a translation's index now, if it isn't built or being built; resolves when it is ready. */
  warm(id: TranslationId): Promise<void>;
  /** The translation's index (built on first use; concurrent callers share one build). */
  index(id: TranslationId): Promise<SearchIndex>;
};

const OT_BOOKS: [number, number] = [1, 39];
const NT_BOOKS: [number, number] = [40, 66];

/**
 * "John 3:16", "jn 3:16-18", "Rom 8", "1 Cor 13", "Song of Solomon 2:4": an optional 1–3 or i–iii, a book name
 * of at most four words, then chapter(:verse)(-…).
 */
const REFERENCE_SHAPE =
  /^((?:[1-3]|i{1,3})?\s*[\p{L}][\p{L}.'’]*)((?:\s+[\p{L}][\p{L}.'’]*){0,3})\s*(\d{1,3}(?:\s*[:.]\s*\d{1,3})?(?:\s*[-–—]\s*\d{1,3}(?:\s*[:.]\s*\d{1,3})?)?)$/iu;

/**
 * The reader target when the whole query is one Bible reference; null otherwise. The parser also finds
 * references inside other words ("love one another John 13:34"), so the name's first word, with the
 * numbers, must name the same book ("Song 2:4" for "Song of Solomon 2:4").
 */
export function referenceTarget(query: string): Extract<SearchResultDto, { kind: "reference" }> | null {
  const text = query.trim();
  const shape = REFERENCE_SHAPE.exec(text);
  if (!shape) return null;
  const parsed = parseReference(text);
  const range = parsed?.ranges.length === 1 ? parsed.ranges[0] : undefined;
  if (!range) return null;
  const { start, end } = range;
  if (shape[2]?.trim() && parseReference(`${shape[1]} ${shape[3]}`)?.ranges[0]?.start.book !== start.book)
    return null;
  let verses: string | null;
  if (start.book !== end.book || start.chapter !== end.chapter)
    verses = start.verse === 1 ? null : String(start.verse);
  else if (start.verse === 1 && end.verse === chapterVerseCounts(start.book)[start.chapter - 1])
    verses = null;
  else verses = start.verse === end.verse ? String(start.verse) : `${start.verse}-${end.verse}`;
  return { kind: "reference", book: start.book, chapter: start.chapter, verses };
}

/** A book's number (1–66) from its OSIS id, name or any alias the reference parser reads ("1 Cor", "Song"). */
export function bookNumberOf(name: string): number | null {
  const wanted = name.trim().toLowerCase();
  if (wanted === "") return null;
  const exact = BIBLE_BOOKS.findIndex(
    (book) => book.osis.toLowerCase() === wanted || book.name.toLowerCase() === wanted,
  );
  if (exact >= 0) return exact + 1;
  const range = parseReference(`${name.trim()} 1`)?.ranges[0];
  if (!range || range.start.book !== range.end.book) return null;
  const found = BIBLE_BOOKS.findIndex((book) => book.osis === range.start.book);
  return found >= 0 ? found + 1 : null;
}

function requireBook(name: string | undefined, missing: string): number {
  if (!name?.trim()) throw badRequest("search_scope", missing);
  const number = bookNumberOf(name);
  if (number === null)
    throw badRequest(
      "search_scope",
      `We couldn't find a book called "${name.trim()}". Pick one from the list.`,
    );
  return number;
}

/** Books searched, as [first, last] book numbers; validated before the index is needed. */
function scopeBooks(query: SearchQuery): [number, number] | null {
  switch (query.scope) {
    case "all":
      return null;
    case "ot":
      return OT_BOOKS;
    case "nt":
      return NT_BOOKS;
    case "book": {
      const book = requireBook(query.book, "Choose a book to search in.");
      return [book, book];
    }
    case "range": {
      const from = requireBook(query.from, "Choose the first book of the range.");
      const to = requireBook(query.to, "Choose the last book of the range.");
      return from <= to ? [from, to] : [to, from];
    }
  }
}

/** The span of verse indexes holding books first…last (books are contiguous, in canonical order). */
function verseSpan(index: SearchIndex, books: [number, number] | null): [number, number] {
  if (!books) return [0, index.verses.length];
  let lo = Infinity;
  let hi = -Infinity;
  for (let book = books[0]; book <= books[1]; book += 1) {
    const span = index.bookSpans.get(book);
    if (!span) continue;
    lo = Math.min(lo, span[0]);
    hi = Math.max(hi, span[1]);
  }
  return lo === Infinity ? [0, 0] : [lo, hi];
}

export function createBibleSearch(source: BibleSource, options: { logger?: Logger } = {}): BibleSearch {
  const indexes = new Map<TranslationId, Promise<SearchIndex>>();

  function index(id: TranslationId): Promise<SearchIndex> {
    let building = indexes.get(id);
    if (!building) {
      const started = performance.now();
      building = source
        .load(id)
        .then((text) => buildSearchIndex(text))
        .then((built) => {
          options.logger?.info(
            { translation: id, ms: Math.round(performance.now() - started), terms: built.terms.length },
            "search index built",
          );
          return built;
        });
      building.catch((error: unknown) => {
        indexes.delete(id); // the next search tries again
        options.logger?.error({ err: error, translation: id }, "search index failed");
      });
      indexes.set(id, building);
    }
    return building;
  }

  return {
    index,
    warm: async (id) => {
      referenceTarget("Gen 1:1"); // the reference parser builds its tables on first use (~0.2 s)
      await index(id);
    },
    async search(query) {
      const text = query.q.trim();
      const reference = referenceTarget(text);
      if (reference) return reference;
      let parts;
      try {
        parts = parseSearchQuery(text, query.match);
      } catch (error) {
        if (error instanceof SearchSyntaxError) throw badRequest(error.code, error.message);
        throw error;
      }
      const books = scopeBooks(query);
      let built: SearchIndex;
      try {
        built = await index(query.t);
      } catch {
        throw new AppError(
          503,
          "search_unavailable",
          "Search is unavailable right now. Please try again in a moment.",
        );
      }
      return runSearch(built, parts, {
        match: query.match,
        forms: query.forms === "on",
        span: verseSpan(built, books),
        page: query.page,
      });
    },
  };
}

const shared = new WeakMap<BibleSource, BibleSearch>();

/** The one BibleSearch of a BibleSource (the app's routes and startServer's warm-up share it). */
export function bibleSearchFor(source: BibleSource, options: { logger?: Logger } = {}): BibleSearch {
  let search = shared.get(source);
  if (!search) {
    search = createBibleSearch(source, options);
    shared.set(source, search);
  }
  return search;
}
