import { describe, expect, it } from "vitest";
import { adventureDraftMessages } from "@common/schemas/adventure-drafts";
import {
  approveBlockedReason,
  categoryLabel,
  decisionLine,
  draftedLine,
  type DraftFormValues,
  draftKindOf,
  draftRequestOf,
  pendingSummary,
  requestDetail,
} from "./draft-format";

const values: DraftFormValues = {
  kind: "hunt",
  huntDifficulty: "pro",
  theme: "",
  roomTag: "",
  puzzleDifficulty: "easy",
  category: "",
};

describe("draftKindOf", () => {
  it.each([
    ["puzzle", "puzzle"],
    ["hunt", "hunt"],
    [null, "hunt"],
    ["PUZZLE", "hunt"],
    ["chess", "hunt"],
  ] as const)("%s → %s", (value, kind) => expect(draftKindOf(value)).toBe(kind));
});

describe("draftRequestOf", () => {
  it("leaves an empty theme out of a hunt", () => {
    expect(draftRequestOf({ ...values, theme: "   " })).toEqual({ kind: "hunt", difficulty: "pro" });
  });
  it("trims a hunt's theme", () => {
    expect(draftRequestOf({ ...values, theme: "  the Lamb " })).toEqual({
      kind: "hunt",
      difficulty: "pro",
      theme: "the Lamb",
    });
  });
  it("sends a puzzle's room and difficulty, and its category when chosen", () => {
    const puzzle = { ...values, kind: "puzzle" as const, roomTag: "BL", puzzleDifficulty: "hard" as const };
    expect(draftRequestOf(puzzle)).toEqual({ kind: "puzzle", roomTag: "BL", difficulty: "hard" });
    expect(draftRequestOf({ ...puzzle, category: "gospel" })).toEqual({
      kind: "puzzle",
      roomTag: "BL",
      difficulty: "hard",
      category: "gospel",
    });
  });
});

describe("approveBlockedReason", () => {
  it.each([
    [{ status: "pending", problems: [], canApprove: true }, null],
    [
      { status: "pending", problems: ["Clue 2 is too short."], canApprove: false },
      adventureDraftMessages.hasProblems,
    ],
    [{ status: "approved", problems: [], canApprove: false }, adventureDraftMessages.notPending],
    [{ status: "rejected", problems: ["x"], canApprove: false }, adventureDraftMessages.notPending],
  ] as const)("%o → %s", (draft, reason) =>
    expect(approveBlockedReason({ ...draft, problems: [...draft.problems] })).toBe(reason),
  );
});

describe("dates and summaries", () => {
  it("a pending draft says only that it waits", () => {
    expect(decisionLine({ status: "pending", reviewedAt: null }, "en-GB")).toBe("Waiting for review");
  });
  it("a decided draft says its status and the date in UTC", () => {
    expect(decisionLine({ status: "approved", reviewedAt: "2025-05-03T14:05:00.000Z" }, "en-GB")).toBe(
      "Approved · 3 May 2025, 14:05 UTC",
    );
    expect(draftedLine("2025-05-03T14:05:00.000Z", "en-GB")).toBe("Drafted 3 May 2025, 14:05 UTC");
  });
  it("counts the pending drafts", () => {
    expect(pendingSummary([])).toBe("Nothing waiting for review.");
    expect(pendingSummary([{ status: "pending" }, { status: "approved" }, { status: "pending" }])).toBe(
      "2 waiting for review.",
    );
  });
  it("capitalises a category", () => {
    expect(categoryLabel("sanctuary")).toBe("Sanctuary");
  });
});

describe("requestDetail", () => {
  it.each([
    ["puzzle · BL · easy · gospel", "Asked for: BL · easy · gospel"],
    ["hunt · beginner · the Lamb", "Asked for: beginner · the Lamb"],
    ["hunt", ""],
  ])("%s → %s", (label, detail) => expect(requestDetail(label)).toBe(detail));
});
