/**
 * The Prophecy Watch contract (ai.md §3.6): analyse a report the member brings (or ask for a theme briefing on one
 * category), keep the analysis private, publish signals to the shared feed (admins) or suggest them (premium), and
 * watch topics that alert the member when a new signal matches. The tool has no web access: a link is stored as the
 * source exactly as the member typed it and is never fetched.
 */
import { z } from "zod";
import { text } from "./text";

export const PROPHECY_LIMITS = {
  /** ai.md §1.7: the pasted report. */
  reportTextMax: 6_000,
  /** ai.md §1.7: the report's headline (its title). */
  headlineMax: 150,
  /** ai.md §1.7: the report's link (stored, never fetched). */
  linkMax: 500,
  /** ai.md §3.6: a signal's title and summary. */
  titleMax: 100,
  summaryMax: 600,
  /** ai.md §3.6: a watch topic. */
  topicNameMax: 60,
  keywordsMax: 10,
  keywordMax: 30,
  topicPassagesMax: 10,
  passageMax: 60,
  topicsPerMember: 20,
  /** ai.md §3.6: alerts per member per UTC day; beyond that one "and N more" notification. */
  alertsPerDay: 20,
  /** Feed page size. */
  feedPage: 30,
} as const;

const L = PROPHECY_LIMITS;

export const prophecyCategories = [
  "church_and_state",
  "religious_liberty",
  "worship_and_sabbath",
  "natural_world",
  "power_and_authority",
  "spiritual_trends",
] as const;
export type ProphecyCategory = (typeof prophecyCategories)[number];

export const prophecyCategoryLabels: Record<ProphecyCategory, string> = {
  church_and_state: "Church and state",
  religious_liberty: "Religious liberty",
  worship_and_sabbath: "Worship and the Sabbath",
  natural_world: "The natural world",
  power_and_authority: "Power and authority",
  spiritual_trends: "Spiritual trends",
};

export const prophecyScopes = ["my_country", "worldwide"] as const;
export type ProphecyScope = (typeof prophecyScopes)[number];
export const prophecyScopeLabels: Record<ProphecyScope, string> = {
  my_country: "My country",
  worldwide: "Worldwide",
};

export const signalKinds = ["report_analysis", "theme_briefing"] as const;
export type SignalKind = (typeof signalKinds)[number];

export const signalSectionKeys = [
  "what_was_reported",
  "prophetic_setting",
  "what_this_is_not",
  "watch_and_pray",
] as const;
export type SignalSectionKey = (typeof signalSectionKeys)[number];
export type SignalSections = Record<SignalSectionKey, string>;

/** The four sections' readable headings, in order. */
export const signalSectionHeadings: Record<SignalSectionKey, string> = {
  what_was_reported: "What was reported",
  prophetic_setting: "The prophetic setting",
  what_this_is_not: "What this is not",
  watch_and_pray: "Watch and pray",
};

export const signalVisibilities = ["private", "pending", "public", "hidden"] as const;
export type SignalVisibility = (typeof signalVisibilities)[number];

