// Verse text helpers: plain text, references for a selection, copy format.
import { fromVerseKey, type TranslationId } from "@common/bible/constants";
import type { VerseDto } from "@common/schemas/bible";

export const plainText = (verse: VerseDto) =>
  verse.segments
    .map((s) => s.text)
    .join("")
    .replace(/\s+/g, " ")
    .trim();

/** "John 3:16", "John 3:16-18", "John 3:16, 18" for a set of verse numbers of one chapter. */
export function selectionReference(bookName: string, chapter: number, verses: number[]): string {
  const sorted = [...new Set(verses)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0];
  let prev = sorted[0];
  for (const v of [...sorted.slice(1), Number.NaN]) {
    if (v === prev! + 1) {
      prev = v;
      continue;
    }
    parts.push(start === prev ? String(start) : `${start}-${prev}`);
    start = v;
    prev = v;
  }
  return `${bookName} ${chapter}:${parts.join(", ")}`;
}

/** The `v` query for a selection: "16" or "16-18" (first to last). */
export const selectionRange = (verses: number[]) => {
  const sorted = [...verses].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  return first === last ? String(first) : `${first}-${last}`;
};

export function copyText(verses: VerseDto[], reference: string, translation: TranslationId): string {
  const body = verses.map((v) => `${v.verse} ${plainText(v)}`).join("\n");
  return `${body}\n— ${reference} (${translation.toUpperCase()})`;
}

export const verseOfKey = (key: number) => fromVerseKey(key).verse;

/** "16" → [16,16]; "16-18" → [16,18]; anything else → null. */
export function parseVerseQuery(v: string | null): [number, number] | null {
  const match = v?.match(/^(\d{1,3})(?:-(\d{1,3}))?$/);
  if (!match) return null;
  const a = Number(match[1]);
  const b = match[2] ? Number(match[2]) : a;
  return a >= 1 && b >= a ? [a, b] : null;
}
