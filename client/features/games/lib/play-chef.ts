/**
 * Chef Challenge's round (games.md §4.1) in the browser: each line of the recipe read as a reference or not (the
 * live ✓/✗ list), the distinct valid references counted against the level, when Submit may be pressed (the gate:
 * at least one valid reference) and when the clock's 0:00 sends the draft by itself. The reference parser is
 * loaded lazily by the page, so it comes in as `read`; the server judges everything again.
 */
import type { ParsedReference } from "@common/bible/reference";

/** A line read as one reference: its label and the passage to show (its first chapter's verses). */
export interface ChefLineRef {
  label: string;
  book: string;
  chapter: number;
  verses: [number, number];
}

export type ChefLineReader = (line: string) => ChefLineRef | null;

export interface ChefLineView {
  /** 1-based line number in the text area (blank lines keep their number). */
  line: number;
  text: string;
  ref: ChefLineRef | null;
}

type ParserModule = {
  parseReference(text: string): ParsedReference | null;
  findReferences(text: string): Iterable<{ start: number; end: number }>;
};

/**
 * A reader over the shared parser, as the judge reads a line: nothing but references and separators, and a
 * verse named (a chapter alone, "Isaiah 53", is not a reference here).
 */
export function lineReader(parser: ParserModule): ChefLineReader {
  return (line) => {
    const text = line.trim();
    if (!/\d\s*:\s*\d/.test(text)) return null;
    const parsed = parser.parseReference(text);
    const first = parsed?.ranges[0];
    if (!parsed || !first) return null;
    let rest = text;
    for (const found of parser.findReferences(text))
      rest = rest.slice(0, found.start) + " ".repeat(found.end - found.start) + rest.slice(found.end);
    if (!/^(?:[\s,;.&]|\band\b)*$/i.test(rest)) return null;
    const sameChapter = first.end.book === first.start.book && first.end.chapter === first.start.chapter;
    return {
      label: parsed.label,
      book: first.start.book,
      chapter: first.start.chapter,
      verses: [first.start.verse, sameChapter ? first.end.verse : first.start.verse],
    };
  };
}

/** The recipe's non-empty lines, each read as a reference or not; without a reader yet, every ref is null. */
export function chefLines(text: string, read: ChefLineReader | undefined): ChefLineView[] {
  return text
    .split(/\r?\n/)
    .map((raw, index) => ({ line: index + 1, text: raw.trim() }))
    .filter((entry) => entry.text !== "")
    .map((entry) => ({ ...entry, ref: read ? read(entry.text) : null }));
}

/** Distinct valid references (by label), and whether Submit may be pressed: at least one valid reference. */
export function chefRoundReady(lines: readonly ChefLineView[], minRefs: number) {
  const distinct = new Set(lines.flatMap((line) => (line.ref ? [line.ref.label] : []))).size;
  return { ok: distinct >= 1, distinct, minMet: distinct >= minRefs };
}

/** At 0:00 the draft goes by itself, once: only when there is one and nothing was sent for this round. */
export function shouldAutoSubmit(state: {
  expired: boolean;
  draft: string;
  submitted: boolean;
  alreadySent: boolean;
}): boolean {
  return state.expired && !state.submitted && !state.alreadySent && state.draft.trim() !== "";
}
