// Content integrity of the two memory games' banks: Parallels Concentration (§4.12) and Verse Match (§4.16).
import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS, type Testament } from "@common/bible/books";
import { chapterVerseCounts, parseReference, type ReferenceRange } from "@common/bible/reference";
import { parallelPairs } from "./parallel-pairs";
import { versePairs } from "./verse-pairs";

const bookIndex = new Map(BIBLE_BOOKS.map((book, index) => [book.osis, index]));
const FIRST_NT_INDEX = BIBLE_BOOKS.findIndex((book) => book.testament === "NT"); // Matthew

/** The single range a reference names; fails the test unless it is one real, explicit verse range. */
function singleRange(ref: string, where: string): ReferenceRange {
  expect(ref, `${where}: "${ref}" names no verse`).toMatch(/\d+:\d+/);
  const parsed = parseReference(ref);
  expect(parsed, `${where}: "${ref}" does not parse`).not.toBeNull();
  const ranges = parsed?.ranges ?? [];
  expect(ranges, `${where}: "${ref}" is not one range`).toHaveLength(1);
  const range = ranges[0];
  if (!range) throw new Error(`${where}: "${ref}" has no range`);
  const { start, end } = range;
  expect(end.book, `${where}: "${ref}" spans books`).toBe(start.book);
  for (const point of [start, end]) {
    const verses = chapterVerseCounts(point.book)[point.chapter - 1] ?? 0;
    expect(point.verse, `${where}: "${ref}" verse out of range`).toBeGreaterThanOrEqual(1);
    expect(point.verse, `${where}: "${ref}" verse out of range`).toBeLessThanOrEqual(verses);
  }
  const startKey = start.chapter * 1000 + start.verse;
  const endKey = end.chapter * 1000 + end.verse;
  expect(endKey, `${where}: "${ref}" runs backwards`).toBeGreaterThanOrEqual(startKey);
  return range;
}

function testamentOf(range: ReferenceRange): Testament {
  const index = bookIndex.get(range.start.book);
  if (index === undefined) throw new Error(`unknown book ${range.start.book}`);
  return index < FIRST_NT_INDEX ? "OT" : "NT";
}

const rangeKey = (r: ReferenceRange) =>
  `${r.start.book}.${r.start.chapter}.${r.start.verse}-${r.end.chapter}.${r.end.verse}`;

describe("parallel pairs (Concentration §4.12)", () => {
  it("has at least 104 pairs", () => {
    expect(parallelPairs.length).toBeGreaterThanOrEqual(104);
  });

  it("has unique kebab-case ids and short lower-case categories", () => {
    const ids = parallelPairs.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const pair of parallelPairs) {
      expect(pair.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(pair.category, pair.id).toMatch(/^[a-z][a-z' -]*[a-z]$/);
      expect(pair.category.length, pair.id).toBeLessThanOrEqual(30);
    }
  });

  it("keeps events to 40 characters and descriptions to 120", () => {
    for (const pair of parallelPairs) {
      for (const side of [pair.ot, pair.nt]) {
        expect(side.event.trim(), pair.id).not.toBe("");
        expect(side.event.length, `${pair.id}: "${side.event}"`).toBeLessThanOrEqual(40);
        expect(side.description.trim(), pair.id).not.toBe("");
        expect(side.description.length, `${pair.id}: "${side.description}"`).toBeLessThanOrEqual(120);
      }
    }
  });

  it("cites real verses: OT in Genesis–Malachi, NT in Matthew–Revelation", () => {
    expect(BIBLE_BOOKS[FIRST_NT_INDEX]?.osis).toBe("Matt");
    for (const pair of parallelPairs) {
      expect(testamentOf(singleRange(pair.ot.ref, `${pair.id} ot`)), `${pair.id} ot`).toBe("OT");
      expect(testamentOf(singleRange(pair.nt.ref, `${pair.id} nt`)), `${pair.id} nt`).toBe("NT");
    }
  });

  it("never repeats the same OT and NT reference combination", () => {
    const seen = new Set<string>();
    for (const pair of parallelPairs) {
      const key = `${rangeKey(singleRange(pair.ot.ref, pair.id))}|${rangeKey(singleRange(pair.nt.ref, pair.id))}`;
      expect(seen.has(key), `${pair.id} repeats ${pair.ot.ref} ↔ ${pair.nt.ref}`).toBe(false);
      seen.add(key);
    }
  });

  it("gives every card its own event and description text", () => {
    const events = parallelPairs.flatMap((p) => [p.ot.event, p.nt.event]).map((e) => e.toLowerCase());
    const duplicateEvents = events.filter((e, i) => events.indexOf(e) !== i);
    expect(duplicateEvents).toEqual([]);
    const descriptions = parallelPairs.flatMap((p) => [p.ot.description, p.nt.description]);
    const duplicateDescriptions = descriptions.filter((d, i) => descriptions.indexOf(d) !== i);
    expect(duplicateDescriptions).toEqual([]);
  });
});

describe("verse pairs (Verse Match §4.16)", () => {
  it("has at least 44 pairs: 16 easy, 12 normal and 10 hard", () => {
    expect(versePairs.length).toBeGreaterThanOrEqual(44);
    const count = (level: string) => versePairs.filter((v) => v.level === level).length;
    expect(count("easy")).toBeGreaterThanOrEqual(16);
    expect(count("normal")).toBeGreaterThanOrEqual(12);
    expect(count("hard")).toBeGreaterThanOrEqual(10);
    expect(count("easy") + count("normal") + count("hard")).toBe(versePairs.length);
  });

  it("names exactly one real verse per pair, with no duplicates", () => {
    const seen = new Set<string>();
    for (const pair of versePairs) {
      const range = singleRange(pair.ref, pair.ref);
      expect(range.start, `${pair.ref} is more than one verse`).toEqual(range.end);
      const key = rangeKey(range);
      expect(seen.has(key), `${pair.ref} is listed twice`).toBe(false);
      seen.add(key);
    }
  });

  it("gives every pair a short topic", () => {
    for (const pair of versePairs) {
      expect(pair.topic.trim(), pair.ref).not.toBe("");
      expect(pair.topic.split(/\s+/).length, `${pair.ref}: "${pair.topic}"`).toBeLessThanOrEqual(3);
    }
  });
});
