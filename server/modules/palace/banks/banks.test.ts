// Question-bank integrity: enough items per tier for learn checks (5 × tier 1), drills and milestone tests
// (test 4 draws 12 items of tiers 3–4), answer keys that point at real options, parseable references.
import { describe, expect, it } from "vitest";
import { parseReference } from "@common/bible/reference";
import { ROOM_IDS } from "@common/content/palace/types";
import { banks } from "./index";

const MIN_PER_TIER = 6;

describe.each(ROOM_IDS.map((id) => [id] as const))("bank %s", (roomId) => {
  const bank = banks[roomId];

  it(`has at least ${MIN_PER_TIER} items in each of tiers 1–4 with unique ids`, () => {
    for (const tier of [1, 2, 3, 4] as const) {
      expect(
        bank.filter((item) => item.tier === tier).length,
        `${roomId} tier ${tier}`,
      ).toBeGreaterThanOrEqual(MIN_PER_TIER);
    }
    expect(new Set(bank.map((item) => item.id)).size).toBe(bank.length);
  });

  it("has well-formed items with explanations and valid keys", () => {
    for (const item of bank) {
      const where = `${roomId}/${item.id}`;
      expect(item.prompt.trim(), where).not.toBe("");
      expect(item.explanation.trim(), where).not.toBe("");
      switch (item.type) {
        case "single":
          expect(item.options.length, where).toBeGreaterThanOrEqual(3);
          expect(new Set(item.options).size, where).toBe(item.options.length);
          expect(item.answer, where).toBeGreaterThanOrEqual(0);
          expect(item.answer, where).toBeLessThan(item.options.length);
          break;
        case "multi":
          expect(item.options.length, where).toBeGreaterThanOrEqual(3);
          expect(item.answers.length, where).toBeGreaterThanOrEqual(1);
          expect(new Set(item.answers).size, where).toBe(item.answers.length);
          for (const a of item.answers) expect(a >= 0 && a < item.options.length, where).toBe(true);
          break;
        case "order":
          expect(item.items.length, where).toBeGreaterThanOrEqual(3);
          expect(new Set(item.items).size, where).toBe(item.items.length);
          break;
        case "match":
          expect(item.pairs.length, where).toBeGreaterThanOrEqual(3);
          expect(new Set(item.pairs.map((p) => p[1])).size, where).toBe(item.pairs.length);
          break;
        case "short":
          expect(item.accept.length, where).toBeGreaterThanOrEqual(1);
          break;
        case "reference":
          expect(item.accept.length, where).toBeGreaterThanOrEqual(1);
          for (const ref of item.accept) expect(parseReference(ref), `${where}: ${ref}`).not.toBeNull();
          break;
        case "numeric":
          expect(Number.isFinite(item.answer), where).toBe(true);
          break;
      }
    }
  });
});
