// The Bible API contract (issue 6; screens §5): request schemas the server validates with, the DTOs it returns.
import { z } from "zod";
import { text } from "./text";
import {
  BLOCK_DRILL_QUESTIONS,
  HIGHLIGHT_COLORS,
  type HighlightColor,
  SEARCH_QUERY_MAX,
  TRANSLATION_IDS,
  type TranslationId,
} from "../bible/constants";

export {
  BLOCK_DRILL_QUESTIONS,
  fromVerseKey,
  HIGHLIGHT_COLORS,
  type HighlightColor,
  MEMORY_MAX_VERSES,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  TRANSLATION_IDS,
  toVerseKey,
  type TranslationId,
} from "../bible/constants";

export const translationId = z.enum(TRANSLATION_IDS);

/** Verse key: book number (1–66) · chapter · verse — John 3:16 = 43003016. Lines up translations and user data. */
export const verseKey = z.number().int().min(1_001_001).max(66_999_999);

// ---------- Text ----------

export type TranslationDto = {
  id: TranslationId;
  name: string;
  abbreviation: string;
  year: string;
  strongs: boolean;
};

/** A verse's text as segments: `italic` marks words the translators supplied (KJV [brackets]). */
export type VerseDto = {
  verse: number;
  key: number;
  segments: { text: string; italic?: boolean }[];
  /** A new paragraph starts at this verse (KJV ¶ marks, WEB paragraphs). */
  paragraph: boolean;
};

export type ChapterRef = { book: string; bookName: string; chapter: number };

/** GET /api/bible/:translation/:book/:chapter — `book` is an OSIS id or any name/alias the parser reads. */
export type ChapterDto = {
  translation: TranslationId;
  book: string; // OSIS id, e.g. "John"
  bookName: string; // "John", "Song of Solomon"
  bookNumber: number;
  chapter: number;
  chapters: number; // chapters in the book
  /** Psalm title (superscription) shown above verse 1, when the translation has one. */
  title: string | null;
  verses: VerseDto[];
  prev: ChapterRef | null;
  next: ChapterRef | null;
};

export const chapterParams = z.strictObject({
  translation: translationId,
  book: text().min(1).max(40),
  chapter: z.coerce.number().int().min(1).max(150),
});

// ---------- Search ----------

