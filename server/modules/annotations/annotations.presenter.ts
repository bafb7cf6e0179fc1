import { bookByOsis } from "@common/bible/books";
import { rangeLabel } from "@common/bible/verse-keys";
import type {
  BookmarkDto,
  ChapterRef,
  HighlightColor,
  HighlightDto,
  MyBibleDto,
  NoteDto,
  TranslationId,
} from "@common/schemas/bible";
import type { BookmarkRow, HighlightRow, NoteRow, ReadRow } from "./annotations.queries";

export function presentNote(row: NoteRow): NoteDto {
  return {
    id: row.id,
    startKey: row.startKey,
    endKey: row.endKey,
    text: row.text,
    reference: rangeLabel(row.startKey, row.endKey),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A chapter bookmark reads "John 3", a verse bookmark "John 3:16". */
export function presentBookmark(row: BookmarkRow): BookmarkDto {
  const name = bookByOsis(row.book)?.name ?? row.book;
  return {
    id: row.id,
    verseKey: row.verseKey,
    book: row.book,
    chapter: row.chapter,
    label: row.label,
    reference: row.verseKey === null ? `${name} ${row.chapter}` : rangeLabel(row.verseKey, row.verseKey),
    createdAt: row.createdAt.toISOString(),
  };
}

// The colour column holds only HIGHLIGHT_COLORS (a check constraint on bible_highlights).
export function presentHighlight(row: Pick<HighlightRow, "verseKey" | "color">): HighlightDto {
  return { verseKey: row.verseKey, color: row.color as HighlightColor };
}

/** A highlight in the member's list of saved items, away from its chapter: with its reference and date. */
export function presentSavedHighlight(row: HighlightRow): MyBibleDto["highlights"][number] {
  return {
    ...presentHighlight(row),
    reference: rangeLabel(row.verseKey, row.verseKey),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentChapterRef(book: string, chapter: number): ChapterRef {
  return { book, bookName: bookByOsis(book)?.name ?? book, chapter };
}

export function presentRecentRead(read: ReadRow): MyBibleDto["recent"][number] {
  return { ...presentChapterRef(read.book, read.chapter), readAt: read.readAt.toISOString() };
}

/** The chapter to continue from (the latest read, in the translation it was read in), or null before any. */
export function presentContinueReading(read: ReadRow | undefined): MyBibleDto["continueReading"] {
  if (!read) return null;
  return {
    ...presentChapterRef(read.book, read.chapter),
    // The reads table takes only translation ids (recordReadInput validates them).
    translation: read.translation as TranslationId,
    readAt: read.readAt.toISOString(),
  };
}
