// Study streaks (screens.md "Study day"): consecutive local days extend the run, the same day changes nothing, a
// missed day starts again at 1, and the longest is never lowered.
import { describe, expect, test } from "vitest";
import { nextStreak, type StreakRun } from "./activity";

const fresh: StreakRun = { current: 0, longest: 0, lastDay: null };

describe("nextStreak", () => {
  test("a first day starts a run of 1", () => {
    expect(nextStreak(fresh, "2026-06-01")).toEqual({ current: 1, longest: 1, lastDay: "2026-06-01" });
  });

  test("the next day extends it, across a month's end", () => {
    const run = { current: 2, longest: 2, lastDay: "2026-05-31" };
    expect(nextStreak(run, "2026-06-01")).toEqual({ current: 3, longest: 3, lastDay: "2026-06-01" });
  });

  test("the same day again, or an earlier one, changes nothing", () => {
    const run = { current: 3, longest: 5, lastDay: "2026-06-03" };
    expect(nextStreak(run, "2026-06-03")).toBe(run);
    expect(nextStreak(run, "2026-06-01")).toBe(run);
  });

  test("a missed day starts again at 1 and keeps the longest", () => {
    const run = { current: 4, longest: 4, lastDay: "2026-06-03" };
    expect(nextStreak(run, "2026-06-05")).toEqual({ current: 1, longest: 4, lastDay: "2026-06-05" });
  });
});
