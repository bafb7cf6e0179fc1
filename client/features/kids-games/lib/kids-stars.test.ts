import { describe, expect, test } from "vitest";
import { resultStars, starSlots, starsLabel } from "./kids-stars";

describe("stars", () => {
  test.each([
    [0, [false, false, false], "No stars yet"],
    [1, [true, false, false], "1 star"],
    [2, [true, true, false], "2 stars"],
    [3, [true, true, true], "3 stars"],
    [5, [true, true, true], "3 stars"],
    [-1, [false, false, false], "No stars yet"],
    [Number.NaN, [false, false, false], "No stars yet"],
  ])("%s → %j, %s", (stars, slots, label) => {
    expect(starSlots(stars)).toEqual(slots);
    expect(starsLabel(stars)).toBe(label);
  });

  test("a result's stars come from its metric, else from its score", () => {
    expect(resultStars({ metrics: { stars: 2 }, score: 3 })).toBe(2);
    expect(resultStars({ metrics: {}, score: 3 })).toBe(3);
  });
});
