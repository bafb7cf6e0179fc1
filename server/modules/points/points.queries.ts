// The account's points total and level, cached on `profiles` from the one ledger (`xp_events`). Every writer of
// the ledger calls `addPoints` in the same transaction as its insert, so the cache never drifts from the sum.
import { levelForPoints } from "@common/games/rules";
import type { Db } from "@server/db/client";
import { profiles } from "@server/db/schema";
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
