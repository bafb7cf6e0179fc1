// The in-memory shape of a translation, shared by the chapter API, search and the memory/quarterly modules.
// Texts are loaded lazily from public-domain npm packages (never committed) by bible-data.ts.
import type { TranslationDto, TranslationId } from "@common/schemas/bible";

export interface VerseRecord {
  /** book·chapter·verse, John 3:16 = 43003016 */
  key: number;
  bookNumber: number;
  /** OSIS id, e.g. "John" */
  book: string;
  chapter: number;
  verse: number;
  segments: { text: string; italic?: boolean }[];
  /** Text without markup, for search and copying. */
  plain: string;
  paragraph: boolean;
}

export interface TranslationText {
  id: TranslationId;
  /** Every verse in canonical order. */
  verses: readonly VerseRecord[];
  byKey: ReadonlyMap<number, VerseRecord>;
  /** Psalm superscriptions by chapter key (bookNumber * 1000 + chapter). */
  titles: ReadonlyMap<number, string>;
}

export interface BibleSource {
  translations(): TranslationDto[];
  /** Loads (once) and returns a translation; later calls share the same promise. */
  load(id: TranslationId): Promise<TranslationText>;
}
