import { describe, expect, it } from "vitest";
import {
  canAddReference,
  countJustificationWords,
  draftToAnswer,
  emptyDraft,
  enoughWords,
  invalidRefMessages,
  justificationHint,
  referenceLines,
} from "./escape-answer";

/** A stand-in for the reference parser: "John 1:29"-shaped references. */
const findReferences = (text: string) =>
  [...text.matchAll(/\b[1-3]?\s?[A-Z][a-z]+\.? \d+:\d+(?:-\d+)?/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));

describe("the justification's word count", () => {
  it.each([
    ["", 0],
    ["   ", 0],
    ["The Story Room sets the lamb first", 7],
    ["Christ's blood, the Lamb's", 4],
    ["In 1844 the 2300 days ended", 4],
  ])("counts %j as %i words", (text, words) => {
    expect(countJustificationWords(text)).toBe(words);
  });

  it("leaves references out, as the judge does, once the parser has loaded", () => {
    const text = "John 1:29 shows the Lamb in the Story Room";
    expect(countJustificationWords(text)).toBe(8);
    expect(countJustificationWords(text, findReferences)).toBe(7);
  });

  it("words the count against the minimum", () => {
    expect(justificationHint(0)).toBe("0 words · 12 words minimum — name the room");
    expect(justificationHint(1)).toBe("1 word · 12 words minimum — name the room");
    expect(justificationHint(15)).toBe("15 words · 12 words minimum — name the room");
    expect(enoughWords(11)).toBe(false);
    expect(enoughWords(12)).toBe(true);
  });
});

describe("the reference lines", () => {
  it("sends trimmed, non-blank lines, five at most", () => {
    expect(referenceLines(["  John 1:29 ", "", "  ", "Isa 53:7"])).toEqual(["John 1:29", "Isa 53:7"]);
    expect(referenceLines(["a", "b", "c", "d", "e", "f"])).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("adds lines up to five", () => {
    expect(canAddReference([""])).toBe(true);
    expect(canAddReference(["", "", "", ""])).toBe(true);
    expect(canAddReference(["", "", "", "", ""])).toBe(false);
  });

  it("names each line that is not a reference", () => {
    expect(invalidRefMessages(["asdf", "John 22:1"])).toEqual([
      "asdf is not a reference",
      "John 22:1 is not a reference",
    ]);
  });
});

describe("a draft as the answer body", () => {
  it("needs a reference and a principle, not the word minimum (the server grades that)", () => {
    expect(draftToAnswer(1, emptyDraft())).toEqual({
      ok: false,
      field: "refs",
      message: "Give at least one reference.",
    });
    expect(draftToAnswer(1, { refs: ["asdf"], justification: "", principle: "" })).toEqual({
      ok: false,
      field: "principle",
      message: "Choose the principle you used.",
    });
    expect(
      draftToAnswer(2, {
        refs: [" asdf ", ""],
        justification: " too short ",
        principle: "Type and antitype",
      }),
    ).toEqual({
      ok: true,
      body: { lockNo: 2, refs: ["asdf"], justification: "too short", principle: "Type and antitype" },
    });
  });
});
