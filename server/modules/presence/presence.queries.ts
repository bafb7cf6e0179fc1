import { count, eq, gte } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { profiles } from "@server/db/schema";

export async function touchLastSeen(db: Db, params: { userId: string; seenAt: Date }): Promise<void> {
  await db.update(profiles).set({ lastSeen: params.seenAt }).where(eq(profiles.userId, params.userId));
}

/** Members whose last heartbeat is at or after `since` (profiles_last_seen_idx serves the range). */
export async function countSeenSince(db: Db, params: { since: Date }): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(profiles)
    .where(gte(profiles.lastSeen, params.since));
  return row?.value ?? 0;
}
