// The achievement catalogue (screens.md §3.10): 56 badges with unique ids, every counter one the server computes,
// positive thresholds, and the thresholds that restate content (38 rooms, 8 floors, 1,189 chapters) in step with it.
import { describe, expect, test } from "vitest";
import { TOTAL_CHAPTERS } from "@common/bible/books";
import { counterKinds } from "@common/constants/achievement-counters";
import { floors } from "./palace/floors";
import { roomOverviews } from "./palace/overview";
import {
  achievementCategories,
  achievements,
  achievementsOn,
  achievementTiers,
  findAchievement,
} from "./achievements";

describe("the achievement catalogue", () => {
  test("holds the 56 badges of the launch catalogue, each id once", () => {
    expect(achievements).toHaveLength(56);
    expect(new Set(achievements.map((achievement) => achievement.id)).size).toBe(56);
    expect(achievements.map((achievement) => achievement.sortOrder)).toEqual(
      Array.from({ length: 56 }, (_, index) => index + 1),
    );
  });

  test("every badge counts a known counter against a positive whole threshold, for positive points", () => {
    const categories = new Set<string>(achievementCategories.map((category) => category.id));
    for (const achievement of achievements) {
      expect(counterKinds, achievement.id).toContain(achievement.counter);
      expect(Number.isInteger(achievement.threshold) && achievement.threshold > 0, achievement.id).toBe(true);
      expect(achievement.points, achievement.id).toBeGreaterThan(0);
      expect(achievementTiers, achievement.id).toContain(achievement.tier);
      expect(categories.has(achievement.category), achievement.id).toBe(true);
      expect(achievement.name, achievement.id).not.toContain("(games)");
    }
  });

  test("the thresholds that restate content agree with it", () => {
    expect(findAchievement("palace-all-rooms")?.threshold).toBe(roomOverviews.length);
    expect(findAchievement("palace-8-floors")?.threshold).toBe(floors.length);
    expect(findAchievement("read-bible")?.threshold).toBe(TOTAL_CHAPTERS);
  });

  test("rows read as the table: Open Door, First Flame, Little Star", () => {
    expect(findAchievement("palace-first-room")).toMatchObject({
      name: "Open Door",
      icon: "🔑",
      points: 10,
      tier: "bronze",
      counter: "rooms_completed",
      threshold: 1,
    });
    expect(findAchievement("streak-3")).toMatchObject({
      name: "First Flame",
      counter: "longest_study_streak",
    });
    expect(findAchievement("little-star")).toMatchObject({ threshold: 6, counter: "kids_games_three_stars" });
    expect(achievementsOn(["chapters_read"]).map((achievement) => achievement.id)).toEqual([
      "read-10",
      "read-100",
      "read-bible",
    ]);
  });
});
