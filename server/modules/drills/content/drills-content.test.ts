// The drill bank (screens.md §6.4): ten drills for every one of the 38 rooms, levels by number, rubrics worth 10
// points, and an example answer the deterministic judge gives 10/10 — while an empty or off-topic answer fails.
import { describe, expect, test } from "vitest";
import { roomOverviews } from "@common/content/palace/overview";
import { DRILL_MAX_SCORE, DRILL_PASS_SCORE, drillTextOf, scoreResponse } from "../rubric";
import { drills } from "./index";

const levelOf = (n: number) => (n <= 3 ? "beginner" : n <= 7 ? "intermediate" : "advanced");
const offTopic =
  "I enjoyed reading this today and I think it is a good passage with many nice ideas for everyone to consider.";

describe.each(roomOverviews.map((room) => [room.id, room.floor] as const))("room %s (floor %i)", (roomId) => {
  const ofRoom = drills.filter((drill) => drill.roomId === roomId);

  test("has drills 1–10 with ids, levels and every field written", () => {
    expect(ofRoom.map((drill) => drill.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const drill of ofRoom) {
      expect(drill.id).toBe(`${roomId}-${String(drill.number).padStart(2, "0")}`);
      expect(drill.level).toBe(levelOf(drill.number));
      for (const field of ["title", "description", "instructions", "prompt", "exampleAnswer"] as const)
        expect(drill[field].trim().length, `${drill.id} ${field}`).toBeGreaterThan(0);
      expect(drill.title.length, drill.id).toBeLessThanOrEqual(80);
      expect(drill.description.length, drill.id).toBeLessThanOrEqual(160);
      expect(drill.prompt.length, drill.id).toBeLessThanOrEqual(600);
    }
  });

  test("rubrics are worth 10 with at least three checks", () => {
    for (const drill of ofRoom) {
      expect(drill.rubric.length, drill.id).toBeGreaterThanOrEqual(3);
      expect(
        drill.rubric.reduce((sum, check) => sum + check.points, 0),
        drill.id,
      ).toBe(DRILL_MAX_SCORE);
      for (const check of drill.rubric) {
        expect(check.points, drill.id).toBeGreaterThan(0);
        expect(check.label.trim().length, drill.id).toBeGreaterThan(0);
        if (check.kind === "keywords") expect(check.any.length, drill.id).toBeGreaterThanOrEqual(3);
      }
    }
  });

  test("the example answer scores 10/10; an off-topic answer does not pass", () => {
    for (const drill of ofRoom) {
      const example = scoreResponse(drill.rubric, drill.exampleAnswer, { copiedFrom: drillTextOf(drill) });
      expect(
        example.score,
        `${drill.id} example misses: ${example.checks
          .filter((c) => !c.met)
          .map((c) => c.label)
          .join(", ")}`,
      ).toBe(DRILL_MAX_SCORE);
      expect(scoreResponse(drill.rubric, offTopic).score, drill.id).toBeLessThan(DRILL_PASS_SCORE);
      expect(scoreResponse(drill.rubric, "").score, drill.id).toBeLessThan(DRILL_PASS_SCORE);
      // Pasting the drill's own words back earns nothing for them.
      const pasted = drillTextOf(drill);
      expect(scoreResponse(drill.rubric, pasted, { copiedFrom: pasted }).score, drill.id).toBeLessThan(
        DRILL_PASS_SCORE,
      );
    }
  });
});

test("drill ids are unique", () => {
  expect(new Set(drills.map((drill) => drill.id)).size).toBe(drills.length);
});
