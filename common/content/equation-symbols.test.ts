// The shared palace symbol dictionary (screens.md §6.3): every group complete, codes unique, each symbol with a
// name, a meaning and at least three synonyms, the data taken from the palace's own lists, and the two worked
// examples written in its codes.
import { describe, expect, test } from "vitest";
import { parseReference } from "@common/bible/reference";
import { roomOverviews } from "./palace/overview";
import { TIME_PROPHECY_CODES } from "./palace/reference/timeProphecies";
import {
  equationSymbolGroups,
  equationSymbols,
  equationTokens,
  findEquationSymbol,
  workedExamples,
} from "./equation-symbols";

const codesOf = (group: string) =>
  equationSymbols.filter((symbol) => symbol.group === group).map((symbol) => symbol.code);

describe("the equation symbol dictionary", () => {
  test("holds every group the Codes reference lists, in full", () => {
    expect(codesOf("time")).toEqual([...TIME_PROPHECY_CODES]);
    expect(codesOf("heavens")).toEqual(["1H", "2H", "3H"]);
    expect(codesOf("cycles")).toEqual(["@Ad", "@No", "@Ab", "@Mo", "@Cy", "@CyC", "@Sp", "@Re"]);
    expect(codesOf("rooms")).toEqual(roomOverviews.map((room) => room.tag));
    expect(codesOf("rooms")).toHaveLength(38);
    expect(codesOf("articles")).toEqual([
      "GATE",
      "ALTAR",
      "LAVER",
      "LAMP",
      "TABLE",
      "INCENSE",
      "VEIL",
      "ARK",
    ]);
    expect(codesOf("feasts")).toEqual(["PSV", "ULB", "FFR", "PNT", "TRP", "ATN", "TBN"]);
    expect(codesOf("operators")).toEqual(["+", "→", "∥", "≅", "⊙", "⚖"]);
    expect(equationSymbolGroups.map((group) => group.id)).toEqual([
      "time",
      "heavens",
      "cycles",
      "rooms",
      "articles",
      "feasts",
      "operators",
    ]);
  });

  test("codes are unique and contain no spaces or brackets (equations split on them)", () => {
    const codes = equationSymbols.map((symbol) => symbol.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code, code).toMatch(/^[^\s()]+$/);
  });

  test.each(equationSymbols.map((symbol) => [symbol.code, symbol] as const))(
    "%s has a name, a meaning and at least three synonyms",
    (_code, symbol) => {
      expect(symbol.name.trim()).not.toBe("");
      expect(symbol.meaning.trim().length).toBeGreaterThan(10);
      expect(new Set(symbol.synonyms.map((word) => word.toLowerCase())).size).toBeGreaterThanOrEqual(3);
      expect(findEquationSymbol(symbol.code)).toBe(symbol);
    },
  );

  test("the operators read as the dictionary names them", () => {
    expect(
      equationSymbols.filter((symbol) => symbol.group === "operators").map((symbol) => symbol.name),
    ).toEqual(["with", "leads to", "parallel", "type and antitype", "centred in Christ", "integrity check"]);
  });

  test("equationTokens reads codes between spaces and brackets", () => {
    expect(equationTokens("⊙ (PSV ≅ ALTAR → GATE)")).toEqual(["⊙", "PSV", "≅", "ALTAR", "→", "GATE"]);
    expect(equationTokens("(@Mo + BL) ≅ (CR ∥ TZ) → ARK")).toEqual([
      "@Mo",
      "+",
      "BL",
      "≅",
      "CR",
      "∥",
      "TZ",
      "→",
      "ARK",
    ]);
  });

  test.each(workedExamples.map((example) => [example.equation, example] as const))(
    "worked example %s uses dictionary codes, explains each and names a real verse",
    (_equation, example) => {
      expect(parseReference(example.reference)).not.toBeNull();
      for (const code of equationTokens(example.equation)) {
        expect(findEquationSymbol(code), code).toBeDefined();
        expect(example.reading).toContain(`(${code})`);
      }
    },
  );

  test("there are two worked examples", () => {
    expect(workedExamples).toHaveLength(2);
  });
});
