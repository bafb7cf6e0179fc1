// What leaves the server about a puzzle: before an answer, the equation and its symbols only (never the explanation
// or the verse's idea, EQ-2); with a verdict, the explanation too.
import { bookByOsis } from "@common/bible/books";
import { parseReference } from "@common/bible/reference";
import { findEquationSymbol } from "@common/content/equation-symbols";
import type {
  EquationDealDto,
  EquationPuzzleDto,
  EquationReaderLinkDto,
  EquationResultDto,
  EquationSymbolDto,
} from "@common/schemas/equations";
import type { EquationPuzzle } from "./bank";
import type { EquationJudgement } from "./judge";
import type { EquationAttemptRow } from "./equations.queries";

export function presentSymbol(code: string): EquationSymbolDto {
  const symbol = findEquationSymbol(code);
  return symbol
    ? { code: symbol.code, name: symbol.name, meaning: symbol.meaning }
    : { code, name: code, meaning: "" };
}

const readerLinks = new Map<string, EquationReaderLinkDto | null>();

/** The reader's address for the reference's first verse (parsed once per reference). */
function readerLinkOf(reference: string): EquationReaderLinkDto | null {
  if (!readerLinks.has(reference)) {
    const start = parseReference(reference)?.ranges[0]?.start;
    const book = start && bookByOsis(start.book);
    readerLinks.set(
      reference,
      start && book ? { book: book.name, chapter: start.chapter, verse: start.verse } : null,
    );
  }
  return readerLinks.get(reference) ?? null;
}

export function presentPuzzle(puzzle: EquationPuzzle): EquationPuzzleDto {
  return {
    id: puzzle.id,
    difficulty: puzzle.difficulty,
    reference: puzzle.reference,
    reader: readerLinkOf(puzzle.reference),
    equation: puzzle.equation,
    symbols: puzzle.symbols.map(presentSymbol),
  };
}

export function presentDeal(
  puzzle: EquationPuzzle,
  deal: { round: number; position: number; bankSize: number; note: string | null },
): EquationDealDto {
  return {
    puzzle: presentPuzzle(puzzle),
    round: deal.round,
    position: deal.position,
    bankSize: deal.bankSize,
    note: deal.note,
  };
}

export function presentResult(
  puzzle: EquationPuzzle,
  attempt: EquationAttemptRow,
  judgement: EquationJudgement,
  feedback: string,
): EquationResultDto {
  return {
    attemptId: attempt.id,
    puzzleId: puzzle.id,
    verdict: attempt.verdict,
    points: attempt.points,
    addressed: judgement.addressed.map(presentSymbol),
    missed: judgement.missed.map(presentSymbol),
    ideaAddressed: judgement.ideaAddressed,
    feedback,
    explanation: puzzle.explanation,
  };
}
