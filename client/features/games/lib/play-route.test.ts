import { describe, expect, it } from "vitest";
import { gamePathSegments, isRunId, resolveGameRoute } from "./play-route";

describe("game addresses", () => {
  it("plays a live game at its own address, in its default or a named mode", () => {
    expect(resolveGameRoute("/games/palace_quiz")).toMatchObject({ kind: "game", mode: "solo" });
    expect(resolveGameRoute("/games/palace_quiz/bot")).toMatchObject({ kind: "game", mode: "bot" });
    expect(resolveGameRoute("/games/concentration")).toMatchObject({ kind: "game", mode: "solo" });
    expect(resolveGameRoute("/games/feast_calendar")).toMatchObject({ kind: "game", mode: "solo" });
  });

  it("redirects an alias to the canonical route, keeping a valid mode and the query", () => {
    expect(resolveGameRoute("/games/palace-quiz/bot", "?run=x")).toEqual({
      kind: "redirect",
      to: "/games/palace_quiz/bot?run=x",
      modeUnavailable: false,
    });
    expect(resolveGameRoute("/games/palace_cards")).toMatchObject({ to: "/games/palace-cards" });
    expect(resolveGameRoute("/games/verse_match/jeeves")).toMatchObject({ to: "/games/verse_match/bot" });
    // Chain Chess has its own page under /games/chain-chess/{gameId}: the bare id and its alias land on setup.
    expect(resolveGameRoute("/games/chain-chess")).toEqual({
      kind: "redirect",
      to: "/games/chain-chess/new",
      modeUnavailable: false,
    });
    expect(resolveGameRoute("/games/chain_chess/jeeves")).toMatchObject({ to: "/games/chain-chess/new" });
    expect(resolveGameRoute("/games/chain_chess/pvp")).toMatchObject({ to: "/games/chain-chess/new/pvp" });
    // The default mode named outright goes to the bare address.
    expect(resolveGameRoute("/games/palace_quiz/solo")).toMatchObject({ to: "/games/palace_quiz" });
  });

  it("sends an unknown mode to the default route with the notice", () => {
    expect(resolveGameRoute("/games/symbol_decoder/bot")).toEqual({
      kind: "redirect",
      to: "/games/symbol_decoder",
      modeUnavailable: true,
    });
  });

  it("knows no game outside the live registry", () => {
    expect(resolveGameRoute("/games/nonsense")).toEqual({ kind: "not-found" });
    expect(resolveGameRoute("/games")).toEqual({ kind: "not-found" });
    expect(resolveGameRoute("/games/a/b/c")).toEqual({ kind: "not-found" });
  });

  it("reads the segments", () => {
    expect(gamePathSegments("/games/palace_quiz/bot/")).toEqual({ segment: "palace_quiz", mode: "bot" });
    expect(gamePathSegments("/games/%E0%A4%A")).toBeNull();
  });

  it("accepts only run ids the server could know", () => {
    expect(isRunId("0b7c3c1e-7d0a-4c35-9d5a-2d7f5b6f8a10")).toBe(true);
    expect(isRunId("../../etc")).toBe(false);
    expect(isRunId(null)).toBe(false);
  });
});
