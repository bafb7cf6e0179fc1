import { describe, expect, test } from "vitest";
import {
  ladderMode,
  nextDueLabel,
  suggestFromAccuracy,
  suggestFromMatch,
  suggestFromScramble,
} from "./grades";

describe("suggestFromAccuracy", () => {
  test.each([
    [1, "good"],
    [0.95, "good"],
    [0.94, "hard"],
    [0.8, "hard"],
    [0.79, "again"],
    [0, "again"],
  ] as const)("%s → %s", (accuracy, rating) => {
    expect(suggestFromAccuracy(accuracy)).toBe(rating);
  });

  test("Easy only at ≥ 95% without hesitation, where the mode allows it", () => {
    expect(suggestFromAccuracy(1, { easyAllowed: true, hesitated: false })).toBe("easy");
    expect(suggestFromAccuracy(0.96, { easyAllowed: true, hesitated: true })).toBe("good");
    expect(suggestFromAccuracy(0.9, { easyAllowed: true, hesitated: false })).toBe("hard");
  });
});

test("scramble: first check Good, later Hard, gave up Again", () => {
  expect(suggestFromScramble({ solved: true, checks: 1 })).toBe("good");
  expect(suggestFromScramble({ solved: true, checks: 3 })).toBe("hard");
  expect(suggestFromScramble({ solved: false, checks: 2 })).toBe("again");
});

test("type it / reference recall", () => {
  expect(suggestFromMatch(true)).toBe("good");
  expect(suggestFromMatch(false)).toBe("again");
});

test("the ladder climbs read → first letters → fade out → type it", () => {
  expect(ladderMode({ reps: 0, status: "new" })).toBe("flashcard");
  expect(ladderMode({ reps: 2, status: "learning" })).toBe("first-letters");
  expect(ladderMode({ reps: 4, status: "learning" })).toBe("fade-out");
  expect(ladderMode({ reps: 6, status: "learning" })).toBe("type-it");
  expect(ladderMode({ reps: 3, status: "memorized" })).toBe("type-it");
});

describe("nextDueLabel", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  test.each([
    ["2026-03-16T12:00:00Z", "in 6 days"],
    ["2026-03-11T13:00:00Z", "in 1 day"],
    ["2026-03-10T15:00:00Z", "in 3 hours"],
    ["2026-03-10T12:10:00Z", "in 10 minutes"],
    ["2026-03-10T12:00:00Z", "in 1 minute"],
  ])("%s → %s", (due, label) => {
    expect(nextDueLabel(due, now)).toBe(label);
  });
});
