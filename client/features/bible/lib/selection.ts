import type { ChapterDto, NoteDto, VerseDto } from "@common/schemas/bible";
import { selectionReference } from "./verses";

export type SelectionDetails = {
  /** The selected verses in chapter order. */
  verses: VerseDto[];
  /** "John 3:16-18", or "" with nothing selected. */
  reference: string;
  /** The first…last selected verse keys a new note is anchored to (the chapter's first verse with none). */
  startKey: number;
  endKey: number;
  /** The member's notes that overlap the selection. */
  notes: NoteDto[];
};

/** What the verse tools act on: the selected verses of the chapter on screen (none while it is loading). */
export function describeSelection(
  chapter: ChapterDto | null,
  selected: ReadonlySet<number>,
  notes: readonly NoteDto[],
): SelectionDetails {
  const verses = chapter ? chapter.verses.filter((verse) => selected.has(verse.verse)) : [];
  const reference =
    chapter && verses.length > 0
      ? selectionReference(
          chapter.bookName,
          chapter.chapter,
          verses.map((verse) => verse.verse),
        )
      : "";
  const startKey = verses[0]?.key ?? chapter?.verses[0]?.key ?? 0;
  const endKey = verses[verses.length - 1]?.key ?? startKey;
  return {
    verses,
    reference,
    startKey,
    endKey,
    notes: notes.filter((note) => note.startKey <= endKey && note.endKey >= startKey),
  };
}
