// Amplified Quarterly (screens §5.9): which palace rooms a week's passages suggest, and a room's core question
// applied to those passages. Pure rules over parsed references (common/bible/reference parseReference ranges).
import { BIBLE_BOOKS } from "../bible/books";
import type { ReferenceRange } from "../bible/reference";

/** Always suggested: Story, Observation, Dimensions, Christ in Every Chapter, Fire. */
export const ALWAYS_SUGGESTED_ROOMS = ["sr", "or", "dr", "cec", "frm"] as const;

type ChapterSpan = { book: string; from: number; to: number };

/** Extra rooms and the chapters that call for them. */
const RULES: { room: string; spans: ChapterSpan[] }[] = [
  // Sanctuary (Blue) Room: the tabernacle chapters of Exodus, Leviticus, Hebrews.
  {
    room: "bl",
    spans: [
      { book: "Exod", from: 25, to: 40 },
      { book: "Lev", from: 1, to: 27 },
      { book: "Heb", from: 1, to: 13 },
    ],
  },
  // Prophecy Room: Daniel and Revelation.
  {
    room: "pr",
    spans: [
      { book: "Dan", from: 1, to: 12 },
      { book: "Rev", from: 1, to: 22 },
    ],
  },
  // Feasts Room: Leviticus 23 and the other chapters that set out the feasts (Passover, the feast calendars).
  {
    room: "fe",
    spans: [
      { book: "Lev", from: 23, to: 23 },
      { book: "Exod", from: 12, to: 12 },
      { book: "Num", from: 28, to: 29 },
      { book: "Deut", from: 16, to: 16 },
    ],
  },
];

/** The room order of the palace (overview positions), so suggestions read in palace order. */
const PALACE_ORDER = ["sr", "or", "dr", "bl", "pr", "fe", "cec", "frm"];

const chapterOffset = new Map<string, number>();
{
  let offset = 0;
  for (const book of BIBLE_BOOKS) {
    chapterOffset.set(book.osis, offset);
    offset += book.chapters;
  }
}

/** A chapter's place in the whole canon (0-based), or undefined for an unknown book. */
function chapterIndex(book: string, chapter: number): number | undefined {
  const offset = chapterOffset.get(book);
  return offset === undefined ? undefined : offset + chapter - 1;
}

function overlaps(range: ReferenceRange, span: ChapterSpan): boolean {
  const start = chapterIndex(range.start.book, range.start.chapter);
  const end = chapterIndex(range.end.book, range.end.chapter);
  const from = chapterIndex(span.book, span.from);
  const to = chapterIndex(span.book, span.to);
  if (start === undefined || end === undefined || from === undefined || to === undefined) return false;
  return start <= to && end >= from;
}

/** The suggested rooms for a week's passages, in palace order: the five of every week plus BL, PR and FE by rule. */
export function suggestedQuarterlyRooms(ranges: readonly ReferenceRange[]): string[] {
  const rooms = new Set<string>(ALWAYS_SUGGESTED_ROOMS);
  for (const rule of RULES) {
    if (ranges.some((range) => rule.spans.some((span) => overlaps(range, span)))) rooms.add(rule.room);
  }
  return PALACE_ORDER.filter((room) => rooms.has(room));
}

const THIS_SOMETHING =
  /\bthis (verse, passage or book|prophecy or promise|prophetic symbol|chapter|text|passage|verse|scene|narrative|story|phrase|prophecy|promise|book|truth|symbol|interpretation)\b/i;

/**
 * A room's core question applied to the week: "Where is Christ in this chapter, …?" → "Where is Christ in
 * John 4, …?". A question that names no "this …" is prefixed with the passages instead.
 */
export function coreQuestionFor(question: string, passages: string): string {
  if (!passages.trim()) return question;
  return THIS_SOMETHING.test(question)
    ? question.replace(THIS_SOMETHING, passages)
    : `${passages}: ${question}`;
}
