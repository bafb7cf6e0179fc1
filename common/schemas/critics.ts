/**
 * The Critics Analysis contract (ai.md §3.8): pasted text (an article, a transcript, a sermon excerpt) analysed into a
 * stance, claims with exact quotes, reasoning problems, biblical responses and questions to ask. Each run is saved as
 * an ai_threads row of kind `critics`. The server validates with these schemas; the page's form uses the same limits.
 */
import { z } from "zod";
import { text } from "./text";

export const CRITICS_LIMITS = {
  /** ai.md §1.7: the pasted text, trimmed. */
  textMax: 20_000,
  /** The optional title of the material. */
  titleMax: 150,
  /** The optional source label (a link may be typed; it is never fetched). */
  sourceMax: 500,
  /** A saved analysis's name in the list (an ai_threads title, §1.4). */
  threadTitleMax: 80,
  /** Saved analyses per page of the list, newest first. */
  listPageSize: 30,
} as const;

/** ai.md §3.8, verbatim. */
export const criticsTooLongMessage = "Paste at most 20,000 characters. Split longer transcripts into parts.";
/** ai.md §3.8, verbatim: a claim whose quote is not in the pasted text. */
export const quoteNotFoundMessage = "This quote wasn't found in your text";

export const criticsStances = ["critical", "supportive", "mixed", "unclear"] as const;
export type CriticsStance = (typeof criticsStances)[number];
export const criticsStanceLabels: Record<CriticsStance, string> = {
  critical: "Critical",
  supportive: "Supportive",
  mixed: "Mixed",
  unclear: "Unclear",
};

const L = CRITICS_LIMITS;

export const analyseCriticsInput = z.strictObject({
  text: text().trim().min(1, "Paste the text you want analysed.").max(L.textMax, criticsTooLongMessage),
  title: text().trim().max(L.titleMax, `Keep the title under ${L.titleMax} characters.`).optional(),
  sourceLabel: text().trim().max(L.sourceMax, `Keep the source under ${L.sourceMax} characters.`).optional(),
  /** "Don't keep my pasted text": the analysis is saved without the text. */
  dontKeepText: z.boolean().default(false),
  /** "Answer with the offline study engine" (§1.8 Answer offline). */
  offline: z.boolean().default(false),
});
export type AnalyseCriticsInput = z.output<typeof analyseCriticsInput>;

export const renameCriticsInput = z.strictObject({
  title: text()
    .trim()
    .min(1, "Give the analysis a name.")
    .max(L.threadTitleMax, `Keep the name under ${L.threadTitleMax} characters.`),
});

export const criticsIdParam = z.strictObject({ id: z.uuid() });

/** GET /api/critics?cursor= — the saved analyses, newest first, a page at a time. */
export const listCriticsQuery = z.strictObject({ cursor: text().max(200).optional() });

export type CriticsClaimDto = {
  claim: string;
  quote: string;
  timestamp: string | null;
  topic: string;
  response: string;
  passages: string[];
  /** False when the quote isn't in the pasted text: shown with the warning and left out of the claim count. */
  quoteFound: boolean;
};

export type CriticsResultDto = {
  stance: CriticsStance;
  summary: string;
  claims: CriticsClaimDto[];
  fallacies: { name: string; explanation: string; quote: string }[];
  biblicalResponses: { topic: string; response: string; passages: string[] }[];
  questionsToAsk: string[];
  notes: string;
};

export type CriticsSummaryDto = {
  id: string;
  title: string;
  createdAt: string;
  /** Claims whose quote was found in the text. */
  claimCount: number;
};

export type CriticsPageDto = { analyses: CriticsSummaryDto[]; nextCursor: string | null };

export type CriticsAnalysisDto = CriticsSummaryDto & {
  sourceLabel: string | null;
  /** The pasted text, or null when the member asked us not to keep it. */
  text: string | null;
  /** "ai" from the model (or the fake), "offline" from the offline study engine. */
  source: "ai" | "offline";
  result: CriticsResultDto;
  /** Said above the result, e.g. the §1.8 "couldn't read" message. */
  notices: string[];
};
