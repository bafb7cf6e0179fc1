/**
 * The move form's live counts (games.md §4.14 "A move"): words and sentences counted as the server's judge counts
 * them (common/games/judge/rules.ts R3 countAnswerWords and R6 splitSentences), against the level's minimums. The
 * reference parser loads lazily, so `findReferences` may be missing for a moment: references then count as words
 * and their full stops are not masked, and the counts may run a little off until it arrives.
 */
import { CHAIN_CHESS, type ChessLevel } from "@common/games/chess";

type FindReferences = (text: string) => Iterable<{ start: number; end: number }>;

/** R3: runs of letters (apostrophes included), after references and numbers are removed. */
export function countCommentaryWords(text: string, findReferences?: FindReferences): number {
  let stripped = text;
  if (findReferences)
    for (const found of findReferences(text))
      stripped = stripped.replace(text.slice(found.start, found.end), " ");
  return (stripped.replace(/\d+/g, " ").match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? []).length;
}

const abbreviations =
  /\b(e\.g|i\.e|cf|vs|etc|Gen|Exod|Ex|Lev|Num|Deut|Matt|Rom|Cor|Gal|Eph|Phil|Col|Thess|Tim|Heb|Rev|Dan|Isa|Jer|Ezek|Ps|Prov)\./gi;

/** R6: sentences end at . ! ? before a space or the end; full stops inside references and abbreviations don't. */
export function countCommentarySentences(text: string, findReferences?: FindReferences): number {
  let masked = text;
  if (findReferences)
    for (const found of findReferences(text))
      masked =
        masked.slice(0, found.start) +
        masked.slice(found.start, found.end).replace(/\.(?!$)/g, "\u2061") +
        masked.slice(found.end);
  return masked
    .replace(/\b(\d+):(\d+)/g, "$1\u2060$2")
    .replace(abbreviations, "$1\u2061")
    .split(/(?<=[.!?])(?:\s+|$)/)
    .filter((part) => /[\p{L}]/u.test(part)).length;
}

export interface CommentaryStatus {
  words: number;
  sentences: number;
  /** Full length points (2). */
  full: boolean;
  /** The line under the text area: "24 words · 2 sentences — 3–5 sentences and 30+ words for full marks". */
  line: string;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** How the commentary stands against the level's minimums (the judge's length component, §4.14 table). */
export function commentaryStatus(level: ChessLevel, words: number, sentences: number): CommentaryStatus {
  const counts = `${plural(words, "word")} · ${plural(sentences, "sentence")}`;
  if (level === "kids") {
    const kids = CHAIN_CHESS.commentary.kids;
    const full = words >= kids.minWords && sentences >= kids.minSentences;
    return { words, sentences, full, line: `${counts} — at least ${kids.minWords} words` };
  }
  const adults = CHAIN_CHESS.commentary.adults;
  const full =
    sentences >= adults.fullSentences && sentences <= adults.maxSentences && words >= adults.minWords;
  const goal = `${adults.fullSentences}–${adults.maxSentences} sentences and ${adults.minWords}+ words for full marks`;
  const over = sentences > adults.maxSentences ? ` (at most ${adults.maxSentences} sentences)` : "";
  return { words, sentences, full, line: `${counts} — ${goal}${over}` };
}
