// Scripture for a lesson: the references stored with the content, rendered from our Bible data in the member's
// translation (screens.md §7.0 — never hard-coded). A passage is capped so a whole-chapter reference stays light.
import { type TranslationId } from "@common/bible/constants";
import { parseReference } from "@common/bible/reference";
import { bookByOsis } from "@common/bible/books";
import { bookNumberOf, keyOf } from "@common/bible/verse-keys";
import type { PassageDto } from "@common/schemas/courses";
import type { BibleSource } from "@server/modules/bible/bible-data.types";

const MAX_VERSES = 60;

export async function renderPassage(
  bible: BibleSource,
  translation: TranslationId,
  reference: string,
): Promise<PassageDto | null> {
  const parsed = parseReference(reference);
  const range = parsed?.ranges[0];
  const book = range ? bookNumberOf(range.start.book) : undefined;
  if (!parsed || !range || !book) return null;
  const endBook = bookNumberOf(range.end.book) ?? book;
  const text = await bible.load(translation);
  const startKey = keyOf(book, range.start.chapter, range.start.verse);
  const endKey = keyOf(endBook, range.end.chapter, range.end.verse);
  const verses: PassageDto["verses"] = [];
  for (const verse of text.verses) {
    if (verse.key < startKey) continue;
    if (verse.key > endKey || verses.length >= MAX_VERSES) break;
    if (verse.plain.trim() !== "")
      verses.push({ chapter: verse.chapter, verse: verse.verse, text: verse.plain });
  }
  return {
    reference: parsed.label,
    readerPath: `/bible/${encodeURIComponent(bookByOsis(range.start.book)?.name ?? range.start.book)}/${range.start.chapter}?v=${range.start.verse}`,
    translation,
    verses,
  };
}
