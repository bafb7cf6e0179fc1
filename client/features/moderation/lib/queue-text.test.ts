import { describe, expect, test } from "vitest";
import { foldAfterChars, foldText, queueFilterOf, reasonBadges, timeAgo } from "./queue-text";

const report = (id: string) => ({
  id,
  reporter: { displayName: id },
  reason: "spam" as const,
  details: "",
  createdAt: "2026-03-02T10:00:00.000Z",
});

describe("the filter tab from the address", () => {
  test.each([
    ["reported", "reported"],
    ["pending", "pending"],
    ["all", "all"],
    [null, "all"],
    ["hidden", "all"],
    ["REPORTED", "all"],
  ])("%s → %s", (value, filter) => {
    expect(queueFilterOf(value)).toBe(filter);
  });
});

describe("why an item is in the queue", () => {
  test("held, reported, or both; the report badge counts the open reports", () => {
    expect(reasonBadges({ reasons: ["pending"], openReports: [] })).toEqual(["Waiting for review"]);
    expect(
      reasonBadges({ reasons: ["reported"], openReports: [report("a"), report("b"), report("c")] }),
    ).toEqual(["Reported ×3"]);
    expect(reasonBadges({ reasons: ["reported", "pending"], openReports: [report("a")] })).toEqual([
      "Waiting for review",
      "Reported ×1",
    ]);
  });
});

describe("folding long text", () => {
  test("short text is shown whole", () => {
    expect(foldText("Who interpreted the dream?\nDaniel")).toEqual({
      long: false,
      preview: "Who interpreted the dream?\nDaniel",
    });
  });

  test("long text folds on a word, marked with an ellipsis", () => {
    const text = "stone ".repeat(200).trim();
    const folded = foldText(text);
    expect(folded.long).toBe(true);
    expect(folded.preview.length).toBeLessThanOrEqual(foldAfterChars + 1);
    expect(folded.preview).toMatch(/stone…$/);
  });

  test("many short lines fold after the sixth", () => {
    const text = Array.from({ length: 10 }, (_, i) => `Card ${i + 1}`).join("\n");
    const folded = foldText(text);
    expect(folded.long).toBe(true);
    expect(folded.preview).toBe("Card 1\nCard 2\nCard 3\nCard 4\nCard 5\nCard 6…");
  });
});

describe("how long ago", () => {
  const now = new Date("2026-03-10T12:00:00.000Z");
  test.each([
    ["2026-03-10T11:59:30.000Z", "just now"],
    ["2026-03-10T12:00:05.000Z", "just now"],
    ["2026-03-10T11:57:00.000Z", "3 minutes ago"],
    ["2026-03-10T10:00:00.000Z", "2 hours ago"],
    ["2026-03-09T11:00:00.000Z", "yesterday"],
    ["2026-03-05T12:00:00.000Z", "5 days ago"],
    ["2025-12-01T12:00:00.000Z", "3 months ago"],
    ["2024-02-01T12:00:00.000Z", "2 years ago"],
  ])("%s → %s", (at, expected) => {
    expect(timeAgo(at, now, "en-US")).toBe(expected);
  });
});
