// Research notes in the database (ai.md §3.7): reports (parent_id null) and their deep dives. Lists are owner-scoped in
// the WHERE clause; another member's note is read only by id, and the service decides whether they may.
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { profiles, researchNotes } from "@server/db/schema";
import { isHiddenByReports } from "@server/modules/moderation/hidden-by-reports";

export type NoteRow = typeof researchNotes.$inferSelect;
export type NoteInsert = typeof researchNotes.$inferInsert;
export type NoteListRow = NoteRow & { deepDiveCount: number };

export const NOTE_REPORT_SUBJECT = "research_note" as const;

export async function insertNote(db: Db, values: NoteInsert): Promise<NoteRow> {
  const [row] = await db.insert(researchNotes).values(values).returning();
  if (!row) throw new Error("research note insert returned no row");
  return row;
}

export async function findNote(db: Db, id: string, forUpdate = false): Promise<NoteRow | undefined> {
  const query = db.select().from(researchNotes).where(eq(researchNotes.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/*
 * Deep-dive subqueries name the outer row in full: drizzle writes a one-table select's columns unqualified, which
 * inside the subquery would mean the child's own id.
 */
const outerId = sql.raw(`"research_notes"."id"`);
const deepDiveCount = sql<number>`(select count(*)::int from ${researchNotes} as child where child.parent_id = ${outerId})`;

/**
 * The member's reports, pinned first, newest first. `q` matches the title, the topic, the member's notes, or the
 * focus or question of one of the report's deep dives.
 */
export async function listOwnReports(
  db: Db,
  userId: string,
  q: string | undefined,
  limit: number,
): Promise<NoteListRow[]> {
  const filters = [eq(researchNotes.userId, userId), isNull(researchNotes.parentId)];
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;
    const match = or(
      ilike(researchNotes.title, pattern),
      ilike(researchNotes.topic, pattern),
      ilike(researchNotes.myNotes, pattern),
      sql`exists (select 1 from ${researchNotes} as child where child.parent_id = ${outerId} and (child.focus ilike ${pattern} or child.question ilike ${pattern}))`,
    );
    if (match) filters.push(match);
  }
  const rows = await db
    .select({ note: researchNotes, deepDiveCount })
    .from(researchNotes)
    .where(and(...filters))
    .orderBy(desc(researchNotes.pinned), desc(researchNotes.createdAt), desc(researchNotes.id))
    .limit(limit);
  return rows.map(({ note, deepDiveCount: count }) => ({ ...note, deepDiveCount: Number(count) }));
}

/** A report's deep dives, oldest first (the order they were asked in). */
export async function deepDivesOf(db: Db, parentId: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(researchNotes)
    .where(eq(researchNotes.parentId, parentId))
    .orderBy(asc(researchNotes.createdAt), asc(researchNotes.id));
}

export async function updateNote(db: Db, id: string, values: Partial<NoteInsert>): Promise<NoteRow> {
  const [row] = await db.update(researchNotes).set(values).where(eq(researchNotes.id, id)).returning();
  if (!row) throw new Error("research note update found no row");
  return row;
}

/** Deletes a note; a report's deep dives go with it (ON DELETE CASCADE). */
export async function deleteNote(db: Db, id: string): Promise<void> {
  await db.delete(researchNotes).where(eq(researchNotes.id, id));
}

export async function noteHiddenByReports(db: Db, id: string): Promise<boolean> {
  return isHiddenByReports(db, NOTE_REPORT_SUBJECT, id);
}

/** The public display name of a member (the only way another member is seen). */
export async function displayNameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ displayName: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.displayName ?? null;
}

export async function notesWithOwnerName(
  db: Db,
  ids: readonly string[],
): Promise<{ note: NoteRow; ownerName: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ note: researchNotes, ownerName: profiles.displayName })
    .from(researchNotes)
    .leftJoin(profiles, eq(profiles.userId, researchNotes.userId))
    .where(inArray(researchNotes.id, [...ids]));
}

/** The deep dives of these reports, each report's in the order they were asked. */
export async function deepDivesOfMany(db: Db, parentIds: readonly string[]): Promise<NoteRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select()
    .from(researchNotes)
    .where(inArray(researchNotes.parentId, [...parentIds]))
    .orderBy(asc(researchNotes.createdAt), asc(researchNotes.id));
}

export async function existingNoteIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: researchNotes.id })
    .from(researchNotes)
    .where(inArray(researchNotes.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Public reports the automatic check held for a person, with their last change (when they were held). */
export async function pendingPublicNotes(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: researchNotes.id, updatedAt: researchNotes.updatedAt })
    .from(researchNotes)
    .where(and(eq(researchNotes.isPublic, true), eq(researchNotes.moderation, "pending")));
}
