import { findSchemaInstruction } from "./json-answer";
import type { ChatMessage, TokenUsage } from "./types";

/*
 * The deterministic fake model of ai.md §1.9, as pure logic: given the messages of a request, what to answer (the
 * text in ≈3-word chunks, or a JSON object) or which fault to act out. The built-in fake (fake.ts) and the HTTP fake
 * (server/test/fake-ai.ts, `npm run fake-ai`) both act out these plans, so the two behave alike.
 */

/**
 * Lines the pipeline's system message carries (prompt assembly writes them for every model; the fake reads them):
 * `Required headings: A; B; C` — the headings the answer must have, in order — and `Show timeline: on`.
 */
export const requiredHeadingsPrefix = "Required headings:";
export const showTimelineLine = "Show timeline: on";

/** `Required headings: A; B; C`. */
export function requiredHeadingsLine(headings: readonly string[]): string {
  return `${requiredHeadingsPrefix} ${headings.join("; ")}`;
}

/** The control tags of §1.9, read anywhere in the latest user message. */
export const fakeTags = [
  "#fake-429",
  "#fake-402",
  "#fake-401",
  "#fake-500",
  "#fake-timeout",
  "#fake-cutoff",
  "#fake-slow",
  "#fake-badjson",
  "#fake-nostream",
  "#fake-unsafe",
] as const;
export type FakeTag = (typeof fakeTags)[number];

/** How long the fake waits between chunks (§1.9), and over how long `#fake-slow` spreads its answer. */
export const fakeChunkDelayMs = 40;
export const fakeSlowAnswerMs = 10_000;

/** An upstream error as the HTTP fake answers it (OpenAI's error body) and the built-in fake classifies it. */
export type FakeHttpError = { status: 401 | 402 | 429 | 500; type: string; code: string; message: string };

const httpErrors: ReadonlyArray<[FakeTag, FakeHttpError]> = [
  [
    "#fake-401",
    {
      status: 401,
      type: "invalid_request_error",
      code: "invalid_api_key",
      message: "Fake model: the API key was refused (#fake-401).",
    },
  ],
  [
    "#fake-402",
    {
      status: 402,
      type: "insufficient_quota",
      code: "insufficient_quota",
      message: "Fake model: the account has no credit left (#fake-402).",
    },
  ],
  [
    "#fake-429",
    {
      status: 429,
      type: "rate_limit_exceeded",
      code: "rate_limit_exceeded",
      message: "Fake model: too many requests (#fake-429).",
    },
  ],
  [
    "#fake-500",
    {
      status: 500,
      type: "server_error",
      code: "server_error",
      message: "Fake model: the server had an error (#fake-500).",
    },
  ],
];

export type FakeChatPlan =
  | { kind: "error"; error: FakeHttpError }
  /** `#fake-timeout`: never answers. */
  | { kind: "hang" }
  | {
      kind: "text";
      text: string;
      /** The whole text in order; one piece with `#fake-nostream`. */
      chunks: string[];
      delayMs: number;
      /** `#fake-cutoff`: the stream breaks after this many chunks. */
      breakAfter: number | null;
    };

export type FakeJsonPlan =
  | { kind: "error"; error: FakeHttpError }
  | { kind: "hang" }
  | {
      kind: "json";
      /** The answer's content: JSON text, or (with `#fake-badjson`) text that isn't valid JSON. */
      content: string;
      delayMs: number;
      /** `#fake-cutoff`: the connection breaks before the answer is complete. */
      broken: boolean;
    };

export function latestUserMessage(messages: readonly ChatMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message?.role === "user") return message.content;
  }
  return "";
}

export function fakeTagsIn(text: string): Set<FakeTag> {
  const lower = text.toLowerCase();
  return new Set(fakeTags.filter((tag) => lower.includes(tag)));
}

/** The tags of a request: those of the latest user message (a tag earlier in a thread acts no more). */
function tagsOf(messages: readonly ChatMessage[]): Set<FakeTag> {
  return fakeTagsIn(latestUserMessage(messages));
}

