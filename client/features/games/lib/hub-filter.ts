/**
 * The hub's filters (games.md §2.1 item 5): category tab, search box and "Only games on my plan". Pure, so the
 * rules are tested without a browser, and kept in the URL (`?category=&q=&mine=1`) so a member who opens a game
 * and comes back finds the hub as they left it.
 */
import { type GameCategory, gameCategories } from "@common/games/registry";
import { roomOverviews } from "@common/content/palace/overview";

export type HubCategory = GameCategory | "all";

export interface HubFilter {
  category: HubCategory;
  query: string;
  onlyMyPlan: boolean;
}

/** What the filters read from a grid item (a game card or the Kids tile). */
export interface HubFilterable {
  title: string;
  tagline: string;
  /** Room tags exactly as the palace stores them; "all" means every room (one "All rooms" badge). */
  rooms: readonly string[];
  category: GameCategory;
  locked: boolean;
}

export const defaultHubFilter: HubFilter = { category: "all", query: "", onlyMyPlan: false };

const palaceTags: ReadonlySet<string> = new Set(roomOverviews.map((room) => room.tag));
const categoryIds: ReadonlySet<string> = new Set(gameCategories.map((category) => category.id));

const isCategory = (value: string | null): value is HubCategory => value !== null && categoryIds.has(value);

/** Lower-cased words of a text: runs of letters and digits in any script ("Connect-6" → connect, 6). */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A query equal to a room tag (case-sensitive: `BL`, `TRm`, `P‖`) asks for exactly the games with that room's
 * badge. "all" is the registry's marker for every room, not a tag.
 */
export function tagOfQuery(query: string, items: readonly HubFilterable[] = []): string | null {
  const q = query.trim();
  if (q === "" || q === "all") return null;
  return palaceTags.has(q) || items.some((item) => item.rooms.includes(q)) ? q : null;
}

/** Any other query: each of its words must begin a word of the title or the tagline, ignoring case. */
export function matchesWords(item: Pick<HubFilterable, "title" | "tagline">, query: string): boolean {
  const wanted = wordsOf(query);
  if (wanted.length === 0) return true;
  const words = wordsOf(`${item.title} ${item.tagline}`);
  return wanted.every((part) => words.some((word) => word.startsWith(part)));
}

export function filterHubItems<T extends HubFilterable>(items: readonly T[], filter: HubFilter): T[] {
  const tag = tagOfQuery(filter.query, items);
  return items.filter(
    (item) =>
      (filter.category === "all" || item.category === filter.category) &&
      (!filter.onlyMyPlan || !item.locked) &&
      (tag !== null ? item.rooms.includes(tag) : matchesWords(item, filter.query)),
  );
}

export function isDefaultHubFilter(filter: HubFilter): boolean {
  return filter.category === "all" && filter.query.trim() === "" && !filter.onlyMyPlan;
}

/** Reads the filters from the page's search params; anything unknown falls back to the default. */
export function parseHubFilter(params: URLSearchParams): HubFilter {
  const category = params.get("category");
  return {
    category: isCategory(category) ? category : "all",
    query: params.get("q") ?? "",
    onlyMyPlan: params.get("mine") === "1",
  };
}

/** The search params for a filter: defaults are left out, so the plain hub stays `/games`. */
export function hubFilterParams(filter: HubFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.category !== "all") params.set("category", filter.category);
  if (filter.query !== "") params.set("q", filter.query);
  if (filter.onlyMyPlan) params.set("mine", "1");
  return params;
}
