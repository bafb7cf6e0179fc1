import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { roomCheckAttempts } from "@server/db/schema";

export type RoomCheckAttemptRow = typeof roomCheckAttempts.$inferSelect;

export async function insertCheckAttempt(
  db: Db,
  values: typeof roomCheckAttempts.$inferInsert,
): Promise<RoomCheckAttemptRow> {
  const [row] = await db.insert(roomCheckAttempts).values(values).returning();
  if (!row) throw new Error("room_check_attempts insert returned nothing");
  return row;
}

/** A member's saved checks in one room, newest first. */
export async function listCheckAttempts(
  db: Db,
  userId: string,
  roomId: string,
  limit: number,
): Promise<RoomCheckAttemptRow[]> {
  return db
    .select()
    .from(roomCheckAttempts)
    .where(and(eq(roomCheckAttempts.userId, userId), eq(roomCheckAttempts.roomId, roomId)))
    .orderBy(desc(roomCheckAttempts.createdAt), desc(roomCheckAttempts.id))
    .limit(limit);
}
