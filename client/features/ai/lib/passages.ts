import { bookByOsis, bookNamed } from "@common/bible/books";
import type * as ReferenceModule from "@common/bible/reference";
import type { ReferenceRange } from "@common/bible/reference";
import { readerPath } from "@client/lib/bible";

/** The parts of the lazily loaded parser (common/bible/reference.ts) these helpers need. */
export type ReferenceParser = Pick<typeof ReferenceModule, "findReferences" | "parseReference">;

/**
 * Where a passage chip opens the reader (ai.md §0): /bible/<Book>/<chapter>?v=<verse> for the first range, with
 * "16-18" for verses within one chapter and no verse for whole chapters. `label` is the parser's normalised
 * label, which names a verse (has a colon) exactly when the reference does not cover whole chapters.
 */
export function passageHref(ranges: readonly ReferenceRange[], label: string): string | null {
  const range = ranges[0];
  const book = range && bookByOsis(range.start.book);
  if (!range || !book) return null;
  const firstLabel = label.split(";")[0] ?? "";
  if (!firstLabel.includes(":")) return readerPath(book.name, range.start.chapter);
  const { start, end } = range;
  const v =
    end.book === start.book && end.chapter === start.chapter && end.verse !== start.verse
      ? `${start.verse}-${end.verse}`
      : String(start.verse);
  return readerPath(book.name, start.chapter, { v });
}

/**
 * Whether text the parser read as a reference was written as one: capitalised, and with a verse ("Dan 8:14") or a
 * book's full name or standard short form ("Daniel 2", "Rev 13"). The parser alone also reads everyday words such as
 * "number 2" (Numbers) or "Is 5" (Isaiah) in running prose.
 */
export function writtenAsReference(written: string): boolean {
  if (!/^(?:[1-3]\s?)?[A-Z]/.test(written)) return false;
  if (/\d\s*:\s*\d/.test(written)) return true;
  const book = /^((?:[1-3]\s?)?[A-Za-z][A-Za-z .]*?)\.?\s*\d/.exec(written)?.[1];
  return book !== undefined && (book === "Psalm" || bookNamed(book) !== undefined);
}

export type TextPart = { kind: "text"; text: string } | { kind: "passage"; text: string; href: string };

/** Running text cut into plain text and the Bible references inside it, each with its reader link. */
export function splitPassages(text: string, parser: ReferenceParser | null): TextPart[] {
  if (!parser || text === "") return [{ kind: "text", text }];
  const parts: TextPart[] = [];
  let at = 0;
  for (const found of parser.findReferences(text)) {
    const href = passageHref(found.ranges, found.label);
    if (!href || found.start < at) continue;
    const gap = text.slice(at, found.start);
    const previous = parts.at(-1);
    // "Daniel 2, 7 and 8": the parser's later parts carry no book name; they stay one chip with the first.
    if (
      previous?.kind === "passage" &&
      /^[\s,;]*(and|&)?[\s,;]*$/.test(gap) &&
      /^\d/.test(text[found.start] ?? "")
    ) {
      previous.text = text.slice(at - previous.text.length, found.end);
      at = found.end;
      continue;
    }
    if (!writtenAsReference(text.slice(found.start, found.end))) continue;
    if (found.start > at) parts.push({ kind: "text", text: gap });
    parts.push({ kind: "passage", text: text.slice(found.start, found.end), href });
    at = found.end;
  }
  if (at < text.length) parts.push({ kind: "text", text: text.slice(at) });
  return parts;
}

/** A `Passages:` entry as a chip: its normalised label and link, or the entry as written when it names no verse. */
export function passageChip(
  entry: string,
  parser: ReferenceParser | null,
): { label: string; href: string | null } {
  const parsed = parser?.parseReference(entry);
  if (!parsed) return { label: entry, href: null };
  return { label: parsed.label, href: passageHref(parsed.ranges, parsed.label) };
}
