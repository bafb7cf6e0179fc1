/**
 * The Research Mode contract (ai.md §3.7): a structured report on a biblical topic in seven sections, deep dives as
 * child notes, and the member's research notes (list, search, rename, pin, delete, my notes, public by link). The
 * server validates with these schemas; the page's forms use the same limits and messages.
 */
import { z } from "zod";
import { BIBLE_BOOKS } from "../bible/books";
import { text } from "./text";

export const RESEARCH_LIMITS = {
  /** ai.md §1.7: research topic / focus / deep-dive question. */
  topicMax: 200,
  focusMax: 120,
  questionMax: 1000,
  /** ai.md §3.7: the member's own writing under a note. */
  myNotesMax: 10_000,
  /** A note's name in "My research". */
  titleMax: 120,
  /** The list's search box. */
  searchMax: 100,
} as const;

const L = RESEARCH_LIMITS;

export const researchTopicTooLongMessage = `Keep the topic under ${L.topicMax} characters.`;
export const researchFocusTooLongMessage = `Keep the focus under ${L.focusMax} characters.`;
export const researchQuestionTooLongMessage = `Keep the question under ${L.questionMax.toLocaleString("en-US")} characters.`;
export const myNotesTooLongMessage = `Keep your notes under ${L.myNotesMax.toLocaleString("en-US")} characters.`;
/** ai.md §3.7: books or authors are named only as suggestions marked so. */
export const checkBeforeCiting = "check before citing";

export const researchScopes = ["whole", "ot", "nt", "book"] as const;
export type ResearchScope = (typeof researchScopes)[number];
export const researchScopeLabels: Record<ResearchScope, string> = {
  whole: "Whole Bible",
  ot: "Old Testament",
  nt: "New Testament",
  book: "One book",
};

export const researchDepths = ["overview", "study", "deep"] as const;
export type ResearchDepth = (typeof researchDepths)[number];
export const researchDepthLabels: Record<ResearchDepth, string> = {
  overview: "Overview",
  study: "Study",
  deep: "Deep",
};
/** ai.md §3.7: the length each depth aims at. */
export const researchDepthWords: Record<ResearchDepth, number> = { overview: 600, study: 1200, deep: 2000 };

/** The report's sections (ai.md §3.7): key and heading, verbatim, in order. */
export const researchSections = [
  { key: "overview", heading: "Overview" },
  { key: "foundation", heading: "Biblical foundation" },
  { key: "setting", heading: "Historical and cultural setting" },
  { key: "readings", heading: "How Christians have read it" },
  { key: "palace_lens", heading: "Palace lens" },
  { key: "insights", heading: "Key insights" },
  { key: "further_study", heading: "Further study" },
] as const;
export type ResearchSectionKey = (typeof researchSections)[number]["key"];
export const researchHeading = Object.fromEntries(
  researchSections.map((section) => [section.key, section.heading]),
) as Record<ResearchSectionKey, string>;

/** A deep dive's sections (ai.md §3.7), verbatim, in order. */
export const deepDiveSections = [
  { key: "answer", heading: "Answer" },
  { key: "passages", heading: "Passages" },
  { key: "going_further", heading: "Going further" },
] as const;

const bookOsis = BIBLE_BOOKS.map((book) => book.osis) as [string, ...string[]];

export const createResearchInput = z
  .strictObject({
    topic: text().trim().min(1, "Type a topic to research.").max(L.topicMax, researchTopicTooLongMessage),
    scope: z.enum(researchScopes).default("whole"),
    /** The book's OSIS id ("Dan"), when the scope is one book. */
    book: z.enum(bookOsis, "Choose a book of the Bible.").optional(),
    depth: z.enum(researchDepths).default("study"),
    palaceLens: z.boolean().default(true),
    /** "Answer with the offline study engine" (§1.8 Answer offline). */
    offline: z.boolean().default(false),
  })
  .refine((input) => input.scope !== "book" || input.book !== undefined, {
    path: ["book"],
    message: "Choose a book of the Bible.",
  });
export type CreateResearchInput = z.output<typeof createResearchInput>;

