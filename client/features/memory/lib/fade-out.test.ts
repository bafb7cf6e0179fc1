import { expect, test } from "vitest";
import { fadeMask, fadeRoundAccuracy, hiddenWords } from "./fade-out";
import { verseTokens } from "./words";

const tokens = verseTokens("Jesus wept. And — the Jews said, Behold how he loved him!");
const wordCount = tokens.filter((t) => t.word).length; // 11 words, one dash

test("rounds hide a third, two-thirds, then every word; the dash is never hidden", () => {
  const counts = [0, 1, 2].map((round) => fadeMask(tokens, round, 42).filter(Boolean).length);
  expect(wordCount).toBe(11);
  expect(counts).toEqual([4, 7, 11]);
  for (const round of [0, 1, 2]) expect(fadeMask(tokens, round, 42)[3]).toBe(false);
});

test("each round hides the previous round's words and more", () => {
  const [a, b, c] = [0, 1, 2].map((round) => fadeMask(tokens, round, 7));
  a!.forEach((hidden, i) => hidden && expect(b![i]).toBe(true));
  b!.forEach((hidden, i) => hidden && expect(c![i]).toBe(true));
});

test("the mask is the same for the same seed", () => {
  expect(fadeMask(tokens, 0, 99)).toEqual(fadeMask(tokens, 0, 99));
});

test("accuracy counts the hidden words typed in order, ignoring case and punctuation", () => {
  const mask = fadeMask(tokens, 2, 1);
  const hidden = hiddenWords(tokens, mask);
  expect(fadeRoundAccuracy(hidden, "JESUS wept and the jews said behold how he loved him")).toBe(1);
  expect(fadeRoundAccuracy(hidden, "jesus wept")).toBeCloseTo(2 / 11);
  expect(fadeRoundAccuracy(hidden, "")).toBe(0);
});
