/**
 * Achievements (screens.md §3.10): what `GET /api/achievements` answers, and the realtime event on the member's own
 * `user:{id}` topic when a badge unlocks (published by the server's announcer after the earning transaction
 * committed; the shell shows the toast from it).
 */
import { z } from "zod";
import type { AchievementCategory, AchievementTier } from "@common/content/achievements";

/** How long the "Achievement unlocked" toast stays (screens.md §3.10: 6 s). */
export const ACHIEVEMENT_TOAST_MS = 6_000;

export const achievementUnlockedEventType = "achievement.unlocked";

export const achievementUnlockedEvent = z.object({
  type: z.literal(achievementUnlockedEventType),
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  points: z.number().int(),
});
export type AchievementUnlockedEvent = z.infer<typeof achievementUnlockedEvent>;

/** The realtime event, or null when `event` is something else on the topic. */
export function parseAchievementUnlocked(event: unknown): AchievementUnlockedEvent | null {
  const parsed = achievementUnlockedEvent.safeParse(event);
  return parsed.success ? parsed.data : null;
}

/** screens.md §3.10: "Achievement unlocked: {icon} {name} (+{points} points)". */
export const achievementToastText = (event: Pick<AchievementUnlockedEvent, "icon" | "name" | "points">) =>
  `Achievement unlocked: ${event.icon} ${event.name} (+${event.points} points)`;

/** The bell notification's title: "Achievement unlocked: {icon} {name}". */
export const achievementNotificationTitle = (achievement: { icon: string; name: string }) =>
  `Achievement unlocked: ${achievement.icon} ${achievement.name}`;

export type AchievementCardDto = {
  id: string;
  name: string;
  icon: string;
  criterion: string;
  points: number;
  tier: AchievementTier;
  category: AchievementCategory;
  threshold: number;
  /** The member's counter, at most the threshold on a locked card (an unlocked card shows the threshold). */
  current: number;
  unlocked: boolean;
  /** ISO time the badge was earned; null while locked. */
  earnedAt: string | null;
};

export type AchievementsDto = {
  totals: {
    unlocked: number;
    total: number;
    /** Points the member's badges brought. */
    points: number;
    /** Whole percent of the catalogue unlocked. */
    percent: number;
  };
  categories: { id: AchievementCategory; label: string }[];
  /** In catalogue order (category, then threshold). */
  achievements: AchievementCardDto[];
};
