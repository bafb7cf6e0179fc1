import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { drillAttempts } from "@server/db/schema";

export type DrillAttemptRow = typeof drillAttempts.$inferSelect;

/** One member's standing on one drill: how often tried, the best score, and whether any attempt passed. */
export type DrillStanding = {
  drillId: string;
  roomId: string;
  attempts: number;
  bestScore: number;
  passed: boolean;
};

/** The member's standing on every drill they have tried (of one room when `roomId` is given). */
export async function listStandings(
  db: Db,
  userId: string,
  filter: { roomId?: string; drillId?: string } = {},
): Promise<DrillStanding[]> {
  return db
    .select({
      drillId: drillAttempts.drillId,
      roomId: drillAttempts.roomId,
      attempts: sql<number>`count(*)::int`,
      bestScore: sql<number>`max(${drillAttempts.score})::int`,
      passed: sql<boolean>`bool_or(${drillAttempts.verdict} = 'pass')`,
    })
    .from(drillAttempts)
    .where(
      and(
        eq(drillAttempts.userId, userId),
        filter.roomId === undefined ? undefined : eq(drillAttempts.roomId, filter.roomId),
        filter.drillId === undefined ? undefined : eq(drillAttempts.drillId, filter.drillId),
      ),
    )
    .groupBy(drillAttempts.drillId, drillAttempts.roomId);
}

/** Keeps one judged attempt (every attempt is kept; the card shows the best). */
export async function insertAttempt(
  db: Db,
  values: Omit<typeof drillAttempts.$inferInsert, "id">,
): Promise<DrillAttemptRow> {
  const [row] = await db.insert(drillAttempts).values(values).returning();
  return row!;
}
