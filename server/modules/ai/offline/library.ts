// The offline engine's local data (ai.md §2.2), all shared with the rest of the server: the KJV from the app's one
// BibleSource, its word index from the Bible search (built once per source), Strong's dictionaries (one copy per
// process) and the cross references (one copy per process). Nothing here calls the network.
import { BIBLE_BOOKS } from "@common/bible/books";
import { parseReference } from "@common/bible/reference";
import { toVerseKey } from "@common/schemas/bible";
import { verseIndexAtOrAfter } from "@server/modules/bible/bible-data";
import type { BibleSource, TranslationText, VerseRecord } from "@server/modules/bible/bible-data.types";
import { type StrongsData, strongsData } from "@server/modules/bible/strongs-data";
import { bibleSearchFor } from "@server/modules/bible-search/bible-search.service";
import type { SearchIndex } from "@server/modules/bible-search/search-index";
import { type CrossRefs, crossRefs } from "./crossrefs";

export type Library = {
  kjv: TranslationText;
  index: SearchIndex;
  strongs: StrongsData;
  crossRefs: CrossRefs;
};

export async function loadLibrary(bible: BibleSource): Promise<Library> {
  const [kjv, index, strongs, links] = await Promise.all([
    bible.load("kjv"),
    bibleSearchFor(bible).index("kjv"),
    strongsData(),
    crossRefs(),
  ]);
  return { kjv, index, strongs, crossRefs: links };
}

const bookNumberByOsis = new Map(BIBLE_BOOKS.map((book, index) => [book.osis, index + 1]));

export function bookNumberOfOsis(osis: string): number {
  const number = bookNumberByOsis.get(osis);
  if (!number) throw new Error(`Unknown book ${osis}`);
  return number;
}

/** "John 3:16" for a verse. */
export function verseLabel(verse: Pick<VerseRecord, "bookNumber" | "chapter" | "verse">): string {
  return `${BIBLE_BOOKS[verse.bookNumber - 1]?.name ?? "?"} ${verse.chapter}:${verse.verse}`;
}

/** "John 3" for a verse's chapter. */
export function chapterLabel(verse: Pick<VerseRecord, "bookNumber" | "chapter">): string {
  return `${BIBLE_BOOKS[verse.bookNumber - 1]?.name ?? "?"} ${verse.chapter}`;
}

/** The position of the first verse whose key is ≥ `key` in canonical order. */
export function positionAtOrAfter(lib: Library, key: number): number {
  return verseIndexAtOrAfter(lib.kjv, key);
}

/** A passage the reader can open: its label and the KJV verses inside it, in order. */
export type Passage = { label: string; verses: VerseRecord[]; wholeChapter: boolean };

/** Verses of a range, capped (a reference such as "Isaiah 40-55" holds hundreds). */
const MAX_VERSES_PER_PASSAGE = 400;

/**
 * Every passage referred to in a text ("Jn 3:16-18", "Dan 8", "II Kings 2:11"), read with the app's parser; empty
 * when the text holds none (or one the parser refuses, such as "Gen 51").
 */
export function passagesIn(lib: Library, text: string): Passage[] {
  const parsed = parseReference(text);
  if (!parsed) return [];
  const labels = parsed.label.split("; ");
  return parsed.ranges.map((range, index) => {
    const start = toVerseKey(bookNumberOfOsis(range.start.book), range.start.chapter, range.start.verse);
    const end = toVerseKey(bookNumberOfOsis(range.end.book), range.end.chapter, range.end.verse);
    const verses: VerseRecord[] = [];
    for (
      let position = positionAtOrAfter(lib, start);
      verses.length < MAX_VERSES_PER_PASSAGE;
      position += 1
    ) {
      const verse = lib.kjv.verses[position];
      if (!verse || verse.key > end) break;
      verses.push(verse);
    }
    const label = labels[index] ?? parsed.label;
    return { label, verses, wholeChapter: !label.includes(":") };
  });
}

const curated = new WeakMap<Library, Map<string, Passage | undefined>>();

/** The one passage of a curated reference (tables hold one reference per string); parsed once per library. */
export function passageOf(lib: Library, reference: string): Passage | undefined {
  let known = curated.get(lib);
  if (!known) {
    known = new Map();
    curated.set(lib, known);
  }
  if (!known.has(reference)) known.set(reference, passagesIn(lib, reference)[0]);
  return known.get(reference);
}