/** A fault that stops the request before any answer, if the tags ask for one. */
function faultOf(tags: Set<FakeTag>): { kind: "error"; error: FakeHttpError } | { kind: "hang" } | null {
  for (const [tag, error] of httpErrors) if (tags.has(tag)) return { kind: "error", error };
  return tags.has("#fake-timeout") ? { kind: "hang" } : null;
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** The system messages' lines, for the headings and the timeline option. */
function systemLines(messages: readonly ChatMessage[]): string[] {
  return messages
    .filter((message) => message.role === "system")
    .flatMap((message) => message.content.split("\n"))
    .map((line) => line.trim());
}

export function requiredHeadingsOf(messages: readonly ChatMessage[]): string[] {
  const line = systemLines(messages).find((candidate) => candidate.startsWith(requiredHeadingsPrefix));
  if (!line) return [];
  return line
    .slice(requiredHeadingsPrefix.length)
    .split(";")
    .map((heading) => heading.trim())
    .filter((heading) => heading.length > 0);
}

export function timelineRequested(messages: readonly ChatMessage[]): boolean {
  return systemLines(messages).includes(showTimelineLine);
}

/**
 * The member's own words of a message: pasted material in a data block (server/modules/ai-study/structured.ts
 * dataBlock), with the line that introduces it, is left out, so the echo names the question and not the excerpt.
 */
function ownWords(text: string): string {
  const words = collapse(text.replace(/(?:^|\n)[^\n]*\n<(member-text-[0-9a-z]+)>[\s\S]*?<\/\1>/gi, " "));
  return words || collapse(text);
}

/** §1.9's text: echo, one sentence per required heading, the optional timeline, then the rooms and passages lines. */
export function fakeAnswerText(messages: readonly ChatMessage[]): string {
  const parts = [`FAKE ANSWER to: ${ownWords(latestUserMessage(messages)).slice(0, 60)}`];
  for (const heading of requiredHeadingsOf(messages)) {
    parts.push(
      `## ${heading}\n\nThe fake model puts one sentence under ${heading} so this section's layout can be checked.`,
    );
  }
  if (timelineRequested(messages)) {
    parts.push(
      [
        "Timeline:",
        "539 BC — Babylon falls to the Medes and Persians — Daniel 5:30-31",
        "331 BC — The swift goat of Greece overthrows the ram of Persia — Daniel 8:5-7",
      ].join("\n"),
    );
  }
  parts.push("Rooms: SR, BL\nPassages: John 3:16; Hebrews 8:1-2");
  return parts.join("\n\n");
}

/** The text in pieces of about three words, whitespace kept, so the pieces join back into the text exactly. */
export function chunkWords(text: string, wordsPerChunk = 3): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) {
    chunks.push(words.slice(i, i + wordsPerChunk).join(""));
  }
  return chunks;
}

export function planFakeChat(
  messages: readonly ChatMessage[],
  options: { chunkDelayMs?: number } = {},
): FakeChatPlan {
  const tags = tagsOf(messages);
  const fault = faultOf(tags);
  if (fault) return fault;
  const text = fakeAnswerText(messages);
  const chunks = tags.has("#fake-nostream") ? [text] : chunkWords(text);
  const baseDelay = options.chunkDelayMs ?? fakeChunkDelayMs;
  const delayMs = tags.has("#fake-slow")
    ? Math.max(baseDelay, Math.ceil(fakeSlowAnswerMs / Math.max(1, chunks.length)))
    : baseDelay;
  const breakAfter = tags.has("#fake-cutoff") ? Math.max(1, Math.floor(chunks.length / 2)) : null;
  return { kind: "text", text, chunks, delayMs, breakAfter };
}

