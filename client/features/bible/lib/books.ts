// Book names in URLs and the lazily loaded reference parser (common/bible/reference is ~300 KB and
// stays out of the main bundle: it is imported on demand here).
import { BIBLE_BOOKS, type BibleBook, bookNamed } from "@common/bible/books";
import type { ParsedReference } from "@common/bible/reference";
import { loadReferenceParser } from "@client/lib/bible";

export const bookNumberOf = (book: BibleBook) => BIBLE_BOOKS.indexOf(book) + 1;
export const bookByNumber = (n: number): BibleBook | undefined => BIBLE_BOOKS[n - 1];

// Shared with the other Bible tools (search, Bible Rendered, quarterly).
export { readerPath, loadReferenceParser } from "@client/lib/bible";

/** A book named exactly (any case, spaces optional) by its display name or OSIS id — no parser needed. */
export const bookByExactName = (input: string): BibleBook | undefined => bookNamed(input);

export async function parseReferenceLazily(text: string): Promise<ParsedReference | null> {
  const { parseReference } = await loadReferenceParser();
  return parseReference(text);
}

/** Resolves a URL's book segment: exact names at once, aliases ("jn", "1sam", "Solomon's Song") through the parser. */
export async function resolveBook(input: string): Promise<BibleBook | null> {
  const exact = bookByExactName(input);
  if (exact) return exact;
  const parsed = await parseReferenceLazily(`${input} 1`);
  const osis = parsed?.ranges[0]?.start.book;
  return (osis && BIBLE_BOOKS.find((b) => b.osis === osis)) || null;
}

/** Where a typed reference opens the reader: its first range's book and chapter, and the verse (range) to focus. */
export function readerTarget(
  parsed: ParsedReference,
): { book: BibleBook; chapter: number; v: string | null } | null {
  const range = parsed.ranges[0];
  if (!range) return null;
  const book = BIBLE_BOOKS.find((b) => b.osis === range.start.book);
  if (!book) return null;
  const { start, end } = range;
  const wholeChapter =
    start.verse === 1 &&
    (end.chapter !== start.chapter || end.book !== start.book || /^[^:]*$/.test(parsed.label));
  let v: string | null = null;
  if (!wholeChapter)
    v =
      end.book === start.book && end.chapter === start.chapter && end.verse !== start.verse
        ? `${start.verse}-${end.verse}`
        : String(start.verse);
  return { book, chapter: start.chapter, v };
}
