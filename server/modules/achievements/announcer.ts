// Announces earned badges after their transaction committed (screens.md §3.10: the toast and the bell). The engine
// only writes rows; this job, run every second, claims the unannounced ones (`announced_at` set in one UPDATE, rows
// locked with SKIP LOCKED, so several instances never announce a badge twice) and publishes on each member's own
// `user:{id}` topic the badge event for the toast and the notification notice that refreshes the bell.
import { sql } from "drizzle-orm";
import { findAchievement } from "@common/content/achievements";
import { achievementUnlockedEventType, type AchievementUnlockedEvent } from "@common/schemas/achievements";
import { notificationEventType } from "@common/schemas/notifications";
import type { Clock } from "@server/clock";
import type { Db } from "@server/db/client";
import type { Logger } from "@server/logger";
import { userTopic } from "@server/modules/notifications/delivery";
import type { Bus } from "@server/realtime/bus";

/** Claimed per run; a larger backlog is announced by the next runs. */
const BATCH = 200;

export type AnnouncerDeps = { db: Db; bus: Bus; clock: Clock; logger?: Logger };

/** Claims and publishes the badges not yet announced; returns how many were announced. */
export async function announceAchievements(deps: AnnouncerDeps): Promise<number> {
  const now = deps.clock.now();
  const result = await deps.db.execute(sql`
    update user_achievements set announced_at = ${now.toISOString()}::timestamptz
    where (user_id, achievement_id) in (
      select user_id, achievement_id from user_achievements
      where announced_at is null
      order by earned_at
      limit ${BATCH}
      for update skip locked
    )
    returning user_id, achievement_id`);
  // Both drivers (PGlite, node-postgres) answer a raw query with `rows`.
  const rows = (((result as { rows?: unknown[] }).rows ?? []) as Array<Record<string, unknown>>).map(
    (row) => ({
      userId: String(row.user_id),
      achievementId: String(row.achievement_id),
    }),
  );
  if (rows.length === 0) return 0;
  const users = new Set<string>();
  for (const row of rows) {
    const achievement = findAchievement(row.achievementId);
    if (!achievement) continue;
    users.add(row.userId);
    const event: AchievementUnlockedEvent = {
      type: achievementUnlockedEventType,
      id: achievement.id,
      name: achievement.name,
      icon: achievement.icon,
      points: achievement.points,
    };
    await publish(deps, row.userId, event);
  }
  for (const userId of users) await publish(deps, userId, { type: notificationEventType });
  return rows.length;
}

async function publish(deps: AnnouncerDeps, userId: string, event: unknown): Promise<void> {
  try {
    await deps.bus.publish(userTopic(userId), event);
  } catch (error) {
    // Best-effort like every realtime notice: the page and the bell show the badge on their next fetch.
    deps.logger?.warn({ err: error }, "achievement notice not published");
  }
}
