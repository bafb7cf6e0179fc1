import { describe, expect, it } from "vitest";
import { parseReference } from "@common/bible/reference";
import { liveGames } from "@common/games/registry";
import { gameRulesText } from "./play-rules-text";

describe("rules text", () => {
  it("covers every live game with two summary lines and a How to play", () => {
    // The kids games have their own pages and words (§4.19); the adult game page's rules cover the rest.
    // The adventures (hunts, escape rooms) and Chain Chess explain themselves on their own pages: a custom engine
    // whose hub buttons lead there.
    const ownPage = (g: (typeof liveGames)[number]) => g.engine === "custom" && g.buttons !== undefined;
    for (const game of liveGames.filter((g) => g.audience === "adult" && !ownPage(g))) {
      const rules = gameRulesText[game.id];
      expect(rules, game.id).toBeDefined();
      expect(rules?.summary).toHaveLength(2);
      expect(rules?.howTo.length, game.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("cites real KJV verses", () => {
    const cited = Object.values(gameRulesText).flatMap((rules) => [
      rules.why.ref,
      ...rules.howTo.flatMap((step) =>
        [...step.matchAll(/\(([1-3]?\s?[A-Z][a-z]+ \d+:\d+(?:-\d+)?)\)/g)].map((m) => m[1] ?? ""),
      ),
    ]);
    expect(cited.length).toBeGreaterThanOrEqual(Object.keys(gameRulesText).length + 1);
    for (const reference of cited) expect(parseReference(reference), reference).not.toBeNull();
  });
});
