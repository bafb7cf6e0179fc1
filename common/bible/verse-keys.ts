// Verse keys (book·chapter·verse, John 3:16 = 43003016) ↔ places and labels. Shared by the member's Bible data
// (notes, bookmarks, highlights, memory verses) on the server and by the client.
import { BIBLE_BOOKS, type BibleBook } from "./books";
import { chapterVerseCounts } from "./reference";

export type VersePlace = { book: BibleBook; chapter: number; verse: number };

export function bookByNumber(bookNumber: number): BibleBook | undefined {
  return BIBLE_BOOKS[bookNumber - 1];
}

export function bookNumberOf(osis: string): number | undefined {
  const index = BIBLE_BOOKS.findIndex((book) => book.osis === osis);
  return index < 0 ? undefined : index + 1;
}

export function keyOf(bookNumber: number, chapter: number, verse: number): number {
  return bookNumber * 1_000_000 + chapter * 1_000 + verse;
}

/** The verse a key names, or undefined when the book, chapter or verse (KJV versification) does not exist. */
export function placeOfKey(key: number): VersePlace | undefined {
  if (!Number.isInteger(key)) return undefined;
  const book = bookByNumber(Math.floor(key / 1_000_000));
  const chapter = Math.floor((key % 1_000_000) / 1_000);
  const verse = key % 1_000;
  if (!book || chapter < 1 || chapter > book.chapters || verse < 1) return undefined;
  const verses = chapterVerseCounts(book.osis)[chapter - 1] ?? 0;
  return verse <= verses ? { book, chapter, verse } : undefined;
}

/** The number of verses from `start` to `end` (inclusive, canonical order), counted with KJV versification. */
export function versesBetween(start: VersePlace, end: VersePlace): number {
  let count = 0;
  let bookIndex = BIBLE_BOOKS.indexOf(start.book);
  let chapter = start.chapter;
  let verse = start.verse;
  for (;;) {
    const book = BIBLE_BOOKS[bookIndex];
    if (!book) return count;
    const inChapter = chapterVerseCounts(book.osis)[chapter - 1] ?? 0;
    if (book === end.book && chapter === end.chapter) return count + Math.max(0, end.verse - verse + 1);
    count += Math.max(0, inChapter - verse + 1);
    verse = 1;
    chapter += 1;
    if (chapter > book.chapters) {
      bookIndex += 1;
      chapter = 1;
    }
  }
}

/** "John 3:16", "John 3:16–17", "John 3:36 – 4:2", "Malachi 4:6 – Matthew 1:1" (en dashes). */
export function rangeLabel(startKey: number, endKey: number): string {
  const start = placeOfKey(startKey);
  const end = placeOfKey(endKey);
  if (!start || !end) return "";
  const first = `${start.book.name} ${start.chapter}:${start.verse}`;
  if (startKey === endKey) return first;
  if (start.book !== end.book) return `${first} – ${end.book.name} ${end.chapter}:${end.verse}`;
  if (start.chapter !== end.chapter) return `${first} – ${end.chapter}:${end.verse}`;
  return `${first}–${end.verse}`;
}
