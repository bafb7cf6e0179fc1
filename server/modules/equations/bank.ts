// The curated equation bank (screens.md §6.3): server-only, because each puzzle carries our written explanation
// (sent only after an answer, EQ-2) and the verse's idea the judge looks for. Puzzle ids are stable ("easy-01"):
// the members' deals and attempts are keyed by them, so a puzzle is retired by removing it, never renumbered.
import { equationTokens } from "@common/content/equation-symbols";
import type { EquationDifficulty } from "@common/schemas/equations";
import { advancedPuzzles } from "./puzzles/advanced";
import { easyPuzzles } from "./puzzles/easy";
import { intermediatePuzzles } from "./puzzles/intermediate";
import { proPuzzles } from "./puzzles/pro";
import type { PuzzleSource } from "./puzzles/types";

export interface EquationPuzzle {
  id: string;
  difficulty: EquationDifficulty;
  /** The verse (or short passage) the equation summarises. */
  reference: string;
  /** Codes separated by spaces, brackets for grouping: "⊙ (PSV ≅ ALTAR → GATE)". */
  equation: string;
  /** Each distinct code of the equation in the order written: what the judge checks one by one. */
  symbols: readonly string[];
  /** The verse's idea: words an answer must touch (at least one) to engage this verse, not just the codes. */
  idea: readonly string[];
  /** Our written explanation, revealed with the verdict. */
  explanation: string;
}

function build(difficulty: EquationDifficulty, sources: readonly PuzzleSource[]): EquationPuzzle[] {
  return sources.map((source) => ({
    ...source,
    difficulty,
    symbols: [...new Set(equationTokens(source.equation))],
  }));
}

const byDifficulty: Record<EquationDifficulty, readonly EquationPuzzle[]> = {
  easy: build("easy", easyPuzzles),
  intermediate: build("intermediate", intermediatePuzzles),
  advanced: build("advanced", advancedPuzzles),
  pro: build("pro", proPuzzles),
};

export const equationBank: readonly EquationPuzzle[] = Object.values(byDifficulty).flat();

const byId = new Map(equationBank.map((puzzle) => [puzzle.id, puzzle]));

/** The bank of one difficulty, in authored order (each member's rounds shuffle it). */
export const puzzlesOf = (difficulty: EquationDifficulty): readonly EquationPuzzle[] =>
  byDifficulty[difficulty];

export const findPuzzle = (id: string): EquationPuzzle | undefined => byId.get(id);
