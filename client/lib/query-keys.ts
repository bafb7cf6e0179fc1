import type { TranslationId } from "@common/bible/constants";
import type { ListAccessCodesQuery } from "@common/schemas/access-codes";
import type { QueueFilter } from "@common/schemas/moderation";

/*
 * Every TanStack Query key of the app, one factory per area. Features don't import each other, but they
 * read and invalidate each other's data (the reader shows the palace home, the memory page reads chapters,
 * a graded memory card changes the palace review queue): the keys live here so those agree by construction.
 * An area's `all` is the prefix of each of its keys, so `invalidateQueries({ queryKey: area.all })` refreshes it.
 * The keys of the app shell's queries are defined in shell-query-keys.ts (see there why) and re-exported here.
 */

export { presenceKeys, profileKeys } from "./shell-query-keys";

export const accessCodeKeys = {
  all: ["access-codes"] as const,
  lists: () => [...accessCodeKeys.all, "list"] as const,
  list: (filters: ListAccessCodesQuery) => [...accessCodeKeys.lists(), filters] as const,
  redemptions: (id: string) => [...accessCodeKeys.all, "redemptions", id] as const,
};

export const outboxKeys = {
  all: ["outbox"] as const,
  list: (q: string) => [...outboxKeys.all, "list", q] as const,
};

export const onboardingKeys = {
  all: ["onboarding"] as const,
  mine: () => [...onboardingKeys.all, "mine"] as const,
};

export const pricingKeys = {
  all: ["pricing"] as const,
  checkoutLinks: () => [...pricingKeys.all, "checkout-links"] as const,
};

export const referralKeys = {
  all: ["referrals"] as const,
  mine: () => [...referralKeys.all, "mine"] as const,
};

export const settingsKeys = {
  all: ["settings"] as const,
  mine: () => [...settingsKeys.all, "mine"] as const,
};

export const studentKeys = {
  all: ["student"] as const,
  status: () => [...studentKeys.all, "status"] as const,
};

export const palaceKeys = {
  all: ["palace"] as const,
  home: () => [...palaceKeys.all, "home"] as const,
  room: (id: string) => [...palaceKeys.all, "room", id] as const,
  entries: (roomId: string) => [...palaceKeys.all, "entries", roomId] as const,
  /** A reference list (content/palace/reference), loaded on demand rather than fetched. */
  reference: (listId: string) => [...palaceKeys.all, "reference", listId] as const,
};

/** The app-wide spaced-repetition queue (/api/review): palace cards and memory verses, one area per query. */
export const reviewKeys = {
  all: ["review"] as const,
  queue: (subject: string) => [...reviewKeys.all, "queue", subject] as const,
};

export const bibleKeys = {
  all: ["bible"] as const,
  translations: () => [...bibleKeys.all, "translations"] as const,
  chapter: (translation: TranslationId, book: string, chapter: number) =>
    [...bibleKeys.all, "chapter", translation, book, chapter] as const,
  annotations: (book: string, chapter: number) => [...bibleKeys.all, "annotations", book, chapter] as const,
  me: () => [...bibleKeys.all, "me"] as const,
  strongs: (number: string) => [...bibleKeys.all, "strongs", number.toUpperCase()] as const,
  likely: (book: string, word: string) =>
    [...bibleKeys.all, "strongs-likely", book, word.toLowerCase()] as const,
};

export const bibleSearchKeys = {
  all: ["bible-search"] as const,
  results: (query: object) => [...bibleSearchKeys.all, "results", query] as const,
};

export const memoryKeys = {
  all: ["memory"] as const,
  verses: () => [...memoryKeys.all, "verses"] as const,
  stats: () => [...memoryKeys.all, "stats"] as const,
};

export const bibleRenderedKeys = {
  all: ["bible-rendered"] as const,
  legend: () => [...bibleRenderedKeys.all, "legend"] as const,
};

export const quarterlyKeys = {
  all: ["quarterly"] as const,
  worksheet: (week: string) => [...quarterlyKeys.all, "worksheet", week] as const,
};

/** The AI layer (ai.md §1): the mode and quota every assistant shows, and each assistant's threads. */
export const aiKeys = {
  all: ["ai"] as const,
  status: () => [...aiKeys.all, "status"] as const,
  quota: () => [...aiKeys.all, "quota"] as const,
  threadLists: () => [...aiKeys.all, "threads"] as const,
  threads: (assistant: string, q: string) => [...aiKeys.threadLists(), assistant, q] as const,
  /** A room's or a verse's own conversations (the room and verse assistant's "previous conversations"). */
  contextThreads: (assistant: string, context: string) =>
    [...aiKeys.threadLists(), assistant, "context", context] as const,
  thread: (id: string) => [...aiKeys.all, "thread", id] as const,
  adminOverview: () => [...aiKeys.all, "admin-overview"] as const,
};

