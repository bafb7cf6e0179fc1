import { describe, expect, it } from "vitest";
import { parseReference } from "@common/bible/reference";
import {
  containsTerm,
  countAnswerWords,
  isMentioned,
  parseReferenceField,
  scanReferences,
  splitSentences,
} from "@common/games/judge/rules";
import {
  frameCodes,
  symbolOf,
  wallCodes,
  zoneCodes,
  type FrameCode,
  type WallCode,
  type ZoneCode,
} from "@common/games/pt-symbols";
import { frameStoryboards, frameVerses } from "./frames";
import { zoneVerses } from "./zone-verses";

/** Canonical verse keys (`Isa.14.12`) of one reference; fails the test when it does not parse. */
function versesOf(ref: string, where: string): string[] {
  expect(parseReference(ref), `${where}: ${ref}`).not.toBeNull();
  const field = parseReferenceField(ref);
  expect(field, `${where}: ${ref}`).not.toBeNull();
  return field?.keys ?? [];
}

function expectNoOverlap(refs: readonly string[], where: string): void {
  const owner = new Map<string, string>();
  for (const ref of refs) {
    for (const verse of versesOf(ref, where)) {
      expect(owner.get(verse), `${where}: ${ref} overlaps ${owner.get(verse) ?? ""}`).toBeUndefined();
      owner.set(verse, ref);
    }
  }
}

describe("Time Zone Invasion verses (§4.4)", () => {
  it("has at least 44 verses (sheet minimum 40) with distinct, non-overlapping, valid references", () => {
    expect(zoneVerses.length).toBeGreaterThanOrEqual(44);
    expectNoOverlap(
      zoneVerses.map((entry) => entry.ref),
      "zone verse",
    );
  });

  it("gives every verse 2–3 distinct zones from the six codes", () => {
    for (const entry of zoneVerses) {
      expect(entry.acceptableZones.length, entry.ref).toBeGreaterThanOrEqual(2);
      expect(entry.acceptableZones.length, entry.ref).toBeLessThanOrEqual(3);
      expect(new Set(entry.acceptableZones).size, entry.ref).toBe(entry.acceptableZones.length);
      for (const zone of entry.acceptableZones)
        expect(zoneCodes as readonly string[], entry.ref).toContain(zone);
    }
  });

  it("uses every zone in at least 8 keys", () => {
    for (const zone of zoneCodes) {
      const count = zoneVerses.filter((entry) => entry.acceptableZones.includes(zone)).length;
      expect(count, zone).toBeGreaterThanOrEqual(8);
    }
  });

  it("includes the sheet's examples exactly", () => {
    const examples: [string, ZoneCode[]][] = [
      ["Isa 14:12-14", ["H-Pa", "E-Pa"]],
      ["Heb 8:1-2", ["H-Now", "E-Now"]],
      ["Rev 21:1-3", ["H-Fu", "E-Fu"]],
      ["Rev 12:17", ["E-Now", "E-Fu"]],
      ["Dan 7:9-10", ["H-Now", "H-Fu"]],
    ];
    for (const [ref, zones] of examples) {
      const entry = zoneVerses.find((candidate) => candidate.ref === ref);
      expect(entry, ref).toBeDefined();
      expect([...(entry?.acceptableZones ?? [])].sort(), ref).toEqual([...zones].sort());
    }
  });

  it("explains each key in 2–3 sentences of at least 30 words, naming every key zone by code and no other zone", () => {
    for (const entry of zoneVerses) {
      const text = entry.modelExplanation;
      expect(text.trim(), entry.ref).not.toBe("");
      const sentences = splitSentences(text).length;
      expect(sentences, `${entry.ref}: sentences`).toBeGreaterThanOrEqual(2);
      expect(sentences, `${entry.ref}: sentences`).toBeLessThanOrEqual(3);
      // The model answer meets the game's own gates: the base word minimum and each chosen zone mentioned.
      expect(countAnswerWords(text), `${entry.ref}: words`).toBeGreaterThanOrEqual(30);
      for (const zone of entry.acceptableZones)
        expect(containsTerm(text, zone), `${entry.ref} should name ${zone}`).toBe(true);
      for (const zone of zoneCodes.filter((code) => !entry.acceptableZones.includes(code)))
        expect(isMentioned(text, symbolOf(zone)), `${entry.ref} mentions ${zone}, not in its key`).toBe(
          false,
        );
    }
  });

  it("cites a valid supporting reference besides the verse itself (the Hard-mode gate)", () => {
    for (const entry of zoneVerses) {
      const own = new Set(versesOf(entry.ref, "zone verse"));
      const scan = scanReferences(entry.modelExplanation);
      expect(scan.invalid, entry.ref).toEqual([]);
      const supporting = scan.valid.filter((found) => !found.keys.some((key) => own.has(key)));
      expect(supporting.length, `${entry.ref}: supporting reference`).toBeGreaterThan(0);
    }
  });
});

