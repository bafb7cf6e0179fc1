/**
 * Links out of a judged round (games.md §3.3 reveal): a reference such as "Heb 9:11-12" to the reader's chapter
 * (/bible/Hebrews/9?v=11-12), a palace room to its page. Book names come from the small book list, not the
 * reference parser (which the game page never loads for this).
 */
import { BIBLE_BOOKS, type BibleBook, bookNamed } from "@common/bible/books";
import { readerPath } from "@client/lib/bible";

const squash = (value: string) => value.toLowerCase().replace(/[\s.]+/g, "");

/** Short forms the content may use that are neither an OSIS id nor a full name. */
const aliases: Readonly<Record<string, string>> = {
  psalm: "Ps",
  psa: "Ps",
  ex: "Exod",
  exo: "Exod",
  dt: "Deut",
  jdg: "Judg",
  mt: "Matt",
  mk: "Mark",
  lk: "Luke",
  jn: "John",
  jhn: "John",
  phm: "Phlm",
  philem: "Phlm",
  ecc: "Eccl",
  eze: "Ezek",
  sos: "Song",
  songofsongs: "Song",
  jas: "Jas",
  jam: "Jas",
};

function bookOf(written: string): BibleBook | undefined {
  const direct = bookNamed(written);
  if (direct) return direct;
  const key = squash(written);
  const alias = aliases[key];
  if (alias) return bookNamed(alias);
  // A unique prefix of a full name ("Deu", "Hebr", "Rev").
  if (key.length < 3) return undefined;
  const matches = BIBLE_BOOKS.filter((book) => squash(book.name).startsWith(key));
  return matches.length === 1 ? matches[0] : undefined;
}

const referencePattern =
  /^\s*((?:[1-3]\s?)?[A-Za-z][A-Za-z .]*?)\.?\s*(\d+)(?:\s*:\s*(\d+)(?:\s*[-–]\s*(\d+))?)?/;

/** The reader link of a reference's first passage ("John 3:16; Rom 5:8" → John 3, verse 16), or null. */
export function referenceHref(reference: string): string | null {
  const match = referencePattern.exec(reference);
  if (!match) return null;
  const [, written = "", chapterText = "", verseText, endText] = match;
  const book = bookOf(written.trim());
  const chapter = Number(chapterText);
  if (!book || !Number.isInteger(chapter) || chapter < 1 || chapter > book.chapters) return null;
  if (verseText === undefined) return readerPath(book.name, chapter);
  const v = endText !== undefined && endText !== verseText ? `${verseText}-${endText}` : verseText;
  return readerPath(book.name, chapter, { v });
}

/** A palace room's page. */
export const roomHref = (room: { id: string; floor: number }) =>
  `/palace/floor/${room.floor}/room/${encodeURIComponent(room.id)}`;

/** The room badge: "TAG · Floor N". */
export const roomBadge = (room: { tag: string; floor: number }) => `${room.tag} · Floor ${room.floor}`;
