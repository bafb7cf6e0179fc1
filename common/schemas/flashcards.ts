/**
 * The Flashcards contract (ai.md §3.10, §4.12, §2.4; data model §6): decks and cards, paste import, AI or offline
 * generation with a preview, public decks with "Add to my decks", and review on the app's one FSRS scheduler. The
 * server validates with these schemas; the client's forms use the same limits.
 */
import { z } from "zod";
import { text } from "./text";

export const FLASHCARD_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  descriptionMax: 500,
  frontMin: 5,
  frontMax: 500,
  backMin: 1,
  backMax: 1000,
  verseRefMax: 50,
  /** Cards per deck (a generous ceiling that keeps one deck's page and review fast). */
  cardsPerDeck: 500,
  /** Paste import: characters in one paste. */
  importMaxChars: 50_000,
  /** ai.md §1.7: the topic or passage of a generation. */
  sourceMax: 200,
  /** ai.md §3.10: a passage source spans at most this many chapters. */
  passageMaxChapters: 3,
  countMin: 5,
  countMax: 30,
  countDefault: 10,
  retentionMin: 0.8,
  retentionMax: 0.97,
  retentionDefault: 0.9,
  newPerDayMin: 0,
  newPerDayMax: 100,
  newPerDayDefault: 20,
} as const;

export const flashcardKinds = ["qa", "cloze", "verse_ref", "room"] as const;
export type FlashcardKind = (typeof flashcardKinds)[number];
/** How each kind is named on screen. */
export const flashcardKindLabels: Record<FlashcardKind, string> = {
  qa: "Question and answer",
  cloze: "Fill in the blank",
  verse_ref: "Verse → reference",
  room: "Palace room",
};

export const deckSources = ["manual", "ai", "offline"] as const;
export type DeckSource = (typeof deckSources)[number];
/** The deck's source as shown on its card and page ("Offline study engine": ai.md §3.10 [O]). */
export const deckSourceLabels: Record<DeckSource, string> = {
  manual: "Made by hand",
  ai: "Generated with AI",
  offline: "Offline study engine",
};

const L = FLASHCARD_LIMITS;
const trimmed = () => text().trim();

export const deckIdParam = z.strictObject({ deckId: z.uuid() });
export const cardIdParam = z.strictObject({ cardId: z.uuid() });

export const deckInput = z.strictObject({
  title: trimmed()
    .min(L.titleMin, `Give the deck a title of at least ${L.titleMin} characters.`)
    .max(L.titleMax, `Keep the title under ${L.titleMax} characters.`),
  description: trimmed()
    .max(L.descriptionMax, `Keep the description under ${L.descriptionMax} characters.`)
    .default(""),
  isPublic: z.boolean().default(false),
});
export type DeckInput = z.input<typeof deckInput>;

export const cardInput = z.strictObject({
  front: trimmed()
    .min(L.frontMin, `Write at least ${L.frontMin} characters on the front.`)
    .max(L.frontMax, `Keep the front under ${L.frontMax} characters.`),
  back: trimmed()
    .min(L.backMin, "Write the answer on the back.")
    .max(L.backMax, `Keep the back under ${L.backMax} characters.`),
  /** A Bible reference ("John 3:16"); the server parses it and answers 422 "Reference not found: …" when invalid. */
  verseRef: trimmed().max(L.verseRefMax).nullable().default(null),
  kind: z.enum(flashcardKinds).default("qa"),
});
export type CardInput = z.input<typeof cardInput>;

/** Reorder: every card id of the deck, in the new order. */
export const reorderInput = z.strictObject({ cardIds: z.array(z.uuid()).max(L.cardsPerDeck) });

/** Paste import: lines "front<TAB>back<TAB>reference" (the reference optional). */
export const importInput = z.strictObject({
  lines: text().max(
    L.importMaxChars,
    `Paste at most ${L.importMaxChars.toLocaleString("en")} characters at once.`,
  ),
});

export const generateInput = z.strictObject({
  source: z.enum(["passage", "topic"]),
  /** The passage ("Daniel 2", "Romans 5-6") or the topic ("parables"). */
  value: trimmed()
    .min(2, "Enter a passage or a topic.")
    .max(L.sourceMax, `Keep it under ${L.sourceMax} characters.`),
  count: z.int().min(L.countMin).max(L.countMax).default(L.countDefault),
  kinds: z.array(z.enum(flashcardKinds)).min(1, "Choose at least one kind of card.").max(4).default(["qa"]),
  difficulty: z.enum(["easy", "medium", "hard"]).default("medium"),
});
export type GenerateInput = z.input<typeof generateInput>;

