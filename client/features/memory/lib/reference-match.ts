// Reference recall: the member's typed reference (parsed by common/bible/reference, loaded lazily) must name
// exactly the verse range of the card.
import { BIBLE_BOOKS } from "@common/bible/books";
import type { ReferenceRange, VersePoint } from "@common/bible/reference";
import { toVerseKey } from "@common/bible/constants";

const bookNumbers = new Map(BIBLE_BOOKS.map((book, index) => [book.osis, index + 1]));

export const pointKey = (point: VersePoint): number | null => {
  const number = bookNumbers.get(point.book);
  return number === undefined ? null : toVerseKey(number, point.chapter, point.verse);
};

/** True when the parsed ranges are one range from startKey to endKey. */
export function sameRange(
  ranges: readonly ReferenceRange[] | null,
  startKey: number,
  endKey: number,
): boolean {
  if (!ranges || ranges.length !== 1) return false;
  const [range] = ranges;
  return pointKey(range!.start) === startKey && pointKey(range!.end) === endKey;
}

/** How many verses a parsed range spans; `versesIn` gives a chapter's verse count. */
export function rangeVerseCount(
  range: ReferenceRange,
  versesIn: (book: string, chapter: number) => number,
): number {
  const { start, end } = range;
  if (start.book !== end.book) return Number.POSITIVE_INFINITY;
  if (start.chapter === end.chapter) return end.verse - start.verse + 1;
  let count = versesIn(start.book, start.chapter) - start.verse + 1;
  for (let chapter = start.chapter + 1; chapter < end.chapter; chapter++)
    count += versesIn(start.book, chapter);
  return count + end.verse;
}

/** "Philippians 4:6-7" → "Philippians 4:6–7" (an en dash between numbers, as references are shown). */
export const dashed = (label: string): string => label.replace(/(\d)-(\d)/g, "$1–$2");

export const addVerseMessages = {
  empty: "Enter a reference like John 3:16",
  notFound: "We couldn't find that passage",
  tooMany: "Choose at most 10 verses",
  oneRange: "Choose one verse or one range of verses",
  oneChapter: "Choose verses from one chapter",
} as const;

export type ReferenceCheck =
  | { ok: true; label: string; range: ReferenceRange }
  | { ok: false; message: (typeof addVerseMessages)[keyof typeof addVerseMessages] };

/**
 * The Add verse dialog's check (screens §5.7): one verse or one range of at most `max` verses. `parse` and
 * `versesIn` come from common/bible/reference, loaded lazily by the caller.
 */
export function checkMemoryReference(
  text: string,
  parse: (text: string) => { ranges: ReferenceRange[]; label: string } | null,
  versesIn: (book: string, chapter: number) => number,
  max = 10,
): ReferenceCheck {
  if (text.trim() === "") return { ok: false, message: addVerseMessages.empty };
  const parsed = parse(text);
  // Like the server: text without any number isn't a reference yet; a numbered one that doesn't resolve is a passage we lack.
  if (!parsed)
    return { ok: false, message: /\d/.test(text) ? addVerseMessages.notFound : addVerseMessages.empty };
  if (parsed.ranges.length !== 1) return { ok: false, message: addVerseMessages.oneRange };
  const range = parsed.ranges[0]!;
  if (rangeVerseCount(range, versesIn) > max) return { ok: false, message: addVerseMessages.tooMany };
  if (range.start.chapter !== range.end.chapter) return { ok: false, message: addVerseMessages.oneChapter };
  return { ok: true, label: dashed(parsed.label), range };
}
