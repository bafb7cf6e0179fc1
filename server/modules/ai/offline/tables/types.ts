// Shapes of the offline engine's curated tables (ai.md §2.2). The tables are our own words; every reference in them
// is checked by the parser and every room id against the palace (data.test.ts). Verse text is never stored here:
// the engine quotes it from the KJV at answer time.
import type { RoomId } from "@common/content/palace/types";

/**
 * Words or phrases that point at a topic. A phrase matches when all of its content words occur in the input (in
 * any order, any simple word form); a phrase of n content words weighs n.
 */
export type Keywords = readonly string[];

/** A user's word or phrase → the words the King James text uses for the same idea. */
export type TopicSynonyms = Readonly<Record<string, readonly string[]>>;

/** A doctrine question or objection, answered from Scripture (Apologetics GPT, Critics Analysis). */
export type DoctrineEntry = {
  id: string;
  /** The question as a starter or a "did you mean" button offers it. */
  question: string;
  keywords: Keywords;
  /** Quoted in full: the passages the answer stands on. */
  keyPassages: readonly string[];
  /** Two or three sentences: the heart of the answer. */
  shortAnswer: string;
  /** The answer outline: one point per line, each resting on the passages it names. */
  outline: readonly { point: string; refs: readonly string[] }[];
  objections: readonly { objection: string; reply: string; refs: readonly string[] }[];
  /** "How to say it graciously": prompts for the conversation itself. */
  gracious: readonly string[];
  /** One sentence the member could say to a friend. */
  sayIt: string;
};

/** A prophetic symbol: what it stands for, where Scripture itself says so, and where it appears. */
export type ProphecySymbol = {
  id: string;
  symbol: string;
  kind: "beast" | "horn" | "metal" | "woman" | "sign" | "series" | "element";
  keywords: Keywords;
  meaning: string;
  /** The text that decodes the symbol, when Scripture gives one. */
  key?: string;
  passages: readonly string[];
};

/** A kingdom of the historicist outline, with its symbol in each of the parallel visions. */
export type Kingdom = {
  id: string;
  name: string;
  dates: string;
  visions: readonly { chapter: "Daniel 2" | "Daniel 7" | "Daniel 8"; symbol: string; ref: string }[];
};

/** One line of a `Timeline:` block: "date — event — passage". */
export type TimelineEvent = { date: string; event: string; ref: string };

/** A time prophecy with its calculation shown step by step. */
export type ProphecyPeriod = {
  id: string;
  name: string;
  keywords: Keywords;
  texts: readonly string[];
  /** The steps of the calculation, in order; the year-zero note sits where the count crosses from BC to AD. */
  steps: readonly string[];
  events: readonly TimelineEvent[];
  /** Ids of the parallel sets this period belongs to. */
  parallels: readonly string[];
};

/** Visions that cover the same ground (repeat and enlarge), lined up. */
export type ParallelSet = {
  id: string;
  title: string;
  keywords: Keywords;
  passages: readonly string[];
  /** What the visions share and what each adds, one line each. */
  lines: readonly string[];
};

/** One of KidGPT's picture topics: a simple sentence, one short KJV verse, a question to think about. */
export type KidsTopic = {
  id: string;
  title: string;
  keywords: Keywords;
  /** For every age: one simple sentence. */
  sentence: string;
  /** Added for ages 8–12: one more sentence. */
  more: string;
  /** A short verse (quoted from the KJV at answer time). */
  verse: string;
  think: string;
};

/** A Christ in Every Chapter line: NAME • ACT • CROSSLINK. */
export type ChristInChapter = {
  /** "Ruth 4" */
  chapter: string;
  name: string;
  act: string;
  crosslinks: readonly string[];
  /** The verses of the chapter the line rests on, quoted when the chapter is asked about. */
  keyVerses: readonly string[];
};

/** Words that point at a room, beside its name (ai.md §2.3 step 4: rooms by keyword overlap). */
export type RoomKeywords = Readonly<Record<RoomId, Keywords>>;
