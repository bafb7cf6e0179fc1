import { describe, expect, test } from "vitest";
import { liveGames } from "@common/games/registry";
import type { CatalogGameDto } from "@common/schemas/games";
import { hubItems, kidsTile } from "./hub-items";

// The catalogue's games are the adult ones; the kids games are reached through the Kids tile.
const games: CatalogGameDto[] = liveGames
  .filter((game) => game.audience === "adult")
  .map((game) => ({
    game,
    locked: game.plan !== "games.core",
    requiredPlan: game.plan === "games.core" ? null : "premium",
    personalBests: [],
  }));

describe("hub items", () => {
  test("one card per catalogue game, then the locked Kids tile", () => {
    const items = hubItems({ games, kidsLocked: true });
    expect(items).toHaveLength(games.length + 1);
    expect(items.at(-1)).toMatchObject({ kind: "kids", category: "kids", locked: true });
    expect(items.filter((item) => item.kind === "game" && item.locked).length).toBe(
      games.filter((entry) => entry.locked).length,
    );
  });

  test("a member whose plan includes kids games gets the open Kids tile (§2.2: Open Kids Games)", () => {
    const items = hubItems({ games, kidsLocked: false });
    expect(items).toHaveLength(games.length + 1);
    expect(items.filter((item) => item.kind === "kids")).toEqual([
      expect.objectContaining({ kind: "kids", category: "kids", locked: false }),
    ]);
    expect(items.at(-1)?.kind).toBe("kids");
  });

  test("the Kids tile opens the kids catalogue", () => {
    expect(kidsTile.href).toBe("/kids-games");
  });
});
