// The search box's syntax (screens §5.4): words separated by spaces, "an exact phrase" in double quotes,
// a trailing * for prefixes (elder*), `strong:G25` (refused: no tagged text in this build). Words are
// read with the verse tokenizer, so a query word that holds punctuation ("Beer-sheba") becomes a phrase of
// its parts, and "Lord's" matches the text's "LORD'S".
import { tokenize } from "./tokenizer";

export type QueryWord = { word: string; prefix: boolean };

export type QueryPart =
  /** `exact`: typed inside quotes, so word forms never apply. */
  | { kind: "word"; word: string; prefix: boolean; exact: boolean }
  /** Words that must follow one another, in order, with nothing in between but punctuation. */
  | { kind: "phrase"; words: QueryWord[] };

export type MatchMode = "all" | "any" | "phrase";

export type SearchSyntaxErrorCode = "search_unclosed_quote" | "search_empty" | "strongs_unavailable";

export const searchSyntaxMessages: Record<SearchSyntaxErrorCode, string> = {
  search_unclosed_quote: "Close the quotation marks around your phrase.",
  search_empty: "Type a word or a phrase to search for — punctuation alone can't be searched.",
  strongs_unavailable: "Strong's search isn't available on this site",
};

export class SearchSyntaxError extends Error {
  constructor(readonly code: SearchSyntaxErrorCode) {
    super(searchSyntaxMessages[code]);
  }
}

const CURLY_QUOTES = /[“”„‟″«»]/g;
const STRONGS = /(^|\s)strong\s*:/i;

/** The words of one piece of the query, each with its trailing-* flag. */
function queryWords(text: string): QueryWord[] {
  return tokenize(text).map((token) => ({ word: token.word, prefix: text[token.end] === "*" }));
}

function partOf(words: QueryWord[], exact: boolean): QueryPart | null {
  const [first] = words;
  if (!first) return null;
  if (words.length === 1) return { kind: "word", word: first.word, prefix: first.prefix, exact };
  return { kind: "phrase", words };
}

const partKey = (part: QueryPart) =>
  part.kind === "word"
    ? `w:${part.word}:${part.prefix}:${part.exact}`
    : `p:${part.words.map((w) => `${w.word}${w.prefix ? "*" : ""}`).join(" ")}`;

/**
 * Reads a query into parts. `match=phrase` joins every word, in order, into one phrase (quotes optional).
 * Throws SearchSyntaxError for an unclosed quote, a Strong's number, or a query with no words.
 */
export function parseSearchQuery(query: string, match: MatchMode): QueryPart[] {
  const text = query.replace(CURLY_QUOTES, '"');
  if (STRONGS.test(text)) throw new SearchSyntaxError("strongs_unavailable");
  const pieces = text.split('"');
  if (pieces.length % 2 === 0) throw new SearchSyntaxError("search_unclosed_quote");

  const parts: QueryPart[] = [];
  pieces.forEach((piece, index) => {
    const quoted = index % 2 === 1;
    if (quoted) {
      const part = partOf(queryWords(piece), true);
      if (part) parts.push(part);
      return;
    }
    for (const raw of piece.split(/\s+/)) {
      const part = partOf(queryWords(raw), false);
      if (part) parts.push(part);
    }
  });
  if (parts.length === 0) throw new SearchSyntaxError("search_empty");

  if (match === "phrase") {
    const words = parts.flatMap((part) =>
      part.kind === "word" ? [{ word: part.word, prefix: part.prefix }] : part.words,
    );
    return [partOf(words, true) as QueryPart];
  }
  const seen = new Set<string>();
  return parts.filter((part) => {
    const key = partKey(part);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
