// The Bible's plain constants and verse-key arithmetic, with no validation library: the client imports these
// at runtime (the reader, search controls, prefs), so the reader's first load doesn't download and run zod.
// common/schemas/bible.ts builds the API contract on them and re-exports them.

export const TRANSLATION_IDS = ["kjv", "web", "asv", "ylt", "dby", "wbt"] as const;
export type TranslationId = (typeof TRANSLATION_IDS)[number];

/** Verse key: book number (1–66) · chapter · verse — John 3:16 = 43003016. Lines up translations and user data. */
export const toVerseKey = (bookNumber: number, chapter: number, verse: number) =>
  bookNumber * 1_000_000 + chapter * 1_000 + verse;
export const fromVerseKey = (key: number) => ({
  bookNumber: Math.floor(key / 1_000_000),
  chapter: Math.floor((key % 1_000_000) / 1_000),
  verse: key % 1_000,
});

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_PAGE_SIZE = 50;
export const HIGHLIGHT_COLORS = ["yellow", "green", "blue", "pink", "purple", "orange"] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

export const MEMORY_MAX_VERSES = 10;
/** Recall drill of the Bible Rendered legend: questions per round. */
export const BLOCK_DRILL_QUESTIONS = 10;
