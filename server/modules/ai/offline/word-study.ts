// Strong's entries for the rarest content words of a verse (ai.md §2.3 step 5). The KJV text we serve carries no
// Strong's tags, so every entry is found from the English word through the KJV-renderings index — Hebrew for Old
// Testament books, Greek for New — and labelled "Likely original word", as the reader labels it.
import type { StrongsEntryDto } from "@common/schemas/bible";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import { simpleForms } from "@server/modules/bible/strongs-data";
import { forEachWord } from "@server/modules/bible-search/tokenizer";
import type { Library } from "./library";
import { isStopWord } from "./text";

export type WordStudy = { word: string; entry: StrongsEntryDto };

/** The first New Testament book (Matthew). */
const FIRST_NT_BOOK = 40;

/** How many verses of the KJV hold the word (its rarity). */
function verseCount(lib: Library, word: string): number {
  const id = lib.index.termIds.get(word);
  return id === undefined ? 0 : (lib.index.postings[id]?.length ?? 0);
}

/**
 * Up to `max` word studies for a verse: its content words from the rarest up, skipping names (capitalised words)
 * and words the dictionary has no likely entry for; never the same entry twice.
 */
export function wordStudies(
  lib: Library,
  verse: VerseRecord,
  max: number,
  /** Words to study first when the verse has them (the words of the member's question). */
  prefer: readonly string[] = [],
): WordStudy[] {
  const candidates: { word: string; count: number; order: number }[] = [];
  const seen = new Set<string>();
  forEachWord(verse.plain, (word, start) => {
    const first = verse.plain[start] ?? "";
    // Names are capitalised, and so is the first part of a hyphenated name ("Beth-lehem-judah").
    const named = first !== first.toLowerCase() || verse.plain[start - 1] === "-";
    if (seen.has(word) || word.length < 3 || isStopWord(word) || named) return;
    seen.add(word);
    candidates.push({ word, count: verseCount(lib, word), order: candidates.length });
  });
  const preferred = (word: string) => (prefer.includes(word) ? 0 : 1);
  candidates.sort((a, b) => preferred(a.word) - preferred(b.word) || a.count - b.count || a.order - b.order);
  const language = verse.bookNumber >= FIRST_NT_BOOK ? "greek" : "hebrew";
  const studies: WordStudy[] = [];
  const entries = new Set<string>();
  for (const { word } of candidates) {
    if (studies.length >= max) break;
    // An entry whose renderings use the word in a negation ("believe not", "not believe") names its opposite.
    const found = lib.strongs.likely(language, word, 12);
    const forms = simpleForms(word).join("|");
    const negation = new RegExp(`\\b(?:(?:${forms}) not|not (?:${forms}))\\b`, "i");
    const entry = found.find((candidate) => !negation.test(candidate.kjvRenderings)) ?? found[0];
    if (!entry || entries.has(entry.number)) continue;
    entries.add(entry.number);
    studies.push({ word, entry });
  }
  return studies;
}
