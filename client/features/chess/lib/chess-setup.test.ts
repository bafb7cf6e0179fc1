import { describe, expect, it } from "vitest";
import { createRequest, defaultSetup, setupOf, toggleCategory, withLevel } from "./chess-setup";

describe("the setup", () => {
  it("starts from the spec's defaults: Adults, every category, 6 moves each", () => {
    expect(defaultSetup).toMatchObject({
      level: "adults",
      categories: ["book", "room", "principle"],
      movesPerSide: 6,
    });
  });

  it("keeps Kids to the Books category", () => {
    const kids = withLevel(defaultSetup, "kids");
    expect(kids.categories).toEqual(["book"]);
    expect(toggleCategory(kids, "room", true).categories).toEqual(["book"]);
    expect(withLevel(kids, "adults").categories).toEqual(["book", "room", "principle"]);
  });

  it("toggles categories in list order", () => {
    const two = toggleCategory(defaultSetup, "room", false);
    expect(two.categories).toEqual(["book", "principle"]);
    expect(toggleCategory(two, "room", true).categories).toEqual(["book", "room", "principle"]);
  });

  it("asks the bot with its strength and a friend with a pace", () => {
    expect(createRequest("bot", defaultSetup)).toEqual({
      ok: true,
      body: {
        opponent: "bot",
        level: "adults",
        categories: ["book", "room", "principle"],
        movesPerSide: 6,
        firstPlayer: "me",
        botLevel: "normal",
      },
    });
    const open = createRequest("pvp", { ...defaultSetup, visibility: "open", pace: "correspondence" }, true);
    expect(open).toMatchObject({
      ok: true,
      body: { opponent: "open", pace: "correspondence", options: { fastClock: true } },
    });
    expect(open.ok && "botLevel" in open.body).toBe(false);
  });

  it("refuses no category with the shared message", () => {
    expect(createRequest("bot", { ...defaultSetup, categories: [] })).toEqual({
      ok: false,
      message: "Choose at least one category.",
    });
  });

  it("plays again with a finished match's settings", () => {
    expect(
      setupOf({
        level: "kids",
        categories: ["book"],
        movesPerSide: 4,
        botLevel: "hard",
        pace: null,
        visibility: null,
      }),
    ).toMatchObject({ level: "kids", categories: ["book"], movesPerSide: 4, botLevel: "hard", pace: "live" });
  });
});
