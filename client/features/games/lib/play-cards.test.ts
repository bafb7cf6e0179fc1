import { describe, expect, it } from "vitest";
import type { CardDto } from "@common/schemas/games";
import { cardsRoundReady, pickRuleText } from "./play-cards";

const card = (code: string, kind: CardDto["kind"]): CardDto => ({ code, name: code, meaning: "", kind });
const chainWar = {
  hand: [card("2D", "dimension"), card("|S", "wall"), card("⊙", "operator"), card("∥", "operator")],
  pick: { min: 2, max: 3, needKinds: ["dimension", "wall"] as CardDto["kind"][] },
  words: { min: 15, perCard: true },
  refField: true,
};

describe("card rounds: when Submit is enabled (§4.0, §4.2)", () => {
  it("a dealt hand needs no pick, only the words", () => {
    const dealt = {
      ...chainWar,
      pick: { min: 0, max: 0, needKinds: [] },
      words: { min: 50, perCard: false },
    };
    expect(cardsRoundReady({ ...dealt, refField: false }, { cards: [], ref: "", words: 50 }).ok).toBe(true);
    expect(cardsRoundReady({ ...dealt, refField: false }, { cards: [], ref: "", words: 49 }).ok).toBe(false);
  });

  it("reads the pick rule", () => {
    expect(pickRuleText(chainWar.pick)).toBe("Pick 2–3 cards, at least one a dimension or wall.");
    expect(pickRuleText({ min: 1, max: 1, needKinds: [] })).toBe("Pick 1 card.");
    expect(pickRuleText({ min: 0, max: 0, needKinds: [] })).toBe("Use every card dealt.");
  });

  it("operators alone never enable Submit, whatever the words (§4.2 acceptance 3)", () => {
    expect(cardsRoundReady(chainWar, { cards: ["⊙", "∥"], ref: "John 1:1", words: 80 }).ok).toBe(false);
    expect(cardsRoundReady(chainWar, { cards: ["2D", "∥"], ref: "John 1:1", words: 30 }).ok).toBe(true);
  });

  it("counts the word minimum per card played, needs the reference and 2–3 cards", () => {
    expect(cardsRoundReady(chainWar, { cards: ["2D", "|S", "⊙"], ref: "Heb 9:11", words: 30 })).toEqual({
      ok: false,
      minWords: 45,
      wordsMet: false,
    });
    expect(cardsRoundReady(chainWar, { cards: ["2D", "|S"], ref: " ", words: 30 }).ok).toBe(false);
    expect(cardsRoundReady(chainWar, { cards: ["2D"], ref: "Heb 9:11", words: 30 }).ok).toBe(false);
  });
});
