// /achievements (screens.md §3.10): every badge with the member's state. Opening the page first recounts every
// counter from the source tables, so a member whose history predates the engine (or an event no hook covers) is
// caught up — and awarded — before the page shows; reloading finds nothing new and awards nothing twice (ACH-4).
import type { AchievementsDto } from "@common/schemas/achievements";
import type { ActorContext } from "@server/http/context";
import { presentAchievements } from "./achievements.presenter";
import { listCounters, listEarned } from "./achievements.queries";
import { recountAll } from "./progress";

/** GET /api/achievements — every plan. */
export async function getAchievements(ctx: ActorContext): Promise<AchievementsDto> {
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await recountAll(tx, userId, now);
    const [counters, earned] = [await listCounters(tx, userId), await listEarned(tx, userId)];
    return presentAchievements(counters, earned);
  });
}
