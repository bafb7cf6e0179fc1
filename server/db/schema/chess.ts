import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

/** A challenge set for the next move (games.md §4.14): a book (OSIS id), a palace room (id) or a principle (code). */
export interface ChessChallengeValue {
  category: "book" | "room" | "principle";
  item: string;
}

/**
 * A Chain Chess match (games.md §4.14). Sides are `p1` (the creator) and `p2` (the joiner, or the bot). The server is
 * the only writer of the turn, the deadline, the version (bumped by every change, the clients' `baseVersion`), the
 * scores and the result; `player2_id` is set atomically by the join (only while empty and never to `player1_id`).
 * `timeouts` counts each side's consecutive Live timeouts (two forfeit). `bot_due_at` is when the bot's thinking ends.
 */
export const chessMatches = pgTable(
  "chess_matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status").$type<"waiting" | "active" | "completed" | "abandoned">().notNull(),
    opponentKind: text("opponent_kind").$type<"bot" | "player">().notNull(),
    botLevel: text("bot_level").$type<"easy" | "normal" | "hard">(),
    pace: text("pace").$type<"live" | "correspondence">(),
    visibility: text("visibility").$type<"invite" | "open">(),
    level: text("level").$type<"adults" | "kids">().notNull(),
    categories: jsonb("categories").$type<Array<"book" | "room" | "principle">>().notNull(),
    movesPerSide: smallint("moves_per_side").notNull(),
    player1Id: uuid("player1_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    player2Id: uuid("player2_id").references(() => profiles.userId, { onDelete: "cascade" }),
    /** The creator's choice: me, opponent or random (resolved to a side when the match becomes active). */
    firstPlayer: text("first_player").$type<"me" | "opponent" | "random">().notNull(),
    firstSide: text("first_side").$type<"p1" | "p2">(),
    currentTurn: text("current_turn").$type<"p1" | "p2">(),
    turnDeadlineAt: timestamp("turn_deadline_at", { withTimezone: true }),
    openChallenge: jsonb("open_challenge").$type<ChessChallengeValue | null>(),
    version: integer("version").notNull().default(0),
    scoreP1: integer("score_p1").notNull().default(0),
    scoreP2: integer("score_p2").notNull().default(0),
    movesP1: smallint("moves_p1").notNull().default(0),
    movesP2: smallint("moves_p2").notNull().default(0),
    timeoutsP1: smallint("timeouts_p1").notNull().default(0),
    timeoutsP2: smallint("timeouts_p2").notNull().default(0),
    botDueAt: timestamp("bot_due_at", { withTimezone: true }),
    fastClock: boolean("fast_clock").notNull().default(false),
    winnerSide: text("winner_side").$type<"p1" | "p2">(),
    result: text("result").$type<"win" | "draw" | "resign" | "forfeit">(),
    seed: text("seed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("chess_matches_player1_idx").on(table.player1Id, table.status),
    index("chess_matches_player2_idx").on(table.player2Id, table.status),
    index("chess_matches_open_idx").on(table.visibility, table.status, table.createdAt),
    index("chess_matches_deadline_idx").on(table.status, table.turnDeadlineAt),
    check(
      "chess_matches_status_values",
      sql`${table.status} in ('waiting', 'active', 'completed', 'abandoned')`,
    ),
    check(
      "chess_matches_players_differ",
      sql`${table.player2Id} is null or ${table.player2Id} <> ${table.player1Id}`,
    ),
  ],
);

/**
 * One move (a ply): the side and player (null = the bot), the verse, the commentary, the challenge it answered and
 * the one it set, the judge's verdict. A timed-out Live move is a row too (score 0, `timed_out`). `client_move_id`
 * is unique per match, so a resent move returns the stored result.
 */
export const chessMoves = pgTable(
  "chess_moves",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => chessMatches.id, { onDelete: "cascade" }),
    ply: smallint("ply").notNull(),
    side: text("side").$type<"p1" | "p2">().notNull(),
    playerId: uuid("player_id").references(() => profiles.userId, { onDelete: "set null" }),
    clientMoveId: text("client_move_id"),
    ref: text("ref"),
    commentary: text("commentary"),
    answeredChallenge: jsonb("answered_challenge").$type<ChessChallengeValue | null>(),
    challengeCategory: text("challenge_category").$type<"book" | "room" | "principle">(),
    challengeItem: text("challenge_item"),
    answered: boolean("answered").notNull().default(false),
    score: smallint("score").notNull().default(0),
    judgement: jsonb("judgement").$type<Record<string, unknown>>(),
    timedOut: boolean("timed_out").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("chess_moves_ply_idx").on(table.matchId, table.ply),
    uniqueIndex("chess_moves_client_idx").on(table.matchId, table.clientMoveId),
  ],
);

/** The two players' chat (text only, 300 characters, one a second), never shown to anyone else. */
export const chessChat = pgTable(
  "chess_chat",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => chessMatches.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("chess_chat_match_idx").on(table.matchId, table.createdAt)],
);

export type ChessMatchRow = typeof chessMatches.$inferSelect;
export type ChessMoveRow = typeof chessMoves.$inferSelect;
export type ChessChatRow = typeof chessChat.$inferSelect;