/** The moderation schema's answer (§1.7): allowed unless a user message carries `#fake-unsafe`. */
export function fakeModeration(messages: readonly ChatMessage[]): {
  allowed: boolean;
  category: "ok" | "other";
  reason: string;
} {
  const unsafe = messages.some(
    (message) => message.role === "user" && fakeTagsIn(message.content).has("#fake-unsafe"),
  );
  return unsafe
    ? { allowed: false, category: "other", reason: "The fake model refuses text tagged #fake-unsafe." }
    : { allowed: true, category: "ok", reason: "Nothing to flag." };
}

/**
 * The request's topic for generated values: the latest user message without control tags or the data-block markers
 * pasted text travels in (server/modules/ai-study/structured.ts dataBlock), first 60 characters.
 */
export function fakeTopic(messages: readonly ChatMessage[]): string {
  let text = latestUserMessage(messages).replace(/<\/?member-text-[0-9a-z]+>/gi, " ");
  for (const tag of fakeTags) text = text.split(tag).join(" ");
  return collapse(text).slice(0, 60) || "the question";
}

type SchemaContext = { topic: string; root: Record<string, unknown>; depth: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function resolveRef(ref: string, root: Record<string, unknown>): Record<string, unknown> {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return {};
  let node: unknown = root;
  for (const segment of ref.slice(2).split("/")) {
    node = isRecord(node) ? node[segment.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  }
  return isRecord(node) ? node : {};
}

function numberFor(schema: Record<string, unknown>, integer: boolean): number {
  const minimum = typeof schema.minimum === "number" ? schema.minimum : undefined;
  const exclusive = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : undefined;
  let value = minimum ?? (exclusive !== undefined ? exclusive + (integer ? 1 : 0.5) : 1);
  if (integer) value = Math.ceil(value);
  if (typeof schema.maximum === "number" && value > schema.maximum) value = schema.maximum;
  return value;
}

function stringFor(schema: Record<string, unknown>, label: string, context: SchemaContext): string {
  if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
  if (schema.format === "date-time") return "2024-01-01T00:00:00.000Z";
  if (schema.format === "date") return "2024-01-01";
  if (schema.format === "uri" || schema.format === "url") return "https://example.com/fake";
  if (schema.format === "email") return "fake@example.com";
  let value = `Fake ${label}: ${context.topic}`;
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  while (value.length < min) value += " fake";
  if (typeof schema.maxLength === "number") value = value.slice(0, schema.maxLength).trimEnd();
  return value.length >= min ? value : value.padEnd(min, "x");
}

/**
 * A value valid for a JSON schema (as zod's toJSONSchema writes them): objects with every property, arrays at their
 * minItems, numbers at their minimum, enums at their first value, strings "Fake <field>: <topic>".
 */
export function exampleFromSchema(
  schema: Record<string, unknown>,
  label: string,
  context: SchemaContext,
): unknown {
  if (context.depth > 12) return null;
  const next = { ...context, depth: context.depth + 1 };
  if (typeof schema.$ref === "string")
    return exampleFromSchema(resolveRef(schema.$ref, context.root), label, next);
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ["anyOf", "oneOf"] as const) {
    const options: unknown = schema[key];
    if (Array.isArray(options)) {
      const records = options.filter(isRecord);
      const option = records.find((candidate) => candidate.type !== "null") ?? records[0];
      return isRecord(option) ? exampleFromSchema(option, label, next) : null;
    }
  }
  if (Array.isArray(schema.allOf)) {
    const merged = Object.assign({}, ...schema.allOf.filter(isRecord)) as Record<string, unknown>;
    return exampleFromSchema(merged, label, next);
  }
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((candidate) => candidate !== "null") ?? (schema.properties ? "object" : types[0]);
  switch (type) {
    case "object": {
      const properties = isRecord(schema.properties) ? schema.properties : {};
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          exampleFromSchema(isRecord(value) ? value : {}, key, next),
        ]),
      );
    }
    case "array": {
      const count = typeof schema.minItems === "number" ? schema.minItems : 0;
      const items = isRecord(schema.items) ? schema.items : {};
      const singular = label.replace(/s$/, "");
      return Array.from({ length: count }, (_, i) => exampleFromSchema(items, `${singular} ${i + 1}`, next));
    }
    case "string":
      return stringFor(schema, label, context);
    case "integer":
      return numberFor(schema, true);
    case "number":
      return numberFor(schema, false);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return stringFor(schema, label, context);
  }
}

