// The sermons table (ai.md §3.9) and the member's saved gems (the Gems Room's gem cards) for "Add from my gems".
import { and, desc, eq, ilike, isNull, or } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { practiceEntries, sermons } from "@server/db/schema";

export type SermonRow = typeof sermons.$inferSelect;
export type NewSermonRow = typeof sermons.$inferInsert;
export type GemRow = Pick<typeof practiceEntries.$inferSelect, "id" | "title" | "payload" | "updatedAt">;

/** The room whose entries are gems, and the kind of its deliverable (content/palace/rooms/floor1/gr.ts). */
const gemsRoomId = "gr";

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;

/** The owner's sermons, most recently changed first; `search` matches the title or the theme. */
export async function listOwnSermons(db: Db, userId: string, search: string | undefined, limit: number) {
  const mine = eq(sermons.userId, userId);
  const where = search
    ? and(
        mine,
        or(ilike(sermons.title, likePattern(search)), ilike(sermons.themePassage, likePattern(search))),
      )
    : mine;
  return db
    .select({
      id: sermons.id,
      title: sermons.title,
      status: sermons.status,
      currentStep: sermons.currentStep,
      updatedAt: sermons.updatedAt,
    })
    .from(sermons)
    .where(where)
    .orderBy(desc(sermons.updatedAt), desc(sermons.id))
    .limit(limit);
}

/** One of the owner's sermons (another member's id finds nothing). */
export async function findOwnSermon(db: Db, userId: string, id: string): Promise<SermonRow | undefined> {
  const [row] = await db
    .select()
    .from(sermons)
    .where(and(eq(sermons.id, id), eq(sermons.userId, userId)));
  return row;
}

export async function insertSermon(db: Db, row: NewSermonRow): Promise<SermonRow> {
  const [created] = await db.insert(sermons).values(row).returning();
  return created as SermonRow;
}

export async function updateOwnSermon(
  db: Db,
  userId: string,
  id: string,
  values: Partial<Omit<NewSermonRow, "id" | "userId" | "createdAt">>,
): Promise<SermonRow | undefined> {
  const [row] = await db
    .update(sermons)
    .set(values)
    .where(and(eq(sermons.id, id), eq(sermons.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnSermon(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sermons)
    .where(and(eq(sermons.id, id), eq(sermons.userId, userId)))
    .returning({ id: sermons.id });
  return rows.length > 0;
}

/** The member's gem cards from the Gems Room, newest first (soft-deleted ones left out). */
export async function listOwnGems(db: Db, userId: string, limit: number): Promise<GemRow[]> {
  return db
    .select({
      id: practiceEntries.id,
      title: practiceEntries.title,
      payload: practiceEntries.payload,
      updatedAt: practiceEntries.updatedAt,
    })
    .from(practiceEntries)
    .where(
      and(
        eq(practiceEntries.userId, userId),
        eq(practiceEntries.roomId, gemsRoomId),
        isNull(practiceEntries.deletedAt),
      ),
    )
    .orderBy(desc(practiceEntries.updatedAt), desc(practiceEntries.id))
    .limit(limit);
}
