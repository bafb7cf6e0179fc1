/**
 * A room's passage (screens §8.3) as the chapters the page fetches and the verses it shows. The server sends the
 * passage as its first and last verse keys (book number · chapter · verse, common/bible/constants) inside one book,
 * at most 3 chapters.
 */
import { BIBLE_BOOKS } from "@common/bible/books";
import { fromVerseKey, toVerseKey } from "@common/bible/constants";
import type { RoomPassageDto } from "@common/schemas/live-study";

export type PassageChapter = {
  /** OSIS id for the chapter fetch ("Ps"). */
  osis: string;
  bookName: string;
  bookNumber: number;
  chapter: number;
  /** The passage's verses in this chapter, inclusive; `last` null = to the chapter's end. */
  first: number;
  last: number | null;
};

/** The chapters of a passage, in order (empty when the keys don't name one book of the canon). */
export function passageChapters(passage: Pick<RoomPassageDto, "startVerse" | "endVerse">): PassageChapter[] {
  const start = fromVerseKey(passage.startVerse);
  const end = fromVerseKey(passage.endVerse);
  const book = BIBLE_BOOKS[start.bookNumber - 1];
  if (!book || end.bookNumber !== start.bookNumber || end.chapter < start.chapter) return [];
  const chapters: PassageChapter[] = [];
  for (let chapter = start.chapter; chapter <= end.chapter; chapter += 1)
    chapters.push({
      osis: book.osis,
      bookName: book.name,
      bookNumber: start.bookNumber,
      chapter,
      first: chapter === start.chapter ? start.verse : 1,
      last: chapter === end.chapter ? end.verse : null,
    });
  return chapters;
}

/** Whether verse `verse` of `part`'s chapter is inside the passage. */
export const inPassageChapter = (part: PassageChapter, verse: number) =>
  verse >= part.first && (part.last === null || verse <= part.last);

/** The verse key of verse `verse` in `part`'s chapter. */
export const verseKeyIn = (part: PassageChapter, verse: number) =>
  toVerseKey(part.bookNumber, part.chapter, verse);

/**
 * How a verse is named beside a person or a raised hand: "verse 16" within a one-chapter passage, "3:16" when the
 * passage spans chapters (a bare number would be ambiguous there).
 */
export function verseLabel(verseKey: number, multiChapter: boolean): string {
  const { chapter, verse } = fromVerseKey(verseKey);
  return multiChapter ? `${chapter}:${verse}` : String(verse);
}

/** The DOM id of a verse's row, so the page can scroll to it. */
export const verseElementId = (roomId: string, verseKey: number) => `room-${roomId}-verse-${verseKey}`;
