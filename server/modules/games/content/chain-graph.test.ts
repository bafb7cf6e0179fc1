// Content checks for the Chain Chess bot's chain graph (games.md §4.14 "Bot (no AI)", §5): at least 200 verses, one
// verse each and distinct, covering all 66 books with the book equal to the parsed reference's; rooms from ROOM_IDS;
// principles from pt-symbols (dimensions, walls, zones, articles), the palace's feast names and cycle codes; every
// used room and principle on at least 3 verses; at least 3 onward links, each a graph verse other than itself; and a
// 3-sentence commentary (R6). The checks live in one function so that broken copies can show they fail.
import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS } from "@common/bible/books";
import { parseReference } from "@common/bible/reference";
import { CYCLE_CODES } from "@common/content/palace/reference/cycles";
import { list as feastList } from "@common/content/palace/reference/feasts";
import { ROOM_IDS } from "@common/content/palace/types";
import { countAnswerWords, splitSentences } from "@common/games/judge/rules";
import { articleCodes, dimensionCodes, wallCodes, zoneCodes } from "@common/games/pt-symbols";
import type { ChainGraphVerse } from "./adventure-types";
import { chainGraph } from "./chain-graph";
import { expectUnique } from "./content-test-kit";

const MIN_VERSES = 200;
const MIN_NEXT = 3;
const MIN_USES = 3;
const SENTENCES = 3;
/** The bot's moves are scored by the same judge (§4.14): an Adults commentary earns full length points from 30 words. */
const MIN_WORDS = 30;

const FEAST_NAMES = feastList.items.map((item) => item.values.feast ?? "");
const CYCLE_NAMES = CYCLE_CODES.map((cycle) => cycle.code);
const PRINCIPLES = new Set<string>([
  ...dimensionCodes,
  ...wallCodes,
  ...zoneCodes,
  ...articleCodes,
  ...FEAST_NAMES,
  ...CYCLE_NAMES,
]);
const ROOMS = new Set<string>(ROOM_IDS);

/** The canonical key ("John.3.16") of a reference naming exactly one verse; null otherwise. */
function verseKey(ref: string): { key: string; book: string } | null {
  const parsed = parseReference(ref);
  if (!parsed || parsed.ranges.length !== 1) return null;
  const range = parsed.ranges[0];
  if (!range) return null;
  const { start, end } = range;
  if (start.book !== end.book || start.chapter !== end.chapter || start.verse !== end.verse) return null;
  return { key: `${start.book}.${start.chapter}.${start.verse}`, book: start.book };
}

function tally(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Every broken rule of the sheet, one line each; empty when the graph is sound. */
function graphProblems(graph: readonly ChainGraphVerse[]): string[] {
  const problems: string[] = [];
  if (graph.length < MIN_VERSES) problems.push(`only ${graph.length} verses (need ${MIN_VERSES})`);

  const keys = new Set<string>();
  for (const verse of graph) {
    const found = verseKey(verse.ref);
    if (!found) {
      problems.push(`${verse.ref}: not a single valid verse`);
      continue;
    }
    if (keys.has(found.key)) problems.push(`${verse.ref}: duplicate verse`);
    keys.add(found.key);
    if (found.book !== verse.book)
      problems.push(`${verse.ref}: book ${verse.book} but the reference is in ${found.book}`);
  }

  const books = new Set(graph.map((verse) => verse.book));
  for (const book of BIBLE_BOOKS) if (!books.has(book.osis)) problems.push(`no verse from ${book.osis}`);

  for (const verse of graph) {
    const where = verse.ref;
    if (verse.rooms.length === 0) problems.push(`${where}: no rooms`);
    if (verse.principles.length === 0) problems.push(`${where}: no principles`);
    if (new Set(verse.rooms).size !== verse.rooms.length) problems.push(`${where}: a room repeated`);
    if (new Set(verse.principles).size !== verse.principles.length)
      problems.push(`${where}: a principle repeated`);
    for (const room of verse.rooms) if (!ROOMS.has(room)) problems.push(`${where}: unknown room ${room}`);
    for (const principle of verse.principles)
      if (!PRINCIPLES.has(principle)) problems.push(`${where}: unknown principle ${principle}`);

    if (verse.next.length < MIN_NEXT)
      problems.push(`${where}: ${verse.next.length} next links (need ${MIN_NEXT})`);
    const self = verseKey(verse.ref)?.key;
    const nextKeys = new Set<string>();
    for (const ref of verse.next) {
      const key = verseKey(ref)?.key;
      if (!key) problems.push(`${where}: next ${ref} is not a single valid verse`);
      else if (key === self) problems.push(`${where}: links to itself`);
      else if (!keys.has(key)) problems.push(`${where}: next ${ref} is not a graph verse`);
      else if (nextKeys.has(key)) problems.push(`${where}: next ${ref} repeated`);
      if (key) nextKeys.add(key);
    }

    const sentences = splitSentences(verse.commentary).length;
    if (sentences !== SENTENCES)
      problems.push(`${where}: commentary has ${sentences} sentences (need ${SENTENCES})`);
    const words = countAnswerWords(verse.commentary);
    if (words < MIN_WORDS) problems.push(`${where}: commentary has ${words} words (need ${MIN_WORDS})`);
  }

  for (const [room, uses] of tally(graph.flatMap((verse) => verse.rooms)))
    if (uses < MIN_USES) problems.push(`room ${room} on only ${uses} verses`);
  for (const [principle, uses] of tally(graph.flatMap((verse) => verse.principles)))
    if (uses < MIN_USES) problems.push(`principle ${principle} on only ${uses} verses`);
  return problems;
}

/** A copy of the graph with one verse changed. */
function withVerse(index: number, change: Partial<ChainGraphVerse>): ChainGraphVerse[] {
  return chainGraph.map((verse, i) => (i === index ? { ...verse, ...change } : verse));
}

describe("the chain graph of the Chain Chess bot (§4.14)", () => {
  it("passes every rule of the sheet", () => {
    expect(graphProblems(chainGraph)).toEqual([]);
  });

  it("has at least 200 distinct single verses, their books matching the parsed references", () => {
    expect(chainGraph.length).toBeGreaterThanOrEqual(MIN_VERSES);
    const keys = chainGraph.map((verse) => verseKey(verse.ref));
    for (const [i, found] of keys.entries()) {
      const verse = chainGraph[i];
      expect(found, verse?.ref).not.toBeNull();
      expect(found?.book, verse?.ref).toBe(verse?.book);
    }
    expectUnique(
      keys.map((found) => found?.key ?? ""),
      "verse",
    );
  });

  it("covers all 66 books", () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    const books = new Set(chainGraph.map((verse) => verse.book));
    expect(BIBLE_BOOKS.filter((book) => !books.has(book.osis)).map((book) => book.osis)).toEqual([]);
  });

  it("covers every room and every principle code, each on at least 3 verses", () => {
    const rooms = tally(chainGraph.flatMap((verse) => verse.rooms));
    const principles = tally(chainGraph.flatMap((verse) => verse.principles));
    for (const room of ROOM_IDS) expect(rooms.get(room) ?? 0, room).toBeGreaterThanOrEqual(MIN_USES);
    for (const principle of PRINCIPLES)
      expect(principles.get(principle) ?? 0, principle).toBeGreaterThanOrEqual(MIN_USES);
    expect(FEAST_NAMES).toHaveLength(7);
    expect(CYCLE_NAMES).toHaveLength(8);
  });

  it("links every verse onward to at least 3 other graph verses", () => {
    const keys = new Set(chainGraph.map((verse) => verseKey(verse.ref)?.key));
    for (const verse of chainGraph) {
      expect(verse.next.length, verse.ref).toBeGreaterThanOrEqual(MIN_NEXT);
      for (const ref of verse.next) {
        const key = verseKey(ref)?.key;
        expect(keys.has(key), `${verse.ref} → ${ref}`).toBe(true);
        expect(key, `${verse.ref} → itself`).not.toBe(verseKey(verse.ref)?.key);
      }
    }
  });

  it("gives every verse a commentary of exactly 3 sentences (R6) and at least 30 words (R3)", () => {
    for (const verse of chainGraph) {
      expect(splitSentences(verse.commentary), verse.ref).toHaveLength(SENTENCES);
      expect(countAnswerWords(verse.commentary), verse.ref).toBeGreaterThanOrEqual(MIN_WORDS);
    }
  });
});

