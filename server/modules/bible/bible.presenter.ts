import type { BibleBook } from "@common/bible/books";
import type { ChapterDto, ChapterRef, TranslationId, VerseDto } from "@common/schemas/bible";
import type { VerseRecord } from "./bible-data.types";

export function presentChapterRef(book: BibleBook, chapter: number): ChapterRef {
  return { book: book.osis, bookName: book.name, chapter };
}

/**
 * A verse as the reader draws it. The in-memory record also carries its plain text (for search and copying)
 * and its book: the reader has no use for them in a chapter it already knows. Segments are copied, so the
 * answer never shares objects with the loaded translation.
 */
export function presentVerse(verse: VerseRecord): VerseDto {
  return {
    verse: verse.verse,
    key: verse.key,
    segments: verse.segments.map((segment) => ({ ...segment })),
    paragraph: verse.paragraph,
  };
}

export function presentChapter(chapter: {
  translation: TranslationId;
  book: BibleBook;
  bookNumber: number;
  chapter: number;
  title: string | null;
  verses: readonly VerseRecord[];
  prev: ChapterRef | null;
  next: ChapterRef | null;
}): ChapterDto {
  return {
    translation: chapter.translation,
    book: chapter.book.osis,
    bookName: chapter.book.name,
    bookNumber: chapter.bookNumber,
    chapter: chapter.chapter,
    chapters: chapter.book.chapters,
    title: chapter.title,
    verses: chapter.verses.map(presentVerse),
    prev: chapter.prev,
    next: chapter.next,
  };
}
