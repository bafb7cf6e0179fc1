import { and, desc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { bibleBookmarks, bibleHighlights, bibleNotes, bibleReads } from "@server/db/schema";

export type NoteRow = typeof bibleNotes.$inferSelect;
export type BookmarkRow = typeof bibleBookmarks.$inferSelect;
export type HighlightRow = typeof bibleHighlights.$inferSelect;
export type ReadRow = typeof bibleReads.$inferSelect;

/** The member's saved items listed on /bible and "My notes" (newest first) stop here. */
export const LIST_LIMIT = 200;

export async function chapterHighlights(
  db: Db,
  userId: string,
  firstKey: number,
  lastKey: number,
): Promise<HighlightRow[]> {
  return db
    .select()
    .from(bibleHighlights)
    .where(
      and(
        eq(bibleHighlights.userId, userId),
        gte(bibleHighlights.verseKey, firstKey),
        lte(bibleHighlights.verseKey, lastKey),
      ),
    )
    .orderBy(bibleHighlights.verseKey);
}

/** Notes whose range overlaps [firstKey, lastKey]. */
export async function overlappingNotes(
  db: Db,
  userId: string,
  firstKey: number,
  lastKey: number,
): Promise<NoteRow[]> {
  return db
    .select()
    .from(bibleNotes)
    .where(
      and(eq(bibleNotes.userId, userId), lte(bibleNotes.startKey, lastKey), gte(bibleNotes.endKey, firstKey)),
    )
    .orderBy(bibleNotes.startKey, bibleNotes.createdAt);
}

export async function chapterBookmarks(
  db: Db,
  userId: string,
  book: string,
  chapter: number,
): Promise<BookmarkRow[]> {
  return db
    .select()
    .from(bibleBookmarks)
    .where(
      and(
        eq(bibleBookmarks.userId, userId),
        eq(bibleBookmarks.book, book),
        eq(bibleBookmarks.chapter, chapter),
      ),
    )
    .orderBy(bibleBookmarks.createdAt);
}

export async function upsertHighlights(
  db: Db,
  userId: string,
  verseKeys: number[],
  color: string,
  now: Date,
): Promise<HighlightRow[]> {
  return db
    .insert(bibleHighlights)
    .values(verseKeys.map((verseKey) => ({ userId, verseKey, color, createdAt: now })))
    .onConflictDoUpdate({
      target: [bibleHighlights.userId, bibleHighlights.verseKey],
      set: { color, createdAt: now },
    })
    .returning();
}

export async function deleteHighlights(db: Db, userId: string, verseKeys: number[]): Promise<void> {
  await db
    .delete(bibleHighlights)
    .where(and(eq(bibleHighlights.userId, userId), inArray(bibleHighlights.verseKey, verseKeys)));
}

export async function insertNote(db: Db, values: typeof bibleNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(bibleNotes).values(values).returning();
  if (!row) throw new Error("insertNote returned no row");
  return row;
}

export async function updateOwnNote(
  db: Db,
  userId: string,
  id: string,
  text: string,
  now: Date,
): Promise<NoteRow | undefined> {
  const [row] = await db
    .update(bibleNotes)
    .set({ text, updatedAt: now })
    .where(and(eq(bibleNotes.id, id), eq(bibleNotes.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnNote(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(bibleNotes)
    .where(and(eq(bibleNotes.id, id), eq(bibleNotes.userId, userId)))
    .returning({ id: bibleNotes.id });
  return rows.length > 0;
}

/** Inserts the bookmark, or (same place) updates the existing one's label. `created` tells which. */
export async function saveBookmark(
  db: Db,
  values: typeof bibleBookmarks.$inferInsert,
): Promise<{ row: BookmarkRow; created: boolean }> {
  const verseKey = values.verseKey ?? null;
  const [found] = await db
    .select()
    .from(bibleBookmarks)
    .where(
      and(
        eq(bibleBookmarks.userId, values.userId),
        eq(bibleBookmarks.book, values.book),
        eq(bibleBookmarks.chapter, values.chapter),
        verseKey === null ? isNull(bibleBookmarks.verseKey) : eq(bibleBookmarks.verseKey, verseKey),
      ),
    );
  if (found) {
    if (values.label === undefined) return { row: found, created: false };
    const [row] = await db
      .update(bibleBookmarks)
      .set({ label: values.label })
      .where(eq(bibleBookmarks.id, found.id))
      .returning();
    return { row: row ?? found, created: false };
  }
  const [row] = await db.insert(bibleBookmarks).values(values).onConflictDoNothing().returning();
  if (row) return { row, created: true };
  // A concurrent save of the same place won the race.
  return saveBookmark(db, values);
}

export async function deleteOwnBookmark(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(bibleBookmarks)
    .where(and(eq(bibleBookmarks.id, id), eq(bibleBookmarks.userId, userId)))
    .returning({ id: bibleBookmarks.id });
  return rows.length > 0;
}

export async function insertRead(db: Db, values: typeof bibleReads.$inferInsert): Promise<void> {
  await db.insert(bibleReads).values(values);
}

export async function recentReads(db: Db, userId: string, limit: number): Promise<ReadRow[]> {
  return db
    .select()
    .from(bibleReads)
    .where(eq(bibleReads.userId, userId))
    .orderBy(desc(bibleReads.readAt))
    .limit(limit);
}

export async function latestNotes(db: Db, userId: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(bibleNotes)
    .where(eq(bibleNotes.userId, userId))
    .orderBy(desc(bibleNotes.createdAt))
    .limit(LIST_LIMIT);
}

export async function latestBookmarks(db: Db, userId: string): Promise<BookmarkRow[]> {
  return db
    .select()
    .from(bibleBookmarks)
    .where(eq(bibleBookmarks.userId, userId))
    .orderBy(desc(bibleBookmarks.createdAt))
    .limit(LIST_LIMIT);
}

export async function latestHighlights(db: Db, userId: string): Promise<HighlightRow[]> {
  return db
    .select()
    .from(bibleHighlights)
    .where(eq(bibleHighlights.userId, userId))
    .orderBy(desc(bibleHighlights.createdAt), bibleHighlights.verseKey)
    .limit(LIST_LIMIT);
}
