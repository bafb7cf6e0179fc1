import { describe, expect, test } from "vitest";
import { quoteOccurs, sentencesOf } from "./quotes";

describe("quoteOccurs (ai.md §3.8)", () => {
  const pasted = "He said: \u201CThe soul   never dies.\u201D\nThen he left.";
  test.each([
    ['"The soul never dies."', true],
    ["The soul never\n dies.", true],
    ["\u201CThe soul never dies.\u201D", true],
    ["The soul always dies.", false],
    ["   ", false],
  ])("%j → %s", (quote, found) => {
    expect(quoteOccurs(pasted, quote)).toBe(found);
  });
});

describe("sentencesOf", () => {
  test("splits sentences and keeps a leading timestamp apart", () => {
    expect(sentencesOf("12:34 The dead are alive. Are they?\n1:02:03 Yes!")).toEqual([
      { sentence: "The dead are alive.", timestamp: "12:34" },
      { sentence: "Are they?", timestamp: null },
      { sentence: "Yes!", timestamp: "1:02:03" },
    ]);
  });
});
