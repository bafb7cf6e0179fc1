// Content checks for the kids games' data (games.md §4.19 and §5): the minimum counts, valid references written as a
// reader types them, Verse Builder's blanks and word tiles, unique names and titles, Timeline Trek's story order,
// and every Verse Builder text equal to the app's own KJV text for its reference (the shared Bible source).
import { beforeAll, describe, expect, it } from "vitest";
import { parseReference, type ReferenceRange } from "@common/bible/reference";
import { bookNumberOf, keyOf } from "@common/bible/verse-keys";
import { articleCodes } from "@common/games/pt-symbols";
import { createBibleSource } from "@server/modules/bible/bible-data";
import { passageText } from "@server/modules/bible/passage-text";
import type { BuilderVerse } from "./adventure-types";
import { expectUnique } from "./content-test-kit";
import {
  arkAnimals,
  armorPieces,
  builderVerses,
  creationDays,
  heroes,
  kidsParables,
  sanctuaryJobs,
  timelineStops,
} from "./kids";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** One reference as a reader types it: "Gen 1:1", "1 Thess 5:17", "Gen 1:3-5" (no lists, no chapter-only). */
const READER_FORM = /^(?:[1-3] )?[A-Z][a-z]+ \d{1,3}:\d{1,3}(?:-\d{1,3})?$/;
const EMOJI = /^\p{Extended_Pictographic}/u;
const LETTERS_ONLY = /^[A-Za-z]+$/;

/** The one range a reference names; fails the test when it is not a single valid verse or verse range. */
function range(ref: string, where: string): ReferenceRange {
  expect(ref, `${where}: reader form`).toMatch(READER_FORM);
  const parsed = parseReference(ref);
  expect(parsed, `${where}: ${ref} does not parse`).not.toBeNull();
  expect(parsed?.ranges, `${where}: ${ref}`).toHaveLength(1);
  const only = parsed?.ranges[0] as ReferenceRange;
  expect(only.start.book, `${where}: ${ref} stays in one book`).toBe(only.end.book);
  return only;
}

/** A range's first and last verse keys (43003016 = John 3:16). */
function keys(found: ReferenceRange): [number, number] {
  const book = bookNumberOf(found.start.book) ?? 0;
  return [
    keyOf(book, found.start.chapter, found.start.verse),
    keyOf(book, found.end.chapter, found.end.verse),
  ];
}

