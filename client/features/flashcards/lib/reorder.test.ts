import { describe, expect, it } from "vitest";
import { moveId, reorderCardsOf } from "./reorder";

describe("moveId", () => {
  it.each([
    { ids: ["a", "b", "c"], index: 1, delta: -1 as const, expected: ["b", "a", "c"] },
    { ids: ["a", "b", "c"], index: 1, delta: 1 as const, expected: ["a", "c", "b"] },
    { ids: ["a", "b", "c"], index: 0, delta: -1 as const, expected: ["a", "b", "c"] },
    { ids: ["a", "b", "c"], index: 2, delta: 1 as const, expected: ["a", "b", "c"] },
    { ids: ["a"], index: 0, delta: 1 as const, expected: ["a"] },
    { ids: ["a", "b"], index: 5, delta: -1 as const, expected: ["a", "b"] },
  ])("moves $index by $delta in $ids", ({ ids, index, delta, expected }) => {
    expect(moveId(ids, index, delta)).toEqual(expected);
  });

  it("does not change the list it was given", () => {
    const ids = ["a", "b"];
    moveId(ids, 0, 1);
    expect(ids).toEqual(["a", "b"]);
  });
});

describe("reorderCardsOf", () => {
  const cards = [
    { id: "a", position: 0 },
    { id: "b", position: 1 },
    { id: "c", position: 2 },
  ];

  it("follows the ids and renumbers the positions", () => {
    expect(reorderCardsOf(cards, ["c", "a", "b"])).toEqual([
      { id: "c", position: 0 },
      { id: "a", position: 1 },
      { id: "b", position: 2 },
    ]);
  });

  it("keeps a card the ids leave out at the end", () => {
    expect(reorderCardsOf(cards, ["b", "a"]).map((card) => card.id)).toEqual(["b", "a", "c"]);
  });
});
