import { bookNamed } from "@common/bible/books";
import { readerPath } from "@client/lib/bible";

/**
 * The reader's chapter for a simple reference ("John 8:12", "Psalm 23", "1 Corinthians 9:24-27"), without loading
 * the reference parser; null when the book isn't recognised by name (the reference then shows as plain text).
 */
export function readerLinkOf(reference: string): string | null {
  const match = /^(.*\S)\s+(\d+)(?::[\d\-–,\s]+)?$/.exec(reference.trim());
  if (!match) return null;
  const book = bookNamed(match[1]) ?? bookNamed(`${match[1]}s`); // "Psalm 23" names Psalms
  const chapter = Number(match[2]);
  if (!book || chapter < 1 || chapter > book.chapters) return null;
  return readerPath(book.name, chapter);
}
