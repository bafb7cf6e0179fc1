import { describe, expect, it } from "vitest";
import type { FlashcardRating } from "@common/schemas/flashcards";
import { addRating, tallySummary, undoLast } from "./review-tally";

describe("tallySummary", () => {
  it.each<[FlashcardRating[], { reviewed: number; again: number; againRate: string }]>([
    [[], { reviewed: 0, again: 0, againRate: "—" }],
    [["good"], { reviewed: 1, again: 0, againRate: "0%" }],
    [["again", "good", "good", "easy"], { reviewed: 4, again: 1, againRate: "25%" }],
    [["again", "again", "hard"], { reviewed: 3, again: 2, againRate: "67%" }],
  ])("sums %o", (ratings, expected) => {
    expect(tallySummary(ratings)).toEqual(expected);
  });
});

describe("addRating and undoLast", () => {
  it("adds ratings and takes the last one back", () => {
    const tally = addRating(addRating([], "again"), "good");
    expect(tally).toEqual(["again", "good"]);
    expect(undoLast(tally)).toEqual(["again"]);
    expect(undoLast([])).toEqual([]);
  });
});
