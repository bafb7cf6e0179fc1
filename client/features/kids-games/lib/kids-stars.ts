/** Stars (games.md §4.19): 0–3, drawn as ★ filled or ☆ empty, and said in words for screen readers. */
import type { GameResultDto } from "@common/schemas/games";

export const MAX_STARS = 3;

const clampStars = (stars: number) =>
  Number.isFinite(stars) ? Math.min(MAX_STARS, Math.max(0, Math.round(stars))) : 0;

/** One entry per star place: true = earned. */
export const starSlots = (stars: number): boolean[] =>
  Array.from({ length: MAX_STARS }, (_, index) => index < clampStars(stars));

/** "No stars yet", "1 star", "2 stars", "3 stars". */
export function starsLabel(stars: number): string {
  const count = clampStars(stars);
  if (count === 0) return "No stars yet";
  return count === 1 ? "1 star" : `${count} stars`;
}

/** A finished kids run's stars: the result's `stars` metric, else its score (out of 3). */
export function resultStars(result: Pick<GameResultDto, "metrics" | "score">): number {
  return clampStars(result.metrics.stars ?? result.score);
}
