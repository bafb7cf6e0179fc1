// What engines may read (engines/types.ts EngineDeps): KJV text from the shared Bible source and the member's
// own memory verses — nothing else of the database. The optional AI judge is added per answer by
// ai-judge.service.ts, which does the judge's database and model work before the run is locked.
import { parseReference } from "@common/bible/reference";
import { bookNumberOf, keyOf } from "@common/bible/verse-keys";
import type { ActorContext } from "@server/http/context";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { passageText } from "@server/modules/bible/passage-text";
import { listOwnVerses } from "@server/modules/memory/memory.queries";
import type { EngineDeps } from "./engines/types";

/**
 * The KJV text of a reference: one verse or a short range inside one book (content references are; the content tests
 * hold them to it). Null when the reference does not parse or spans books.
 */
export async function kjvReferenceText(bible: BibleSource, ref: string): Promise<string | null> {
  const range = parseReference(ref)?.ranges[0];
  const book = range ? bookNumberOf(range.start.book) : undefined;
  if (!range || !book || range.start.book !== range.end.book) return null;
  const startKey = keyOf(book, range.start.chapter, range.start.verse);
  const endKey = keyOf(book, range.end.chapter, range.end.verse);
  return passageText(bible, "kjv", startKey, endKey);
}

export function createEngineDeps(ctx: ActorContext, bible: BibleSource): EngineDeps {
  return {
    verseText: (ref) => kjvReferenceText(bible, ref),
    async memoryVerses() {
      const rows = await listOwnVerses(ctx.db, ctx.actor.userId);
      return rows.map((row) => ({ ref: row.reference, text: row.text }));
    },
  };
}
