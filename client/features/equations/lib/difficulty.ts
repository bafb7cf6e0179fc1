import {
  EQUATION_DIFFICULTIES,
  EQUATION_DIFFICULTY_LABELS,
  EQUATION_SYMBOL_COUNTS,
  type EquationDifficulty,
} from "@common/schemas/equations";

/** The difficulty in the address (`?difficulty=pro`); Easy when missing or unknown. */
export function difficultyFrom(params: URLSearchParams): EquationDifficulty {
  const value = params.get("difficulty");
  return EQUATION_DIFFICULTIES.find((difficulty) => difficulty === value) ?? "easy";
}

/** "Easy (3 symbols)". */
export const difficultyButtonLabel = (difficulty: EquationDifficulty) =>
  `${EQUATION_DIFFICULTY_LABELS[difficulty]} (${EQUATION_SYMBOL_COUNTS[difficulty]} symbols)`;

export const verdictLabels = { pass: "Pass", partial: "Partly", fail: "Not yet" } as const;