/**
 * The games' AI judge (server/modules/games/ai-judge.ts asks for the schema "game_judgement"): always "pass" with one
 * fixed sentence, so tests know what the clamp and the points make of it. Faults and #fake-badjson act as for any
 * structured answer (the tags ride in the player's answer).
 */
export const fakeGameJudgement = {
  verdict: "pass",
  feedback: "The fake judge reads this as a sound use of the room's method on the verse.",
} as const;

/**
 * The flashcard generator (server/modules/flashcards asks for the schema "flashcards"): as many cards as the schema
 * asks for, each different, the first with a reference that doesn't exist so the layer's removal shows.
 */
export function fakeFlashcards(topic: string, count: number) {
  return {
    cards: Array.from({ length: count }, (_, index) => ({
      front: `Fake question ${index + 1}: ${topic}`.slice(0, 200),
      back: `Fake answer ${index + 1}`,
      verseRef: index === 0 ? "Fake 99:99" : null,
      kind: "qa",
    })),
  };
}

function fakeFlashcardCount(jsonSchema: Record<string, unknown>): number {
  const properties = isRecord(jsonSchema.properties) ? jsonSchema.properties : {};
  const cards = isRecord(properties.cards) ? properties.cards : {};
  return typeof cards.minItems === "number" ? cards.minItems : 1;
}

/** The last data block of the latest user message (the pasted material), or the whole message when there is none. */
export function pastedMaterial(messages: readonly ChatMessage[]): string {
  const latest = latestUserMessage(messages);
  const blocks = [...latest.matchAll(/<(member-text-[0-9a-z]+)>\n?([\s\S]*?)\n?<\/\1>/gi)];
  return blocks.at(-1)?.[2] ?? latest;
}

/** The quote the fake invents, which never occurs in a pasted text (ai.md §1.9's deliberate fault). */
export const fakeInventedQuote = "Fake quote the pasted text never said";

/**
 * Critics Analysis (server/modules/critics asks for the schema "critics_analysis", ai.md §1.9): the first claim quotes
 * the pasted text's first sentence, the second carries an invented quote; one reasoning problem quotes the first
 * sentence and one quotes the invented words (which the server drops).
 */
export function fakeCritics(material: string) {
  const first =
    collapse(material)
      .split(/(?<=[.!?])\s+/)
      .find((sentence) => sentence.length > 0) ?? "";
  const quote = first.slice(0, 1000) || "Fake";
  const passages = ["John 3:16", "Hebrews 8:1-2"];
  return {
    stance: "mixed",
    summary: `Fake summary of a text that begins: ${quote.slice(0, 120)}`,
    claims: [
      {
        claim: "Fake claim 1",
        quote,
        timestamp: null,
        topic: "Fake topic 1",
        response: "Fake response 1",
        passages,
      },
      {
        claim: "Fake claim 2",
        quote: fakeInventedQuote,
        timestamp: null,
        topic: "Fake topic 2",
        response: "Fake response 2",
        passages,
      },
    ],
    fallacies: [
      { name: "Fake fallacy 1", explanation: "Fake explanation 1", quote },
      { name: "Fake fallacy 2", explanation: "Fake explanation 2", quote: fakeInventedQuote },
    ],
    biblicalResponses: [{ topic: "Fake topic 1", response: "Fake biblical response 1", passages }],
    questionsToAsk: ["Fake question 1?", "Fake question 2?"],
    notes: "Fake notes.",
  };
}

/**
 * The Sermon Builder coach (server/modules/sermons asks for "sermon_coach_<step>", ai.md §3.9): setup gives three
 * angles and the §1.9 passages; stones gives three distinct stones naming the sermon's title; bridges gives one
 * bridge per adjacent pair; structure one line per field.
 */
