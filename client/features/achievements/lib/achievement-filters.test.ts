// The achievements page's filters (screens §3.10): All / Unlocked / Locked, one category, read from the address.
import { describe, expect, test } from "vitest";
import type { AchievementCardDto } from "@common/schemas/achievements";
import { filterFrom, groupCards, matchesFilter, progressPercent } from "./achievement-filters";

const card = (
  id: string,
  category: AchievementCardDto["category"],
  unlocked: boolean,
): AchievementCardDto => ({
  id,
  name: id,
  icon: "⭐",
  criterion: "",
  points: 10,
  tier: "bronze",
  category,
  threshold: 10,
  current: unlocked ? 10 : 3,
  unlocked,
  earnedAt: unlocked ? "2026-06-01T10:00:00.000Z" : null,
});

const cards = [card("a", "palace", true), card("b", "palace", false), card("c", "reading", false)];
const categories = [
  { id: "palace", label: "Palace" },
  { id: "drills", label: "Drills" },
  { id: "reading", label: "Reading" },
];

describe("achievement filters", () => {
  test.each([
    ["", { show: "all", category: null }],
    ["show=locked", { show: "locked", category: null }],
    ["show=unlocked&category=reading", { show: "unlocked", category: "reading" }],
    ["show=nope&category=nope", { show: "all", category: null }],
  ])("?%s reads as %o", (query, expected) => {
    expect(filterFrom(new URLSearchParams(query), ["palace", "reading"])).toEqual(expected);
  });

  test("Unlocked and Locked split the cards; a category narrows them", () => {
    expect(
      cards.filter((each) => matchesFilter(each, { show: "unlocked", category: null })).map((c) => c.id),
    ).toEqual(["a"]);
    expect(
      cards.filter((each) => matchesFilter(each, { show: "locked", category: null })).map((c) => c.id),
    ).toEqual(["b", "c"]);
    expect(
      cards.filter((each) => matchesFilter(each, { show: "all", category: "reading" })).map((c) => c.id),
    ).toEqual(["c"]);
  });

  test("groups follow the category order and leave empty ones out", () => {
    const groups = groupCards(cards, categories, { show: "all", category: null });
    expect(groups.map((group) => [group.category.id, group.cards.map((c) => c.id)])).toEqual([
      ["palace", ["a", "b"]],
      ["reading", ["c"]],
    ]);
    expect(groupCards(cards, categories, { show: "unlocked", category: "reading" })).toEqual([]);
  });

  test("progress is a whole percent, capped at 100", () => {
    expect(progressPercent({ current: 0, threshold: 10 })).toBe(0);
    expect(progressPercent({ current: 3, threshold: 10 })).toBe(30);
    expect(progressPercent({ current: 9, threshold: 1189 })).toBe(0);
    expect(progressPercent({ current: 12, threshold: 10 })).toBe(100);
  });
});
