import { createHash } from "node:crypto";
import type { TranslationId } from "@common/schemas/bible";
import type { BibleSource } from "./bible-data.types";
import { getChapter, resolveChapter } from "./bible.service";

/** A chapter as sent: the JSON body and its strong ETag, computed once. */
export type ChapterResponse = { body: string; etag: string };

/** A strong ETag of a response body. */
const etagOf = (body: string) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;

/**
 * The chapter API's answers, serialised once per (translation, book, chapter) and kept: the texts never change
 * while the server runs, and building the JSON and its hash was most of a request's own work (`npm run bench`).
 * Keyed by the canonical book, so "jn", "john" and "John" share one entry; at most `maxEntries` chapters are
 * held (the least recently used go first), which bounds memory whatever URLs clients send.
 */
export function createChapterResponses(bible: BibleSource, maxEntries = 4000) {
  const entries = new Map<string, Promise<ChapterResponse>>();
  return {
    /** The chapter's response; unknown books and chapters reject with getChapter's 404 (never cached). */
    get(translation: TranslationId, bookInput: string, chapter: number): Promise<ChapterResponse> {
      const book = resolveChapter(bookInput, chapter)?.book.osis;
      if (!book) return build(); // getChapter answers the 404
      const key = `${translation}/${book}/${chapter}`;
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const pending = build();
      entries.set(key, pending);
      pending.catch(() => entries.delete(key)); // a failed load is retried by the next request
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return pending;

      async function build(): Promise<ChapterResponse> {
        const body = JSON.stringify(await getChapter(bible, translation, bookInput, chapter));
        return { body, etag: etagOf(body) };
      }
    },
  };
}
