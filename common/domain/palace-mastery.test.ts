import { describe, expect, it } from "vitest";
import { levelFor, milestoneUnlocked, nextThreshold, palaceTitle } from "./palace-mastery";

describe("levelFor", () => {
  it.each([
    [0, 0, 1],
    [99, 0, 1],
    [100, 0, 1],
    [100, 1, 2],
    [349, 1, 2],
    [350, 1, 2],
    [350, 2, 3],
    [850, 3, 4],
    [1849, 3, 4],
    [1850, 3, 4],
    [1850, 4, 5],
    [5000, 4, 5],
    [5000, 2, 3],
  ])("xp %i with %i milestones → level %i", (xp, milestones, level) => {
    expect(levelFor(xp, milestones)).toBe(level);
  });

  it("never drops below the level already reached", () => {
    expect(levelFor(0, 0, 3)).toBe(3);
  });
});

describe("thresholds and milestones", () => {
  it("gives the next threshold per level", () => {
    expect([1, 2, 3, 4, 5].map((l) => nextThreshold(l as 1))).toEqual([100, 350, 850, 1850, null]);
  });
  it("opens milestone N at the level N+1 threshold", () => {
    expect(milestoneUnlocked(99, 1)).toBe(false);
    expect(milestoneUnlocked(100, 1)).toBe(true);
    expect(milestoneUnlocked(849, 3)).toBe(false);
    expect(milestoneUnlocked(1850, 4)).toBe(true);
  });
});

describe("palaceTitle", () => {
  it.each([
    [0, "Aspiring Scholar"],
    [1, "Blue Master"],
    [3, "Blue Master"],
    [4, "Red Master"],
    [10, "Gold Master"],
    [19, "Purple Master"],
    [28, "White Master"],
    [37, "White Master"],
    [38, "Black Master"],
  ])("%i mastered → %s", (n, title) => {
    expect(palaceTitle(n)).toBe(title);
  });
});
