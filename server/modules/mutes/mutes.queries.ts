// Mutes (screens.md §4.3): a muted member cannot post in community chat or live rooms until the mute ends. Staff set
// them from the moderation queue and /admin/users; the posting services ask `findActiveMute` in their transaction.
import type { Db } from "@server/db/client";
import { memberMutes } from "@server/db/schema";
import { and, desc, eq, gt, isNull } from "drizzle-orm";

export type ActiveMute = { id: string; until: Date };

/** The member's mute that ends last among those still running at `now`, if any. */
export async function findActiveMute(db: Db, userId: string, now: Date): Promise<ActiveMute | undefined> {
  const [row] = await db
    .select({ id: memberMutes.id, until: memberMutes.until })
    .from(memberMutes)
    .where(and(eq(memberMutes.userId, userId), gt(memberMutes.until, now), isNull(memberMutes.liftedAt)))
    .orderBy(desc(memberMutes.until))
    .limit(1);
  return row;
}

export async function insertMute(
  tx: Db,
  mute: { userId: string; until: Date; reason: string; createdBy: string; createdAt: Date },
): Promise<ActiveMute> {
  const [row] = await tx
    .insert(memberMutes)
    .values(mute)
    .returning({ id: memberMutes.id, until: memberMutes.until });
  if (!row) throw new Error("mute insert returned nothing");
  return row;
}

/** Lifts every running mute of the member (staff "Unmute"); returns how many were running. */
export async function liftMutes(tx: Db, userId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(memberMutes)
    .set({ liftedAt: now })
    .where(and(eq(memberMutes.userId, userId), gt(memberMutes.until, now), isNull(memberMutes.liftedAt)))
    .returning({ id: memberMutes.id });
  return rows.length;
}
