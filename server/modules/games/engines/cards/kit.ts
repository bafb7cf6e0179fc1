/**
 * What the ten card games share (games.md §4.0): cards as the player sees them, the difficulty table (word
 * minimums, references, the Easy suggestion), the run's two "New prompt" redeals, the hard gates every sheet starts
 * from (R7 echo, invalid references, words) and the hand-off to the optional AI judge (§3.5). Each game's module
 * keeps its own deal, checks, points and end.
 */
import { findSymbol, type SymbolCode } from "@common/games/pt-symbols";
import { CARD_GAMES, cardReferencesRequired, cardWordMinimum } from "@common/games/rules";
import { type Check, type Judgement, type Verdict } from "@common/games/judge/types";
import {
  countAnswerWords,
  ECHO_MESSAGE,
  type FoundReference,
  invalidReferenceMessage,
  matchReference,
  parseReferenceField,
  scanReferences,
} from "@common/games/judge/rules";
import type { CardDto } from "@common/schemas/games";
import type { AiJudgeRequest, AnswerContext, Difficulty, StepOutcome } from "../types";
import { InvalidGameInput } from "../types";

export function cardDto(code: SymbolCode): CardDto {
  const symbol = findSymbol(code);
  if (!symbol) throw new Error(`Unknown palace symbol ${code}`);
  return { code: symbol.code, name: symbol.name, meaning: symbol.meaning, kind: symbol.kind };
}

/** The round's word minimum and reference count on this difficulty (§4.0 table). */
export function difficultyRules(baseWords: number, difficulty: Difficulty, baseRefs = 1) {
  return {
    minWords: cardWordMinimum(baseWords, difficulty),
    refsRequired: cardReferencesRequired(baseRefs, difficulty),
    suggestion: difficulty === "easy",
  };
}

/** The run-wide helpers every card game's state carries. */
export interface CardRunHelpers {
  redealsUsed: number;
  /** The round whose suggestion was shown, and its verses (Easy only). */
  suggestion: { roundNo: number; refs: string[] } | null;
}

export const freshHelpers = (): CardRunHelpers => ({ redealsUsed: 0, suggestion: null });

export function redealsLeft(helpers: CardRunHelpers): number {
  return Math.max(0, CARD_GAMES.redealsPerRun - helpers.redealsUsed);
}

/** Refuses a redeal beyond the run's two (§4.0); the caller deals the new prompt. */
export function useRedeal(helpers: CardRunHelpers): CardRunHelpers {
  if (redealsLeft(helpers) === 0) throw new InvalidGameInput("You have used both new prompts for this run.");
  return { ...helpers, redealsUsed: helpers.redealsUsed + 1, suggestion: null };
}

/** Easy's "Show a suggestion" (§4.0): the round's curated verses, at no cost; refused on Normal and Hard. */
export function useSuggestion(
  helpers: CardRunHelpers,
  difficulty: Difficulty,
  roundNo: number,
  refs: readonly string[],
): CardRunHelpers {
  if (difficulty !== "easy") throw new InvalidGameInput("Suggestions are part of Easy only.");
  return { ...helpers, suggestion: { roundNo, refs: refs.slice(0, CARD_GAMES.suggestionVerses) } };
}

export function suggestionOf(helpers: CardRunHelpers, difficulty: Difficulty, roundNo: number) {
  const shown = helpers.suggestion?.roundNo === roundNo ? helpers.suggestion.refs : [];
  return { available: difficulty === "easy" && shown.length === 0, refs: shown };
}

/** The references an answer cites: valid ones (distinct by their canonical label) and the invalid ones named. */
export function citedReferences(...texts: string[]) {
  const valid: FoundReference[] = [];
  const invalid: string[] = [];
  for (const text of texts) {
    const scan = scanReferences(text);
    for (const found of scan.valid) if (!valid.some((seen) => seen.label === found.label)) valid.push(found);
    for (const written of scan.invalid) if (!invalid.includes(written)) invalid.push(written);
  }
  return { valid, invalid };
}

export const invalidReferenceChecks = (invalid: readonly string[]): Check[] =>
  invalid.map((written, i) => ({
    id: `invalid-${i + 1}`,
    ok: false,
    label: invalidReferenceMessage(written),
  }));

/** The R7 gate as a judgement: fail, nothing scored. */
export function echoJudgement(): Judgement {
  return {
    verdict: "fail",
    points: 0,
    feedback: `${ECHO_MESSAGE}.`,
    checks: [{ id: "fresh", ok: false, label: ECHO_MESSAGE }],
    source: "rules",
  };
}

export const wordsIn = (text: string) => countAnswerWords(text);

export function wordsCheck(words: number, minimum: number): Check {
  return { id: "words", ok: words >= minimum, label: `${words} words (at least ${minimum})` };
}

export function rulesJudgement(
  verdict: Verdict,
  points: number,
  feedback: string,
  checks: Check[],
): Judgement {
  return { verdict, points, feedback, checks, source: "rules" };
}

/** The answer's text, required and trimmed. */
export function answerText(input: { text?: string }): string {
  const text = input.text?.trim() ?? "";
  if (text === "") throw new InvalidGameInput("Write your answer first.");
  return text;
}

/**
 * The rules judgement, refined by the AI judge when one is configured and no hard gate failed (§3.5); the
 * engine stays synchronous without one, so a run without a model is deterministic.
 */
export function withAiJudge<S>(
  ctx: AnswerContext,
  request: AiJudgeRequest,
  settle: (judged: Judgement) => StepOutcome<S>,
): StepOutcome<S> | Promise<StepOutcome<S>> {
  const aiJudge = ctx.deps.aiJudge;
  if (!aiJudge || request.hardGateFailed) return settle(request.rules);
  return aiJudge(request).then(settle);
}

/** The first curated reference one of the cited references overlaps (R2), if any. */
export function curatedRefCited(
  cited: readonly FoundReference[],
  curated: readonly string[],
): string | undefined {
  return curated.find((ref) => {
    const key = parseReferenceField(ref);
    return key !== null && cited.some((found) => matchReference(found, key) === "overlap");
  });
}

/** A card as the AI judge's guidance names it: "2D = Christ: How the text points to … Jesus Christ." */
export function cardGuideLine(code: string): string {
  const symbol = findSymbol(code);
  return `${code} = ${symbol?.name}: ${symbol?.meaning}`;
}