describe("the checks of this test fail on broken graphs", () => {
  it("catch a short graph, a missing book and a rarely used room or principle", () => {
    const short = chainGraph.slice(0, MIN_VERSES - 1);
    expect(graphProblems(short).some((p) => p.startsWith("only"))).toBe(true);
    const withoutObadiah = chainGraph.filter((verse) => verse.book !== "Obad");
    expect(graphProblems(withoutObadiah)).toContain("no verse from Obad");
    const rare = withVerse(0, { rooms: ["sr", "cec", "br"], principles: ["1D", "E-Pa", "@Ad"] });
    const sabotaged = rare.map((verse, i) =>
      i === 0 ? verse : { ...verse, rooms: verse.rooms.filter((room) => room !== "br") },
    );
    expect(graphProblems(sabotaged)).toContain("room br on only 1 verses");
  });

  it("catch bad references, wrong books, duplicates and unknown codes", () => {
    expect(graphProblems(withVerse(0, { ref: "John 22:1" }))).toContain(
      "John 22:1: not a single valid verse",
    );
    expect(graphProblems(withVerse(0, { ref: "Gen 1:1-2" }))).toContain(
      "Gen 1:1-2: not a single valid verse",
    );
    expect(graphProblems(withVerse(0, { book: "Exod" }))).toContain(
      "Gen 1:1: book Exod but the reference is in Gen",
    );
    const second = chainGraph[1];
    expect(second).toBeDefined();
    expect(graphProblems(withVerse(0, { ref: second?.ref ?? "" }))).toContain(
      `${second?.ref}: duplicate verse`,
    );
    const bad = withVerse(0, { rooms: ["nowhere" as never], principles: ["Purim"] });
    expect(graphProblems(bad)).toEqual(
      expect.arrayContaining(["Gen 1:1: unknown room nowhere", "Gen 1:1: unknown principle Purim"]),
    );
  });

  it("catch short, self and dangling links and a wrong sentence count", () => {
    const verse = chainGraph[0];
    expect(verse).toBeDefined();
    const ref = verse?.ref ?? "";
    expect(graphProblems(withVerse(0, { next: ["John 1:1", "Col 1:16"] }))).toContain(
      `${ref}: 2 next links (need 3)`,
    );
    expect(graphProblems(withVerse(0, { next: [ref, "John 1:1", "Col 1:16"] }))).toContain(
      `${ref}: links to itself`,
    );
    expect(graphProblems(withVerse(0, { next: ["Obad 1:1", "John 1:1", "Col 1:16"] }))).toContain(
      `${ref}: next Obad 1:1 is not a graph verse`,
    );
    expect(graphProblems(withVerse(0, { commentary: "One sentence. Two sentences (John 1:1)." }))).toContain(
      `${ref}: commentary has 2 sentences (need 3)`,
    );
    expect(graphProblems(withVerse(0, { commentary: "Short one. Short two. Short three." }))).toContain(
      `${ref}: commentary has 6 words (need 30)`,
    );
  });
});
