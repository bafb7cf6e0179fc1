import { describe, expect, it } from "vitest";
import { roomOverviews } from "@common/content/palace/overview";
import { ROOM_IDS } from "@common/content/palace/types";
import { parseReference } from "@common/bible/reference";
import {
  containsTerm,
  matchReference,
  parseReferenceField,
  scanReferences,
  type FoundReference,
} from "@common/games/judge/rules";
import type { EscapeDifficulty, EscapeMode, EscapePuzzle, GauntletCategory } from "./adventure-types";
import { expectUnique } from "./content-test-kit";
import { escapeConclusions, escapePuzzles } from "./escape-puzzles";

const DIFFICULTIES: readonly EscapeDifficulty[] = ["easy", "medium", "hard", "pro"];
const CATEGORIES: readonly GauntletCategory[] = ["prophecy", "sanctuary", "gospel"];
const MODES: readonly EscapeMode[] = ["room", "gauntlet", "floor-race"];
const roomByTag = new Map(roomOverviews.map((room) => [room.tag, room]));

/** The parsed reference (R1, chapter-only refused); fails the test when it does not parse. */
function field(ref: string, where: string): FoundReference {
  expect(parseReference(ref), `${where}: ${ref}`).not.toBeNull();
  const found = parseReferenceField(ref);
  expect(found, `${where}: ${ref}`).not.toBeNull();
  return found as FoundReference;
}

const overlaps = (a: FoundReference, b: FoundReference) => matchReference(a, b) === "overlap";

/** Whether a text names (R1) or spells out one of the puzzle's expected references. */
function namesExpected(text: string, puzzle: EscapePuzzle): string | undefined {
  const expected = puzzle.expectedRefs.map((ref) => field(ref, puzzle.id));
  for (const found of scanReferences(text, { chapterOnly: true }).valid)
    if (expected.some((ref) => overlaps(found, ref))) return found.text;
  for (const ref of [...puzzle.expectedRefs, ...expected.map((ref) => ref.label)])
    if (containsTerm(text, ref)) return ref;
  return undefined;
}

describe("the helpers of this test", () => {
  const probe: EscapePuzzle = {
    id: "probe",
    mode: ["room"],
    roomTag: "SR",
    floor: 1,
    difficulty: "easy",
    prompt: "",
    expectedRefs: ["John 1:29"],
    partialRefs: [],
    principle: "x",
    principleOptions: [],
    typologyNote: "",
    conclusionLine: "",
  };

  it("catch an expected reference named in a text, in any written form", () => {
    expect(namesExpected("Read John 1:29 again.", probe)).toBeDefined();
    expect(namesExpected("Read Jn 1:28-30 again.", probe)).toBeDefined();
    expect(namesExpected("Behold (John 1:29).", probe)).toBeDefined();
    expect(namesExpected("Read John 1:36 and Gen 22:8.", probe)).toBeUndefined();
    expect(namesExpected("No reference at all.", probe)).toBeUndefined();
  });

  it("tell overlapping references from distinct ones", () => {
    expect(overlaps(field("John 1:29-30", "probe"), field("John 1:29", "probe"))).toBe(true);
    expect(overlaps(field("John 1:30", "probe"), field("John 1:29", "probe"))).toBe(false);
  });
});

