// Content checks for feast_calendar, dimension_detective and cycle_navigator (games.md §4.18).
import { describe, expect, it } from "vitest";
import { parseReference } from "@common/bible/reference";
import { list as feastList } from "@common/content/palace/reference/feasts";
import { list as dimensionList } from "@common/content/palace/reference/dimensions";
import { CYCLE_CODES, list as cycleList } from "@common/content/palace/reference/cycles";
import type { ChoiceItem } from "./types";
import { feastItems } from "./feast-items";
import { dimensionStatements } from "./dimension-statements";
import { cycleItems } from "./cycle-items";

const feastIds = feastList.items.map((item) => item.id);
const dimensionCodes = dimensionList.items.map((item) => item.values.code ?? "");
const cycleCodes = cycleList.items.map((item) => item.values.code ?? "");

/** The references cited in an explanation: every parenthesised group, split on ";". */
function citedReferences(text: string): string[] {
  return [...text.matchAll(/\(([^()]+)\)/g)].flatMap((m) => (m[1] ?? "").split(";").map((s) => s.trim()));
}

function countBy(items: readonly ChoiceItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.answer, (counts.get(item.answer) ?? 0) + 1);
  return counts;
}

function commonChecks(name: string, items: readonly ChoiceItem[]): void {
  describe(`${name}: common rules`, () => {
    it("has unique kebab-case ids", () => {
      const ids = items.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });

    it("has unique prompts", () => {
      const prompts = items.map((item) => item.prompt);
      expect(new Set(prompts).size).toBe(prompts.length);
    });

    it("cites a reference that parses for every item", () => {
      const bad = items.filter((item) => parseReference(item.ref) === null).map((item) => item.ref);
      expect(bad).toEqual([]);
    });

    it("keeps explanations within 240 characters, each citing valid references", () => {
      for (const item of items) {
        expect(item.prompt.trim().length, item.id).toBeGreaterThan(10);
        expect(item.explanation.length, item.id).toBeLessThanOrEqual(240);
        const cited = citedReferences(item.explanation);
        expect(cited.length, item.id).toBeGreaterThan(0);
        for (const ref of cited) expect(parseReference(ref), `${item.id}: ${ref}`).not.toBeNull();
      }
    });
  });
}

commonChecks("feast items", feastItems);
commonChecks("dimension statements", dimensionStatements);
commonChecks("cycle items", cycleItems);

describe("feast items", () => {
  it("has at least 38 items", () => {
    expect(feastItems.length).toBeGreaterThanOrEqual(38);
  });

  it("answers with a feast id of the palace list, each feast at least 4 times", () => {
    expect(feastIds).toHaveLength(7);
    const counts = countBy(feastItems);
    for (const item of feastItems) expect(feastIds, item.id).toContain(item.answer);
    for (const id of feastIds) expect(counts.get(id) ?? 0, id).toBeGreaterThanOrEqual(4);
  });

  it("gives each feast its historicist status", () => {
    const expected: Record<string, string> = {
      passover: "fulfilled",
      "unleavened-bread": "fulfilled",
      firstfruits: "fulfilled",
      pentecost: "fulfilled",
      trumpets: "in progress",
      atonement: "in progress",
      tabernacles: "awaiting",
    };
    for (const item of feastItems) expect(item.status, item.id).toBe(expected[item.answer]);
  });
});

describe("dimension statements", () => {
  it("has exactly 50 statements: 10 verses × 5 dimensions", () => {
    expect(dimensionStatements).toHaveLength(50);
    const byRef = new Map<string, string[]>();
    for (const item of dimensionStatements)
      byRef.set(item.ref, [...(byRef.get(item.ref) ?? []), item.answer]);
    expect(byRef.size).toBe(10);
    for (const [ref, codes] of byRef) expect([...codes].sort(), ref).toEqual(["1D", "2D", "3D", "4D", "5D"]);
  });

  it("answers with the dimension codes of the palace list", () => {
    expect(dimensionCodes).toEqual(["1D", "2D", "3D", "4D", "5D"]);
    for (const item of dimensionStatements) expect(dimensionCodes, item.id).toContain(item.answer);
  });

  it("names ids after the verse and the dimension", () => {
    for (const item of dimensionStatements)
      expect(item.id.endsWith(`-${item.answer.toLowerCase()}`)).toBe(true);
    expect(dimensionStatements.map((item) => item.id)).toContain("john-3-16-1d");
  });

  it("cites one verse per set of statements", () => {
    for (const item of dimensionStatements) {
      const parsed = parseReference(item.ref);
      expect(parsed?.ranges).toHaveLength(1);
      const range = parsed?.ranges[0];
      expect(range?.start, item.id).toEqual(range?.end);
    }
  });
});

describe("cycle items", () => {
  it("has at least 42 items", () => {
    expect(cycleItems.length).toBeGreaterThanOrEqual(42);
  });

  it("answers with a cycle code of the palace list, each cycle at least 4 times", () => {
    expect(cycleCodes).toEqual(CYCLE_CODES.map((c) => c.code));
    const counts = countBy(cycleItems);
    for (const item of cycleItems) expect(cycleCodes, item.id).toContain(item.answer);
    for (const code of cycleCodes) expect(counts.get(code) ?? 0, code).toBeGreaterThanOrEqual(4);
  });

  it("tags every item with one of the five beats, and uses every beat", () => {
    const beats = ["Fall", "Covenant", "Sanctuary", "Enemy", "Restoration"];
    for (const item of cycleItems) expect(beats, item.id).toContain(item.beat);
    expect(new Set(cycleItems.map((item) => item.beat)).size).toBe(5);
  });
});