export const searchQuery = z.strictObject({
  q: text().max(SEARCH_QUERY_MAX, `Keep the search under ${SEARCH_QUERY_MAX} characters.`),
  t: translationId.default("kjv"),
  scope: z.enum(["all", "ot", "nt", "book", "range"]).default("all"),
  book: text().max(40).optional(),
  from: text().max(40).optional(),
  to: text().max(40).optional(),
  match: z.enum(["all", "any", "phrase"]).default("all"),
  forms: z.enum(["on", "off"]).default("off"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SearchQuery = z.output<typeof searchQuery>;

export type SearchHitDto = {
  key: number;
  book: string;
  bookName: string;
  chapter: number;
  verse: number;
  /** Plain verse text (no markup) and the [start, end) character ranges of every match. */
  text: string;
  marks: [number, number][];
};

export type SearchResultDto =
  | { kind: "reference"; book: string; chapter: number; verses: string | null } // the query was a reference: open the reader
  | {
      kind: "results";
      total: number; // verses matched
      books: { book: string; bookName: string; count: number }[]; // canonical order
      hits: SearchHitDto[];
      page: number;
      pageSize: number;
      pages: number;
    };

// ---------- Strong's ----------

export type StrongsEntryDto = {
  number: string; // "G25", "H7225"
  lemma: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
  kjvRenderings: string;
  derivation: string;
};

/** GET /api/bible/strongs/likely?book=John&word=loved — entries whose KJV renderings include the word. */
export type LikelyStrongsDto = { word: string; language: "hebrew" | "greek"; entries: StrongsEntryDto[] };

/** GET /api/bible/strongs/:number — "G25", "h7225" (any case, leading zeros allowed); a miss is a 404. */
export const strongsParams = z.strictObject({ number: text().trim().min(1).max(12) });
export const likelyStrongsQuery = z.strictObject({
  book: text().trim().min(1).max(40),
  word: text()
    .trim()
    .min(1, "Choose a word.")
    .max(40)
    .regex(/^[\p{L}'’-]+$/u, "Choose a single word."),
});

// ---------- The member's annotations ----------

export type HighlightDto = { verseKey: number; color: HighlightColor };
export type NoteDto = {
  id: string;
  startKey: number;
  endKey: number;
  text: string;
  reference: string;
  createdAt: string;
  updatedAt: string;
};
export type BookmarkDto = {
  id: string;
  verseKey: number | null;
  book: string;
  chapter: number;
  label: string | null;
  reference: string;
  createdAt: string;
};

/** GET /api/bible/annotations/:book/:chapter — the member's marks on one chapter (any translation). */
export type ChapterAnnotationsDto = {
  highlights: HighlightDto[];
  notes: NoteDto[];
  bookmarks: BookmarkDto[];
};

export const setHighlightInput = z.strictObject({
  verseKeys: z.array(verseKey).min(1).max(200),
  color: z.enum(HIGHLIGHT_COLORS).nullable(), // null = remove
});
export const createNoteInput = z.strictObject({
  startKey: verseKey,
  endKey: verseKey,
  text: text().trim().min(1, "Write something first.").max(5000, "Notes are at most 5,000 characters."),
});
export const updateNoteInput = z.strictObject({
  text: text().trim().min(1, "Write something first.").max(5000, "Notes are at most 5,000 characters."),
});
export const createBookmarkInput = z.strictObject({
  book: text().min(1).max(10), // OSIS id
  chapter: z.number().int().min(1).max(150),
  verseKey: verseKey.nullable(), // null = the whole chapter
  label: text().trim().max(60, "Labels are at most 60 characters.").nullable().optional(),
});
export const recordReadInput = z.strictObject({
  book: text().min(1).max(10),
  chapter: z.number().int().min(1).max(150),
  translation: translationId,
});

/** GET /api/bible/me — for /bible home and "My notes". */
export type MyBibleDto = {
  continueReading: (ChapterRef & { translation: TranslationId; readAt: string }) | null;
  recent: (ChapterRef & { readAt: string })[]; // last 5 distinct chapters
  bookmarks: BookmarkDto[]; // newest first
  notes: NoteDto[]; // newest first
  highlights: (HighlightDto & { reference: string; createdAt: string })[]; // newest first
};

// ---------- Memory verses (review subject `memory_verse` on the app-wide FSRS tables) ----------

export const addMemoryVerseInput = z.strictObject({
  reference: text().trim().min(1, "Enter a reference like John 3:16").max(100),
  translation: translationId,
  note: text().trim().max(500).nullable().optional(),
});
export const updateMemoryVerseInput = z.strictObject({ note: text().trim().max(500).nullable() });

export type MemoryStatus = "new" | "learning" | "memorized"; // memorized = current interval ≥ 21 days

export type MemoryVerseDto = {
  id: string;
  reference: string; // "Philippians 4:6–7"
  startKey: number;
  endKey: number;
  translation: TranslationId;
  text: string; // the verses' plain text, joined
  note: string | null;
  status: MemoryStatus;
  cardId: string;
  dueAt: string;
  createdAt: string;
};

export type MemoryListDto = { verses: MemoryVerseDto[]; dueToday: number; memorized: number };

export type MemoryStatsDto = {
  saved: number;
  memorized: number;
  dueToday: number;
  streakDays: number; // consecutive local days with ≥ 1 memory review, ending today or yesterday
  bestQuizScore: number;
  perBook: { book: string; bookName: string; saved: number; memorized: number }[];
  week: { reviewDays: number; newMemorized: number; quizFinished: boolean }; // Goals tab, resets Monday
};

/** Quick quiz: judged on the server (≥ 90% of words in order, ignoring case/punctuation/spacing). */
export const quizAnswerInput = z.strictObject({ verseId: z.uuid(), answer: text().max(5000) });
export type QuizStartDto = { quizId: string; endsAt: string; verses: { id: string; reference: string }[] };
export type QuizAnswerDto = { correct: boolean; score: number };
export type QuizFinishDto = { score: number; best: number };

// ---------- Bible Rendered legend (shared with the palace `br` room's Block Legend) ----------

export const blockNumberParam = z.strictObject({ n: z.coerce.number().int().min(1).max(50) });
export const saveBlockInput = z.strictObject({
  glyph: text()
    .trim()
    .refine((g) => [...g].length >= 1 && [...g].length <= 12, "A glyph is 1 to 12 characters"),
  rationale: text()
    .trim()
    .min(1, "Write one or two sentences")
    .max(300, "Keep the rationale to two sentences"),
});
export type BlockLegendDto = {
  blocks: { number: number; glyph: string; rationale: string; updatedAt: string }[];
};

/** Recall drill (10 questions from the member's own legend; keys stay on the server). */
export type BlockDrillQuestionDto =
  | { kind: "block"; prompt: string; glyph: string; options: { number: number; label: string }[] } // "Which block has this glyph?"
  | { kind: "glyph"; prompt: string; block: number; label: string }; // "Which glyph did you give block {n}?" (typed)
export type BlockDrillDto = { drillId: string; expiresAt: string; questions: BlockDrillQuestionDto[] };
/** One answer per question, in order: a block number for `block` questions, the typed glyph for `glyph` ones. */
export const submitBlockDrillInput = z.strictObject({
  answers: z
    .array(z.union([z.number().int().min(1).max(50), text().max(50), z.null()]))
    .max(BLOCK_DRILL_QUESTIONS),
});
/** `answer` is the right answer ("Block 7 · Joshua 7 – Judges 5" or the glyph); the result is stored as a `br` drill attempt. */
export type BlockDrillResultDto = {
  score: number;
  maxScore: number;
  expired: boolean;
  items: { correct: boolean; answer: string }[];
  xpAwarded: number;
};

// ---------- Amplified Quarterly (member-chosen passages per week; the lesson itself is linked, never bundled) ----------

export const weekParam = z.strictObject({ week: text().regex(/^\d{4}-W\d{2}$/) }); // ISO week, e.g. 2026-W47
export const saveWorksheetInput = z.strictObject({
  passages: z.array(text().trim().min(1).max(100)).max(12),
  rooms: z.array(text().min(1).max(20)).max(38),
  answers: z.record(text().max(20), text().max(5000)),
  notes: text().max(20_000),
});
export type WorksheetDto = z.output<typeof saveWorksheetInput> & { week: string; updatedAt: string | null };
