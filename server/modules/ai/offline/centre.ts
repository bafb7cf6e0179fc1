// What an answer centres on (ai.md §2.3 steps 1–2): the passages the question names, read with the app's parser
// (a whole chapter is narrowed to its key verses: our Christ-line verses when we have them, else the verses with the
// question's words and the most cross references); otherwise the verses that best match the question's words.
import { BIBLE_BOOKS } from "@common/bible/books";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import { christInChapters } from "./tables/christ-in-chapters";
import type { ChristInChapter } from "./tables/types";
import { type Library, type Passage, passageOf, passagesIn } from "./library";
import {
  asksAboutJesusTeaching,
  GOSPELS,
  keyVersesOf,
  type QueryTerm,
  rankVerses,
  type RankOptions,
} from "./retrieval";
import { wordsOf } from "./text";

export type Centre = {
  /** The passages named in the question (empty when the verses came from a word search). */
  named: Passage[];
  /** The verses the answer quotes as central, in canonical order for named passages, best first otherwise. */
  verses: VerseRecord[];
  /** What the answer is about: the named passages, or the first central verse. */
  label: string | null;
};

/** The words of the books' names ("daniel", "kings", "solomon"). */
export const BOOK_NAME_WORDS = new Set(BIBLE_BOOKS.flatMap((book) => wordsOf(`${book.name} ${book.osis}`)));

let christLines: Map<number, ChristInChapter> | undefined;

/** Our Christ in Every Chapter line for a chapter, if we wrote one. */
export function christLineFor(
  lib: Library,
  bookNumber: number,
  chapter: number,
): ChristInChapter | undefined {
  if (!christLines) {
    christLines = new Map();
    for (const entry of christInChapters) {
      const first = passageOf(lib, entry.chapter)?.verses[0];
      if (first) christLines.set(first.bookNumber * 1000 + first.chapter, entry);
    }
  }
  return christLines.get(bookNumber * 1000 + chapter);
}

/** The verses of a Christ-line's key references. */
export function christLineVerses(lib: Library, entry: ChristInChapter): VerseRecord[] {
  return entry.keyVerses.flatMap((reference) => passageOf(lib, reference)?.verses ?? []);
}

export function findCentre(
  lib: Library,
  question: string,
  terms: readonly QueryTerm[],
  count: number,
  search: Omit<RankOptions, "limit"> = {},
): Centre {
  const named = passagesIn(lib, question).filter((passage) => passage.verses.length > 0);
  if (named.length > 0) {
    // Inside a named passage, the book's own name says nothing about which verse matters ("Line up Daniel 2").
    const topical = terms.filter((term) => !BOOK_NAME_WORDS.has(term.word));
    const each = Math.max(1, Math.floor(count / named.length));
    const verses = named.flatMap((passage) => {
      const first = passage.verses[0] as VerseRecord;
      const line = passage.wholeChapter ? christLineFor(lib, first.bookNumber, first.chapter) : undefined;
      const pool = line ? christLineVerses(lib, line) : passage.verses;
      return keyVersesOf(lib, pool, topical, line ? Math.max(each, pool.length) : each);
    });
    return { named, verses, label: named.map((passage) => passage.label).join("; ") };
  }
  // A book's name in the question ("the story of Jonah") is its subject: it counts double.
  const weighted = terms.map((term) =>
    BOOK_NAME_WORDS.has(term.word) ? { ...term, weight: term.weight * 2 } : term,
  );
  // "What did Jesus teach about prayer?": the Gospels first (ai.md §2.3 step 2), on the words besides His name.
  if (asksAboutJesusTeaching(question)) {
    const topical = weighted.filter((term) => !["jesus", "christ"].includes(term.word));
    const books = GOSPELS.filter((book) => !search.books || search.books.includes(book));
    const verses = topical.length > 0 ? rankVerses(lib, topical, { books, limit: count }) : [];
    if (verses.length > 0) return { named, verses, label: null };
  }
  return { named, verses: rankVerses(lib, weighted, { ...search, limit: count }), label: null };
}
