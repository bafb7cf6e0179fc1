// Chain Chess's leaderboards (games.md §4.14, §3.9), read straight from the finished matches: against players, wins
// (per period); against the bot, the best winning score margin at Hard. One row per member, public fields only,
// members who hide from boards left out; ties go to the earlier result.
import { sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import type { BoardRow } from "@server/modules/games/games.queries";

export async function chessBoardRows(
  db: Db,
  board: { mode: "pvp" | "bot"; since: Date | null; limit: number; userId: string },
): Promise<{ top: BoardRow[]; me: BoardRow | null }> {
  const since = board.since ? sql`and m.finished_at >= ${board.since}` : sql``;
  const per =
    board.mode === "pvp"
      ? sql`
          select case when m.winner_side = 'p1' then m.player1_id else m.player2_id end as user_id,
                 count(*)::int as metric, max(m.finished_at) as achieved_at
          from chess_matches m
          where m.opponent_kind = 'player' and m.status = 'completed' and m.winner_side is not null ${since}
          group by 1`
      : sql`
          select distinct on (m.player1_id) m.player1_id as user_id,
                 (m.score_p1 - m.score_p2)::int as metric, m.finished_at as achieved_at
          from chess_matches m
          where m.opponent_kind = 'bot' and m.bot_level = 'hard' and m.status = 'completed'
            and m.winner_side = 'p1' ${since}
          order by m.player1_id, (m.score_p1 - m.score_p2) desc, m.finished_at asc`;
  const result = await db.execute(sql`
    with per as (${per}),
    ranked as (
      select per.*, rank() over (order by per.metric desc, per.achieved_at asc)::int as rank
      from per join profiles p on p.user_id = per.user_id
      where p.leaderboard_visible = true
    )
    select r.user_id, r.metric, r.achieved_at, r.rank, p.display_name, p.avatar_path, p.level
    from ranked r join profiles p on p.user_id = r.user_id
    where r.rank <= ${board.limit} or r.user_id = ${board.userId}
    order by r.rank asc`);
  // Both drivers (PGlite, node-postgres) answer a raw query with `rows`.
  const raw = ((result as { rows?: unknown[] }).rows ?? []) as Array<Record<string, unknown>>;
  const rows = raw.map((row): BoardRow => ({
    userId: String(row.user_id),
    rank: Number(row.rank),
    metric: Number(row.metric),
    achievedAt: row.achieved_at instanceof Date ? row.achieved_at : new Date(String(row.achieved_at)),
    displayName: String(row.display_name),
    avatarPath: (row.avatar_path as string | null) ?? null,
    level: Number(row.level),
  }));
  return {
    top: rows.filter((row) => row.rank <= board.limit).slice(0, board.limit),
    me: rows.find((row) => row.userId === board.userId) ?? null,
  };
}
