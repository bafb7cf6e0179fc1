import { describe, expect, it } from "vitest";
import { isReviewKey, keyForRating, ratingForKey } from "./rating-keys";

describe("ratingForKey", () => {
  it.each([
    ["1", "again"],
    ["2", "hard"],
    ["3", "good"],
    ["4", "easy"],
    ["0", null],
    ["5", null],
    ["12", null],
    [" ", null],
    ["a", null],
  ])("reads %j as %s", (key, rating) => {
    expect(ratingForKey(key)).toBe(rating);
  });

  it("round-trips with keyForRating", () => {
    expect(keyForRating("again")).toBe("1");
    expect(keyForRating("easy")).toBe("4");
  });
});

describe("isReviewKey", () => {
  const plain = { altKey: false, ctrlKey: false, metaKey: false };
  it.each([
    [{ ...plain, target: { tagName: "BODY" } }, true],
    [{ ...plain, target: { tagName: "BUTTON" } }, true],
    [{ ...plain, target: null }, true],
    [{ ...plain, target: { tagName: "INPUT" } }, false],
    [{ ...plain, target: { tagName: "TEXTAREA" } }, false],
    [{ ...plain, target: { tagName: "DIV", isContentEditable: true } }, false],
    [{ ...plain, ctrlKey: true, target: { tagName: "BODY" } }, false],
    [{ ...plain, metaKey: true, target: { tagName: "BODY" } }, false],
  ])("%o → %s", (event, expected) => {
    expect(isReviewKey(event as unknown as Parameters<typeof isReviewKey>[0])).toBe(expected);
  });
});