/** A link the member typed: http(s) only, stored as typed, never fetched. */
const link = text()
  .trim()
  .max(L.linkMax, `Keep the link under ${L.linkMax} characters.`)
  .regex(/^https?:\/\/[^\s<>"']+$/i, "Enter a link that starts with http:// or https://.");

/** POST /api/prophecy/analyses: a report, or (without one) a theme briefing on one category. */
export const analyseProphecyInput = z
  .strictObject({
    kind: z.enum(["report", "theme"]),
    headline: text()
      .trim()
      .max(L.headlineMax, `Keep the headline under ${L.headlineMax} characters.`)
      .optional(),
    text: text()
      .trim()
      .max(
        L.reportTextMax,
        `Paste at most ${L.reportTextMax.toLocaleString("en-US")} characters of the report.`,
      )
      .optional(),
    sourceUrl: z.union([z.literal(""), link]).optional(),
    /** Required for a theme briefing; a hint for a report. */
    category: z.enum(prophecyCategories).optional(),
    scope: z.enum(prophecyScopes).default("worldwide"),
    /** "Answer with the offline study engine" (§1.8 Answer offline). */
    offline: z.boolean().default(false),
  })
  .check((ctx) => {
    const value = ctx.value;
    if (value.kind === "report" && !value.headline && !value.text)
      ctx.issues.push({
        code: "custom",
        input: value,
        path: ["headline"],
        message: "Give the report's headline or paste its text.",
      });
    if (value.kind === "theme" && !value.category)
      ctx.issues.push({
        code: "custom",
        input: value,
        path: ["category"],
        message: "Choose a category for the theme briefing.",
      });
  });
export type AnalyseProphecyInput = z.output<typeof analyseProphecyInput>;

/** PATCH /api/prophecy/analyses/:id: the author edits the title (rename) and summary. */
export const editSignalInput = z
  .strictObject({
    title: text()
      .trim()
      .min(1, "Give the signal a title.")
      .max(L.titleMax, `Keep the title under ${L.titleMax} characters.`)
      .optional(),
    summary: text()
      .trim()
      .min(1, "Write a short summary.")
      .max(L.summaryMax, `Keep the summary under ${L.summaryMax} characters.`)
      .optional(),
  })
  .refine((value) => value.title !== undefined || value.summary !== undefined, "Nothing to change.");
export type EditSignalInput = z.output<typeof editSignalInput>;

export const signalIdParam = z.strictObject({ id: z.uuid() });

export const feedQuery = z.strictObject({
  category: z.enum(prophecyCategories).optional(),
  /** Where the next page starts ("Load more"): the `nextCursor` of the page before. */
  cursor: text().max(200).optional(),
});

const keyword = text()
  .trim()
  .min(1, "A keyword can't be empty.")
  .max(L.keywordMax, `Keep each keyword under ${L.keywordMax} characters.`);
const passage = text()
  .trim()
  .min(1, "A passage can't be empty.")
  .max(L.passageMax, `Keep each passage under ${L.passageMax} characters.`);

/** A watch topic as the member writes it (POST creates, PATCH replaces any of its fields). */
export const watchTopicFields = {
  name: text()
    .trim()
    .min(1, "Name the topic.")
    .max(L.topicNameMax, `Keep the name under ${L.topicNameMax} characters.`),
  categories: z.array(z.enum(prophecyCategories)).max(prophecyCategories.length),
  keywords: z.array(keyword).max(L.keywordsMax, `Use at most ${L.keywordsMax} keywords.`),
  passages: z.array(passage).max(L.topicPassagesMax, `Use at most ${L.topicPassagesMax} passages.`),
  active: z.boolean(),
};

export const createWatchTopicInput = z
  .strictObject({
    name: watchTopicFields.name,
    categories: watchTopicFields.categories.default([]),
    keywords: watchTopicFields.keywords.default([]),
    passages: watchTopicFields.passages.default([]),
    active: watchTopicFields.active.default(true),
  })
  .refine(
    (value) => value.categories.length + value.keywords.length + value.passages.length > 0,
    "Choose at least one category, keyword or passage to watch.",
  );
export type CreateWatchTopicInput = z.output<typeof createWatchTopicInput>;

export const updateWatchTopicInput = z.strictObject({
  name: watchTopicFields.name.optional(),
  categories: watchTopicFields.categories.optional(),
  keywords: watchTopicFields.keywords.optional(),
  passages: watchTopicFields.passages.optional(),
  active: watchTopicFields.active.optional(),
});
export type UpdateWatchTopicInput = z.output<typeof updateWatchTopicInput>;

export const topicLimitMessage = `You can keep at most ${L.topicsPerMember} watch topics. Delete one to add another.`;
/** Said when a suggestion or a held publication waits for a person (ai.md §1.7 fails closed). */
export const signalPendingMessage = "We couldn't check this right now, so it's waiting for review.";
export const signalSuggestedMessage = "Thanks — your signal is waiting for review before it joins the feed.";

export type SignalDto = {
  id: string;
  kind: SignalKind;
  title: string;
  summary: string;
  category: ProphecyCategory;
  scope: ProphecyScope;
  sections: SignalSections;
  passages: string[];
  /** The report's headline as the member typed it, and the link they gave: shown as "Source", never fetched. */
  sourceTitle: string | null;
  sourceUrl: string | null;
  visibility: SignalVisibility;
  createdAt: string;
  publishedAt: string | null;
  /** "ai" from the model (or the fake), "offline" from the offline study engine. */
  source: "ai" | "offline";
  /** Whether the signed-in member wrote it (only then are the pasted text and the edit actions theirs). */
  mine: boolean;
  /** Said above the result, e.g. the §1.8 "couldn't read" message. */
  notices: string[];
};

export type SignalAnalysisDto = SignalDto & {
  /** The pasted report, for its author only. */
  reportText: string | null;
};

export type SignalSummaryDto = Pick<
  SignalDto,
  "id" | "kind" | "title" | "category" | "visibility" | "createdAt" | "publishedAt"
>;

export type TopicMatchDto = { signalId: string; title: string; matchedAt: string };

export type WatchTopicDto = {
  id: string;
  name: string;
  categories: ProphecyCategory[];
  keywords: string[];
  passages: string[];
  active: boolean;
  createdAt: string;
  /** The newest signals this topic matched. */
  matches: TopicMatchDto[];
};

export const signalLink = (id: string) => `/prophecy-watch?signal=${id}`;
