import { expect, test } from "vitest";
import { chunksInOrder, phraseChunks, scrambleOrder } from "./chunks";

const phil46 =
  "Be careful for nothing; but in every thing by prayer and supplication with thanksgiving let your requests be made known unto God.";

test("chunks break at punctuation and after six words, and join back to the verse", () => {
  const chunks = phraseChunks(phil46);
  expect(chunks[0]).toBe("Be careful for nothing;");
  expect(chunks.every((chunk) => chunk.split(" ").length <= 7)).toBe(true);
  expect(chunks.join(" ")).toBe(phil46);
});

test("a lone last word joins the chunk before it", () => {
  expect(phraseChunks("one two three, four")).toEqual(["one two three, four"]);
});

test("the shuffle is never the verse's own order", () => {
  for (let seed = 0; seed < 200; seed++) {
    const order = scrambleOrder(3, seed);
    expect([...order].sort()).toEqual([0, 1, 2]);
    expect(order).not.toEqual([0, 1, 2]);
  }
  expect(scrambleOrder(1, 5)).toEqual([0]);
});

test("chunks are in order when the text reads as the verse (equal chunks interchangeable)", () => {
  const chunks = ["a b,", "c d,", "a b,"];
  expect(chunksInOrder(chunks, [0, 1, 2])).toBe(true);
  expect(chunksInOrder(chunks, [2, 1, 0])).toBe(true);
  expect(chunksInOrder(chunks, [1, 0, 2])).toBe(false);
  expect(chunksInOrder(chunks, [0, 1])).toBe(false);
});
