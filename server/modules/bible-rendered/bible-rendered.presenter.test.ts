// The drill's keys stay on the server: a question shows what the member needs to answer it and nothing more.
import { describe, expect, test } from "vitest";
import { bibleBlocks } from "@common/content/palace/reference/bibleBlocks";
import { presentDrill, presentDrillItem, presentQuestion } from "./bible-rendered.presenter";
import type { DrillRow, LegendRow } from "./bible-rendered.queries";

const userId = "6f1c2a9e-6a57-4a7e-9d0c-0f2f5c0b8a11";
const updatedAt = new Date("2026-03-02T10:00:00.000Z");
const row = (blockNo: number, glyph: string): LegendRow => ({
  userId,
  blockNo,
  glyph,
  rationale: "One sentence.",
  updatedAt,
});
const legend = new Map([
  [3, row(3, "Ark")],
  [7, row(7, "Trumpet")],
]);
const label = (n: number) => bibleBlocks[n - 1]!.label;

describe("presentQuestion", () => {
  test("a which-block question shows the glyph and labelled options, not which option is right", () => {
    const dto = presentQuestion({ kind: "block", blockNo: 7, options: [3, 7, 12, 40], answer: "7" }, legend);
    expect(dto).toEqual({
      kind: "block",
      prompt: "Which block has this glyph?",
      glyph: "Trumpet",
      options: [3, 7, 12, 40].map((number) => ({ number, label: `Block ${number} · ${label(number)}` })),
    });
  });

  test("a which-glyph question shows the block, never the glyph it asks for", () => {
    const dto = presentQuestion({ kind: "glyph", blockNo: 3, answer: "Ark" }, legend);
    expect(dto).toEqual({
      kind: "glyph",
      prompt: "Which glyph did you give block 3?",
      block: 3,
      label: label(3),
    });
    expect(JSON.stringify(dto)).not.toContain("Ark");
  });
});

test("presentDrill: id, expiry as ISO text and the questions in their stored order", () => {
  const drill: DrillRow = {
    id: "0b5d7c1e-2f3a-4b6c-8d9e-0f1a2b3c4d5e",
    userId,
    questions: [
      { kind: "glyph", blockNo: 3, answer: "Ark" },
      { kind: "block", blockNo: 7, options: [7, 3, 12, 40], answer: "7" },
    ],
    startedAt: updatedAt,
    expiresAt: new Date("2026-03-02T10:10:00.000Z"),
    submittedAt: null,
    score: null,
    attemptId: null,
  };
  const dto = presentDrill(drill, legend);
  expect(dto.drillId).toBe(drill.id);
  expect(dto.expiresAt).toBe("2026-03-02T10:10:00.000Z");
  expect(dto.questions.map((question) => question.kind)).toEqual(["glyph", "block"]);
  expect(JSON.stringify(dto)).not.toContain('"answer"');
});

test("presentDrillItem: after submitting, the right answer is the block by number and name, or the glyph", () => {
  expect(presentDrillItem({ kind: "block", blockNo: 7, options: [7], answer: "7" }, false)).toEqual({
    correct: false,
    answer: `Block 7 · ${label(7)}`,
  });
  expect(presentDrillItem({ kind: "glyph", blockNo: 3, answer: "Ark" }, true)).toEqual({
    correct: true,
    answer: "Ark",
  });
});
