/**
 * The Equations Challenge API contract (screens.md §6.3): the request schemas the server validates with and the DTOs
 * it returns. A puzzle arrives with its symbols and their meanings only; the verse's idea (the rubric) never leaves
 * the server, and our explanation arrives only with a judged answer (EQ-2).
 */
import { z } from "zod";
import { text } from "./text";

export const EQUATION_DIFFICULTIES = ["easy", "intermediate", "advanced", "pro"] as const;
export type EquationDifficulty = (typeof EQUATION_DIFFICULTIES)[number];

/** How many dictionary codes (operators included) an equation of each difficulty holds. */
export const EQUATION_SYMBOL_COUNTS: Record<EquationDifficulty, number> = {
  easy: 3,
  intermediate: 6,
  advanced: 9,
  pro: 12,
};

export const EQUATION_DIFFICULTY_LABELS: Record<EquationDifficulty, string> = {
  easy: "Easy",
  intermediate: "Intermediate",
  advanced: "Advanced",
  pro: "Pro",
};

export const EQUATION_ANSWER_MIN = 20;
export const EQUATION_ANSWER_MAX = 2_000;
export const EQUATION_PASS_POINTS = 5;
export const EQUATION_PARTIAL_POINTS = 2;

export const equationMessages = {
  tooShort: `Write at least ${EQUATION_ANSWER_MIN} characters — explain what each symbol means in this verse.`,
  tooLong: `Keep your interpretation under ${EQUATION_ANSWER_MAX.toLocaleString("en")} characters.`,
  submitFailed: "We couldn't check your interpretation — try again.",
  reshuffled: (difficulty: EquationDifficulty) =>
    `You've seen every ${EQUATION_DIFFICULTY_LABELS[difficulty]} equation — here they come again, shuffled.`,
} as const;

export const equationNextQuery = z.strictObject({
  difficulty: z.enum(EQUATION_DIFFICULTIES, { error: "Choose Easy, Intermediate, Advanced or Pro." }),
});
export type EquationNextQuery = z.output<typeof equationNextQuery>;

/** Puzzle ids are "{difficulty}-{nn}" ("easy-01"); anything else is an unknown puzzle. */
export const equationPuzzleParam = z.strictObject({
  puzzleId: text().regex(/^(?:easy|intermediate|advanced|pro)-\d{2}$/),
});

export const equationAnswerInput = z.strictObject({
  answer: text()
    .trim()
    .min(EQUATION_ANSWER_MIN, equationMessages.tooShort)
    .max(EQUATION_ANSWER_MAX, equationMessages.tooLong),
});
export type EquationAnswerInput = z.output<typeof equationAnswerInput>;

export interface EquationSymbolDto {
  code: string;
  name: string;
  meaning: string;
}

/** Where the verse opens in the reader (the first verse of the reference). */
export interface EquationReaderLinkDto {
  book: string;
  chapter: number;
  verse: number;
}

/** One puzzle as the member works on it: no explanation, no rubric. */
export interface EquationPuzzleDto {
  id: string;
  difficulty: EquationDifficulty;
  reference: string;
  reader: EquationReaderLinkDto | null;
  equation: string;
  /** Each distinct code of the equation, in the order written, with its meaning. */
  symbols: EquationSymbolDto[];
}

/** GET /api/equations/next?difficulty= */
export interface EquationDealDto {
  puzzle: EquationPuzzleDto;
  /** 1 for the first pass through the bank, 2 after the first reshuffle, … */
  round: number;
  /** This puzzle's place in the round ("3 of 22"). */
  position: number;
  bankSize: number;
  /** The reshuffle note, on the first puzzle of every round after the first; otherwise null. */
  note: string | null;
}

export type EquationVerdict = "pass" | "partial" | "fail";

/** POST /api/equations/:puzzleId/answer */
export interface EquationResultDto {
  attemptId: string;
  puzzleId: string;
  verdict: EquationVerdict;
  /** Points this answer earned: 5 the first time the puzzle is passed, 2 the first time partly; otherwise 0. */
  points: number;
  /** The symbols the answer addressed and those it missed, in the equation's order. */
  addressed: EquationSymbolDto[];
  missed: EquationSymbolDto[];
  /** Whether the answer touched the verse's idea. */
  ideaAddressed: boolean;
  /** One line on what to do next. */
  feedback: string;
  /** Our written explanation, sent only now. */
  explanation: string;
}

/** GET /api/equations/stats — lifetime, across every difficulty. */
export interface EquationStatsDto {
  /** Distinct puzzles passed at least once. */
  solved: number;
  attempts: number;
  /** Passed answers in a row, now and at best (a repeat pass of the same puzzle doesn't extend a run). */
  currentStreak: number;
  bestStreak: number;
}
