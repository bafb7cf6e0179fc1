import { eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { userAchievements, userCounters } from "@server/db/schema";

export type EarnedRow = { achievementId: string; earnedAt: Date };

/** The member's stored counter values (counter → value). */
export async function listCounters(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ counter: userCounters.counter, value: userCounters.value })
    .from(userCounters)
    .where(eq(userCounters.userId, userId));
  return new Map(rows.map((row) => [row.counter, row.value]));
}

/** The badges the member has earned. */
export async function listEarned(db: Db, userId: string): Promise<EarnedRow[]> {
  return db
    .select({ achievementId: userAchievements.achievementId, earnedAt: userAchievements.earnedAt })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId));
}
