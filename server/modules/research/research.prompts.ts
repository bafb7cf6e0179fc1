// The Research Mode questions to the model (ai.md §4.9, our own words): the shared base, the tool's role, the settings
// for this answer, the compact palace reference when the lens is on, and the output contract. The member's topic,
// focus and question travel in the user message inside data blocks, never in the system message (§1.7).
import { z } from "zod";
import { bookByOsis } from "@common/bible/books";
import {
  type CreateResearchInput,
  type DeepDiveInput,
  researchDepthWords,
  type ResearchScopeChoice,
  researchScopeLabels,
} from "@common/schemas/research";
import { sharedBase } from "@server/modules/ai/instructions/base";
import { compactPalaceReference } from "@server/modules/ai/instructions/palace-reference";
import type { ChatMessage } from "@server/modules/ai/provider/types";
import { dataBlock } from "@server/modules/ai-study/structured";

/** The schema names the provider (and the fake, fake-core.ts) sees. */
export const researchReportSchemaName = "research_report";
export const researchDeepDiveSchemaName = "research_deep_dive";

const line = (max: number) => z.string().trim().min(1).max(max);
const reference = line(60);

const foundation = z
  .array(
    z.strictObject({
      book: line(40),
      passages: z
        .array(z.strictObject({ reference, note: line(400) }))
        .min(1)
        .max(8),
    }),
  )
  .min(1)
  .max(12);

const furtherStudy = z.strictObject({
  topics: z.array(line(120)).max(8),
  passages: z.array(reference).max(12),
  words: z.array(z.strictObject({ word: line(60), strongs: line(8), meaning: line(300) })).max(8),
  books: z.array(line(200)).max(6),
});

const reportFields = {
  overview: line(5000),
  foundation,
  setting: line(5000),
  readings: z
    .array(z.strictObject({ label: line(120), summary: line(1500) }))
    .min(1)
    .max(6),
  insights: z.array(line(600)).min(3).max(5),
  furtherStudy,
};

const palaceLens = z
  .array(z.strictObject({ room: line(12), application: line(1200) }))
  .min(1)
  .max(4);

const withLens = z.strictObject({ ...reportFields, palaceLens });
const withoutLens = z.strictObject({ ...reportFields });
export type ResearchAnswer = z.output<typeof withoutLens> & { palaceLens?: z.output<typeof palaceLens> };

/** The model's report as the layer checks it (one repair when it doesn't match); `palaceLens` only when asked for. */
export function researchAnswer(lens: boolean): z.ZodType<ResearchAnswer> {
  return lens ? withLens : withoutLens;
}

export const deepDiveAnswer = z.strictObject({
  answer: line(5000),
  passages: z
    .array(z.strictObject({ reference, note: line(400) }))
    .min(1)
    .max(12),
  goingFurther: z.array(line(400)).min(1).max(8),
});
export type DeepDiveAnswer = z.output<typeof deepDiveAnswer>;

const role = `Research Mode
You are a careful research assistant: scholarly, but easy to read.
- Write the seven sections of the output contract, in order, and nothing else.
- Biblical foundation: passages grouped by book, in canonical order, each with one line saying what it contributes.
- Historical and cultural setting: what is known of the times, places and customs behind the passages; say how sure the evidence is.
- How Christians have read it: several readings, each labelled and stated fairly, in words its holders would accept. Label the method's own reading as such.
- Key insights: three to five, each resting on the passages above.
- Further study: related topics, passages, and key Hebrew or Greek words with their Strong's numbers (H or G followed by digits).
- Books or authors may be suggested only as suggestions, each ending with "(check before citing)". Never give page numbers, quotations of authors or links.`;

const deepDiveRole = `Research Mode: deep dive
You are a careful research assistant taking one question further within a report the member already has.
- Answer the focused question directly first, in plain words, with references.
- Then list the passages that matter most, each with one line on what it adds.
- Then say where to go next: questions, topics or rooms worth studying.
- Never give page numbers, quotations of authors or links.`;

function scopeLine(input: ResearchScopeChoice): string {
  if (input.scope === "book" && input.book)
    return `Scope: the book of ${bookByOsis(input.book)?.name ?? input.book} only`;
  return `Scope: ${researchScopeLabels[input.scope]}`;
}

const reportContract = (withLens: boolean) => `Output contract
One JSON object: { "overview": text, "foundation": [{ "book", "passages": [{ "reference", "note" }] }], "setting": text, "readings": [{ "label", "summary" }], ${withLens ? '"palaceLens": [{ "room": a room code from the palace reference, "application" }], ' : ""}"insights": [3 to 5 texts], "furtherStudy": { "topics": [...], "passages": [references], "words": [{ "word", "strongs", "meaning" }], "books": [suggestions ending "(check before citing)"] } }.`;

export function researchMessages(input: CreateResearchInput): ChatMessage[] {
  const settings = [
    "Settings for this answer",
    scopeLine(input),
    `Depth: about ${researchDepthWords[input.depth].toLocaleString("en-US")} words in all`,
    `Palace lens: ${input.palaceLens ? "on — apply one to three rooms to the topic" : "off — leave it out"}`,
  ].join("\n");
  const system = [sharedBase, role, settings];
  if (input.palaceLens) system.push(compactPalaceReference());
  system.push(reportContract(input.palaceLens));
  return [
    { role: "system", content: system.join("\n\n") },
    { role: "user", content: dataBlock("Topic to research:", input.topic) },
  ];
}

export function deepDiveMessages(
  report: { topic: string; overview: string; scope: ResearchScopeChoice },
  input: DeepDiveInput,
): ChatMessage[] {
  const contract = `Output contract
One JSON object: { "answer": text, "passages": [{ "reference", "note" }], "goingFurther": [texts] }.`;
  const settings = ["Settings for this answer", scopeLine(report.scope)].join("\n");
  return [
    { role: "system", content: [sharedBase, deepDiveRole, settings, contract].join("\n\n") },
    {
      role: "user",
      content: [
        dataBlock("The report's topic and overview:", `${report.topic}\n\n${report.overview}`),
        dataBlock("Focus:", input.focus),
        dataBlock("Question:", input.question),
      ].join("\n\n"),
    },
  ];
}