export function fakeSermonCoach(schemaName: string, material: string) {
  const title = /^Title: (.*)$/m.exec(material)?.[1]?.trim().slice(0, 80) || "the sermon";
  const passages = ["John 3:16", "Hebrews 8:1-2"];
  switch (schemaName) {
    case "sermon_coach_setup":
      return {
        angles: [1, 2, 3].map((k) => `Fake angle ${k}: ${title}`),
        keyPassages: passages,
        outlineIdeas: [1, 2, 3].map((k) => `Fake outline idea ${k}: ${title}`),
      };
    case "sermon_coach_stones":
      return { stones: [1, 2, 3].map((k) => ({ insight: `Fake stone ${k}: ${title}`, passages })) };
    case "sermon_coach_bridges":
      return {
        bridges: [1, 2, 3, 4].map((k) => ({
          fromStone: k,
          toStone: k + 1,
          text: `Fake bridge from stone ${k} to stone ${k + 1}: ${title}`,
        })),
      };
    default:
      return {
        opening: `Fake opening hook: ${title}`,
        risingAction: `Fake rising action: ${title}`,
        climax: `Fake climax: ${title}`,
        resolution: `Fake resolution: ${title}`,
        callToAction: `Fake call to action: ${title}`,
      };
  }
}

/** The link the fake's research report invents, which the layer removes (ai.md §1.7: tools never invent links). */
export const fakeResearchLink = "https://example.com/invented";

/**
 * Research Mode (server/modules/research asks for "research_report"): one short fake sentence per section, real
 * references (two books, so the grouping shows), the palace lens only when the schema asks for it, a book suggestion
 * without its "check before citing" mark, a page number and an invented link — each of which the server fixes.
 */
export function fakeResearchReport(topic: string, withLens: boolean) {
  const subject = topic.slice(0, 80) || "the topic";
  return {
    overview: `Fake overview of ${subject}. See ${fakeResearchLink} for more.`,
    foundation: [
      {
        book: "Hebrews",
        passages: [
          { reference: "Hebrews 8:1-2", note: `Fake line on how Hebrews 8:1-2 bears on ${subject}.` },
        ],
      },
      {
        book: "Exodus",
        passages: [{ reference: "Exod 25:8", note: `Fake line on how Exodus 25:8 bears on ${subject}.` }],
      },
    ],
    setting: `Fake historical and cultural setting of ${subject}.`,
    readings: [
      { label: "Fake reading one", summary: `Fake summary of one Christian reading of ${subject}.` },
      { label: "The method's reading", summary: `Fake summary of the method's own reading of ${subject}.` },
    ],
    ...(withLens
      ? { palaceLens: [{ room: "BL", application: `Fake application of the Blue Room to ${subject}.` }] }
      : {}),
    insights: [
      `Fake insight 1 on ${subject}.`,
      `Fake insight 2 on ${subject}.`,
      `Fake insight 3 on ${subject}.`,
    ],
    furtherStudy: {
      topics: [`Fake related topic of ${subject}`],
      passages: ["John 3:16", "Fake 99:99"],
      words: [{ word: "sanctuary", strongs: "H4720", meaning: "Fake meaning of the word." }],
      books: ["A fake book on the sanctuary, p. 12"],
    },
  };
}

/** A Research Mode deep dive ("research_deep_dive"): the question echoed, one passage, one next step. */
export function fakeResearchDeepDive(question: string) {
  return {
    answer: `Fake deep dive answer to: ${question.slice(0, 60)}`,
    passages: [{ reference: "Hebrews 9:11-12", note: "Fake line on Hebrews 9:11-12." }],
    goingFurther: ["Fake next step."],
  };
}

/** The link the fake invents in a prophecy signal, which the layer must remove (ai.md §1.9's deliberate fault). */
export const fakeInventedLink = "https://example.com/invented";

/**
 * Prophecy Watch (server/modules/prophecy asks for the schema "prophecy_analysis", ai.md §1.9): a signal whose title
 * echoes the report's headline (or the theme), whose text carries the invented link, and which offers a sourceUrl of
 * its own that the server must ignore.
 */
