import type { CardDto, RoundPayload } from "@common/schemas/games";

type EquationPayload = Extract<RoundPayload, { kind: "equation" }>;

/**
 * Equation Builder's round in the browser (games.md §4.9): which piece may be added next, what the grammar still
 * needs (operand, operator, operand … in 3 or 5 pieces, no operand twice) and when Submit is enabled. The server
 * checks the grammar again (422) and judges the rest.
 */

const isOperator = (pieces: readonly CardDto[], code: string) =>
  pieces.find((piece) => piece.code === code)?.kind === "operator";

/** Whether clicking this piece adds it: the equation is not full and an operand is not already in it. */
export function canAddPiece(
  payload: Pick<EquationPayload, "pieces" | "lengths">,
  equation: readonly string[],
  code: string,
): boolean {
  if (equation.length >= Math.max(...payload.lengths)) return false;
  return isOperator(payload.pieces, code) || !equation.includes(code);
}

/** The grammar as the player reads it live ("Next: an operator"), and whether the equation may be submitted. */
export function equationGrammar(
  payload: Pick<EquationPayload, "pieces" | "lengths">,
  equation: readonly string[],
): { complete: boolean; message: string } {
  const longest = Math.max(...payload.lengths);
  if (equation.length === 0)
    return { complete: false, message: "Start with an operand: a dimension, wall, article or zone." };
  const misplaced = equation.findIndex(
    (code, index) => isOperator(payload.pieces, code) !== (index % 2 === 1),
  );
  if (misplaced >= 0) {
    const code = equation[misplaced] ?? "";
    return {
      complete: false,
      message:
        misplaced % 2 === 0
          ? `${code} is an operator where an operand belongs: remove it. An equation starts and ends with an operand.`
          : `${code} is an operand where an operator belongs: remove it. Operands and operators alternate.`,
    };
  }
  const operands = equation.filter((_, index) => index % 2 === 0);
  const repeated = operands.find((code, index) => operands.indexOf(code) !== index);
  if (repeated) return { complete: false, message: `Use each operand once: remove the second ${repeated}.` };
  if (equation.length === 1) return { complete: false, message: "Next: an operator." };
  if (equation.length % 2 === 0) return { complete: false, message: "Next: an operand." };
  if (!payload.lengths.includes(equation.length))
    return { complete: false, message: `Use ${payload.lengths.join(" or ")} pieces.` };
  return {
    complete: true,
    message:
      equation.length < longest
        ? `Ready: ${equation.length} pieces. You may add an operator and an operand for ${longest}.`
        : `Ready: ${equation.length} pieces.`,
  };
}

/** Submit is enabled when the grammar holds and the explanation reaches the word minimum (§4.9). */
export function equationRoundReady(
  payload: Pick<EquationPayload, "pieces" | "lengths" | "minWords">,
  draft: { equation: readonly string[]; words: number },
): { ok: boolean; grammarOk: boolean; wordsMet: boolean; message: string } {
  const grammar = equationGrammar(payload, draft.equation);
  const wordsMet = draft.words >= payload.minWords;
  return {
    ok: grammar.complete && wordsMet,
    grammarOk: grammar.complete,
    wordsMet,
    message: grammar.message,
  };
}
