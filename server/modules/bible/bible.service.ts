// Chapters and Strong's look-ups for /api/bible (screens §5.2). Books in URLs are read with the shared reference
// parser, so "jn", "1sam", "song" and "Solomon's Song" resolve like the search box does.
import { BIBLE_BOOKS, type BibleBook, bookNamed } from "@common/bible/books";
import { parseReference } from "@common/bible/reference";
import type {
  ChapterDto,
  ChapterRef,
  LikelyStrongsDto,
  StrongsEntryDto,
  TranslationId,
} from "@common/schemas/bible";
import { AppError } from "@server/http/errors";
import { chapterVerses } from "./bible-data";
import type { BibleSource } from "./bible-data.types";
import { presentChapter, presentChapterRef } from "./bible.presenter";
import { normaliseStrongsNumber, strongsData } from "./strongs-data";

const chapterNotFound = (input: string) =>
  new AppError(404, "chapter_not_found", `We couldn't find ${input}`);

const resolved = new Map<string, { book: BibleBook; bookNumber: number } | null>();

/** A book and chapter as typed in a URL ("john", "1 Samuel", "song") → the canonical book, or null. */
export function resolveChapter(
  bookInput: string,
  chapter: number,
): { book: BibleBook; bookNumber: number } | null {
  // Display names and OSIS ids need no parser (≈ 1 ms a call, the first time each chapter is asked for).
  const named = bookNamed(bookInput);
  if (named)
    return chapter >= 1 && chapter <= named.chapters
      ? { book: named, bookNumber: BIBLE_BOOKS.indexOf(named) + 1 }
      : null;
  const cacheKey = `${bookInput.toLowerCase()}\u0000${chapter}`;
  if (resolved.has(cacheKey)) return resolved.get(cacheKey) ?? null;
  let result: { book: BibleBook; bookNumber: number } | null = null;
  // A book name only: digits are allowed as an ordinal ("1sam", "1 John"), not as a chapter or verse.
  if (/^\s*[1-3]?\s*[^\d:;,]+$/.test(bookInput)) {
    const parsed = parseReference(`${bookInput} ${chapter}`);
    const range = parsed?.ranges.length === 1 ? parsed.ranges[0] : undefined;
    if (
      range &&
      range.start.book === range.end.book &&
      range.start.chapter === chapter &&
      range.end.chapter === chapter
    ) {
      const bookNumber = BIBLE_BOOKS.findIndex((book) => book.osis === range.start.book) + 1;
      const book = BIBLE_BOOKS[bookNumber - 1];
      if (book && chapter <= book.chapters) result = { book, bookNumber };
    }
  }
  if (resolved.size > 2000) resolved.clear();
  resolved.set(cacheKey, result);
  return result;
}

/** A book as typed (name, alias or OSIS id) → the canonical book, or null. */
export function resolveBook(bookInput: string): { book: BibleBook; bookNumber: number } | null {
  return resolveChapter(bookInput, 1);
}

function chapterRef(bookNumber: number, chapter: number): ChapterRef | null {
  const book = BIBLE_BOOKS[bookNumber - 1];
  if (!book || chapter < 1 || chapter > book.chapters) return null;
  return presentChapterRef(book, chapter);
}

function previousChapter(bookNumber: number, chapter: number): ChapterRef | null {
  if (chapter > 1) return chapterRef(bookNumber, chapter - 1);
  const previousBook = BIBLE_BOOKS[bookNumber - 2];
  return previousBook ? chapterRef(bookNumber - 1, previousBook.chapters) : null;
}

function nextChapter(bookNumber: number, chapter: number): ChapterRef | null {
  return chapterRef(bookNumber, chapter + 1) ?? chapterRef(bookNumber + 1, 1);
}

export async function getChapter(
  bible: BibleSource,
  translation: TranslationId,
  bookInput: string,
  chapter: number,
): Promise<ChapterDto> {
  const found = resolveChapter(bookInput, chapter);
  if (!found) throw chapterNotFound(`${bookInput} ${chapter}`);
  const { book, bookNumber } = found;
  const text = await bible.load(translation);
  const verses = chapterVerses(text, bookNumber, chapter);
  if (verses.length === 0) throw chapterNotFound(`${book.name} ${chapter}`);
  return presentChapter({
    translation,
    book,
    bookNumber,
    chapter,
    title: text.titles.get(bookNumber * 1000 + chapter) ?? null,
    verses,
    prev: previousChapter(bookNumber, chapter),
    next: nextChapter(bookNumber, chapter),
  });
}

export async function getStrongsEntry(number: string): Promise<StrongsEntryDto> {
  const entry = (await strongsData()).get(number);
  if (!entry)
    throw new AppError(
      404,
      "strongs_not_found",
      `No Strong's entry for ${normaliseStrongsNumber(number) ?? number.trim()}.`,
    );
  return entry;
}

/** Likely original words for a KJV word: Hebrew entries in Old Testament books, Greek in the New. */
export async function getLikelyStrongs(bookInput: string, word: string): Promise<LikelyStrongsDto> {
  const found = resolveBook(bookInput);
  if (!found) throw new AppError(404, "book_not_found", `We couldn't find ${bookInput}`);
  const language = found.book.testament === "OT" ? "hebrew" : "greek";
  const normalised = word.toLowerCase().replace(/’/g, "'");
  return { word: normalised, language, entries: (await strongsData()).likely(language, normalised) };
}