export function fakeProphecy(material: string) {
  const headline =
    collapse(material)
      .replace(/^The report to analyse:\s*/i, "")
      .match(/Headline:\s*(.*?)(?:\s+Link \(not opened\):|\s+Text:|$)/)?.[1]
      ?.trim() ?? collapse(material).slice(0, 60);
  return {
    title: `Fake signal: ${headline}`.slice(0, 100),
    summary: `Fake summary. Read more at ${fakeInventedLink} for the details.`,
    category: "religious_liberty",
    sections: {
      what_was_reported: `Fake restatement of the report (see ${fakeInventedLink}).`,
      prophetic_setting: "Fake prophetic setting beside Daniel 7 and Revelation 13.",
      what_this_is_not: "Fake caution: this is not a fulfilment and sets no date.",
      watch_and_pray: "Fake call to watch, pray and care for neighbours.",
    },
    passages: ["Daniel 7:25", "Revelation 13:16-17"],
    sourceUrl: fakeInventedLink,
  };
}

/** The line the word picture request (instructions/images.ts) names its verse with. */
export const wordPictureVersePrefix = "Verse:";

/**
 * The image library's word picture (server/modules/images asks for the schema "image_word_picture"): two sentences
 * that name the verse of the request, so a test can see which verse filled the description.
 */
export function fakeWordPicture(messages: readonly ChatMessage[]): { wordPicture: string } {
  const line = latestUserMessage(messages)
    .split("\n")
    .find((each) => each.startsWith(wordPictureVersePrefix));
  const verse = line ? collapse(line.slice(wordPictureVersePrefix.length)) : fakeTopic(messages);
  return {
    wordPicture: `Fake word picture of ${verse}: the scene of the verse under a wide morning sky, drawn from its own words. One figure stands still in the middle distance and looks toward the light.`,
  };
}

/** The line of a puzzle draft's instructions listing the room's six principle labels (adventure-drafts/prompts.ts). */
export const draftRoomLabelsPrefix = "Room labels:";

/**
 * The admin's treasure-hunt draft (server/modules/adventure-drafts asks for "adventure_hunt_draft"): one fixed hunt in
 * our own words that passes every content check, ending on Ps 23:1; the request's `Theme:` line names its title. A
 * second one approved would end on the same verse as the first, which the checks report — how tests get a problem.
 */
