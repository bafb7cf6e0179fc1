// The leaderboard (screens.md §3.11): the top 50 of a period and ranking, the caller's own row with their true rank,
// and the caller's hero tiles. Computed on every request (no cache), so "Show me on leaderboards" and new points
// take effect on the next read; the period bounds are UTC (period.ts).
import { LEADERBOARD_TOP, type LeaderboardDto, type LeaderboardQuery } from "@common/schemas/leaderboard";
import type { ActorContext } from "@server/http/context";
import { presentRow } from "./leaderboard.presenter";
import { badgeCount, isLeaderboardVisible, rowOf, topRows, valueOf } from "./leaderboard.queries";
import { periodRange } from "./period";

/** GET /api/leaderboard?period=&ranking= */
export async function getLeaderboard(ctx: ActorContext, query: LeaderboardQuery): Promise<LeaderboardDto> {
  const userId = ctx.actor.userId;
  const range = periodRange(query.period, ctx.clock.now());
  const [top, mine, visible, points, challenges, badges] = await Promise.all([
    topRows(ctx.db, query.ranking, range, LEADERBOARD_TOP),
    rowOf(ctx.db, query.ranking, range, userId),
    isLeaderboardVisible(ctx.db, userId),
    valueOf(ctx.db, "points", range, userId),
    valueOf(ctx.db, "challenges", range, userId),
    badgeCount(ctx.db, userId),
  ]);
  const me = mine ? presentRow(mine, userId) : null;
  return {
    period: query.period,
    ranking: query.ranking,
    periodStart: range ? range.start.toISOString() : null,
    periodEnd: range ? range.end.toISOString() : null,
    rows: top.map((row) => presentRow(row, userId)),
    me,
    visible,
    tiles: { rank: me?.rank ?? null, points, challenges, badges },
  };
}
