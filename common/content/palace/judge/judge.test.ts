import { describe, expect, it } from "vitest";
import type { AutoCheckRule, Deliverable } from "../types";
import {
  compilePattern,
  countChars,
  findTerm,
  judgeEntry,
  parseYear,
  ruleFields,
  wordOverlap,
} from "./judge";
import { countSentences, countWords } from "./text";

const beats: Deliverable = {
  kind: "beats",
  description: "Beats",
  fields: [
    { id: "passage", label: "Passage", type: "reference" },
    { id: "beats", label: "Beats", type: "list" },
    { id: "arc", label: "Arc", type: "text" },
  ],
};
const rules: AutoCheckRule[] = [
  { rule: "validRef", field: "passage" },
  { rule: "items", field: "beats", min: 3, max: 7 },
  { rule: "wordsPerItem", field: "beats", max: 3 },
  { rule: "sentences", field: "arc", max: 1 },
  { rule: "words", field: "arc", max: 30 },
];

describe("judgeEntry", () => {
  it("passes an entry that keeps every rule", () => {
    const result = judgeEntry(rules, beats, {
      passage: "Jonah 1-4",
      beats: ["Call", "Flight", "Storm", "Fish", "Nineveh", "Vine"],
      arc: "A runaway prophet is carried into a mercy he resents.",
    });
    expect(result).toMatchObject({ verdict: "pass", points: 5 });
  });

  it("is partial when at least half the rules hold, failures listed first", () => {
    const result = judgeEntry(rules, beats, {
      passage: "Jonah 1-4",
      beats: ["Call", "Flight"],
      arc: "One. Two.",
    });
    expect(result.verdict).toBe("partial");
    expect(result.feedback[0]).toContain("Beats: 2");
    expect(result.feedback[1]).toContain("2 sentences");
  });

  it("fails an empty entry and a wrong reference", () => {
    expect(judgeEntry(rules, beats, {}).verdict).toBe("fail");
    const bad = judgeEntry([{ rule: "validRef", field: "passage" }], beats, { passage: "Jonah 9" });
    expect(bad.verdict).toBe("fail");
    expect(bad.feedback[0]).toContain('"Jonah 9" is not a Bible reference');
  });

  it("counts filled fields, distinct books, mentions and repeats", () => {
    const d: Deliverable = {
      kind: "gemCard",
      description: "",
      fields: [
        { id: "texts", label: "Texts", type: "references" },
        { id: "truth", label: "Truth", type: "text" },
        { id: "a", label: "A", type: "text" },
        { id: "b", label: "B", type: "text" },
      ],
    };
    const r: AutoCheckRule[] = [
      { rule: "distinctBooks", field: "texts", min: 2 },
      { rule: "mentions", field: "truth", anyOf: ["Christ", "Jesus"], label: "Christ" },
      { rule: "filledCount", fields: ["a", "b"], min: 1 },
      { rule: "uniqueItems", field: "texts" },
    ];
    expect(
      judgeEntry(r, d, {
        texts: ["Genesis 2:21-22", "John 19:34"],
        truth: "The bride comes from the side of Christ.",
        a: "x",
      }).verdict,
    ).toBe("pass");
    const failing = judgeEntry(r, d, {
      texts: ["John 1:1", "john 1:1"],
      truth: "Christian living",
      a: "",
      b: "",
    });
    expect(failing.points).toBe(0);
  });
});