export const deepDiveInput = z.strictObject({
  focus: text()
    .trim()
    .min(1, "Name the focus of the deep dive.")
    .max(L.focusMax, researchFocusTooLongMessage),
  question: text()
    .trim()
    .min(1, "Type the question the deep dive should answer.")
    .max(L.questionMax, researchQuestionTooLongMessage),
  offline: z.boolean().default(false),
});
export type DeepDiveInput = z.output<typeof deepDiveInput>;

/** PATCH /api/research/:id — one or more of the note's own fields. */
export const updateResearchNoteInput = z
  .strictObject({
    title: text()
      .trim()
      .min(1, "Give the note a name.")
      .max(L.titleMax, `Keep the name under ${L.titleMax} characters.`),
    pinned: z.boolean(),
    myNotes: text().max(L.myNotesMax, myNotesTooLongMessage),
    isPublic: z.boolean(),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, "Nothing to change.");
export type UpdateResearchNoteInput = z.output<typeof updateResearchNoteInput>;

export const researchIdParam = z.strictObject({ id: z.uuid() });

export const researchListQuery = z.strictObject({
  q: text().trim().max(L.searchMax, `Keep the search under ${L.searchMax} characters.`).optional(),
});

// ---------- what the server answers ----------

/** Where a report searches: the scope, and the book's OSIS id when it is one book. */
export type ResearchScopeChoice = { scope: ResearchScope; book?: string | null };

export type ResearchOptionsDto = {
  scope: ResearchScope;
  /** The OSIS id of the book, when the scope is one book. */
  book: string | null;
  depth: ResearchDepth;
  palaceLens: boolean;
};

/** A passage with its one line (an explanation from the model; offline, the verse itself, shortened). */
export type ResearchPassageDto = { reference: string; note: string };

/** A section the offline engine can't write says "Not available offline" in `text` and offers `questions`. */
export type ResearchTextSectionDto = { text: string; questions: string[] };

export type ResearchReportSectionsDto = {
  kind: "report";
  overview: string;
  /** Passages grouped by book, books in canonical order. */
  foundation: { book: string; passages: ResearchPassageDto[] }[];
  setting: ResearchTextSectionDto;
  /** Views labelled fairly (the method's own reading labelled as such); offline: none, and the text says why. */
  readings: ResearchTextSectionDto & { views: { label: string; summary: string }[] };
  /** Null when the palace lens was off. */
  palaceLens: { code: string; name: string; application: string }[] | null;
  /** Three to five. */
  insights: string[];
  furtherStudy: {
    topics: string[];
    passages: string[];
    words: { word: string; strongs: string; meaning: string }[];
    /** Suggestions only, each marked "check before citing". */
    books: string[];
  };
};

export type DeepDiveSectionsDto = {
  kind: "deep_dive";
  answer: string;
  passages: ResearchPassageDto[];
  goingFurther: string[];
};

export type ResearchNoteSummaryDto = {
  id: string;
  title: string;
  topic: string;
  pinned: boolean;
  isPublic: boolean;
  /** Null for a private note; approved / pending (waiting for review) / hidden for a public one. */
  moderation: "approved" | "pending" | "hidden" | null;
  deepDiveCount: number;
  createdAt: string;
  updatedAt: string;
};

export type DeepDiveDto = {
  id: string;
  parentId: string;
  focus: string;
  question: string;
  source: "ai" | "offline";
  sections: DeepDiveSectionsDto;
  /** Said above the result, e.g. the §1.8 "couldn't read" message. */
  notices: string[];
  createdAt: string;
};

export type ResearchNoteDto = ResearchNoteSummaryDto & {
  options: ResearchOptionsDto;
  source: "ai" | "offline";
  sections: ResearchReportSectionsDto;
  notices: string[];
  passages: string[];
  rooms: string[];
  strongs: string[];
  deepDives: DeepDiveDto[];
  /** The member's own writing; always "" for another member's public note (it stays private). */
  myNotes: string;
  /** False when another member shared it: read-only, with Report. */
  isMine: boolean;
  /** The author's public name, for another member's note only. */
  author: { displayName: string } | null;
};

/** Shown with a public note whose check couldn't be made (ai.md §1.7, verbatim: fails closed). */
export const researchPendingMessage = "We couldn't check this right now, so it's waiting for review.";
