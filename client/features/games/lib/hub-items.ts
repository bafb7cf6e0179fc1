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
} as const;

/**
 * The Kids tile is shown only to members whose plan lacks kids games, as a locked card: the kids pages arrive
 * with issue 16, and until then an entitled member would have nowhere to go, so the tile stays out of their grid.
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
  if (!catalog.kidsLocked) return cards;
  return [
    ...cards,
    {
      kind: "kids",
      key: "kids",
      title: kidsTile.title,
      tagline: kidsTile.tagline,
      rooms: [],
      category: "kids",
      locked: true,
    },
  ];
}
