// A card's Bible reference (ai.md §3.10): typed by the member, pasted in an import or written by the model. Stored as
// the parser's normalised label ("John 3:16"); the reader link is derived from it when a card is shown.
import { parseReference } from "@common/bible/reference";
import { bookByOsis } from "@common/bible/books";
import { FLASHCARD_LIMITS } from "@common/schemas/flashcards";

/** The normalised label of one passage, or null when the text names no existing verses (or is too long to store). */
export function normaliseCardReference(text: string): string | null {
  const parsed = parseReference(text);
  if (!parsed || parsed.ranges.length !== 1) return null;
  return parsed.label.length <= FLASHCARD_LIMITS.verseRefMax ? parsed.label : null;
}

export const referenceNotFound = (text: string) => `Reference not found: ${text}`;

/** The reader's path for a stored label: /bible/{Book}/{chapter}?v=16 (or ?v=16-18); the chapter for whole chapters. */
export function readerHrefOf(label: string | null): string | null {
  if (!label) return null;
  const range = parseReference(label)?.ranges[0];
  const book = range ? bookByOsis(range.start.book) : undefined;
  if (!range || !book) return null;
  const path = `/bible/${encodeURIComponent(book.name)}/${range.start.chapter}`;
  const sameChapter = range.end.book === range.start.book && range.end.chapter === range.start.chapter;
  if (!label.includes(":")) return path;
  const verses =
    sameChapter && range.end.verse !== range.start.verse
      ? `${range.start.verse}-${range.end.verse}`
      : `${range.start.verse}`;
  return `${path}?v=${verses}`;
}