export function fakeHuntDraft(messages: readonly ChatMessage[]) {
  const theme = /^Theme: (.*)$/m.exec(latestUserMessage(messages))?.[1]?.trim() ?? "";
  const named = theme && theme !== "your choice." ? `: ${theme.slice(0, 60)}` : "";
  return {
    title: `Fake Trail of the Shepherd${named}`,
    category: "Psalms",
    intro:
      "Fake hunt drafted by the fake model. Walk from the pasture to the palace and on to a song that millions know by heart, following five clues about the One who leads His flock.",
    clues: [
      {
        type: "theme",
        text: "Long before kings sat on thrones, Israel lived among flocks, and God chose a picture from the pasture to describe how He leads, feeds and guards His own. Which word names this caring work God does for His people?",
        accepted: ["shepherding", "shepherd", "pastoral care"],
        hint1: "a single word for a great Bible theme",
        hint2: "Think of the first job of the youngest son of Jesse.",
        explanation:
          "Scripture often pictures God as the keeper of a flock who feeds, leads and protects His people, and Jesus takes the title for Himself (John 10:11).",
      },
      {
        type: "room",
        text: "Which palace room on the ground floor asks you to retell a passage as a chain of vivid scenes, one beat after another, until you can walk through the whole account without the page in front of you?",
        accepted: ["Story Room"],
        hint1: "a room on floor 1",
        hint2: "It is the first room you enter, where the events of a passage are remembered in order.",
        explanation:
          "The first room trains us to remember the events of a passage in order, the way a young shepherd's life unfolds from the field to the throne.",
      },
      {
        type: "principle",
        text: "On the night Israel left Egypt, each household chose a young animal from the flock, and its blood on the doorposts meant the destroyer went by. Which feast remembers that night of rescue?",
        accepted: ["passover", "feast of passover"],
        hint1: "one of the seven feasts",
        hint2: "It comes first in the spring, on the fourteenth day of the first month.",
        explanation:
          "The spring feast of the lamb looks back to the rescue from Egypt and forward to Christ, the Lamb whose blood shelters His people (1 Cor 5:7).",
      },
      {
        type: "person",
        text: "This young man kept his father's sheep near Bethlehem, fought a lion and a bear to save a lamb, and later wrote songs about the Lord who cared for him just as he had cared for the flock. Who was he?",
        accepted: ["david", "king david"],
        hint1: "a person from the books of Samuel",
        hint2: "He was anointed by Samuel while his older brothers looked on.",
        explanation:
          "David learned to protect the flock before he ruled a kingdom (1 Sam 17:34-35), and his songs often speak of God in the language of the pasture.",
      },
      {
        type: "verse",
        text: "Find the treasure verse: the shepherd king wrote a short song that opens by naming the Lord as the keeper of his flock and then says that, because of this, he will lack nothing at all.",
        accepted: ["Ps 23:1", "Psalm 23:1"],
        hint1: "a verse in the Psalms",
        hint2: "It is the opening line of the best-known psalm of trust.",
        explanation:
          "The song begins with a confession of trust: with the Lord as keeper, nothing needful is missing, a promise fulfilled in the Good Shepherd who gives His life.",
      },
    ],
    finalRef: "Ps 23:1",
    conclusion:
      "Fake conclusion. From the fields of Bethlehem to the feast of the lamb, the trail shows a God who keeps His people as a faithful keeper keeps a flock. David learned this among the sheep and sang it as a king: the Lord is the one who leads, feeds and guards, so that those who trust Him lack nothing they truly need (Ps 23:1). The same care reaches its height in Jesus, who calls Himself the good shepherd and lays down His life for the sheep (John 10:11).",
  };
}

/**
 * The admin's escape-puzzle draft ("adventure_puzzle_draft"): one fixed lock on Gen 22:8 whose principle is the first
 * of the room's labels the instructions list, so it passes every content check for any room.
 */
export function fakePuzzleDraft(messages: readonly ChatMessage[]) {
  const line = systemLines(messages).find((each) => each.includes(draftRoomLabelsPrefix)) ?? "";
  const labels = line.slice(line.indexOf(draftRoomLabelsPrefix) + draftRoomLabelsPrefix.length).split(";");
  return {
    prompt:
      "Fake lock: on a mountain a father answers his son's question about the missing offering by trusting that God will supply it. Find the verse of that answer.",
    expectedRefs: ["Gen 22:8"],
    partialRefs: ["Gen 22:13"],
    principle: labels[0]?.trim() || "Fake principle",
    typologyNote: "The animal caught by its horns takes the son's place: a substitute the Father supplies.",
    conclusionLine: "Fake conclusion line: the Lord provides the Lamb.",
  };
}

/** How long the fake takes over a picture (long enough to see the progress state), and its size (§1.9). */
export const fakeImageDelayMs = 300;
export const fakeImageSize = 512;

export type FakeImagePlan =
  | { kind: "error"; error: FakeHttpError }
  | { kind: "hang" }
  | {
      kind: "image";
      delayMs: number;
      /** `#fake-cutoff`: the connection breaks before the picture arrives. */
      broken: boolean;
      /** `#fake-badjson`: the answer holds no picture (bytes that aren't an image). */
      unreadable: boolean;
    };

/** A picture request (§1.9 "Images"): the control tags anywhere in the prompt act as for chat. */
export function planFakeImage(prompt: string): FakeImagePlan {
  const tags = fakeTagsIn(prompt);
  const fault = faultOf(tags);
  if (fault) return fault;
  return {
    kind: "image",
    delayMs: tags.has("#fake-slow") ? fakeSlowAnswerMs : fakeImageDelayMs,
    broken: tags.has("#fake-cutoff"),
    unreadable: tags.has("#fake-badjson"),
  };
}

