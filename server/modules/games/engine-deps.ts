// What engines may read (engines/types.ts EngineDeps): KJV text from the shared Bible source and the member's
// own memory verses — nothing else of the database.
import { parseReference } from "@common/bible/reference";
import { bookNumberOf, keyOf } from "@common/bible/verse-keys";
import type { ActorContext } from "@server/http/context";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import type { EngineDeps } from "./engines/types";
import { memoryVersesOf } from "./games.queries";

const MAX_VERSES = 12;

export function createEngineDeps(ctx: ActorContext, bible: BibleSource): EngineDeps {
  return {
    async verseText(ref) {
      const parsed = parseReference(ref);
      if (!parsed) return null;
      const kjv = await bible.load("kjv");
      const parts: string[] = [];
      for (const range of parsed.ranges) {
        const book = bookNumberOf(range.start.book);
        if (!book || range.start.book !== range.end.book) continue;
        for (let chapter = range.start.chapter; chapter <= range.end.chapter; chapter += 1) {
          const last = chapter === range.end.chapter ? range.end.verse : 200;
          const first = chapter === range.start.chapter ? range.start.verse : 1;
          for (let verse = first; verse <= last && parts.length < MAX_VERSES; verse += 1) {
            const record = kjv.byKey.get(keyOf(book, chapter, verse));
            if (record) parts.push(record.plain.trim());
          }
        }
      }
      return parts.length > 0 ? parts.join(" ") : null;
    },
    memoryVerses: () => memoryVersesOf(ctx.db, ctx.actor.userId),
  };
}
