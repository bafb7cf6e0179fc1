// The verse behind a card (ai.md §3.11): a reference typed by the member, read with the shared parser and filled from
// the KJV through the Bible module's texts. A card holds one verse or a few verses of one chapter.
import { parseReference } from "@common/bible/reference";
import { bookNumberOf, keyOf, placeOfKey, rangeLabel, versesBetween } from "@common/bible/verse-keys";
import { IMAGE_LIMITS } from "@common/schemas/images";
import { AppError } from "@server/http/errors";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { passageText } from "@server/modules/bible/passage-text";

/** A card's passage spans at most this many verses. */
export const cardMaxVerses = 6;

export const passageNotFound = () =>
  new AppError(422, "reference_not_found", "We couldn't find that passage. Try a reference like Psalm 23:1.");
const tooLong = () =>
  new AppError(
    422,
    "validation_failed",
    `Choose one verse, or up to ${cardMaxVerses} verses from one chapter.`,
  );

/** The normalised label and key range of one short passage, or 422. */
export function cardRange(reference: string): { label: string; startKey: number; endKey: number } {
  const parsed = parseReference(reference);
  const [range, ...others] = parsed?.ranges ?? [];
  if (!range) throw passageNotFound();
  if (others.length > 0) throw tooLong();
  const startBook = bookNumberOf(range.start.book);
  const endBook = bookNumberOf(range.end.book);
  if (!startBook || !endBook) throw passageNotFound();
  // A whole chapter ("Psalm 23") is too long for a card anyway; the parser gives it as verse 1 to the last.
  const startKey = keyOf(startBook, range.start.chapter, range.start.verse);
  const endKey = keyOf(endBook, range.end.chapter, range.end.verse);
  const start = placeOfKey(startKey);
  const end = placeOfKey(endKey);
  if (!start || !end) throw passageNotFound();
  if (start.book !== end.book || start.chapter !== end.chapter || versesBetween(start, end) > cardMaxVerses)
    throw tooLong();
  const label = rangeLabel(startKey, endKey);
  if (label.length > IMAGE_LIMITS.verseRefMax) throw tooLong();
  return { label, startKey, endKey };
}

/** The stored label of a reference typed beside an upload or in an edit (same rules as a card's). */
export function normaliseImageReference(reference: string): string {
  return cardRange(reference).label;
}

/** Text cut to the card's limit at a word boundary, with an ellipsis when cut. */
export function fitCardText(text: string): string {
  const max = IMAGE_LIMITS.cardTextMax;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The KJV text of a card's passage (verse numbers left out), fitted to the card's limit. */
export async function cardPassageText(
  bible: BibleSource,
  reference: string,
): Promise<{ label: string; text: string }> {
  const { label, startKey, endKey } = cardRange(reference);
  const text = await passageText(bible, "kjv", startKey, endKey);
  if (text === null) throw passageNotFound();
  return { label, text: fitCardText(text) };
}
