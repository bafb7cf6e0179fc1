// The equations judge, table-driven: codes match as written (case and all), names and synonyms as words with light
// stemming, the verse's idea must be touched for a pass, and partly = at least half of the symbols.
import { describe, expect, test } from "vitest";
import { findEquationSymbol } from "@common/content/equation-symbols";
import { addressesSymbol, containsCode, feedbackOf, judgeEquationAnswer, touchesIdea } from "./judge";

const symbol = (code: string) => {
  const found = findEquationSymbol(code);
  if (!found) throw new Error(`no symbol ${code}`);
  return found;
};

describe("containsCode", () => {
  test.each([
    ["The OR asks what is on the page", "OR", true],
    ["read it slowly, or twice", "OR", false],
    ["Then TRP sounds", "TR", false],
    ["TR first, then the rest", "TR", true],
    ["@CyC is the greater cycle", "@Cy", false],
    ["@Cy then @CyC", "@Cy", true],
    ["lamb→altar", "→", true],
    ["The 1H horizon", "1H", true],
    ["21H", "1H", false],
    ["∥ shows a parallel", "∥", true],
  ])("%s contains %s: %s", (text, code, expected) => {
    expect(containsCode(text, code)).toBe(expected);
  });
});

describe("addressesSymbol", () => {
  test.each([
    ["Jesus was sacrificed for us", "ALTAR", true], // synonym "sacrifice", stemmed
    ["the bronze altar", "ALTAR", true], // a synonym
    ["Altar of burnt offering", "ALTAR", true], // the name
    ["the mercy seat", "ARK", true],
    ["the lamb's blood on the door", "PSV", true],
    ["the Passover", "PSV", true],
    ["the day of atonement", "ATN", true],
    ["the 2,300 days reach 1844", "@2300", true],
    ["seventy weeks", "@490", true],
    ["the 490 years", "@490", true],
    ["a story about something", "@490", false],
    ["this leads to the cross", "→", true],
    ["one is a type of the other", "≅", true],
    ["the shadow is fulfilled", "≅", true],
    ["runs parallel to it", "∥", true],
    ["joined together", "+", true],
    ["centred in Christ", "⊙", true],
    ["weighed against the whole of Scripture", "⚖", true],
    ["the Story Room", "SR", true],
    ["the narrative", "SR", true],
    ["the Blue Room shows the sanctuary", "BL", true],
    ["the first horizon, the return from exile", "1H", true],
    ["at His second coming", "3H", true],
    ["the Adamic cycle", "@Ad", true],
    ["nothing relevant at all", "@Ad", false],
  ])("%s addresses %s: %s", (text, code, expected) => {
    expect(addressesSymbol(text, symbol(code))).toBe(expected);
  });
});

describe("touchesIdea", () => {
  test.each([
    ["the Lamb takes away sin", ["lamb", "sin"], true],
    ["He takes away our sins", ["lamb", "sin"], true], // stemmed plural
    ["the Messiah is cut off", ["cut off", "covenant"], true],
    ["the blood is on the door", ["lamb", "sin"], false],
  ])("%s touches %j: %s", (text, idea, expected) => {
    expect(touchesIdea(text, idea)).toBe(expected);
  });
});

describe("judgeEquationAnswer", () => {
  const easy = { symbols: ["PSV", "≅", "ALTAR"], idea: ["lamb", "sin"] };
  const intermediate = { symbols: ["⊙", "PSV", "≅", "ALTAR", "→", "GATE"], idea: ["blood", "houses"] };

  test.each([
    [
      "every symbol and the idea: pass",
      easy,
      "The Passover lamb is a type of the cross, the altar where sin was dealt with.",
      "pass",
      [],
    ],
    [
      "every symbol but not the idea: partly",
      { ...easy, idea: ["doorposts"] },
      "The Passover is a type of the altar of sacrifice.",
      "partial",
      [],
    ],
    ["two of three symbols: partly", easy, "The Passover points to the cross of Christ.", "partial", ["≅"]],
    ["one of three symbols: not yet", easy, "It is about the Passover, I think.", "fail", ["≅", "ALTAR"]],
    [
      "half of six symbols: partly",
      intermediate,
      "Jesus is our Passover; He is the only door to safety.",
      "partial",
      ["≅", "ALTAR", "→"],
    ],
    ["codes alone are copying, not decoding", easy, "PSV ≅ ... PSV ≅ again.", "fail", ["PSV", "≅", "ALTAR"]],
    ["nothing addressed: not yet", easy, "I am not sure what this one means.", "fail", ["PSV", "≅", "ALTAR"]],
  ] as const)("%s", (_label, puzzle, answer, verdict, missed) => {
    const judgement = judgeEquationAnswer(puzzle, answer);
    expect(judgement.verdict).toBe(verdict);
    expect(judgement.missed).toEqual(missed);
    expect([...judgement.addressed, ...judgement.missed].sort()).toEqual([...puzzle.symbols].sort());
  });

  test("the same answer always gets the same verdict", () => {
    const answer = "The Passover lamb is a type of the altar.";
    expect(judgeEquationAnswer(easy, answer)).toEqual(judgeEquationAnswer(easy, answer));
  });

  test("an unknown code is never addressed", () => {
    expect(judgeEquationAnswer({ symbols: ["NOPE"], idea: ["x"] }, "NOPE x").missed).toEqual(["NOPE"]);
  });
});

describe("feedbackOf", () => {
  const names = (code: string) => `${symbol(code).name} (${code})`;
  test("a pass praises; partly and not yet name what is missing", () => {
    expect(
      feedbackOf({ verdict: "pass", addressed: ["PSV"], missed: [], ideaAddressed: true }, names),
    ).toMatch(/Well read/);
    const partly = feedbackOf(
      { verdict: "partial", addressed: ["PSV", "≅"], missed: ["ALTAR"], ideaAddressed: false },
      names,
    );
    expect(partly).toContain("Altar of burnt offering (ALTAR)");
    expect(partly).toContain("what the verse itself is about");
    const notYet = feedbackOf(
      { verdict: "fail", addressed: [], missed: ["PSV", "≅", "ALTAR"], ideaAddressed: true },
      names,
    );
    expect(notYet).toContain("Passover (PSV), type and antitype (≅) and Altar of burnt offering (ALTAR)");
  });
});
