import { describe, expect, test } from "vitest";
import type { BankItem } from "./banks/types";
import { gradeItem, keyAnswer, normaliseShort, presentItem, referenceMatches } from "./grading";
import { localDayStart, nextLocalDayStart } from "./local-day";

const base = { id: "x", tier: 1 as const, prompt: "?", explanation: "." };

describe("grading", () => {
  test("short answers ignore case, punctuation and spacing", () => {
    expect(normaliseShort("  Romans 1:20. ")).toBe("romans 1 20");
    const item: BankItem = { ...base, type: "short", accept: ["Story Room"] };
    expect(gradeItem(item, {}, "story   room!")).toBe(true);
    expect(gradeItem(item, {}, "Story")).toBe(false);
    expect(gradeItem(item, {}, "")).toBe(false);
  });

  test("a reference is right when every range lies inside one accepted passage", () => {
    expect(referenceMatches("Jn 3:16", ["John 3:1-21"])).toBe(true);
    expect(referenceMatches("John 3:16-18", ["John 3:1-21"])).toBe(true);
    expect(referenceMatches("John 3", ["John 3:1-21"])).toBe(false);
    expect(referenceMatches("John 3:16; Rom 8:1", ["John 3:1-21", "Romans 8"])).toBe(false);
    expect(referenceMatches("John 3:16; John 3:20", ["John 3:1-21"])).toBe(true);
    expect(referenceMatches("Matthew 6:28", ["Matthew 6:25-34", "Luke 12:22-31"])).toBe(true);
    expect(referenceMatches("hello", ["John 3"])).toBe(false);
  });

  test("choice answers are indexes of the shuffled options", () => {
    const single: BankItem = { ...base, type: "single", options: ["a", "b", "c", "d"], answer: 2 };
    const { dto, presentation } = presentItem(single);
    const shown = (dto as { options: string[] }).options;
    expect(gradeItem(single, presentation, shown.indexOf("c"))).toBe(true);
    expect(gradeItem(single, presentation, shown.indexOf("a"))).toBe(false);
    expect(keyAnswer(single, presentation)).toBe(shown.indexOf("c"));

    const multi: BankItem = { ...base, type: "multi", options: ["a", "b", "c", "d"], answers: [0, 3] };
    const m = presentItem(multi);
    const mShown = (m.dto as { options: string[] }).options;
    expect(gradeItem(multi, m.presentation, [mShown.indexOf("d"), mShown.indexOf("a")])).toBe(true);
    expect(gradeItem(multi, m.presentation, [mShown.indexOf("a")])).toBe(false);
    expect(
      gradeItem(multi, m.presentation, [mShown.indexOf("a"), mShown.indexOf("a"), mShown.indexOf("d")]),
    ).toBe(false);
  });

  test("order, match and numeric", () => {
    const order: BankItem = { ...base, type: "order", items: ["1", "2", "3"] };
    expect(gradeItem(order, {}, ["1", "2", "3"])).toBe(true);
    expect(gradeItem(order, {}, ["2", "1", "3"])).toBe(false);
    expect((presentItem(order).dto as { items: string[] }).items).not.toEqual(["1", "2", "3"]);
    const match: BankItem = {
      ...base,
      type: "match",
      pairs: [
        ["a", "1"],
        ["b", "2"],
        ["c", "3"],
      ],
    };
    expect(gradeItem(match, {}, ["1", "2", "3"])).toBe(true);
    expect(gradeItem(match, {}, ["1", "3", "2"])).toBe(false);
    const numeric: BankItem = { ...base, type: "numeric", answer: 2300, tolerance: 0 };
    expect(gradeItem(numeric, {}, 2300)).toBe(true);
    expect(gradeItem(numeric, {}, "2300")).toBe(true);
    expect(gradeItem(numeric, {}, 2301)).toBe(false);
  });
});

describe("local day", () => {
  test("starts at local midnight in the member's time zone", () => {
    const now = new Date("2026-03-02T03:00:00.000Z");
    expect(localDayStart(now, "UTC").toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(localDayStart(now, "America/New_York").toISOString()).toBe("2026-03-01T05:00:00.000Z");
    expect(nextLocalDayStart(now, "America/New_York").toISOString()).toBe("2026-03-02T05:00:00.000Z");
    expect(localDayStart(now, "Not/AZone").toISOString()).toBe("2026-03-02T00:00:00.000Z");
    // Across the spring-forward change (8 March 2026 in New York).
    expect(nextLocalDayStart(new Date("2026-03-08T12:00:00.000Z"), "America/New_York").toISOString()).toBe(
      "2026-03-09T04:00:00.000Z",
    );
  });
});
