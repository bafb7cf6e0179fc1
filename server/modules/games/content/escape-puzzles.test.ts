import { describe, expect, it } from "vitest";
import { roomOverviews } from "@common/content/palace/overview";
import { ROOM_IDS } from "@common/content/palace/types";
import { parseReference } from "@common/bible/reference";
import { parseReferenceField, scanReferences, type FoundReference } from "@common/games/judge/rules";
import { namesExpected, overlaps, puzzleProblems } from "./adventure-checks";
import type { EscapeDifficulty, EscapeMode, EscapePuzzle, GauntletCategory } from "./adventure-types";
import { expectUnique } from "./content-test-kit";
import { escapeConclusions, escapePuzzles } from "./escape-puzzles";

// The per-puzzle checks live in adventure-checks.ts: the admin's AI drafts must pass them too before approval.

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

  it("catch a broken puzzle", () => {
    const good = escapePuzzles[0] as EscapePuzzle;
    expect(puzzleProblems(good)).toEqual([]);
    const broken = (change: Partial<EscapePuzzle>) => puzzleProblems({ ...good, ...change });
    expect(broken({ principleOptions: good.principleOptions.slice(0, 4) })).not.toEqual([]);
    expect(broken({ principleOptions: [good.principle, ...good.principleOptions.slice(1)] })).not.toEqual([]);
    expect(broken({ expectedRefs: ["John 22:1"] })).not.toEqual([]);
    expect(broken({ partialRefs: [...good.expectedRefs] })).not.toEqual([]);
    expect(broken({ prompt: `Find ${good.expectedRefs[0] ?? ""}.` })).not.toEqual([]);
    expect(broken({ floor: good.floor === 8 ? 1 : good.floor + 1 })).not.toEqual([]);
    expect(broken({ mode: ["room"] })).not.toEqual([]);
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

  it("keeps every puzzle within the sheet's rules (modes, principle options, references, no answer given away)", () => {
    expect(escapePuzzles.flatMap(puzzleProblems)).toEqual([]);
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

  it("draws each room's principle options from one label set, a different principle per lock", () => {
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
