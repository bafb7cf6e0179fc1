import { describe, expect, test } from "vitest";
import { parseReference } from "@common/bible/reference";
import { roomById, rooms } from "@common/content/palace";
import { countWords } from "@common/content/palace/judge/text";
import { ROOM_IDS } from "@common/content/palace/types";
import { roomPools } from "./index";

/* The room assistant's curated pool (ai.md §3.12, §2.2): at least five worked verses per room, each with the room's
   method applied step by step, every reference one the parser reads. */

/** "Book 3:16", "1 John 1:9", "Song of Solomon 2:1", "Revelation 15:2-3" written inside a line. */
const CITED = /\b(?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)? \d{1,3}:\d{1,3}(?:-\d{1,3}(?::\d{1,3})?)?/g;

describe("the room pools", () => {
  test("every one of the 38 rooms has at least five worked verses", () => {
    expect(Object.keys(roomPools).sort()).toEqual([...ROOM_IDS].sort());
    const counts = rooms.map((room) => [room.id, roomPools[room.id].length] as const);
    expect(counts.filter(([, count]) => count < 5)).toEqual([]);
    expect(counts.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThanOrEqual(190);
  });

  test.each(ROOM_IDS.map((id) => [id]))(
    "%s: one applied line per method step, 2–3 insights, a takeaway",
    (id) => {
      const room = roomById(id);
      for (const example of roomPools[id]) {
        expect(example.steps, example.ref).toHaveLength(room.method.length);
        for (const line of example.steps) expect(line.trim().length, example.ref).toBeGreaterThan(3);
        expect(example.insights.length, example.ref).toBeGreaterThanOrEqual(2);
        expect(example.insights.length, example.ref).toBeLessThanOrEqual(3);
        expect(example.takeaway.trim(), example.ref).not.toBe("");
      }
    },
  );

  test.each(ROOM_IDS.map((id) => [id]))(
    "%s: every verse and every cited reference parses; no verse twice",
    (id) => {
      const refs = roomPools[id].map((example) => example.ref);
      expect(new Set(refs).size).toBe(refs.length);
      for (const example of roomPools[id]) {
        const parsed = parseReference(example.ref);
        expect(parsed, example.ref).not.toBeNull();
        expect(parsed?.ranges, example.ref).toHaveLength(1);
        expect(parsed?.label, example.ref).toContain(":");
        const text = [...example.steps, ...example.insights, example.takeaway].join("\n");
        for (const cited of text.match(CITED) ?? []) {
          expect(parseReference(cited), `${example.ref}: "${cited}"`).not.toBeNull();
        }
      }
    },
  );

  test("word limits the rooms set for their deliverables hold in the worked examples", () => {
    for (const example of roomPools.r66) {
      const words = countWords((example.steps[4] ?? "").replace(/^Constellation: /, ""));
      expect(words, example.ref).toBeGreaterThanOrEqual(100);
      expect(words, example.ref).toBeLessThanOrEqual(120);
    }
    for (const example of roomPools.jr) {
      expect(countWords(example.steps[2] ?? ""), example.ref).toBeLessThanOrEqual(150);
      expect(countWords(example.steps[3] ?? ""), example.ref).toBeLessThanOrEqual(15);
    }
    for (const example of roomPools.prm) {
      const words = countWords(example.steps[1] ?? "");
      expect(words, example.ref).toBeGreaterThanOrEqual(2);
      expect(words, example.ref).toBeLessThanOrEqual(6);
    }
    for (const example of roomPools.nf) {
      expect(countWords(example.steps[3] ?? ""), example.ref).toBeLessThanOrEqual(25);
    }
  });
});