describe("new rule types", () => {
  const zones = [
    { value: "heaven-now", label: "H-Now — heaven now" },
    { value: "earth-future", label: "E-Fu — earth future" },
  ];
  const d: Deliverable = {
    kind: "zoneLens",
    description: "",
    fields: [
      { id: "primary", label: "Primary zone", type: "choice", options: zones },
      { id: "secondary", label: "Secondary zone (optional)", type: "choice", optional: true, options: zones },
      { id: "others", label: "Other zones", type: "list" },
      {
        id: "scale",
        label: "Scale",
        type: "choice",
        options: [
          { value: "verse", label: "Verse" },
          { value: "passage", label: "Passage" },
          { value: "book", label: "Book" },
        ],
      },
      { id: "panels", label: "Panels", type: "list" },
      { id: "glyph", label: "Glyph", type: "text" },
      { id: "start", label: "Start year", type: "text" },
      { id: "length", label: "Length", type: "text" },
      { id: "end", label: "End year", type: "text" },
      { id: "a", label: "A", type: "text" },
      { id: "b", label: "B", type: "text" },
      { id: "c", label: "C", type: "text" },
    ],
  };
  const one = (rule: AutoCheckRule, payload: Record<string, string | string[]>) =>
    judgeEntry([rule], d, payload);

  it("differs: fails on the same choice, passes on a different one or when either side is empty", () => {
    const rule: AutoCheckRule = { rule: "differs", field: "secondary", from: "primary" };
    const same = one(rule, { primary: "heaven-now", secondary: "heaven-now" });
    expect(same.verdict).toBe("fail");
    expect(same.feedback[0]).toBe(
      'Secondary zone: "H-Now" is the primary zone already; choose a different one.',
    );
    expect(one(rule, { primary: "heaven-now", secondary: "earth-future" }).verdict).toBe("pass");
    expect(one(rule, { primary: "heaven-now" }).feedback[0]).toBe("Secondary zone: none given.");
    expect(one(rule, { secondary: "heaven-now" }).verdict).toBe("pass");
  });

  it("differs: matches list items to a choice by its value or the code heading its label", () => {
    const rule: AutoCheckRule = { rule: "differs", field: "others", from: "primary" };
    expect(one(rule, { primary: "heaven-now", others: ["E-Fu — the King returns"] }).verdict).toBe("pass");
    expect(
      one(rule, { primary: "heaven-now", others: ["E-Fu — the King returns", "H-Now — He reigns"] }).verdict,
    ).toBe("fail");
    expect(one(rule, { primary: "earth-future", others: ["earth future: the gates open"] }).verdict).toBe(
      "fail",
    );
    // A code must stand as a whole word: "E-Fun…" is not E-Fu.
    expect(one(rule, { primary: "earth-future", others: ["E-Fund raising"] }).verdict).toBe("pass");
  });

  it("when: inner rules apply only for the listed choice values", () => {
    const rules: AutoCheckRule[] = [
      {
        rule: "when",
        field: "scale",
        equals: "verse",
        then: [{ rule: "items", field: "panels", min: 1, max: 1 }],
      },
      {
        rule: "when",
        field: "scale",
        equals: ["passage"],
        then: [{ rule: "items", field: "panels", min: 3, max: 3 }],
      },
    ];
    const three = ["a", "b", "c"];
    expect(judgeEntry(rules, d, { scale: "passage", panels: three })).toMatchObject({
      verdict: "pass",
      points: 1,
    });
    const verse = judgeEntry(rules, d, { scale: "verse", panels: three });
    expect(verse.verdict).toBe("fail");
    expect(verse.feedback).toEqual(["Panels: 3; the room asks for exactly 1 item."]);
    // No scale chosen: nothing applies (the choice rule reports the missing scale).
    expect(judgeEntry(rules, d, { panels: three }).feedback).toEqual([]);
    expect(ruleFields(rules[0]!)).toEqual(["scale", "panels"]);
  });

  it("maxChars counts characters as a reader does", () => {
    const rule: AutoCheckRule = { rule: "maxChars", field: "glyph", max: 12 };
    expect(one(rule, { glyph: "↻" }).feedback[0]).toBe("Glyph: 1 character.");
    expect(one(rule, { glyph: "RESTORATION!" }).verdict).toBe("pass");
    expect(one(rule, { glyph: "the downward spiral" })).toMatchObject({
      verdict: "fail",
      feedback: ["Glyph: 19 characters; keep it to 12 or fewer."],
    });
    expect(countChars("👨‍👩‍👧 ")).toBe(1);
  });

  it("yearSum: start + length = end with no year zero", () => {
    const rule: AutoCheckRule = { rule: "yearSum", start: "start", length: "length", end: "end" };
    const sum = (start: string, length: string, end: string) => one(rule, { start, length, end });
    expect(sum("457 BC", "490", "AD 34").verdict).toBe("pass");
    expect(sum("457 BC", "2,300 years", "1844").verdict).toBe("pass");
    expect(sum("538", "1260", "1798 AD").verdict).toBe("pass");
    expect(sum("-457", "483", "AD 27").verdict).toBe("pass");
    expect(sum("586 BC", "70", "516 BC").verdict).toBe("pass");
    const off = sum("457 BC", "2300", "AD 1843");
    expect(off.verdict).toBe("fail");
    expect(off.feedback[0]).toBe(
      "Period: 457 BC + 2300 years reaches AD 1844, not AD 1843 (there is no year 0).",
    );
    expect(sum("AD 538", "1260", "1797").verdict).toBe("fail");
    expect(sum("soon", "1260", "1798").feedback[0]).toBe(
      'Start year: write a year like "457 BC" or "AD 34".',
    );
    expect(sum("538", "many", "1798").feedback[0]).toContain("Length: write the length as a number of years");
    expect(one(rule, { start: "538" }).feedback[0]).toBe(
      "Period: add the length and end year to check the sum.",
    );
    expect(one(rule, {}).verdict).toBe("fail");
    expect(one({ ...rule, optional: true }, {}).verdict).toBe("pass");
    expect(one({ ...rule, optional: true }, { end: "1798" }).verdict).toBe("fail");
  });

  it("parses years with BC/AD markers or a minus sign, and rejects year zero", () => {
    expect(parseYear("457 BC")).toBe(-456);
    expect(parseYear("457 B.C.")).toBe(-456);
    expect(parseYear("-457")).toBe(-456);
    expect(parseYear("AD 34")).toBe(34);
    expect(parseYear("1844")).toBe(1844);
    expect(parseYear("0")).toBeNull();
    expect(parseYear("-457 AD")).toBeNull();
    expect(parseYear("someday")).toBeNull();
  });

  it("overlapBelow flags two near-identical lines and ignores empty ones", () => {
    const rule: AutoCheckRule = { rule: "overlapBelow", fields: ["a", "b", "c"], max: 0.6 };
    const distinct = one(rule, {
      a: "Elijah is fed by a widow in the famine.",
      b: "Jesus is the bread that never runs out.",
      c: "",
    });
    expect(distinct.verdict).toBe("pass");
    const echo = one(rule, {
      a: "God provides bread for the hungry.",
      b: "God provides the bread for all the hungry.",
      c: "Heaven ends hunger.",
    });
    expect(echo.verdict).toBe("fail");
    expect(echo.feedback[0]).toBe("A and B share 80% of their words; make each line say something new.");
    expect(wordOverlap(new Set(["a", "b"]), new Set(["b", "c"]))).toBeCloseTo(1 / 3);
  });
});