function fakeJsonValue(
  messages: readonly ChatMessage[],
  schemaName: string,
  jsonSchema: Record<string, unknown>,
): unknown {
  if (schemaName === "game_judgement") return fakeGameJudgement;
  if (schemaName === "flashcards") return fakeFlashcards(fakeTopic(messages), fakeFlashcardCount(jsonSchema));
  if (schemaName === "critics_analysis") return fakeCritics(pastedMaterial(messages));
  if (schemaName === "prophecy_analysis") return fakeProphecy(pastedMaterial(messages));
  if (schemaName === "research_report") {
    const properties = isRecord(jsonSchema.properties) ? jsonSchema.properties : {};
    return fakeResearchReport(pastedMaterial(messages), "palaceLens" in properties);
  }
  if (schemaName === "research_deep_dive") return fakeResearchDeepDive(pastedMaterial(messages));
  if (schemaName.startsWith("sermon_coach_")) return fakeSermonCoach(schemaName, pastedMaterial(messages));
  if (schemaName === "image_word_picture") return fakeWordPicture(messages);
  if (schemaName === "adventure_hunt_draft") return fakeHuntDraft(messages);
  if (schemaName === "adventure_puzzle_draft") return fakePuzzleDraft(messages);
  return exampleFromSchema(jsonSchema, schemaName, {
    topic: fakeTopic(messages),
    root: jsonSchema,
    depth: 0,
  });
}

export function planFakeJson(
  messages: readonly ChatMessage[],
  schemaName: string,
  jsonSchema: Record<string, unknown>,
): FakeJsonPlan {
  // Moderation (§1.7) acts no faults but #fake-unsafe, so a tagged question still reaches the fault it tests.
  if (schemaName === "moderation") {
    return { kind: "json", content: JSON.stringify(fakeModeration(messages)), delayMs: 0, broken: false };
  }
  const tags = tagsOf(messages);
  const fault = faultOf(tags);
  if (fault) return fault;
  // #fake-badjson holds for the repair request too, which may add a user message of its own after the tagged one.
  const badJson = messages.some(
    (message) => message.role === "user" && fakeTagsIn(message.content).has("#fake-badjson"),
  );
  const content = badJson
    ? '{"fake": "this answer stops before its JSON is complete'
    : JSON.stringify(fakeJsonValue(messages, schemaName, jsonSchema));
  return {
    kind: "json",
    content,
    delayMs: tags.has("#fake-slow") ? fakeSlowAnswerMs : 0,
    broken: tags.has("#fake-cutoff"),
  };
}

/**
 * What a request to the HTTP fake asks for: JSON when the body has a response_format, or when its system message
 * describes a schema (AI_JSON_MODE=prompt); text otherwise.
 */
export function fakeJsonRequest(
  messages: readonly ChatMessage[],
  responseFormat: unknown,
): { schemaName: string; jsonSchema: Record<string, unknown> } | null {
  const described = findSchemaInstruction(messages);
  if (
    isRecord(responseFormat) &&
    responseFormat.type === "json_schema" &&
    isRecord(responseFormat.json_schema)
  ) {
    const { name, schema } = responseFormat.json_schema;
    return {
      schemaName: typeof name === "string" ? name : "response",
      jsonSchema: isRecord(schema) ? schema : {},
    };
  }
  if (isRecord(responseFormat) && responseFormat.type === "json_object") {
    return described ?? { schemaName: "response", jsonSchema: { type: "object" } };
  }
  return described;
}

/** Rough token counts (four characters a token), so usage is reported like a real model's. */
export function fakeUsage(messages: readonly ChatMessage[], answer: string): TokenUsage {
  const input = messages.reduce((sum, message) => sum + message.content.length, 0);
  return { tokensIn: Math.ceil(input / 4), tokensOut: Math.ceil(answer.length / 4) };
}
