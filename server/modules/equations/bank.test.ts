// The curated bank's content checks (screens.md §6.3): at least 20 puzzles per difficulty, every code in the shared
// dictionary, the symbol count matching the difficulty, references that parse, and our own explanation passing the
// judge (every symbol addressed, and the verse's idea).
import { describe, expect, test } from "vitest";
import { parseReference } from "@common/bible/reference";
import { equationTokens, findEquationSymbol, workedExamples } from "@common/content/equation-symbols";
import {
  EQUATION_DIFFICULTIES,
  EQUATION_SYMBOL_COUNTS,
  equationPuzzleParam,
} from "@common/schemas/equations";
import { equationBank, findPuzzle, puzzlesOf } from "./bank";
import { judgeEquationAnswer } from "./judge";

const BANK_MINIMUM = 20;

describe("the equation bank", () => {
  test.each(EQUATION_DIFFICULTIES)("%s holds at least 20 puzzles", (difficulty) => {
    expect(puzzlesOf(difficulty).length).toBeGreaterThanOrEqual(BANK_MINIMUM);
  });

  test("ids are unique, stable in shape and named after their difficulty", () => {
    expect(new Set(equationBank.map((puzzle) => puzzle.id)).size).toBe(equationBank.length);
    for (const puzzle of equationBank) {
      expect(puzzle.id.startsWith(`${puzzle.difficulty}-`), puzzle.id).toBe(true);
      expect(equationPuzzleParam.safeParse({ puzzleId: puzzle.id }).success, puzzle.id).toBe(true);
      expect(findPuzzle(puzzle.id)).toBe(puzzle);
    }
  });

  test.each(equationBank.map((puzzle) => [puzzle.id, puzzle] as const))(
    "%s: codes exist, count matches the difficulty, brackets balance",
    (_id, puzzle) => {
      const tokens = equationTokens(puzzle.equation);
      for (const token of tokens) expect(findEquationSymbol(token), `${puzzle.id}: ${token}`).toBeDefined();
      // Every code appears once, so "the number of codes in the equation" is the same counted either way.
      expect(new Set(tokens).size).toBe(tokens.length);
      expect(puzzle.symbols).toEqual(tokens);
      expect(puzzle.symbols).toHaveLength(EQUATION_SYMBOL_COUNTS[puzzle.difficulty]);
      let depth = 0;
      for (const char of puzzle.equation) {
        depth += char === "(" ? 1 : char === ")" ? -1 : 0;
        expect(depth).toBeGreaterThanOrEqual(0);
      }
      expect(depth).toBe(0);
    },
  );

  test.each(equationBank.map((puzzle) => [puzzle.id, puzzle] as const))(
    "%s: the reference parses and the explanation passes the judge",
    (_id, puzzle) => {
      expect(parseReference(puzzle.reference), puzzle.reference).not.toBeNull();
      expect(puzzle.idea.length).toBeGreaterThan(0);
      const judgement = judgeEquationAnswer(puzzle, puzzle.explanation);
      expect(judgement.missed, puzzle.id).toEqual([]);
      expect(judgement.ideaAddressed, puzzle.id).toBe(true);
      expect(judgement.verdict).toBe("pass");
      // The prose carries it too: with the "(CODE)" labels taken out, every symbol is still addressed in words.
      const labels = new Set(puzzle.symbols.map((code) => ` (${code})`));
      const prose = puzzle.explanation.replace(/ \([^()]*\)/g, (label) => (labels.has(label) ? "" : label));
      expect(judgeEquationAnswer(puzzle, prose).verdict, puzzle.id).toBe("pass");
    },
  );

  test("the explanations are our own words: no quoted Bible text", () => {
    for (const puzzle of equationBank) expect(puzzle.explanation, puzzle.id).not.toMatch(/["“”]/);
  });

  test("the worked examples are not puzzles of the bank", () => {
    for (const example of workedExamples)
      expect(equationBank.some((puzzle) => puzzle.equation === example.equation)).toBe(false);
  });
});
