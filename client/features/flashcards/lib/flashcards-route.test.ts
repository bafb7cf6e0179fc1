import { describe, expect, it } from "vitest";
import { type FlashcardsView, flashcardsHref, flashcardsView } from "./flashcards-route";

describe("flashcardsView", () => {
  it.each<[string, FlashcardsView]>([
    ["", { kind: "list", tab: "mine" }],
    ["?tab=public", { kind: "list", tab: "public" }],
    ["?tab=nonsense", { kind: "list", tab: "mine" }],
    ["?deck=d1", { kind: "deck", deckId: "d1" }],
    ["?deck=d1&tab=public", { kind: "deck", deckId: "d1" }],
    ["?deck=d1&review=1", { kind: "review", deckId: "d1" }],
    ["?deck=d1&review=yes", { kind: "deck", deckId: "d1" }],
    ["?review=1", { kind: "list", tab: "mine" }],
  ])("reads %s", (search, expected) => {
    expect(flashcardsView(new URLSearchParams(search))).toEqual(expected);
  });
});

describe("flashcardsHref", () => {
  it.each<[FlashcardsView, string]>([
    [{ kind: "list", tab: "mine" }, "/flashcards"],
    [{ kind: "list", tab: "public" }, "/flashcards?tab=public"],
    [{ kind: "deck", deckId: "d1" }, "/flashcards?deck=d1"],
    [{ kind: "review", deckId: "d1" }, "/flashcards?deck=d1&review=1"],
  ])("writes %o", (view, href) => {
    expect(flashcardsHref(view)).toBe(href);
    expect(flashcardsView(new URLSearchParams(href.split("?")[1] ?? ""))).toEqual(view);
  });
});