/** Save a previewed generation as a deck: the generation's id (the server knows its source) and the kept cards. */
export const saveGenerationInput = z.strictObject({
  generationId: z.uuid(),
  title: deckInput.shape.title,
  description: deckInput.shape.description,
  isPublic: z.boolean().default(false),
  cards: z.array(cardInput).min(1, "Keep at least one card.").max(L.countMax),
});

export const publicDecksQuery = z.strictObject({
  q: trimmed().max(100).optional(),
  cursor: text().max(200).optional(),
});

export const reviewRatings = ["again", "hard", "good", "easy"] as const;
export type FlashcardRating = (typeof reviewRatings)[number];
export const gradeInput = z.strictObject({ rating: z.enum(reviewRatings) });

export const flashcardSettingsInput = z.strictObject({
  desiredRetention: z.number().min(L.retentionMin).max(L.retentionMax),
  newPerDay: z.int().min(L.newPerDayMin).max(L.newPerDayMax),
});
export type FlashcardSettings = z.output<typeof flashcardSettingsInput>;

// ---------- DTOs ----------

export type ModerationStatus = "approved" | "pending" | "hidden";
/** Shown with a public deck whose moderation is `pending` (ai.md §1.7, verbatim: the check fails closed). */
export const deckPendingMessage = "We couldn't check this right now, so it's waiting for review.";

export interface DeckSummaryDto {
  id: string;
  title: string;
  description: string;
  isPublic: boolean;
  /** Public decks only: approved, waiting for review, or hidden by a moderator. */
  moderation: ModerationStatus | null;
  source: DeckSource;
  /** Public decks seen by others: the owner through the public profile only. */
  owner: { displayName: string; avatarUrl: string | null } | null;
  isMine: boolean;
  cardCount: number;
  /** The member's own decks: cards due now, and new cards not yet studied. */
  dueToday: number;
  newCount: number;
  copiedFromId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FlashcardDto {
  id: string;
  position: number;
  front: string;
  back: string;
  /** Normalised reference label ("John 3:16") and its reader link, or null. */
  verseRef: string | null;
  readerHref: string | null;
  kind: FlashcardKind;
  /** The member's own decks: the card's review state. */
  state: "new" | "learning" | "review" | "relearning" | null;
  dueAt: string | null;
}

export interface DeckDto extends DeckSummaryDto {
  cards: FlashcardDto[];
}

export interface DeckListDto {
  decks: DeckSummaryDto[];
}

export interface PublicDeckListDto {
  decks: DeckSummaryDto[];
  nextCursor: string | null;
}

export interface GeneratedCardDto {
  front: string;
  back: string;
  verseRef: string | null;
  kind: FlashcardKind;
}

export interface GenerationDto {
  generationId: string;
  /** "<source> (AI)" by default (ai.md §3.10). */
  title: string;
  source: "ai" | "offline";
  cards: GeneratedCardDto[];
  /** Plain notes for the member (e.g. "2 references that don't exist were removed."). */
  notes: string[];
}

export interface ImportResultDto {
  added: number;
  deck: DeckDto;
}

/** A rating's next interval as shown on its button ("1m", "10m", "1d", "4d"). */
export type IntervalPreview = Record<FlashcardRating, string>;

export interface ReviewCardDto {
  card: FlashcardDto;
  /** Computed by the server's scheduler from the stored state (never from the client). */
  intervals: IntervalPreview;
}

export interface ReviewSessionDto {
  deckId: string;
  title: string;
  /** The next card to study, or null when the session is done. */
  next: ReviewCardDto | null;
  counts: { new: number; learning: number; due: number };
  /** When the next card falls due (none due now), for the end screen. */
  nextDueAt: string | null;
  /** Whether the last rating in this deck can be undone. */
  canUndo: boolean;
  settings: FlashcardSettings;
}

export interface GradeResultDto {
  session: ReviewSessionDto;
  /** The graded card's next due time. */
  dueAt: string;
}
