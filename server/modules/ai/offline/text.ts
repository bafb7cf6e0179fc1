// Words of a question or a verse, the way the offline engine compares them: the search tokenizer's normal form
// (case, apostrophes and accents removed), simple word forms through the search's word-forms rules, and a list of
// words too common to say anything about a topic.
import { forEachWord } from "@server/modules/bible-search/tokenizer";
import { baseWords } from "@server/modules/bible-search/word-forms";
import type { Keywords } from "./tables/types";

/** English and King James function words, and the words people wrap a question in ("what does … teach?"). */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both
  but by can could did do does doing doth down during each even few for from further had has hast hath have having he
  her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now
  o of off on once only onto or other our ours ourselves out over own please really same saith said say says shall she
  should so some still such tell than that the thee their theirs them themselves then there these they thine this those
  thou through thy to too unto under until up upon us very was we were what when where which while who whom whose why
  will with would ye yet you your yours yourself yourselves explain teach teaches teaching taught mean means meaning
  bible verse verses passage text help know want think something anything things thing withal therein thereof thereby
  thereon therefore wherefore whereby whereof wherein hither thither lest behold yea nay verily story stories`.split(
    /\s+/,
  ),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Every word of the text in its normal form, in order. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  forEachWord(text, (word) => words.push(word));
  return words;
}

/** The words that carry meaning (no stop words, no bare numbers), each once, in order of first use. */
export function contentWords(text: string): string[] {
  return [...new Set(wordsOf(text).filter((word) => !STOP_WORDS.has(word) && !/^\d+$/.test(word)))];
}

/**
 * A text as keywords are matched against it: its words without stop words, in order, each as its set of simple base
 * forms ("died" → died, die). Numbers stay ("70 weeks", "2300").
 */
export type Phrase = readonly (readonly string[])[];

export function phraseOf(text: string): Phrase {
  return wordsOf(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map((word) => baseWords(word));
}

/** Every base form in a phrase. */
export function baseSet(phrase: Phrase): Set<string> {
  return new Set(phrase.flat());
}

const keywordParts = new Map<string, Phrase>();

/** A keyword's content words as a phrase (cached: the tables are fixed). A keyword of stop words only keeps them. */
function partsOf(keyword: string): Phrase {
  let parts = keywordParts.get(keyword);
  if (!parts) {
    parts = phraseOf(keyword);
    if (parts.length === 0) parts = wordsOf(keyword).map((word) => baseWords(word));
    keywordParts.set(keyword, parts);
  }
  return parts;
}

const sameWord = (a: readonly string[], b: readonly string[]) => a.some((base) => b.includes(base));

/**
 * How strongly a keyword matches: its number of content words when they occur together, in order, in the text
 * ("mark of the beast" in "What is the mark of the beast?"), else 0.
 */
export function keywordWeight(text: Phrase, keyword: string): number {
  const parts = partsOf(keyword);
  if (parts.length === 0) return 0;
  for (let start = 0; start + parts.length <= text.length; start += 1) {
    if (parts.every((part, offset) => sameWord(part, text[start + offset] ?? []))) return parts.length;
  }
  return 0;
}

/** The sum of the weights of the keywords that match. */
export function keywordScore(text: Phrase, keywords: Keywords): number {
  let score = 0;
  for (const keyword of keywords) score += keywordWeight(text, keyword);
  return score;
}

/** How many of the keywords match. */
export function keywordHits(text: Phrase, keywords: Keywords): number {
  return keywords.filter((keyword) => keywordWeight(text, keyword) > 0).length;
}

/** Cuts a text at a word boundary near `max` characters, with an ellipsis. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

/** "{ref}" in a template → the reference. */
export function fillTemplate(template: string, ref: string): string {
  return template.replaceAll("{ref}", ref);
}
