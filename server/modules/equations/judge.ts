// The deterministic equations judge (screens.md §6.3). For each symbol of the equation: does the answer mention its
// name or one of its synonyms (the dictionary's meaning words, matched with light stemming, so
// "sacrificed" meets "sacrifice")? And does the answer touch the verse's idea? Pass = every symbol addressed and the
// idea touched; partly = at least half of the symbols addressed; otherwise not yet. Same answer, same verdict.
import { findEquationSymbol, type EquationSymbol } from "@common/content/equation-symbols";
import { containsTerm, keywordHits } from "@common/games/judge/rules";
import type { EquationVerdict } from "@common/schemas/equations";

export interface EquationJudgement {
  verdict: EquationVerdict;
  /** Codes addressed and missed, in the equation's order. */
  addressed: string[];
  missed: string[];
  ideaAddressed: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * The code as written, case and all: room codes such as "OR", "DR" or "MR" are everyday words ("or", "Dr", "Mr")
 * when case is ignored. A code that starts or ends with a letter or digit must stand apart from other letters and
 * digits ("TR" is not found inside "TRP").
 */
export function containsCode(text: string, code: string): boolean {
  for (const match of text.matchAll(new RegExp(escapeRegExp(code), "gu"))) {
    const before = text[match.index - 1];
    const after = text[match.index + code.length];
    const startsWord = isWordChar(code[0]);
    const endsWord = isWordChar(code[code.length - 1]);
    if ((!startsWord || !isWordChar(before)) && (!endsWord || !isWordChar(after))) return true;
  }
  return false;
}

/** A name or synonym: as a whole word or phrase, or — for words without digits — by their stems. */
function mentionsTerm(text: string, term: string): boolean {
  if (containsTerm(text, term)) return true;
  return !/\d/.test(term) && keywordHits(text, [term]).length > 0;
}

/**
 * A symbol is addressed when the answer says what it means — its name or a synonym. Writing the code alone
 * ("@2300", "→") is copying the equation, not decoding it (screens.md §6.3: "mentions its meaning or an accepted
 * synonym"), so it earns nothing.
 */
export function addressesSymbol(text: string, symbol: EquationSymbol): boolean {
  return [symbol.name, ...symbol.synonyms].some((term) => mentionsTerm(text, term));
}

export function touchesIdea(text: string, idea: readonly string[]): boolean {
  return idea.some((term) => mentionsTerm(text, term));
}

export function judgeEquationAnswer(
  puzzle: { symbols: readonly string[]; idea: readonly string[] },
  answer: string,
): EquationJudgement {
  const addressed: string[] = [];
  const missed: string[] = [];
  for (const code of puzzle.symbols) {
    const symbol = findEquationSymbol(code);
    if (symbol && addressesSymbol(answer, symbol)) addressed.push(code);
    else missed.push(code);
  }
  const ideaAddressed = touchesIdea(answer, puzzle.idea);
  const total = puzzle.symbols.length;
  const verdict: EquationVerdict =
    missed.length === 0 && ideaAddressed ? "pass" : addressed.length * 2 >= total ? "partial" : "fail";
  return { verdict, addressed, missed, ideaAddressed };
}

/** One line on what to do next, from the judgement. */
export function feedbackOf(judgement: EquationJudgement, names: (code: string) => string): string {
  if (judgement.verdict === "pass") return "Every symbol decoded and tied to the verse. Well read!";
  const parts: string[] = [];
  if (judgement.missed.length > 0) parts.push(`explain ${listOf(judgement.missed.map(names))} in this verse`);
  if (!judgement.ideaAddressed) parts.push("tie your reading to what the verse itself is about");
  const advice = parts.join(", and ");
  return judgement.verdict === "partial"
    ? `Good start. To pass, ${advice}.`
    : `Not yet — decode at least half of the symbols. Next time, ${advice}.`;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
