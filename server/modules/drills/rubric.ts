// The deterministic drill judge (screens.md §6.4): each rubric check is met or not, the score is the sum of the
// met checks' points out of 10; pass ≥ 6, perfect = 10. No model involved, so the same response always scores
// the same.
import { findReferences } from "@common/bible/reference";
import type { RubricCheck } from "./content/types";

export const DRILL_PASS_SCORE = 6;
export const DRILL_MAX_SCORE = 10;

const CHRIST_WORDS = [
  "jesus",
  "christ",
  "messiah",
  "lamb of god",
  "the lamb",
  "saviour",
  "savior",
  "redeemer",
  "son of god",
  "son of man",
  "emmanuel",
  "immanuel",
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘]/g, "'");

/** Whether `phrase` occurs in `text` starting at a word boundary ("sacrific" matches "sacrificial"). */
export function mentions(text: string, phrase: string): boolean {
  const haystack = normalise(text);
  const needle = normalise(phrase).trim();
  if (!needle) return false;
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return false;
    const before = at === 0 ? "" : haystack[at - 1]!;
    if (!/[\p{L}\p{N}]/u.test(before)) return true;
    from = at + 1;
  }
}

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

export function checkMet(check: RubricCheck, response: string): boolean {
  switch (check.kind) {
    case "reference":
      return findReferences(response).length >= (check.min ?? 1);
    case "keywords":
      return check.any.filter((phrase) => mentions(response, phrase)).length >= (check.min ?? 1);
    case "christ":
      return CHRIST_WORDS.some((word) => mentions(response, word));
    case "length":
      return wordCount(response) >= check.minWords;
  }
}

export interface RubricResult {
  score: number;
  maxScore: number;
  checks: { label: string; points: number; met: boolean }[];
}

/** Runs of this many words copied from the drill's own text don't count towards the room's moves. */
const COPIED_RUN = 8;

/** Word tokens with where they stand ("H-Pa", "Scripture's" and "3:16" are one token each). */
function tokensOf(text: string): { word: string; start: number; end: number }[] {
  const tokens = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’:-][\p{L}\p{N}]+)*/gu))
    tokens.push({ word: normalise(match[0]), start: match.index, end: match.index + match[0].length });
  return tokens;
}

/**
 * The response with the stretches copied from the drill blanked out (its title, instructions and prompt name the
 * very words the rubric looks for): every run of eight or more words that also occurs in `source`. The rest of the
 * response is left exactly as written.
 */
export function withoutCopied(response: string, source: string): string {
  const sourceWords = tokensOf(source).map((token) => token.word);
  const tokens = tokensOf(response);
  if (sourceWords.length < COPIED_RUN || tokens.length < COPIED_RUN) return response;
  const runs = new Set<string>();
  for (let i = 0; i + COPIED_RUN <= sourceWords.length; i += 1)
    runs.add(sourceWords.slice(i, i + COPIED_RUN).join(" "));
  const copied = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i + COPIED_RUN <= tokens.length; i += 1)
    if (
      runs.has(
        tokens
          .slice(i, i + COPIED_RUN)
          .map((token) => token.word)
          .join(" "),
      )
    )
      for (let j = i; j < i + COPIED_RUN; j += 1) copied[j] = true;
  let result = "";
  let at = 0;
  tokens.forEach((token, i) => {
    if (!copied[i]) return;
    result += response.slice(at, token.start) + " ".repeat(token.end - token.start);
    at = token.end;
  });
  return result + response.slice(at);
}

export function scoreResponse(
  rubric: readonly RubricCheck[],
  response: string,
  options: { copiedFrom?: string } = {},
): RubricResult {
  // Copied stretches count for nothing in the checks of the room's moves; the references and the length are read
  // from the response as written (naming the drill's passage again is fair).
  const own = options.copiedFrom ? withoutCopied(response, options.copiedFrom) : response;
  const checks = rubric.map((check) => ({
    label: check.label,
    points: check.points,
    met: checkMet(check, check.kind === "keywords" || check.kind === "christ" ? own : response),
  }));
  const score = checks.reduce((sum, check) => sum + (check.met ? check.points : 0), 0);
  return { score, maxScore: DRILL_MAX_SCORE, checks };
}

/** The drill's own words, which a response may not copy for credit. */
export const drillTextOf = (drill: {
  title: string;
  description: string;
  instructions: string;
  prompt: string;
}) => [drill.title, drill.description, drill.instructions, drill.prompt].join("\n");