describe("counting", () => {
  it("counts words and sentences without splitting verse numbers", () => {
    expect(countWords("In John 3:16 — love!")).toBe(4);
    expect(countSentences("God so loved the world (John 3:16). He gave his Son.")).toBe(2);
    expect(countSentences("One sentence about Gen. 1:1 only")).toBe(1);
  });
});

describe("endsWith, avoids, itemsTotal and pattern", () => {
  const d: Deliverable = {
    kind: "questionMap",
    description: "",
    fields: [
      { id: "intra", label: "INTRA", type: "list" },
      { id: "inter", label: "INTER", type: "list" },
      { id: "palace", label: "PALACE", type: "list" },
      { id: "question", label: "Question", type: "text" },
      { id: "notes", label: "Notes", type: "longText" },
      { id: "codes", label: "Codes", type: "list" },
    ],
  };
  const one = (rule: AutoCheckRule, payload: Record<string, string | string[]>) =>
    judgeEntry([rule], d, payload);

  it("endsWith: every list item, or the whole text, must end with the suffix", () => {
    const rule: AutoCheckRule = { rule: "endsWith", field: "intra", suffix: "?" };
    expect(one(rule, { intra: ["Why here?", "  Why now?  "] })).toMatchObject({
      verdict: "pass",
      feedback: ['INTRA: every line ends with "?".'],
    });
    const statement = one(rule, { intra: ["Why here?", "This shows His love.", "Who?"] });
    expect(statement).toMatchObject({
      verdict: "fail",
      feedback: ['INTRA: "This shows His love." should end with "?".'],
    });
    // A list sent as one string is split into lines.
    expect(one(rule, { intra: "Why here?\nBecause." }).verdict).toBe("fail");
    const text: AutoCheckRule = { rule: "endsWith", field: "question", suffix: "?" };
    expect(one(text, { question: "How could Jesus sleep in the storm?" }).feedback).toEqual([
      'Question: ends with "?".',
    ]);
    expect(one(text, { question: "Jesus slept in the storm." }).verdict).toBe("fail");
    // Emptiness is for `required`/`items` to report.
    expect(one(text, {}).verdict).toBe("pass");
    expect(ruleFields(text)).toEqual(["question"]);
  });

  it("avoids: flags any term as a whole word or phrase, ignoring case and punctuation", () => {
    const rule: AutoCheckRule = {
      rule: "avoids",
      field: "codes",
      terms: ["this means", "symbolizes"],
      label: "interpretive markers",
    };
    expect(
      one(rule, { codes: ["Times: it is evening (v. 35).", "Objects: a pillow in the stern."] }),
    ).toMatchObject({
      verdict: "pass",
      feedback: ["Codes: no interpretive markers."],
    });
    const flagged = one(rule, { codes: ["Times: it is evening.", "The pillow SYMBOLIZES rest."] });
    expect(flagged).toMatchObject({
      verdict: "fail",
      feedback: ['Codes: "The pillow SYMBOLIZES rest." uses "symbolizes"; leave interpretive markers out.'],
    });
    expect(one(rule, { codes: ["The storm — this, means nothing"] }).verdict).toBe("fail");
    // Whole words only: "symbolizes" is not inside "symbolizeship", "this meanstreak" is not "this means".
    expect(one(rule, { codes: ["symbolizeship", "this meanstreak"] }).verdict).toBe("pass");
    // A text field is checked as a whole.
    expect(one({ ...rule, field: "notes" }, { notes: "Verse 3 is long.\nThis means more." }).verdict).toBe(
      "fail",
    );
    expect(findTerm("What this means today", ["teaches us", "This Means"])).toBe("This Means");
    expect(findTerm("anything", [""])).toBeUndefined();
  });

  it("itemsTotal: counts items across several fields together", () => {
    const rule: AutoCheckRule = {
      rule: "itemsTotal",
      fields: ["intra", "inter", "palace"],
      min: 5,
      label: "questions",
    };
    const five = one(rule, { intra: ["a?", "b?"], inter: "c?\nd?", palace: ["e?", "  "] });
    expect(five).toMatchObject({ verdict: "pass", feedback: ["Questions in all: 5 — good."] });
    expect(one(rule, { intra: ["a?", "b?"], inter: ["c?"] })).toMatchObject({
      verdict: "fail",
      feedback: ["Questions in all: 3; the room asks for at least 5 questions."],
    });
    const capped: AutoCheckRule = { rule: "itemsTotal", fields: ["intra", "inter"], max: 1 };
    expect(one(capped, { intra: ["a", "b"] }).feedback).toEqual([
      "Items in all: 2; the room asks for at most 1 item.",
    ]);
    expect(one(capped, {}).verdict).toBe("pass");
    expect(ruleFields(rule)).toEqual(["intra", "inter", "palace"]);
  });

  it("pattern: every item, or the text, must match; an invalid pattern fails with a clear message", () => {
    const rule: AutoCheckRule = {
      rule: "pattern",
      field: "codes",
      regex: String.raw`^[GH]\d{1,4}$`,
      flags: "i",
      label: "G or H and 1–4 digits",
    };
    expect(one(rule, { codes: ["G4161", "h7225", "G26"] })).toMatchObject({
      verdict: "pass",
      feedback: ["Codes: each is G or H and 1–4 digits."],
    });
    expect(one(rule, { codes: ["G4161", "G41610"] }).feedback).toEqual([
      'Codes: "G41610" is not G or H and 1–4 digits.',
    ]);
    expect(one(rule, { codes: ["poiēma"] }).verdict).toBe("fail");
    expect(one(rule, { codes: ["G 4161"] }).verdict).toBe("fail");
    // Without the i flag the case matters.
    expect(one({ ...rule, flags: undefined }, { codes: ["h7225"] }).verdict).toBe("fail");
    // A g flag does not make the test stateful across items.
    expect(one({ ...rule, flags: "gi" }, { codes: ["G1", "G2", "G3"] }).verdict).toBe("pass");
    expect(one({ ...rule, field: "question" }, { question: "G25" }).feedback).toEqual([
      "Question: G or H and 1–4 digits.",
    ]);
    const broken = one({ ...rule, regex: "^[GH" }, { codes: ["G1"] });
    expect(broken.verdict).toBe("fail");
    expect(broken.feedback[0]).toMatch(
      /^Codes: this room's check has an invalid pattern \(.+\); please report it\.$/,
    );
    expect(one({ ...rule, flags: "q" }, {}).verdict).toBe("fail");
    expect(compilePattern("a+", "i")).toBeInstanceOf(RegExp);
    expect(compilePattern("(")).toHaveProperty("error");
  });
});
