import { describe, expect, test } from "vitest";
import { games } from "@common/games/registry";
import {
  defaultHubFilter,
  filterHubItems,
  type HubFilter,
  type HubFilterable,
  hubFilterParams,
  isDefaultHubFilter,
  matchesWords,
  parseHubFilter,
  tagOfQuery,
} from "./hub-filter";

type Item = HubFilterable & { id: string };

const registryItems: Item[] = games
  .filter((game) => game.audience === "adult")
  .map((game) => ({
    id: game.id,
    title: game.title,
    tagline: game.tagline,
    rooms: game.rooms,
    category: game.category,
    locked: game.plan !== "games.core",
  }));
const kidsTile: Item = {
  id: "kids",
  title: "Kids Games",
  tagline: "Bible games for children.",
  rooms: [],
  category: "kids",
  locked: true,
};
const items = [...registryItems, kidsTile];

const filter = (patch: Partial<HubFilter>) =>
  filterHubItems(items, { ...defaultHubFilter, ...patch }).map((item) => item.id);

describe("hub filters", () => {
  test("the default filter shows every item, the Kids tile included", () => {
    expect(filter({})).toHaveLength(items.length);
  });

  test("BL shows exactly the four games with a BL badge (§2.5 item 6)", () => {
    expect(filter({ query: "BL" }).sort()).toEqual(
      ["equation-builder", "escape-dragon", "sanctuary-run", "sanctuary_architect"].sort(),
    );
  });

  test("a tag query is exact: games marked 'all' have no BL badge, and surrounding spaces are ignored", () => {
    expect(filter({ query: "  BL " })).not.toContain("palace_quiz");
    expect(filter({ query: "BL" })).not.toContain("palace-cards");
  });

  test("tags are case-sensitive: 'bl' is a word query, not the BL room", () => {
    expect(tagOfQuery("bl", items)).toBeNull();
    expect(tagOfQuery("BL", items)).toBe("BL");
    expect(filter({ query: "bl" })).toEqual([]);
  });

  test("tags with symbols and mixed case work: TRm, P‖, @", () => {
    expect(filter({ query: "TRm" }).sort()).toEqual(
      ["chain-war", "controversy-raid", "equation-builder", "principle_puzzle"].sort(),
    );
    expect(filter({ query: "P‖" })).toEqual(["concentration"]);
    expect(filter({ query: "@" })).toEqual(["cycle_navigator"]);
  });

  test("a palace tag no game carries shows nothing (it still names a room)", () => {
    expect(tagOfQuery("IR", items)).toBe("IR");
    expect(filter({ query: "IR" })).toEqual([]);
  });

  test("'all' is not a tag", () => {
    expect(tagOfQuery("all", items)).toBeNull();
  });

  test("other queries match the starts of words in the title or tagline, ignoring case", () => {
    expect(filter({ query: "quiz" })).toEqual(["palace_quiz"]);
    expect(filter({ query: "SANCT" })).toEqual(
      expect.arrayContaining(["sanctuary-run", "sanctuary_architect"]),
    );
    expect(filter({ query: "fulfilment" })).toEqual(["concentration"]);
    expect(filter({ query: "kids" })).toEqual(["kids"]);
  });

  test("every word of the query must match", () => {
    expect(filter({ query: "palace quiz" })).toEqual(["palace_quiz"]);
    expect(filter({ query: "palace zebra" })).toEqual([]);
  });

  test("a word inside another word does not match", () => {
    expect(matchesWords({ title: "Palace Quiz", tagline: "" }, "uiz")).toBe(false);
    expect(matchesWords({ title: "Connect-6 Draft", tagline: "" }, "6")).toBe(true);
  });

  test("category tabs", () => {
    expect(filter({ category: "memory" }).sort()).toEqual(["concentration", "palace-cards", "verse_match"]);
    expect(filter({ category: "kids" })).toEqual(["kids"]);
    expect(filter({ category: "adventure" }).sort()).toEqual(["escape-room", "treasure-hunt"]);
    expect(filter({ category: "cards" })).toHaveLength(10);
  });

  test("only games on my plan leaves out locked items", () => {
    expect(filter({ onlyMyPlan: true }).sort()).toEqual(["concentration", "palace_quiz", "verse_match"]);
  });

  test("the Kids tile is on my plan when kids games are (it is locked only for plans without them)", () => {
    const open = [...registryItems, { ...kidsTile, locked: false }];
    const mine = filterHubItems(open, { ...defaultHubFilter, onlyMyPlan: true }).map((item) => item.id);
    expect(mine.sort()).toEqual(["concentration", "kids", "palace_quiz", "verse_match"]);
  });

  test("filters combine", () => {
    expect(filter({ category: "quiz", query: "BL" })).toEqual(["sanctuary_architect"]);
    expect(filter({ category: "memory", query: "BL" })).toEqual([]);
    expect(filter({ category: "memory", onlyMyPlan: true, query: "verse" })).toEqual(["verse_match"]);
  });
});

describe("hub filter in the URL", () => {
  test("round trip", () => {
    const value: HubFilter = { category: "quiz", query: "BL", onlyMyPlan: true };
    expect(parseHubFilter(hubFilterParams(value))).toEqual(value);
  });

  test("defaults are left out of the URL", () => {
    expect(hubFilterParams(defaultHubFilter).toString()).toBe("");
    expect(isDefaultHubFilter(parseHubFilter(new URLSearchParams()))).toBe(true);
  });

  test("an unknown category falls back to All", () => {
    expect(parseHubFilter(new URLSearchParams("category=arcade&mine=yes"))).toEqual(defaultHubFilter);
  });
});
