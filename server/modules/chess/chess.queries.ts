// Chain Chess's database access (games.md §4.14): matches (the atomic join, locks for every change), moves (one per
// ply, a client's move id once per match), the players' chat, the lobby, a member's active matches and the sweep's
// overdue matches. Other members are read only through the public profile fields.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import {
  chessChat,
  chessMatches,
  chessMoves,
  type ChessChatRow,
  type ChessMatchRow,
  type ChessMoveRow,
} from "@server/db/schema";

export async function insertMatch(db: Db, values: typeof chessMatches.$inferInsert): Promise<ChessMatchRow> {
  const [row] = await db.insert(chessMatches).values(values).returning();
  if (!row) throw new Error("chess match not inserted");
  return row;
}

export async function findMatch(db: Db, id: string): Promise<ChessMatchRow | undefined> {
  const [row] = await db.select().from(chessMatches).where(eq(chessMatches.id, id));
  return row;
}

export async function lockMatch(tx: Db, id: string): Promise<ChessMatchRow | undefined> {
  const [row] = await tx.select().from(chessMatches).where(eq(chessMatches.id, id)).for("update");
  return row;
}

export async function updateMatch(
  tx: Db,
  id: string,
  values: Partial<typeof chessMatches.$inferInsert>,
): Promise<ChessMatchRow> {
  const [row] = await tx.update(chessMatches).set(values).where(eq(chessMatches.id, id)).returning();
  if (!row) throw new Error("chess match vanished");
  return row;
}

/**
 * §4.14 joining: `player2` is set only while it is empty, the match waiting and the joiner not its creator — one
 * statement, so two joiners at once cannot both get in. Undefined when the row did not qualify.
 */
export async function claimSeat(
  tx: Db,
  id: string,
  userId: string,
  values: Partial<typeof chessMatches.$inferInsert>,
): Promise<ChessMatchRow | undefined> {
  const [row] = await tx
    .update(chessMatches)
    .set({ ...values, player2Id: userId })
    .where(
      and(
        eq(chessMatches.id, id),
        eq(chessMatches.status, "waiting"),
        isNull(chessMatches.player2Id),
        ne(chessMatches.player1Id, userId),
      ),
    )
    .returning();
  return row;
}

export async function movesOf(db: Db, matchId: string): Promise<ChessMoveRow[]> {
  return db.select().from(chessMoves).where(eq(chessMoves.matchId, matchId)).orderBy(asc(chessMoves.ply));
}

export async function findMoveByClientId(
  db: Db,
  matchId: string,
  clientMoveId: string,
): Promise<ChessMoveRow | undefined> {
  const [row] = await db
    .select()
    .from(chessMoves)
    .where(and(eq(chessMoves.matchId, matchId), eq(chessMoves.clientMoveId, clientMoveId)));
  return row;
}

export async function insertMove(tx: Db, values: typeof chessMoves.$inferInsert): Promise<ChessMoveRow> {
  const [row] = await tx.insert(chessMoves).values(values).returning();
  if (!row) throw new Error("chess move not inserted");
  return row;
}

export async function chatOf(db: Db, matchId: string, limit: number): Promise<ChessChatRow[]> {
  const rows = await db
    .select()
    .from(chessChat)
    .where(eq(chessChat.matchId, matchId))
    .orderBy(desc(chessChat.createdAt))
    .limit(limit);
  return rows.reverse();
}

export async function lastChatOf(db: Db, matchId: string, userId: string): Promise<ChessChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chessChat)
    .where(and(eq(chessChat.matchId, matchId), eq(chessChat.userId, userId)))
    .orderBy(desc(chessChat.createdAt))
    .limit(1);
  return row;
}

export async function insertChat(tx: Db, values: typeof chessChat.$inferInsert): Promise<ChessChatRow> {
  const [row] = await tx.insert(chessChat).values(values).returning();
  if (!row) throw new Error("chess chat not inserted");
  return row;
}

/** The lobby's open challenges: waiting, open, not the caller's own, newest first. */
export async function openChallenges(db: Db, userId: string, limit: number): Promise<ChessMatchRow[]> {
  return db
    .select()
    .from(chessMatches)
    .where(
      and(
        eq(chessMatches.status, "waiting"),
        eq(chessMatches.visibility, "open"),
        ne(chessMatches.player1Id, userId),
      ),
    )
    .orderBy(desc(chessMatches.createdAt))
    .limit(limit);
}

/** "Your active games": waiting and active matches the member plays in. */
export async function activeMatchesOf(db: Db, userId: string, limit: number): Promise<ChessMatchRow[]> {
  return db
    .select()
    .from(chessMatches)
    .where(
      and(
        inArray(chessMatches.status, ["waiting", "active"]),
        or(eq(chessMatches.player1Id, userId), eq(chessMatches.player2Id, userId)),
      ),
    )
    .orderBy(desc(chessMatches.createdAt))
    .limit(limit);
}

/** The sweep's work: active matches whose turn deadline passed, or whose bot has finished thinking. */
export async function overdueMatchIds(db: Db, now: Date, graceMs: number, limit: number): Promise<string[]> {
  const cutoff = new Date(now.getTime() - graceMs);
  const rows = await db
    .select({ id: chessMatches.id })
    .from(chessMatches)
    .where(
      and(
        eq(chessMatches.status, "active"),
        or(
          and(isNotNull(chessMatches.turnDeadlineAt), lte(chessMatches.turnDeadlineAt, cutoff)),
          and(isNotNull(chessMatches.botDueAt), lte(chessMatches.botDueAt, now)),
        ),
      ),
    )
    .orderBy(sql`coalesce(${chessMatches.botDueAt}, ${chessMatches.turnDeadlineAt}) asc`)
    .limit(limit);
  return rows.map((row) => row.id);
}