describe("escape puzzle bank (§4.21)", () => {
  it("has at least 150 puzzles with unique kebab-case ids", () => {
    expect(escapePuzzles.length).toBeGreaterThanOrEqual(150);
    expectUnique(
      escapePuzzles.map((p) => p.id),
      "puzzle id",
    );
    for (const p of escapePuzzles) expect(p.id, p.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("covers all 38 rooms with at least 3 puzzles each, on the room's floor", () => {
    expect(roomOverviews).toHaveLength(38);
    expect(ROOM_IDS).toHaveLength(38);
    for (const p of escapePuzzles) {
      const room = roomByTag.get(p.roomTag);
      expect(room, `${p.id}: unknown room tag ${p.roomTag}`).toBeDefined();
      expect(p.floor, `${p.id}: floor`).toBe(room?.floor);
      expect(p.floor).toBeGreaterThanOrEqual(1);
      expect(p.floor).toBeLessThanOrEqual(8);
    }
    for (const room of roomOverviews) {
      const count = escapePuzzles.filter((p) => p.roomTag === room.tag).length;
      expect(count, `${room.tag} has ${count} puzzles`).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives each gauntlet category at least 15 puzzles from at least 6 rooms", () => {
    for (const category of CATEGORIES) {
      const inCategory = escapePuzzles.filter((p) => p.category === category);
      expect(inCategory.length, `${category}: ${inCategory.length}`).toBeGreaterThanOrEqual(15);
      // A pro gauntlet has 6 locks, each from a different room.
      expect(new Set(inCategory.map((p) => p.roomTag)).size, category).toBeGreaterThanOrEqual(6);
      for (const difficulty of DIFFICULTIES.slice(0, 3))
        expect(
          inCategory.some((p) => p.difficulty === difficulty),
          `${category}: a ${difficulty} lock`,
        ).toBe(true);
    }
  });

  it("sets modes: room always, gauntlet exactly when there is a category, floor race for any", () => {
    for (const p of escapePuzzles) {
      expect(p.mode.length, p.id).toBeGreaterThan(0);
      expect(new Set(p.mode).size, `${p.id}: repeated mode`).toBe(p.mode.length);
      for (const mode of p.mode) expect(MODES, `${p.id}: ${mode}`).toContain(mode);
      expect(p.mode, p.id).toContain("room");
      expect(p.mode, p.id).toContain("floor-race");
      expect(p.mode.includes("gauntlet"), `${p.id}: gauntlet iff category`).toBe(p.category !== undefined);
      if (p.category !== undefined) expect(CATEGORIES, p.id).toContain(p.category);
    }
  });

  it("spreads difficulties over easy, medium, hard and pro", () => {
    for (const difficulty of DIFFICULTIES) {
      const count = escapePuzzles.filter((p) => p.difficulty === difficulty).length;
      expect(count, `${difficulty}: ${count}`).toBeGreaterThanOrEqual(30);
    }
    for (const room of roomOverviews) {
      const levels = new Set(escapePuzzles.filter((p) => p.roomTag === room.tag).map((p) => p.difficulty));
      expect(levels.size, `${room.tag}: difficulty levels`).toBeGreaterThanOrEqual(3);
    }
  });

  it("has at least 12 final puzzles spread over the modes, with a pro boss in each category", () => {
    const finals = escapePuzzles.filter((p) => p.final === true);
    expect(finals.length).toBeGreaterThanOrEqual(12);
    for (const mode of MODES)
      expect(
        finals.filter((p) => p.mode.includes(mode)).length,
        `final locks for ${mode}`,
      ).toBeGreaterThanOrEqual(mode === "gauntlet" ? 6 : 12);
    for (const category of CATEGORIES) {
      const bosses = finals.filter((p) => p.category === category && p.difficulty === "pro");
      expect(bosses.length, `${category} bosses`).toBeGreaterThanOrEqual(2);
    }
    // Floor Race needs a summit on every floor it can end on (4, 5, 7, 8); we give every floor one.
    for (let floor = 1; floor <= 8; floor += 1)
      expect(
        finals.some((p) => p.floor === floor),
        `a final lock on floor ${floor}`,
      ).toBe(true);
    // Room-as-Room: every room has its escape lock and, at easy, 3 other locks.
    for (const room of roomOverviews) {
      const inRoom = escapePuzzles.filter((p) => p.roomTag === room.tag);
      expect(
        inRoom.some((p) => p.final === true),
        `${room.tag}: escape lock`,
      ).toBe(true);
      expect(inRoom.filter((p) => p.final !== true).length, `${room.tag}: locks`).toBeGreaterThanOrEqual(3);
    }
  });

  it("offers the principle among exactly 5 distinct wrong options from the same room", () => {
    for (const p of escapePuzzles) {
      expect(p.principle.trim(), p.id).not.toBe("");
      expect(p.principle.length, `${p.id}: a short label`).toBeLessThanOrEqual(45);
      expect(p.principleOptions, p.id).toHaveLength(5);
      const lower = p.principleOptions.map((o) => o.trim().toLowerCase());
      expect(new Set(lower).size, `${p.id}: options distinct`).toBe(5);
      expect(lower, `${p.id}: options exclude the principle`).not.toContain(p.principle.trim().toLowerCase());
      for (const option of p.principleOptions) expect(option.trim(), p.id).not.toBe("");
    }
    // "From the same room": every lock of a room draws its six choices from the room's one label set.
    for (const room of roomOverviews) {
      const inRoom = escapePuzzles.filter((p) => p.roomTag === room.tag);
      const sets = inRoom.map((p) => [p.principle, ...p.principleOptions].sort().join(" | "));
      expect(new Set(sets).size, `${room.tag}: one label set`).toBe(1);
      // Locks in a room use different principles, so Room-as-Room never forces the reuse penalty.
      expectUnique(
        inRoom.map((p) => p.principle),
        `${room.tag} principle`,
      );
    }
  });

  it("uses valid references, at least one expected, partial ones never overlapping an expected one", () => {
    for (const p of escapePuzzles) {
      expect(p.expectedRefs.length, `${p.id}: expected refs`).toBeGreaterThanOrEqual(1);
      expect(p.partialRefs.length, `${p.id}: partial refs`).toBeGreaterThanOrEqual(1);
      expectUnique(p.expectedRefs, `${p.id} expected ref`);
      expectUnique(p.partialRefs, `${p.id} partial ref`);
      const expected = p.expectedRefs.map((ref) => field(ref, `${p.id} expected`));
      const partial = p.partialRefs.map((ref) => field(ref, `${p.id} partial`));
      for (const a of partial)
        for (const b of expected)
          expect(overlaps(a, b), `${p.id}: partial ${a.text} overlaps expected ${b.text}`).toBe(false);
    }
  });

  it("never names an expected reference in the prompt or the typology note (Hint 1)", () => {
    for (const p of escapePuzzles) {
      for (const [what, text] of [
        ["prompt", p.prompt],
        ["typologyNote", p.typologyNote],
      ] as const) {
        expect(text.trim(), `${p.id}: ${what}`).not.toBe("");
        expect(scanReferences(text).invalid, `${p.id}: ${what} invalid refs`).toEqual([]);
        expect(namesExpected(text, p), `${p.id}: ${what} names the answer`).toBeUndefined();
      }
      expect(p.conclusionLine.trim(), `${p.id}: conclusion line`).not.toBe("");
    }
  });

  it("writes each prompt fresh", () => {
    expectUnique(
      escapePuzzles.map((p) => p.prompt),
      "prompt",
    );
  });
});

describe("escape biblical conclusions (§4.21)", () => {
  it("has at least 6 paragraphs for distinct palace rooms, citing valid references", () => {
    expect(escapeConclusions.length).toBeGreaterThanOrEqual(6);
    expectUnique(
      escapeConclusions.map((c) => c.roomTag),
      "conclusion room",
    );
    for (const c of escapeConclusions) {
      expect(roomByTag.has(c.roomTag), `${c.roomTag}: unknown room tag`).toBe(true);
      expect(c.text.length, `${c.roomTag}: paragraph length`).toBeGreaterThanOrEqual(300);
      expect(c.text.length, `${c.roomTag}: paragraph length`).toBeLessThanOrEqual(900);
      const scan = scanReferences(c.text);
      expect(scan.invalid, `${c.roomTag}: invalid references`).toEqual([]);
      expect(scan.valid.length, `${c.roomTag}: references`).toBeGreaterThanOrEqual(2);
    }
  });
});
