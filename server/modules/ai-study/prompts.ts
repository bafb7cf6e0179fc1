// The system messages and JSON shapes of the room and verse assistant's structured questions (ai.md §4.1, §4.14):
// shared base + the assistant's block + the room's full entry (room tasks) + the task + the output contract. Only our
// text goes into the system message; what the member wrote travels in the user message, inside a data block.
import { z } from "zod";
import type { Room } from "@common/content/palace/types";
import { verseSectionTitles } from "@common/schemas/ai";
import { assistantBlocks } from "@server/modules/ai/instructions/assistants";
import { sharedBase } from "@server/modules/ai/instructions/base";
import {
  compactPalaceReference,
  fullRoomEntry,
  roomLabel,
} from "@server/modules/ai/instructions/palace-reference";
import type { ChatMessage } from "@server/modules/ai/provider/types";

const line = (max: number) => z.string().trim().min(1).max(max);

/** What the model returns for a fresh Example: one applied line for each of the room's steps. */
export const exampleAnswer = (steps: number) =>
  z.strictObject({
    verseRef: line(40),
    verseText: z.string().max(1500),
    steps: z.array(z.strictObject({ step: z.string().max(300), applied: line(700) })).length(steps),
    insights: z.array(line(400)).min(2).max(3),
    takeaway: line(300),
  });

export const practiceAnswer = z.strictObject({
  verseRef: line(40),
  verseText: z.string().max(1500),
  questions: z.array(line(400)).min(2).max(3),
  hints: z.array(line(400)).min(1).max(4),
  modelAnswer: line(3000),
});

export const judgeAnswer = z.strictObject({
  verdict: z.enum(["pass", "partial", "fail"]),
  points: z.number().int().min(0).max(10),
  feedback: line(1000),
  strengths: z.array(line(300)).max(5),
  growthAreas: z.array(line(300)).max(5),
  passagesNoticed: z.array(line(60)).max(12),
  cautions: z.array(z.strictObject({ reading: line(200), reason: line(600), passage: line(60) })).max(5),
});

export const explainAnswer = z.strictObject({
  meaning: line(1200),
  setting: line(1200),
  christ: line(1200),
  living: line(1200),
});

export const findChristAnswer = z.strictObject({ name: line(120), act: line(300), crosslink: line(120) });

export const linkReasonsAnswer = (count: number) =>
  z.strictObject({ reasons: z.array(line(240)).length(count) });

function system(parts: string[]): ChatMessage {
  return { role: "system", content: parts.join("\n\n") };
}

const contract = (fields: string) =>
  `Output contract\nAnswer with one JSON object: ${fields}. Quote the King James Version. Cite passages by book, chapter and verse.`;

export function freshExampleMessages(room: Room, avoid: readonly string[]): ChatMessage[] {
  return [
    system([
      sharedBase,
      assistantBlocks.room_assistant,
      fullRoomEntry(room.id),
      `Task\nChoose a Bible verse that suits ${roomLabel(room)} and apply the room's method to it step by step, one entry per method step, in the method's order (${room.method.length} steps). Then give two or three insights and a one-sentence takeaway.`,
      contract(
        `verseRef (the verse, e.g. "Psalm 141:2"), verseText (its KJV text), steps (${room.method.length} objects of { step: the method step, applied: the step applied to the verse }), insights (2–3), takeaway`,
      ),
    ]),
    {
      role: "user",
      content: `Give me a fresh worked example for this room, on a verse other than these: ${avoid.join("; ")}.`,
    },
  ];
}

export function freshPracticeMessages(room: Room, avoid: readonly string[]): ChatMessage[] {
  return [
    system([
      sharedBase,
      assistantBlocks.room_assistant,
      fullRoomEntry(room.id),
      `Task\nWrite a practice item for ${roomLabel(room)}: choose a verse, ask two or three questions that need the room's method to answer, give hints that point to the next step without giving the answer away, and write a model answer in the room's deliverable format.`,
      contract("verseRef, verseText (KJV), questions (2–3), hints (1–4), modelAnswer"),
    ]),
    {
      role: "user",
      content: `Give me a practice item for this room, on a verse other than these: ${avoid.join("; ")}.`,
    },
  ];
}

export function checkWorkMessages(room: Room, verseRef: string, answerBlock: string): ChatMessage[] {
  return [
    system([
      sharedBase,
      assistantBlocks.room_assistant,
      fullRoomEntry(room.id),
      `Task\nCheck the member's answer to the room's core question for the verse they chose. Judge it by the room's method and deliverable, by the verse in its context, and by whether it is centred on Christ. Verdict: pass when the method is applied soundly and completely, partial when it is on the way, fail when it misses the method. Points from 0 to 10. Name specific strengths and one or two growth areas. List the passages the answer cites. Add a caution for every reading the method rejects (for example the scapegoat named as Christ, Daniel 8's little horn read as Antiochus, or a date set for the Second Coming), each with the reason and a passage.`,
      contract(
        "verdict, points, feedback (2–4 sentences), strengths, growthAreas, passagesNoticed, cautions (objects of { reading, reason, passage })",
      ),
    ]),
    { role: "user", content: `Check my work on ${verseRef}.\n\n${answerBlock}` },
  ];
}

/** The verse and its neighbours, as the user message gives them to the model (our KJV text, not the member's). */
export type VerseContext = { reference: string; verseText: string; context: string };

export function explainMessages(verse: VerseContext): ChatMessage[] {
  return [
    system([
      sharedBase,
      assistantBlocks.verse_assistant,
      `Task\nExplain the verse in four short sections: ${verseSectionTitles.join(", ")}. Meaning: what it says. Setting: who speaks, to whom, in what situation, from its context. Christ in this verse: how it points to Him, without forcing allegory. Living it: one or two ways to live it today.`,
      contract("meaning, setting, christ, living (each a short paragraph)"),
    ]),
    { role: "user", content: verseMessage("Explain", verse) },
  ];
}

export function findChristMessages(verse: VerseContext): ChatMessage[] {
  return [
    system([
      sharedBase,
      assistantBlocks.verse_assistant,
      compactPalaceReference(true),
      "Task\nWrite one Christ in Every Chapter line for the verse's chapter: NAME (a title or role of Christ) • ACT (what He does, a short clause) • CROSSLINK (one or two New Testament references). Keep to what the chapter supports.",
      contract("name, act, crosslink"),
    ]),
    { role: "user", content: verseMessage("Find Christ in", verse) },
  ];
}

export function linkReasonsMessages(
  verse: VerseContext,
  links: readonly { ref: string; text: string }[],
): ChatMessage[] {
  return [
    system([
      sharedBase,
      assistantBlocks.verse_assistant,
      `Task\nFor each cross reference, in the order given, write one line (at most 25 words) saying why it belongs beside the verse.`,
      contract(`reasons (exactly ${links.length} strings, one per cross reference, in order)`),
    ]),
    {
      role: "user",
      content: `${verseMessage("Explain the links of", verse)}\n\nCross references:\n${links
        .map((link, index) => `${index + 1}. ${link.ref}: ${link.text}`)
        .join("\n")}`,
    },
  ];
}

function verseMessage(action: string, verse: VerseContext): string {
  return `${action} ${verse.reference}: "${verse.verseText}"\n\nIts context (KJV):\n${verse.context}`;
}
