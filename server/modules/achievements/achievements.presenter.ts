import { achievementCategories, achievements } from "@common/content/achievements";
import type { AchievementCardDto, AchievementsDto } from "@common/schemas/achievements";
import type { EarnedRow } from "./achievements.queries";

const categoryOrder = new Map<string, number>(
  achievementCategories.map((category, index) => [category.id, index]),
);

/** screens.md §3.10: the grid runs by category, then threshold (then the catalogue's order). */
const ordered = [...achievements].sort(
  (a, b) =>
    (categoryOrder.get(a.category) ?? 0) - (categoryOrder.get(b.category) ?? 0) ||
    a.threshold - b.threshold ||
    a.sortOrder - b.sortOrder,
);

/** The catalogue with the member's state on every card, and the hero totals. */
export function presentAchievements(
  counters: Map<string, number>,
  earned: readonly EarnedRow[],
): AchievementsDto {
  const earnedAt = new Map(earned.map((row) => [row.achievementId, row.earnedAt]));
  const cards = ordered.map((achievement): AchievementCardDto => {
    const at = earnedAt.get(achievement.id);
    const value = Math.max(0, counters.get(achievement.counter) ?? 0);
    return {
      id: achievement.id,
      name: achievement.name,
      icon: achievement.icon,
      criterion: achievement.criterion,
      points: achievement.points,
      tier: achievement.tier,
      category: achievement.category,
      threshold: achievement.threshold,
      current: at ? achievement.threshold : Math.min(value, achievement.threshold),
      unlocked: at !== undefined,
      earnedAt: at?.toISOString() ?? null,
    };
  });
  const unlocked = cards.filter((card) => card.unlocked);
  return {
    totals: {
      unlocked: unlocked.length,
      total: cards.length,
      points: unlocked.reduce((sum, card) => sum + card.points, 0),
      percent: Math.floor((100 * unlocked.length) / cards.length),
    },
    categories: achievementCategories.map((category) => ({ id: category.id, label: category.label })),
    achievements: cards,
  };
}
