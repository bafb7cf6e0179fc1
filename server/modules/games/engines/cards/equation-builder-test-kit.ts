// Test-only (engine tests, route tests and the e2e spec): an excellent equation and explanation for the prompt a
// run is on, built from the curated content so a test can play a run through without knowing the deal in advance.
import { operatorCodes } from "@common/games/pt-symbols";
import { equationPrompts } from "@server/modules/games/content/equation-prompts";

/** The part of the run's server-only state an answer needs (read with runKey / gameRunKey). */
export interface EquationKeyState {
  pieces: string[];
  promptOrder: string[];
  promptAt: number;
}

/** The prompt the run is on now. */
export function currentPrompt(state: EquationKeyState) {
  const id = state.promptOrder[state.promptAt % state.promptOrder.length];
  const prompt = equationPrompts.find((entry) => entry.id === id);
  if (!prompt) throw new Error(`Unknown equation prompt ${id}`);
  return prompt;
}

const isOperator = (code: string) => (operatorCodes as readonly string[]).includes(code);

/**
 * An excellent play: the dealt expected operands (3 of them, for the 5-piece bonus, when the deal holds 3; else 2)
 * joined by dealt operators, and an explanation that names each operand by its code, then the prompt's curated
 * model explanation (past the Normal word minimum, fresh for every prompt).
 */
export function equationAnswer(state: EquationKeyState): { cards: string[]; text: string } {
  const prompt = currentPrompt(state);
  const expected = (prompt.expectedOperands as readonly string[]).filter((code) =>
    state.pieces.includes(code),
  );
  const operators = state.pieces.filter(isOperator);
  const operands = expected.slice(0, operators.length >= 2 && expected.length >= 3 ? 3 : 2);
  const cards = operands.flatMap((code, index) =>
    index === 0 ? [code] : [operators[(index - 1) % operators.length] as string, code],
  );
  return {
    cards,
    text: `My equation ${cards.join(" ")} joins ${operands.join(" and ")}. ${prompt.modelExplanation}`,
  };
}
