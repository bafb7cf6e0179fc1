// The account's points total and level, cached on `profiles` from the one ledger (`xp_events`). Every writer of
// the ledger calls `addPoints` in the same transaction as its insert, so the cache never drifts from the sum.
import { levelForPoints } from "@common/games/rules";
import type { Db } from "@server/db/client";
import { profiles, xpEvents } from "@server/db/schema";
import { eq, sql } from "drizzle-orm";

export async function addPoints(
  tx: Db,
  userId: string,
  amount: number,
): Promise<{ total: number; level: number }> {
  if (amount <= 0) {
    const [row] = await tx
      .select({ total: profiles.pointsTotal, level: profiles.level })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return { total: row?.total ?? 0, level: row?.level ?? 1 };
  }
  const [row] = await tx
    .update(profiles)
    .set({ pointsTotal: sql`${profiles.pointsTotal} + ${amount}` })
    .where(eq(profiles.userId, userId))
    .returning({ total: profiles.pointsTotal, level: profiles.level });
  const total = row?.total ?? amount;
  const level = levelForPoints(total);
  if (row && level !== row.level) await tx.update(profiles).set({ level }).where(eq(profiles.userId, userId));
  return { total, level };
}

/**
 * Writes one event to the ledger and adds it to the cached total, in the caller's transaction. `dedupeKey` makes
 * it happen once: a retried or doubled request awards nothing more (returns 0).
 */
export async function awardPoints(
  tx: Db,
  event: {
    userId: string;
    /** screens.md §1.6 source: "lesson", "course", "challenge", "equation", "drill" … */
    source: string;
    kind: string;
    amount: number;
    sourceId: string | null;
    dedupeKey: string;
    createdAt: Date;
  },
): Promise<number> {
  if (event.amount <= 0) return 0;
  const rows = await tx
    .insert(xpEvents)
    .values({ ...event, roomId: null })
    .onConflictDoNothing({ target: xpEvents.dedupeKey })
    .returning({ id: xpEvents.id });
  if (rows.length === 0) return 0;
  await addPoints(tx, event.userId, event.amount);
  return event.amount;
}
