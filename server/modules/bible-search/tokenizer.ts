// Words of a verse or a query, the same way on both sides so that matching is case- and
// punctuation-insensitive and whole-word:
//  - a word is a run of letters, digits and combining marks; an apostrophe between two such runs
//    belongs to the word ("LORD'S", "Pharaoh's") and is dropped from its normal form ("lords", "pharaohs");
//  - everything else (spaces, punctuation, hyphens, brackets) separates words, so "Beer-sheba" is two words;
//  - the normal form is lower case without accents ("Hénoch" → "henoch").

export type Token = {
  /** Normal form: lower case, no apostrophes, no accents. */
  word: string;
  /** [start, end) in the original string (UTF-16 code units, as String#slice counts). */
  start: number;
  end: number;
};

const WORD = /[\p{L}\p{N}\p{M}]+(?:['’ʼ][\p{L}\p{N}\p{M}]+)*/gu;
const APOSTROPHES = /['’ʼ]/g;
const COMBINING_MARKS = /\p{M}/gu;
const NON_ASCII = /[^\u0000-\u007f]/; // eslint-disable-line no-control-regex

const PLAIN_WORD = /^[a-z0-9]+$/;

/** The normal form of one word (apostrophes, case and accents removed). */
export function normalizeWord(raw: string): string {
  let word = raw.toLowerCase();
  if (PLAIN_WORD.test(word)) return word;
  word = word.replace(APOSTROPHES, "");
  if (NON_ASCII.test(word)) word = word.normalize("NFD").replace(COMBINING_MARKS, "");
  return word;
}

/** Calls `visit` for every word of `text` (normal form, [start, end)), without allocating tokens. */
export function forEachWord(text: string, visit: (word: string, start: number, end: number) => void): void {
  const pattern = new RegExp(WORD.source, WORD.flags);
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const word = normalizeWord(match[0]);
    if (word !== "") visit(word, match.index, match.index + match[0].length);
  }
}

/** Every word of `text` with its normal form and position. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  forEachWord(text, (word, start, end) => tokens.push({ word, start, end }));
  return tokens;
}
