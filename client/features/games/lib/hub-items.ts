/** The hub grid's items (games.md §2.1 item 6): one card per catalogue game, plus the Kids tile. */
import { entitlements } from "@common/policies/entitlements";
import type { CatalogDto, CatalogGameDto } from "@common/schemas/games";
import type { HubFilterable } from "./hub-filter";

export type HubItem = HubFilterable & { key: string } & (
    { kind: "game"; entry: CatalogGameDto } | { kind: "kids" }
  );

export const kidsTile = {
  title: "Kids Games",
  tagline: entitlements["games.kids"].benefit,
  icon: "🧒",
  href: "/kids-games",
} as const;

/**
 * The Kids tile is always the grid's last item (games.md §2.1 item 6, §2.2): it opens the kids catalogue, or — for a
 * plan without kids games — shows a lock and Unlock.
 */
export function hubItems(catalog: Pick<CatalogDto, "games" | "kidsLocked">): HubItem[] {
  const cards: HubItem[] = catalog.games.map((entry) => ({
    kind: "game",
    key: entry.game.id,
    entry,
    title: entry.game.title,
    tagline: entry.game.tagline,
    rooms: entry.game.rooms,
    category: entry.game.category,
    locked: entry.locked,
  }));
  return [
    ...cards,
    {
      kind: "kids",
      key: "kids",
      title: kidsTile.title,
      tagline: kidsTile.tagline,
      rooms: [],
      category: "kids",
      locked: catalog.kidsLocked,
    },
  ];
}
