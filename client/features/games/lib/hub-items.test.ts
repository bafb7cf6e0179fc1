import { describe, expect, test } from "vitest";
import { liveGames } from "@common/games/registry";
import type { CatalogGameDto } from "@common/schemas/games";
import { hubItems } from "./hub-items";

const games: CatalogGameDto[] = liveGames.map((game) => ({
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

  test("no Kids tile for a member whose plan includes kids games (there is no kids page yet)", () => {
    expect(hubItems({ games, kidsLocked: false }).some((item) => item.kind === "kids")).toBe(false);
  });
});
