// Quote verification for Critics Analysis (ai.md §3.8, §1.7): every quote must occur in the pasted text, compared with
// whitespace and quotation marks normalised. Pure functions, shared by the model path and the offline engine.

/** Curly, low and prime quotation marks read as the plain ones; runs of whitespace as one space. */
export function normaliseForQuote(value: string): string {
  return value
    .replace(/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"')
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The quote without the quotation marks a model may wrap around it. */
function bare(quote: string): string {
  return normaliseForQuote(quote)
    .replace(/^["']+|["']+$/g, "")
    .trim();
}

/** Whether `quote` occurs in `text` (a blank quote never does). */
export function quoteOccurs(text: string, quote: string): boolean {
  const wanted = bare(quote);
  if (wanted.length === 0) return false;
  return normaliseForQuote(text).includes(wanted);
}

/** A timestamp such as `12:34` or `1:02:03` at the start of a line or sentence. */
const leadingTimestamp = /^\[?\(?(\d{1,2}:\d{2}(?::\d{2})?)\)?\]?\s*/;

/** The sentences of a text, each with the timestamp it starts with (kept in the text; split off here). */
export function sentencesOf(text: string): { sentence: string; timestamp: string | null }[] {
  const pieces = text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?]["'\u201D\u2019)]?)\s+/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  return pieces.flatMap((piece) => {
    const match = leadingTimestamp.exec(piece);
    const sentence = match ? piece.slice(match[0].length).trim() : piece;
    if (!/[A-Za-z]/.test(sentence)) return [];
    return [{ sentence, timestamp: match?.[1] ?? null }];
  });
}
