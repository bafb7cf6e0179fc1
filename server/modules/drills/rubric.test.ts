// The deterministic drill judge (screens.md §6.4): each check met or not, word-start matching, and copied stretches
// of the drill's own text earning nothing for the room's moves.
import { describe, expect, test } from "vitest";
import type { RubricCheck } from "./content/types";
import { mentions, scoreResponse, withoutCopied } from "./rubric";

const rubric: RubricCheck[] = [
  { kind: "reference", label: "Names a verse", points: 3 },
  { kind: "keywords", label: "The sacrifice", points: 4, any: ["sacrific", "lamb", "altar"], min: 2 },
  { kind: "christ", label: "Leads to Christ", points: 3 },
];

describe("mentions", () => {
  test.each([
    ["The sacrificial lamb", "sacrific", true],
    ["consecrated", "sacr", false],
    ["Zoë's altar", "zoe", true],
    ["H-Pa and E-Now", "e-now", true],
  ])("%s ∋ %s → %s", (text, phrase, expected) => {
    expect(mentions(text, phrase)).toBe(expected);
  });
});

describe("scoreResponse", () => {
  test("sums the met checks out of 10", () => {
    expect(
      scoreResponse(rubric, "Genesis 22:8 — God provides the lamb for the sacrifice: Jesus.").score,
    ).toBe(10);
    expect(scoreResponse(rubric, "A lamb on the altar.").score).toBe(4);
    expect(scoreResponse(rubric, "").score).toBe(0);
  });

  test("words copied from the drill in runs of eight earn nothing for keywords or Christ; references still count", () => {
    const drill = "Read Genesis 22:8 and explain how the lamb on the altar points to Jesus the Lamb of God.";
    const pasted = scoreResponse(rubric, drill, { copiedFrom: drill });
    expect(pasted.checks.map((check) => check.met)).toEqual([true, false, false]);
    const own = "In Genesis 22:8 Abraham trusts God for the lamb; the altar on Moriah pictures Jesus.";
    expect(scoreResponse(rubric, own, { copiedFrom: drill }).score).toBe(10);
  });

  test("withoutCopied blanks only the copied stretch and keeps the rest as written", () => {
    const source = "one two three four five six seven eight nine";
    expect(withoutCopied("Start: one two three four five six seven eight — H-Pa end", source).trim()).toMatch(
      /^Start:\s+— H-Pa end$/,
    );
    expect(withoutCopied("nothing copied here at all, really not any of it", source)).toBe(
      "nothing copied here at all, really not any of it",
    );
  });
});
