// The page's filters (screens §3.10): All / Unlocked / Locked and one category, kept in the address so a filtered
// view can be reloaded or shared.
import type { AchievementCardDto } from "@common/schemas/achievements";

export const achievementShows = [
  { id: "all", label: "All" },
  { id: "unlocked", label: "Unlocked" },
  { id: "locked", label: "Locked" },
] as const;
export type AchievementShow = (typeof achievementShows)[number]["id"];

export type AchievementFilter = { show: AchievementShow; category: string | null };

/** The filter in `?show=&category=`; anything unknown reads as All / every category. */
export function filterFrom(params: URLSearchParams, categories: readonly string[]): AchievementFilter {
  const show = params.get("show");
  const category = params.get("category");
  return {
    show: achievementShows.some((each) => each.id === show) ? (show as AchievementShow) : "all",
    category: category !== null && categories.includes(category) ? category : null,
  };
}

export function matchesFilter(card: AchievementCardDto, filter: AchievementFilter): boolean {
  if (filter.show === "unlocked" && !card.unlocked) return false;
  if (filter.show === "locked" && card.unlocked) return false;
  return filter.category === null || card.category === filter.category;
}

/** The cards that pass the filter, grouped by category in the page's order (empty groups left out). */
export function groupCards<C extends { id: string; label: string }>(
  cards: readonly AchievementCardDto[],
  categories: readonly C[],
  filter: AchievementFilter,
): { category: C; cards: AchievementCardDto[] }[] {
  const shown = cards.filter((card) => matchesFilter(card, filter));
  return categories
    .map((category) => ({ category, cards: shown.filter((card) => card.category === category.id) }))
    .filter((group) => group.cards.length > 0);
}

/** The share of a locked card's way done, 0–100. */
export function progressPercent(card: Pick<AchievementCardDto, "current" | "threshold">): number {
  if (card.threshold <= 0) return 0;
  return Math.min(100, Math.floor((100 * Math.max(0, card.current)) / card.threshold));
}
