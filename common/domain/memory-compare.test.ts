import { describe, expect, test } from "vitest";
import { compareMemoryText, memoryWords, wordsInOrder } from "./memory-compare";

const john316 =
  "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.";

describe("memoryWords", () => {
  test("ignores case, punctuation, apostrophes and spacing", () => {
    expect(memoryWords("  The LORD'S  house,\n(Zion)—is   here!  ")).toEqual([
      "the",
      "lords",
      "house",
      "zion",
      "is",
      "here",
    ]);
  });

  test("folds accents and keeps numbers", () => {
    expect(memoryWords("Café 3 times")).toEqual(["cafe", "3", "times"]);
  });

  test("empty or punctuation-only text has no words", () => {
    expect(memoryWords("")).toEqual([]);
    expect(memoryWords(" .,;— ")).toEqual([]);
  });
});

describe("wordsInOrder", () => {
  test("counts words found in order with gaps allowed", () => {
    expect(wordsInOrder(["a", "b", "c", "d"], ["a", "c", "d"])).toBe(3);
    expect(wordsInOrder(["a", "b", "c"], ["c", "b", "a"])).toBe(1);
    expect(wordsInOrder([], ["a"])).toBe(0);
  });
});

describe("compareMemoryText", () => {
  test("John 3:16 has 25 words; the exact text matches fully", () => {
    const result = compareMemoryText(john316, john316);
    expect(result).toMatchObject({ matched: 25, total: 25, ratio: 1, correct: true });
  });

  test("case, punctuation and spacing are ignored", () => {
    const sloppy = john316.toUpperCase().replace(/[,.]/g, "").replace(/ /g, "   ");
    expect(compareMemoryText(john316, sloppy).correct).toBe(true);
  });

  test("an answer missing one word of a 25-word verse counts (VMH-3)", () => {
    const missing = john316.replace(" begotten", "");
    const result = compareMemoryText(john316, missing);
    expect(result.matched).toBe(24);
    expect(result.correct).toBe(true);
  });

  test("only the first clause does not count (VMH-3)", () => {
    expect(compareMemoryText(john316, "For God so loved the world").correct).toBe(false);
  });

  test("words out of order do not count", () => {
    const shuffled = memoryWords(john316).reverse().join(" ");
    expect(compareMemoryText(john316, shuffled).correct).toBe(false);
  });

  test("padding the answer with many extra words does not help", () => {
    const padded = `${john316} ${"and again ".repeat(10)}`;
    expect(compareMemoryText(john316, padded).correct).toBe(false);
  });

  test("three wrong words of 25 fall below 90%", () => {
    const wrong = john316.replace("loved", "kept").replace("gave", "sent").replace("perish", "die");
    expect(compareMemoryText(john316, wrong).correct).toBe(false);
  });

  test("an empty answer or an empty verse never counts", () => {
    expect(compareMemoryText(john316, "").correct).toBe(false);
    expect(compareMemoryText("", "").correct).toBe(false);
  });
});
