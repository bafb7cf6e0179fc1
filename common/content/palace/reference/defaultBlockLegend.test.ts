import { describe, expect, it } from "vitest";
import { saveBlockInput } from "@common/schemas/bible";
import { bibleBlocks } from "./bibleBlocks";
import { defaultBlockLegend, defaultGlyphOf } from "./defaultBlockLegend";

describe("default Bible Rendered legend", () => {
  it("has one entry per block, numbered 1 to 50 like bibleBlocks", () => {
    expect(defaultBlockLegend).toHaveLength(50);
    expect(defaultBlockLegend.map((entry) => entry.number)).toEqual(bibleBlocks.map((block) => block.number));
  });

  it("offers only glyphs and sentences a member could save (saveBlockInput)", () => {
    for (const entry of defaultBlockLegend) {
      const parsed = saveBlockInput.safeParse({ glyph: entry.glyph, rationale: entry.sentence });
      expect(parsed.success, `block ${entry.number}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      expect([...entry.glyph].length, `block ${entry.number} glyph`).toBeLessThanOrEqual(12);
    }
  });

  it("gives each block a different glyph and exactly one sentence", () => {
    expect(new Set(defaultBlockLegend.map((entry) => entry.glyph)).size).toBe(50);
    for (const entry of defaultBlockLegend) {
      expect(entry.sentence, `block ${entry.number}`).toMatch(/^[A-Z"'].*\.$/);
      expect(entry.sentence.slice(0, -1), `block ${entry.number} has one sentence`).not.toMatch(/[.!?]\s/);
    }
  });

  it("looks a block up by number", () => {
    expect(defaultGlyphOf(1)?.glyph).toBe("🌍");
    expect(defaultGlyphOf(50)?.number).toBe(50);
    expect(defaultGlyphOf(0)).toBeUndefined();
    expect(defaultGlyphOf(51)).toBeUndefined();
  });
});
