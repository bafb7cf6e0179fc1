import { describe, expect, test } from "vitest";
import { findKidsGame, kidsGames } from "@common/games/registry";
import type { KidsBand } from "@common/games/rules";
import {
  ageTabs,
  bandRange,
  gameBands,
  gamesForTab,
  kidsGameHref,
  parseAgeTab,
  playBands,
  resolveBand,
  starsForTab,
} from "./kids-bands";

const catalogue = kidsGames.map((game) => ({ id: game.id, bands: gameBands(game) }));
const game = (id: string) => {
  const found = findKidsGame(id);
  if (!found) throw new Error(`no kids game ${id}`);
  return found;
};

describe("age tabs", () => {
  test("4–6, 7–9, 10–12, then All", () => {
    expect(ageTabs.map((tab) => tab.label)).toEqual(["4–6", "7–9", "10–12", "All"]);
  });

  test.each([
    ["4-6", "4-6"],
    ["10-12", "10-12"],
    ["all", "all"],
    [null, "all"],
    ["3-5", "all"],
    ["", "all"],
  ] as const)("?age=%s is the %s tab", (value, tab) => {
    expect(parseAgeTab(value)).toBe(tab);
  });

  test("All lists the 8 games; 4–6 lists 3 (§4.19 acceptance 1)", () => {
    expect(gamesForTab(catalogue, "all")).toHaveLength(8);
    expect(gamesForTab(catalogue, "4-6").map((entry) => entry.id)).toEqual([
      "creation_days",
      "two_by_two",
      "armor_of_god",
    ]);
    expect(gamesForTab(catalogue, "10-12").map((entry) => entry.id)).not.toContain("two_by_two");
  });

  test("a tab's Play opens that band; All offers every band of the game", () => {
    const armor = { bands: ["4-6", "7-9", "10-12"] as KidsBand[] };
    expect(playBands(armor, "7-9")).toEqual(["7-9"]);
    expect(playBands(armor, "all")).toEqual(["4-6", "7-9", "10-12"]);
    expect(playBands({ bands: ["10-12"] }, "4-6")).toEqual([]);
  });
});

describe("the band a game page plays", () => {
  test.each([
    ["two_by_two", "7-9", "7-9"],
    ["two_by_two", null, "4-6"],
    ["two_by_two", "10-12", "4-6"],
    ["two_by_two", "nonsense", "4-6"],
    ["parable_picker", "4-6", "10-12"],
    ["sanctuary_match", null, "7-9"],
  ] as const)("%s with ?age=%s plays %s", (id, age, band) => {
    expect(resolveBand(game(id), age)).toBe(band);
  });

  test("the address and the label of a band", () => {
    expect(kidsGameHref("two_by_two", "4-6")).toBe("/kids-games/two_by_two?age=4-6");
    expect(bandRange("10-12")).toBe("10–12");
  });
});

describe("stars under a tab", () => {
  const entry = { stars: 3, starsByBand: { "7-9": 3, "4-6": 1 } as Partial<Record<KidsBand, number>> };
  test.each([
    ["all", 3],
    ["4-6", 1],
    ["7-9", 3],
    ["10-12", 0],
  ] as const)("%s shows %i", (tab, stars) => {
    expect(starsForTab(entry, tab)).toBe(stars);
  });
});