/** The room and verse assistant's tools (ai.md §3.12): pool items, saved checks, the verse actions' local lists. */
export const aiStudyKeys = {
  all: ["ai-study"] as const,
  example: (roomId: string, last: string | null) => [...aiStudyKeys.all, "example", roomId, last] as const,
  practice: (roomId: string, last: string | null) => [...aiStudyKeys.all, "practice", roomId, last] as const,
  checks: (roomId: string) => [...aiStudyKeys.all, "checks", roomId] as const,
  crossReferences: (reference: string) => [...aiStudyKeys.all, "cross-references", reference] as const,
  wordStudy: (reference: string) => [...aiStudyKeys.all, "word-study", reference] as const,
};

export const gameKeys = {
  all: ["games"] as const,
  catalog: () => [...gameKeys.all, "catalog"] as const,
  run: (runId: string) => [...gameKeys.all, "run", runId] as const,
  leaderboard: (gameId: string, period: string, mode: string | null, difficulty: string | null) =>
    [...gameKeys.all, "leaderboard", gameId, period, mode, difficulty] as const,
};

/**
 * Flashcards (ai.md §3.10): the member's decks, one deck (with its cards), the public decks by search, a deck's
 * review session and the review settings. Every write refreshes `all` except grading, which names what it changes.
 */
export const flashcardKeys = {
  all: ["flashcards"] as const,
  decks: () => [...flashcardKeys.all, "decks"] as const,
  deck: (deckId: string) => [...flashcardKeys.all, "deck", deckId] as const,
  publicDecks: (q: string) => [...flashcardKeys.all, "public", q] as const,
  review: (deckId: string) => [...flashcardKeys.all, "review", deckId] as const,
  settings: () => [...flashcardKeys.all, "settings"] as const,
};

/** Bible Image Library (ai.md §3.11): the page's options, a library tab's pages by filters, a verse's text, previews. */
export const imageKeys = {
  all: ["images"] as const,
  options: () => [...imageKeys.all, "options"] as const,
  lists: () => [...imageKeys.all, "list"] as const,
  list: (filters: Record<string, string>) => [...imageKeys.lists(), filters] as const,
  verse: (reference: string) => [...imageKeys.all, "verse", reference] as const,
  preview: (spec: string) => [...imageKeys.all, "preview", spec] as const,
};

/** Critics Analysis (ai.md §3.8): the saved analyses and one analysis. */
export const criticsKeys = {
  all: ["critics"] as const,
  list: () => [...criticsKeys.all, "list"] as const,
  analysis: (id: string) => [...criticsKeys.all, "analysis", id] as const,
};

/** Prophecy Watch (ai.md §3.6): the feed by category, one signal, the member's analyses and watch topics. */
export const prophecyKeys = {
  all: ["prophecy"] as const,
  feed: (category: string) => [...prophecyKeys.all, "feed", category] as const,
  signal: (id: string) => [...prophecyKeys.all, "signal", id] as const,
  analyses: () => [...prophecyKeys.all, "analyses"] as const,
  topics: () => [...prophecyKeys.all, "topics"] as const,
};

/** The members' notifications bell (screens §1.4). */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
};

/** Research Mode (ai.md §3.7): the member's notes by search, and one note with its deep dives. */
export const researchKeys = {
  all: ["research"] as const,
  lists: () => [...researchKeys.all, "list"] as const,
  list: (q: string) => [...researchKeys.lists(), q] as const,
  note: (id: string) => [...researchKeys.all, "note", id] as const,
};

/** The Sermon Builder (ai.md §3.9): "My sermons" per search, one sermon, and the member's gems. */
export const sermonKeys = {
  all: ["sermons"] as const,
  lists: () => [...sermonKeys.all, "list"] as const,
  list: (search: string) => [...sermonKeys.lists(), search] as const,
  sermon: (id: string) => [...sermonKeys.all, "sermon", id] as const,
  gems: () => [...sermonKeys.all, "gems"] as const,
};

/** The staff moderation queue (ai.md §1.7, screens §4.3), one list per filter tab. An action refreshes `all`. */
export const moderationKeys = {
  all: ["moderation"] as const,
  queue: (filter: QueueFilter) => [...moderationKeys.all, "queue", filter] as const,
};
