import { type BibleBook, bookByOsis } from "@common/bible/books";
import type { SearchHitDto, SearchResultDto } from "@common/schemas/bible";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";

type BookCount = Extract<SearchResultDto, { kind: "results" }>["books"][number];

/** A matching verse: its place, its plain text and the [start, end) ranges of that text to highlight. */
export function presentHit(verse: VerseRecord, marks: [number, number][]): SearchHitDto {
  return {
    key: verse.key,
    book: verse.book,
    bookName: bookByOsis(verse.book)?.name ?? verse.book,
    chapter: verse.chapter,
    verse: verse.verse,
    text: verse.plain,
    marks,
  };
}

export function presentBookCount(book: BibleBook, count: number): BookCount {
  return { book: book.osis, bookName: book.name, count };
}
