import { describe, expect, it } from "vitest";
import type { CardDto } from "@common/schemas/games";
import { canAddPiece, equationGrammar, equationRoundReady } from "./play-equation";

const piece = (code: string, kind: CardDto["kind"]): CardDto => ({ code, name: code, meaning: "", kind });
const payload = {
  pieces: [
    piece("ALTAR", "article"),
    piece("2D", "dimension"),
    piece("|S", "wall"),
    piece("E-Now", "zone"),
    piece("≅", "operator"),
    piece("⊙", "operator"),
    piece("+", "operator"),
  ],
  lengths: [3, 5],
  minWords: 30,
};

describe("Equation Builder rounds: the grammar and when Submit is enabled (§4.9)", () => {
  it("guides the build step by step", () => {
    expect(equationGrammar(payload, []).message).toBe(
      "Start with an operand: a dimension, wall, article or zone.",
    );
    expect(equationGrammar(payload, ["ALTAR"]).message).toBe("Next: an operator.");
    expect(equationGrammar(payload, ["ALTAR", "≅"]).message).toBe("Next: an operand.");
    expect(equationGrammar(payload, ["ALTAR", "≅", "2D"])).toEqual({
      complete: true,
      message: "Ready: 3 pieces. You may add an operator and an operand for 5.",
    });
    expect(equationGrammar(payload, ["ALTAR", "≅", "2D", "⊙"]).message).toBe("Next: an operand.");
    expect(equationGrammar(payload, ["ALTAR", "≅", "2D", "⊙", "|S"])).toEqual({
      complete: true,
      message: "Ready: 5 pieces.",
    });
  });

  it("+ ALTAR never enables Submit, whatever the words (acceptance 2)", () => {
    const plusAltar = equationRoundReady(payload, { equation: ["+", "ALTAR"], words: 80 });
    expect(plusAltar.ok).toBe(false);
    expect(plusAltar.message).toMatch(/^\+ is an operator where an operand belongs/);
    expect(equationRoundReady(payload, { equation: ["+", "ALTAR", "≅"], words: 80 }).ok).toBe(false);
  });

  it("names a misplaced operand and a repeated operand", () => {
    expect(equationGrammar(payload, ["ALTAR", "2D"]).message).toMatch(/^2D is an operand where an operator/);
    expect(equationGrammar(payload, ["ALTAR", "≅", "ALTAR"])).toEqual({
      complete: false,
      message: "Use each operand once: remove the second ALTAR.",
    });
  });

  it("needs the grammar and the word minimum together", () => {
    expect(equationRoundReady(payload, { equation: ["ALTAR", "≅", "2D"], words: 30 })).toMatchObject({
      ok: true,
      grammarOk: true,
      wordsMet: true,
    });
    expect(equationRoundReady(payload, { equation: ["ALTAR", "≅", "2D"], words: 29 })).toMatchObject({
      ok: false,
      grammarOk: true,
      wordsMet: false,
    });
    expect(equationRoundReady(payload, { equation: ["ALTAR", "≅"], words: 40 }).ok).toBe(false);
  });

  it("adds operators freely, each operand once, and nothing past 5 pieces", () => {
    expect(canAddPiece(payload, ["ALTAR", "≅", "2D"], "≅")).toBe(true);
    expect(canAddPiece(payload, ["ALTAR", "≅"], "ALTAR")).toBe(false);
    expect(canAddPiece(payload, ["ALTAR", "≅"], "2D")).toBe(true);
    expect(canAddPiece(payload, ["ALTAR", "≅", "2D", "⊙", "|S"], "E-Now")).toBe(false);
    expect(canAddPiece(payload, ["ALTAR", "≅", "2D", "⊙", "|S"], "+")).toBe(false);
  });
});
