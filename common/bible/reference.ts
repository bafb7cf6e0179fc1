// Reads Bible references typed by people ("jn 3:16-18", "Rom 8", "Exodus 25–40; Heb 8:1-5") with the
// bible-passage-reference-parser package and KJV versification. Only the 66 canonical books count.
// The parser is ~300 KB: import this module from the server, from tests, or lazily in the client.
import { bcv_parser } from "bible-passage-reference-parser";
import * as english from "bible-passage-reference-parser/esm/lang/en.js";
import { bookByOsis } from "./books";

export interface VersePoint {
  book: string;
  chapter: number;
  verse: number;
}

export interface ReferenceRange {
  start: VersePoint;
  end: VersePoint;
}

export interface ParsedReference {
  /** OSIS form, e.g. "John.3.16-John.3.18,Rom.8". */
  osis: string;
  ranges: ReferenceRange[];
  /** Human-readable normalised form, e.g. "John 3:16-18; Romans 8". */
  label: string;
}

let parser: bcv_parser | undefined;

function getParser(): bcv_parser {
  if (!parser) {
    parser = new bcv_parser(english);
    parser.set_options({ versification_system: "default", sequence_combination_strategy: "separate" });
  }
  return parser;
}

interface ParserPoint {
  b: string;
  c: number;
  v: number;
}

function verseCount(book: string, chapter: number): number {
  const info = getParser().translation_info("kjv") as unknown as { chapters: Record<string, number[]> };
  return info.chapters[book]?.[chapter - 1] ?? 0;
}

function formatRange(range: ReferenceRange): string {
  const { start, end } = range;
  const name = bookByOsis(start.book)?.name ?? start.book;
  const wholeStartChapter = start.verse === 1;
  const wholeEndChapter = end.verse === verseCount(end.book, end.chapter);
  if (start.book !== end.book) {
    const endName = bookByOsis(end.book)?.name ?? end.book;
    return `${name} ${start.chapter}:${start.verse} - ${endName} ${end.chapter}:${end.verse}`;
  }
  if (wholeStartChapter && wholeEndChapter) {
    return start.chapter === end.chapter
      ? `${name} ${start.chapter}`
      : `${name} ${start.chapter}-${end.chapter}`;
  }
  if (start.chapter === end.chapter) {
    return start.verse === end.verse
      ? `${name} ${start.chapter}:${start.verse}`
      : `${name} ${start.chapter}:${start.verse}-${end.verse}`;
  }
  return `${name} ${start.chapter}:${start.verse}-${end.chapter}:${end.verse}`;
}

/**
 * Parses a reference. Returns null when nothing in the text resolves to existing verses of the 66 books
 * (e.g. "Gen 51", "hello", an apocryphal book), or when any part of it is invalid.
 */
export function parseReference(text: string): ParsedReference | null {
  if (typeof text !== "string" || text.trim() === "" || text.length > 500) return null;
  const result = getParser().parse(text) as unknown as { osis(): string; parsed_entities(): unknown };
  const entities = result.parsed_entities() as {
    osis: string;
    entities: { start: ParserPoint; end: ParserPoint; valid: { valid: boolean } }[];
  }[];
  const ranges: ReferenceRange[] = [];
  for (const group of entities) {
    for (const entity of group.entities) {
      if (!entity.valid.valid) return null;
      if (!bookByOsis(entity.start.b) || !bookByOsis(entity.end.b)) return null;
      ranges.push({
        start: { book: entity.start.b, chapter: entity.start.c, verse: entity.start.v },
        end: { book: entity.end.b, chapter: entity.end.c, verse: entity.end.v },
      });
    }
  }
  if (ranges.length === 0) return null;
  return { osis: result.osis(), ranges, label: ranges.map(formatRange).join("; ") };
}

/** A reference found inside running text: where it is and what it names. */
export interface ReferenceInText {
  /** UTF-16 offsets into the text: `text.slice(start, end)` is the reference as written. */
  start: number;
  end: number;
  ranges: ReferenceRange[];
  label: string;
}

/**
 * Finds the references inside running text (an assistant's answer: "see John 3:16 and Heb 8:1-2"), in order.
 * Parts that name no existing verse of the 66 books ("Gen 51") are left out.
 */
export function findReferences(text: string): ReferenceInText[] {
  if (typeof text !== "string" || text.trim() === "") return [];
  const result = getParser().parse(text) as unknown as { parsed_entities(): unknown };
  const groups = result.parsed_entities() as {
    indices: [number, number];
    entities: { start: ParserPoint; end: ParserPoint; valid: { valid: boolean } }[];
  }[];
  const found: ReferenceInText[] = [];
  for (const group of groups) {
    const ranges = group.entities
      .filter((e) => e.valid.valid && bookByOsis(e.start.b) && bookByOsis(e.end.b))
      .map((e) => ({
        start: { book: e.start.b, chapter: e.start.c, verse: e.start.v },
        end: { book: e.end.b, chapter: e.end.c, verse: e.end.v },
      }));
    if (ranges.length > 0)
      found.push({
        start: group.indices[0],
        end: group.indices[1],
        ranges,
        label: ranges.map(formatRange).join("; "),
      });
  }
  return found;
}

export function isValidReference(text: string): boolean {
  return parseReference(text) !== null;
}

/** Verse counts per chapter of a canonical book under KJV versification (empty for an unknown book). */
export function chapterVerseCounts(book: string): number[] {
  if (!bookByOsis(book)) return [];
  const info = getParser().translation_info("kjv") as unknown as { chapters: Record<string, number[]> };
  return [...(info.chapters[book] ?? [])];
}
