// The achievements engine's entry point for other modules (screens.md §3.10 "Evaluation"): after an event that may
// move a criterion, the module calls `updateCounters` in the same transaction with the counters it affects. The
// engine recomputes each from its source tables, stores the value and awards every badge whose threshold is reached
// (once: the primary key of user_achievements), with its points to the ledger and a bell notification. The toast is
// published after commit by the announcer job (announcer.ts), which also tells the bell.
import { sql } from "drizzle-orm";
import { counterKinds, type CounterKind } from "@common/constants/achievement-counters";
import { achievementsOn, findAchievement } from "@common/content/achievements";
import { achievementNotificationTitle } from "@common/schemas/achievements";
import type { Db } from "@server/db/client";
import { userAchievements, userCounters } from "@server/db/schema";
import { insertNotifications } from "@server/modules/notifications/notifications.queries";
import { awardPoints } from "@server/modules/points/points.queries";
import { computeCounters } from "./counter-sources";

export const ACHIEVEMENTS_LINK = "/achievements";

/**
 * Recomputes the named counters, stores them, and awards the badges they now reach. Returns the ids of the badges
 * newly earned by this call (usually none).
 */
export async function updateCounters(
  tx: Db,
  userId: string,
  counters: readonly CounterKind[],
  now: Date,
): Promise<string[]> {
  if (counters.length === 0) return [];
  const values = await computeCounters(tx, userId, counters);
  await tx
    .insert(userCounters)
    .values([...values].map(([counter, value]) => ({ userId, counter, value, updatedAt: now })))
    .onConflictDoUpdate({
      target: [userCounters.userId, userCounters.counter],
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
  const reached = achievementsOn(values.keys()).filter(
    (achievement) => (values.get(achievement.counter) ?? 0) >= achievement.threshold,
  );
  if (reached.length === 0) return [];
  const inserted = await tx
    .insert(userAchievements)
    .values(reached.map((achievement) => ({ userId, achievementId: achievement.id, earnedAt: now })))
    .onConflictDoNothing()
    .returning({ achievementId: userAchievements.achievementId });
  const earned = inserted.flatMap((row) => findAchievement(row.achievementId) ?? []);
  for (const achievement of earned)
    await awardPoints(tx, {
      userId,
      source: "achievement",
      kind: "achievement",
      amount: achievement.points,
      sourceId: achievement.id,
      dedupeKey: `achievement:${userId}:${achievement.id}`,
      createdAt: now,
    });
  await insertNotifications(
    tx,
    earned.map((achievement) => ({
      userId,
      kind: "achievement",
      title: achievementNotificationTitle(achievement),
      body: achievement.criterion,
      link: ACHIEVEMENTS_LINK,
      createdAt: now,
    })),
  );
  return earned.map((achievement) => achievement.id);
}

/** Every counter: catches up a member whose history predates the engine (or an event that was not hooked). */
export function recountAll(tx: Db, userId: string, now: Date): Promise<string[]> {
  return updateCounters(tx, userId, counterKinds, now);
}
