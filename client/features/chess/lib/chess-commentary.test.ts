import { describe, expect, it } from "vitest";
import { findReferences } from "@common/bible/reference";
import { countAnswerWords, splitSentences } from "@common/games/judge/rules";
import { commentaryStatus, countCommentarySentences, countCommentaryWords } from "./chess-commentary";

const samples = [
  "",
  "Christ is the Lamb.",
  "As John 1:29 says, behold the Lamb of God. He takes away sin! Does He not?",
  "Compare Rom. 5:8 with 1 Sam. 16:7. God looks on the heart, e.g. in love. The cross shows it",
  "The Passover lamb in Exodus 12:13 points to Christ. His blood marks the door. Death passes over. We are saved.",
  "Word word word",
];

describe("the move form's counts", () => {
  it.each(samples)("counts as the judge does: %j", (text) => {
    expect(countCommentaryWords(text, findReferences)).toBe(countAnswerWords(text));
    expect(countCommentarySentences(text, findReferences)).toBe(splitSentences(text).length);
  });

  it("counts before the parser has loaded, a little high on references", () => {
    expect(countCommentaryWords("See John 3:16 now")).toBe(3);
    expect(countCommentarySentences("One. Two! Three?")).toBe(3);
  });

  it("says how an adult commentary stands: 3–5 sentences and 30+ words for full marks", () => {
    expect(commentaryStatus("adults", 24, 2)).toEqual({
      words: 24,
      sentences: 2,
      full: false,
      line: "24 words · 2 sentences — 3–5 sentences and 30+ words for full marks",
    });
    expect(commentaryStatus("adults", 31, 3).full).toBe(true);
    expect(commentaryStatus("adults", 31, 6)).toMatchObject({
      full: false,
      line: "31 words · 6 sentences — 3–5 sentences and 30+ words for full marks (at most 5 sentences)",
    });
    expect(commentaryStatus("adults", 1, 1).line).toBe(
      "1 word · 1 sentence — 3–5 sentences and 30+ words for full marks",
    );
  });

  it("asks kids for 10 words", () => {
    expect(commentaryStatus("kids", 10, 1)).toMatchObject({
      full: true,
      line: "10 words · 1 sentence — at least 10 words",
    });
    expect(commentaryStatus("kids", 9, 2).full).toBe(false);
  });
});