describe("Frame Snapshot frames (§4.11)", () => {
  it("lists the four frames in order, each with at least 12 distinct valid verses", () => {
    expect(frameVerses.map((frame) => frame.code)).toEqual([...frameCodes]);
    for (const frame of frameVerses) {
      expect(frame.verses.length, frame.code).toBeGreaterThanOrEqual(12);
      expectNoOverlap(frame.verses, frame.code);
    }
  });

  it("puts no verse in two frames, so the bonus list of a card is unambiguous", () => {
    expectNoOverlap(
      frameVerses.flatMap((frame) => frame.verses),
      "frames",
    );
  });
});

describe("Frame Snapshot storyboards (§4.11)", () => {
  const frameSet = new Set<string>(frameCodes);
  const wallSet = new Set<string>(wallCodes);
  const isFrame = (code: string): code is FrameCode => frameSet.has(code);
  const isWall = (code: string): code is WallCode => wallSet.has(code);

  it("has at least 12 storyboards with distinct card sets", () => {
    expect(frameStoryboards.length).toBeGreaterThanOrEqual(12);
    const sets = frameStoryboards.map((board) => [...board.cards].sort().join(" "));
    expect(new Set(sets).size).toBe(sets.length);
  });

  it("deals exactly 4 distinct cards, at least 1 frame and 1 wall, frames in numeric order", () => {
    for (const board of frameStoryboards) {
      const label = board.cards.join(" ");
      expect(board.cards.length, label).toBe(4);
      expect(new Set(board.cards).size, label).toBe(4);
      for (const card of board.cards) expect(isFrame(card) || isWall(card), `${label}: ${card}`).toBe(true);
      const frames = board.cards.filter(isFrame);
      expect(frames.length, label).toBeGreaterThanOrEqual(1);
      expect(board.cards.filter(isWall).length, label).toBeGreaterThanOrEqual(1);
      const order = frames.map((code) => frameCodes.indexOf(code));
      expect(order, label).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it("uses each of the 8 cards in at least 3 storyboards", () => {
    for (const card of [...frameCodes, ...wallCodes]) {
      const count = frameStoryboards.filter((board) =>
        (board.cards as readonly string[]).includes(card),
      ).length;
      expect(count, card).toBeGreaterThanOrEqual(3);
    }
  });

  it("writes exactly 4 parts, part i mentioning card i in at least 25 words", () => {
    for (const board of frameStoryboards) {
      const label = board.cards.join(" ");
      expect(board.parts.length, label).toBe(4);
      board.parts.forEach((part, index) => {
        const card = board.cards[index];
        expect(card, label).toBeDefined();
        if (!card) return;
        expect(part.trim(), `${label} part ${index + 1}`).not.toBe("");
        expect(isMentioned(part, symbolOf(card)), `${label} part ${index + 1} should mention ${card}`).toBe(
          true,
        );
        expect(countAnswerWords(part), `${label} part ${index + 1}: words`).toBeGreaterThanOrEqual(25);
      });
    }
  });

  it("cites at least 2 valid references, one of them in a dealt frame's curated list (the +1 bonus)", () => {
    const curated = new Map(
      frameVerses.map((frame) => [
        frame.code,
        new Set(frame.verses.flatMap((ref) => versesOf(ref, frame.code))),
      ]),
    );
    for (const board of frameStoryboards) {
      const label = board.cards.join(" ");
      const scan = scanReferences(board.parts.join("\n\n"));
      expect(scan.invalid, label).toEqual([]);
      expect(scan.valid.length, label).toBeGreaterThanOrEqual(2);
      const bonus = board.cards
        .filter(isFrame)
        .some((code) => scan.valid.some((found) => found.keys.some((key) => curated.get(code)?.has(key))));
      expect(bonus, `${label}: no reference from a dealt frame's list`).toBe(true);
    }
  });
});
