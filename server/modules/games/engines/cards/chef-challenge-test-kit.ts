// Test-only (the engine test, the route test and the e2e spec): Chef Challenge recipes built from a theme's curated
// content, so a test can cook a five-star dish without knowing the dealt theme in advance.
import { bookByOsis } from "@common/bible/books";
import { parseReference } from "@common/bible/reference";
import { CHEF_CHALLENGE, type ChefLevelId } from "@common/games/rules";
import type { ChefTheme } from "@server/modules/games/content/card-types";

const testamentOf = (ref: string) => {
  const start = parseReference(ref)?.ranges[0]?.start;
  return start ? bookByOsis(start.book)?.testament : undefined;
};

/**
 * §4.1 acceptance 1: `count` of the theme's anchors, one per line, in the theme's order (for an unordered theme,
 * the first anchor of the other Testament is swapped in so the recipe uses both).
 */
export function anchorRecipe(theme: ChefTheme, count: number): string {
  const picked = theme.anchors.slice(0, count);
  if (!theme.ordered && new Set(picked.map(testamentOf)).size < 2) {
    const other = theme.anchors.find((ref) => testamentOf(ref) !== testamentOf(picked[0] ?? ""));
    if (other) picked[picked.length - 1] = other;
  }
  return picked.join("\n");
}

/** A five-star recipe for a level: enough of the theme's anchors, in order, one per line. */
export function chefRecipe(theme: ChefTheme, level: ChefLevelId): string {
  const rules = CHEF_CHALLENGE.levels[level];
  return anchorRecipe(theme, Math.max(rules.minRefs, rules.anchorsNeeded));
}