/** The words of a text: runs of letters, apostrophes included (R3). */
const wordsOf = (text: string): string[] => text.match(/[A-Za-z']+/g) ?? [];

/** How often a word stands in the text as a whole word, letters compared exactly. */
const occurrences = (text: string, word: string): number => wordsOf(text).filter((w) => w === word).length;

/** Whether the word stands anywhere in the text as a whole word, case ignored. */
const inTextIgnoringCase = (text: string, word: string): boolean =>
  wordsOf(text).some((w) => w.toLowerCase() === word.toLowerCase());

/** Every problem of one Verse Builder entry's blanks and tiles (empty when it is well formed). */
function builderProblems(verse: BuilderVerse): string[] {
  const problems: string[] = [];
  const expected = verse.band === "7-9" ? 1 : 2;
  if (verse.blanks.length !== expected) problems.push(`${verse.blanks.length} blanks for band ${verse.band}`);
  if (verse.distractors.length !== verse.blanks.length) problems.push("one pair of distractors per blank");
  if (new Set(verse.blanks.map((b) => b.toLowerCase())).size !== verse.blanks.length)
    problems.push("same blank twice");
  for (const blank of verse.blanks) {
    if (!LETTERS_ONLY.test(blank)) problems.push(`blank "${blank}" is not one word`);
    if (occurrences(verse.text, blank) !== 1)
      problems.push(`blank "${blank}" is not a word of the text exactly once`);
  }
  const tiles = new Set<string>();
  verse.distractors.forEach((pair, index) => {
    const size: number = pair.length; // typed as a pair; checked because the data is hand-written
    if (size !== 2) problems.push(`blank ${index + 1} has ${size} distractors`);
    for (const tile of pair) {
      if (!LETTERS_ONLY.test(tile)) problems.push(`distractor "${tile}" is not one word`);
      if (inTextIgnoringCase(verse.text, tile)) problems.push(`distractor "${tile}" is in the text`);
      if (tiles.has(tile.toLowerCase())) problems.push(`distractor "${tile}" repeated`);
      tiles.add(tile.toLowerCase());
    }
  });
  return problems;
}

describe("the helpers of this test", () => {
  it("catch bad blanks and distractors", () => {
    const good: BuilderVerse = {
      ref: "John 11:35",
      text: "Jesus wept.",
      blanks: ["wept"],
      distractors: [["laughed", "slept"]],
      band: "7-9",
    };
    expect(builderProblems(good)).toEqual([]);
    expect(builderProblems({ ...good, blanks: ["cried"] })).not.toEqual([]);
    expect(builderProblems({ ...good, blanks: ["we"] })).not.toEqual([]);
    expect(builderProblems({ ...good, distractors: [["Jesus", "slept"]] })).not.toEqual([]);
    expect(builderProblems({ ...good, distractors: [["slept", "slept"]] })).not.toEqual([]);
    expect(builderProblems({ ...good, band: "10-12" })).not.toEqual([]);
  });

  it("read whole words only", () => {
    expect(occurrences("He that loveth not", "love")).toBe(0);
    expect(inTextIgnoringCase("The LORD is my shepherd", "lord")).toBe(true);
  });
});

describe("Creation Week", () => {
  const topics = ["light", "sky", "land", "sun", "fish", "animals", "rest"];

  it("has the seven days in order, each within Gen 1:1–2:3, day 7 the rest", () => {
    expect(creationDays).toHaveLength(7);
    const first = keys(range("Gen 1:1", "bounds"))[0];
    const last = keys(range("Gen 2:3", "bounds"))[1];
    creationDays.forEach((day, index) => {
      const where = `day ${day.day}`;
      expect(day.day, where).toBe(index + 1);
      expect(day.emoji, where).toMatch(EMOJI);
      expect(day.caption.toLowerCase(), where).toContain(topics[index]);
      const [start, end] = keys(range(day.ref, where));
      expect(start, where).toBeGreaterThanOrEqual(first);
      expect(end, where).toBeLessThanOrEqual(last);
    });
    expectUnique(
      creationDays.map((day) => day.emoji),
      "creation emoji",
    );
  });
});

describe("Two by Two", () => {
  it("has at least 16 animals with unique ids, names and emoji", () => {
    expect(arkAnimals.length).toBeGreaterThanOrEqual(16);
    for (const animal of arkAnimals) {
      expect(animal.id, animal.name).toMatch(KEBAB);
      expect(animal.emoji, animal.name).toMatch(EMOJI);
      expect(animal.name.trim(), animal.id).not.toBe("");
    }
    expectUnique(
      arkAnimals.map((a) => a.id),
      "animal id",
    );
    expectUnique(
      arkAnimals.map((a) => a.name),
      "animal name",
    );
    expectUnique(
      arkAnimals.map((a) => a.emoji),
      "animal emoji",
    );
  });
});

describe("Armor of God", () => {
  it("has the six pieces of Eph 6:13-17 with kid-language meanings", () => {
    expect(armorPieces).toHaveLength(6);
    const [first, last] = keys(range("Eph 6:13-17", "bounds"));
    const virtues = ["truth", "righteousness", "peace", "faith", "salvation", "spirit"];
    armorPieces.forEach((piece, index) => {
      expect(piece.id, piece.name).toMatch(KEBAB);
      expect(piece.emoji, piece.name).toMatch(EMOJI);
      expect(piece.name.toLowerCase(), piece.id).toContain(virtues[index]);
      expect(piece.meaning.length, piece.id).toBeLessThanOrEqual(70);
      const [start, end] = keys(range(piece.ref, piece.id));
      expect(start, piece.id).toBeGreaterThanOrEqual(first);
      expect(end, piece.id).toBeLessThanOrEqual(last);
    });
    expectUnique(
      armorPieces.map((p) => p.id),
      "armor id",
    );
    expectUnique(
      armorPieces.map((p) => p.name),
      "armor name",
    );
    expectUnique(
      armorPieces.map((p) => p.emoji),
      "armor emoji",
    );
    expectUnique(
      armorPieces.map((p) => p.meaning),
      "armor meaning",
    );
  });
});

describe("Sanctuary Match", () => {
  it("has each of the 8 articles once, with a one-line job", () => {
    expect(sanctuaryJobs).toHaveLength(8);
    expect(sanctuaryJobs.map((job) => job.article).sort()).toEqual([...articleCodes].sort());
    for (const job of sanctuaryJobs) {
      expect(job.emoji, job.article).toMatch(EMOJI);
      expect(job.job, job.article).toMatch(/^The [^\n]+\.$/);
      expect(job.job.length, job.article).toBeLessThanOrEqual(60);
    }
    expectUnique(
      sanctuaryJobs.map((job) => job.name),
      "article name",
    );
    expectUnique(
      sanctuaryJobs.map((job) => job.emoji),
      "article emoji",
    );
  });
});

describe("Verse Builder", () => {
  let kjv: (ref: string) => Promise<string | null>;

  beforeAll(async () => {
    const bible = createBibleSource();
    await bible.load("kjv");
    kjv = async (ref) => {
      const parsed = parseReference(ref)?.ranges[0];
      if (!parsed) return null;
      const [start, end] = keys(parsed);
      return passageText(bible, "kjv", start, end);
    };
  });

  it("has at least 40 short verses, at least 16 per band, with unique references", () => {
    expect(builderVerses.length).toBeGreaterThanOrEqual(40);
    for (const band of ["7-9", "10-12"] as const) {
      expect(builderVerses.filter((v) => v.band === band).length, band).toBeGreaterThanOrEqual(16);
    }
    for (const verse of builderVerses) {
      range(verse.ref, verse.ref);
      expect(verse.text.length, verse.ref).toBeLessThanOrEqual(120);
    }
    expectUnique(
      builderVerses.map((v) => v.ref),
      "builder reference",
    );
  });

  it("blanks are words of the text (1 for 7–9, 2 for 10–12) and the 2 distractors per blank are not", () => {
    for (const verse of builderVerses) expect(builderProblems(verse), verse.ref).toEqual([]);
  });

  it("copies each text exactly from the app's KJV", async () => {
    for (const verse of builderVerses) expect(verse.text, verse.ref).toBe(await kjv(verse.ref));
  });

  it("can tell a wrong wording from the KJV", async () => {
    expect(await kjv("John 11:35")).toBe("Jesus wept.");
    expect(await kjv("John 11:35")).not.toBe("Jesus cried.");
  });
});

describe("Who Am I?", () => {
  it("has at least 30 heroes with 3 simple clues that never say the hero's name", () => {
    expect(heroes.length).toBeGreaterThanOrEqual(30);
    for (const hero of heroes) {
      expect(hero.emoji, hero.name).toMatch(EMOJI);
      range(hero.ref, hero.name);
      expect(hero.clues, hero.name).toHaveLength(3);
      const nameWords = wordsOf(hero.name).filter((word) => word.length >= 4);
      for (const clue of hero.clues) {
        expect(clue.trim(), hero.name).not.toBe("");
        expect(clue.length, `${hero.name}: ${clue}`).toBeLessThanOrEqual(90);
        for (const word of wordsOf(clue))
          expect(word.length, `${hero.name}: long word ${word}`).toBeLessThanOrEqual(12);
        for (const word of nameWords) {
          expect(inTextIgnoringCase(clue, word), `${hero.name} named in: ${clue}`).toBe(false);
        }
      }
      expectUnique(hero.clues, `${hero.name} clue`);
    }
    expectUnique(
      heroes.map((h) => h.name),
      "hero name",
    );
  });
});

describe("Parable Picker", () => {
  it("has at least 16 parables from the Gospels with unique titles and lessons", () => {
    expect(kidsParables.length).toBeGreaterThanOrEqual(16);
    for (const parable of kidsParables) {
      const found = range(parable.ref, parable.title);
      expect(["Matt", "Mark", "Luke"], parable.title).toContain(found.start.book);
      expect(parable.lesson.length, parable.title).toBeLessThanOrEqual(80);
    }
    expectUnique(
      kidsParables.map((p) => p.title),
      "parable title",
    );
    expectUnique(
      kidsParables.map((p) => p.lesson),
      "parable lesson",
    );
  });
});

describe("Timeline Trek", () => {
  it("has at least 30 stops from Creation to the early church, sortKey strictly increasing", () => {
    expect(timelineStops.length).toBeGreaterThanOrEqual(30);
    for (const stop of timelineStops) {
      expect(stop.emoji, stop.label).toMatch(EMOJI);
      range(stop.ref, stop.label);
      expect(Number.isInteger(stop.sortKey), stop.label).toBe(true);
    }
    for (let i = 1; i < timelineStops.length; i += 1) {
      const [before, after] = [timelineStops[i - 1], timelineStops[i]];
      expect(after?.sortKey, after?.label).toBeGreaterThan(before?.sortKey ?? Infinity);
    }
    expect(timelineStops[0]?.ref).toBe("Gen 1:1");
    const last = timelineStops[timelineStops.length - 1];
    expect(range(last?.ref ?? "", "last stop").start.book).toBe("Acts");
    expectUnique(
      timelineStops.map((s) => String(s.sortKey)),
      "sortKey",
    );
    expectUnique(
      timelineStops.map((s) => s.label),
      "timeline label",
    );
  });

  it("has enough stops for 4 rounds of 5–6 distinct events", () => {
    expect(timelineStops.length).toBeGreaterThanOrEqual(4 * 6);
  });
});
