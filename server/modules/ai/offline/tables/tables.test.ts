// The curated tables hold what the engine quotes and cites: every reference must parse to real verses, every room
// must exist, the time-prophecy arithmetic must add up (no year zero), and kids' verses must be short.
import { describe, expect, test } from "vitest";
import { parseReference } from "@common/bible/reference";
import { parseYear } from "@common/content/palace/judge/judge";
import { ROOM_IDS } from "@common/content/palace/types";
import { createBibleSource } from "@server/modules/bible/bible-data";
import { CROSSREF_BOOK_CODES, crossRefs, crossrefKey } from "../crossrefs";
import { christInChapters } from "./christ-in-chapters";
import { doctrines } from "./doctrines";
import { kidsTopics } from "./kids-topics";
import { kingdoms, parallelSets, prophecyPeriods, prophecySymbols } from "./prophecy";
import { roomKeywords } from "./room-keywords";

/** Every reference a table cites, with where it comes from. */
const references: [string, string][] = [
  ...doctrines.flatMap((entry) => [
    ...entry.keyPassages.map((ref): [string, string] => [entry.id, ref]),
    ...entry.outline.flatMap((line) => line.refs.map((ref): [string, string] => [entry.id, ref])),
    ...entry.objections.flatMap((item) => item.refs.map((ref): [string, string] => [entry.id, ref])),
  ]),
  ...prophecySymbols.flatMap((symbol) =>
    [...symbol.passages, ...(symbol.key ? [symbol.key] : [])].map((ref): [string, string] => [
      symbol.id,
      ref,
    ]),
  ),
  ...kingdoms.flatMap((kingdom) =>
    kingdom.visions.map((vision): [string, string] => [kingdom.id, vision.ref]),
  ),
  ...prophecyPeriods.flatMap((period) => [
    ...period.texts.map((ref): [string, string] => [period.id, ref]),
    ...period.events.map((event): [string, string] => [period.id, event.ref]),
  ]),
  ...parallelSets.flatMap((set) => set.passages.map((ref): [string, string] => [set.id, ref])),
  ...kidsTopics.map((topic): [string, string] => [topic.id, topic.verse]),
  ...christInChapters.flatMap((entry) =>
    [entry.chapter, ...entry.crosslinks, ...entry.keyVerses].map((ref): [string, string] => [
      entry.chapter,
      ref,
    ]),
  ),
];

describe("curated tables", () => {
  test("every reference parses, as one passage", () => {
    const broken = references.filter(([, ref]) => parseReference(ref)?.ranges.length !== 1);
    expect(broken).toEqual([]);
  });

  test("every room the keyword table names is a palace room, and every room has keywords", () => {
    expect(Object.keys(roomKeywords).sort()).toEqual([...ROOM_IDS].sort());
    for (const keywords of Object.values(roomKeywords)) expect(keywords.length).toBeGreaterThan(0);
  });

  test("the Christ-lines cover the chapters the brief names, and never make the scapegoat Christ", () => {
    const chapters = christInChapters.map((entry) => parseReference(entry.chapter)?.label);
    for (const chapter of [
      "Ruth 4",
      "Genesis 22",
      "Exodus 12",
      "Leviticus 16",
      "Isaiah 53",
      "John 3",
      "Daniel 8",
      "Revelation 5",
    ])
      expect(chapters).toContain(chapter);
    const leviticus = christInChapters.find((entry) => entry.chapter === "Leviticus 16");
    expect(leviticus?.name.toLowerCase()).not.toContain("scapegoat");
    expect(leviticus?.act).toContain("the scapegoat is not Christ");
  });

  test("the doctrine table covers the questions the brief names", () => {
    expect(doctrines.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([
        "sabbath",
        "state-of-the-dead",
        "sanctuary-judgment",
        "second-coming",
        "law-grace",
        "baptism",
        "gospels",
        "why-jesus-died",
      ]),
    );
  });

  test("the periods' arithmetic holds, counting no year zero", () => {
    const year = (text: string) => parseYear(text) as number;
    const events = (id: string) => prophecyPeriods.find((period) => period.id === id)?.events ?? [];
    const dated = (id: string) => events(id).map((event) => event.date);
    expect(year("457 BC") + 2300).toBe(year("AD 1844"));
    expect(dated("2300")).toEqual(["457 BC", "AD 1844"]);
    expect(year("457 BC") + 483).toBe(year("AD 27"));
    expect(year("457 BC") + 490).toBe(year("AD 34"));
    expect(dated("70-weeks")).toEqual(["457 BC", "AD 27", "AD 31", "AD 34"]);
    expect(year("AD 538") + 1260).toBe(year("AD 1798"));
    expect(dated("1260")).toEqual(["AD 538", "AD 1798"]);
    for (const period of prophecyPeriods)
      for (const event of period.events) expect(parseYear(event.date)).not.toBeNull();
    for (const period of prophecyPeriods)
      for (const id of period.parallels) expect(parallelSets.map((set) => set.id)).toContain(id);
  });

  test("kids' verses are short, and the eight picture topics are there", async () => {
    expect(kidsTopics.map((topic) => topic.title)).toEqual(
      expect.arrayContaining([
        "Creation",
        "Noah",
        "Moses",
        "David",
        "Daniel",
        "Jesus' birth",
        "Jesus' miracles",
        "Heaven",
      ]),
    );
    const kjv = await createBibleSource().load("kjv");
    for (const topic of kidsTopics) {
      const range = parseReference(topic.verse)?.ranges[0];
      const verse = kjv.verses.find(
        (candidate) =>
          candidate.book === range?.start.book &&
          candidate.chapter === range.start.chapter &&
          candidate.verse === range.start.verse,
      );
      expect(range?.start).toEqual(range?.end);
      expect(verse?.plain.split(/\s+/).length, topic.verse).toBeLessThanOrEqual(26);
    }
  }, 60_000);

  test("the cross-reference codes are the package's, in canonical order", async () => {
    const links = await crossRefs();
    expect(CROSSREF_BOOK_CODES).toHaveLength(66);
    expect(crossrefKey("jhn 3:16")).toBe(43_003_016);
    expect(crossrefKey("xyz 1:1")).toBeNull();
    // Every code answers (the package throws on an unknown code), and Genesis 1:1 links to John 1:1.
    for (const [index] of CROSSREF_BOOK_CODES.entries())
      expect(() => links.of((index + 1) * 1_000_000 + 1001)).not.toThrow();
    expect(links.of(1_001_001)).toContain(43_001_001);
  });
});
