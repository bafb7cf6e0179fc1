import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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

/**
 * One daily treasure-hunt edition (games.md §4.20): the hunt of the bank (`hunt_key`, server/modules/games/content/
 * hunts.ts) published for one hunt day. The hunt day starts at 06:00 UTC; `edition_date` is unique, so two instances
 * publishing at once insert one row. `ranked` is false for the editions published as a fresh database's archive:
 * nobody could join those on their day, so they have no board.
 */
export const huntEditions = pgTable(
  "hunt_editions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    huntKey: text("hunt_key").notNull(),
    editionDate: date("edition_date", { mode: "string" }).notNull(),
    difficulty: text("difficulty").$type<"beginner" | "pro" | "scholar">().notNull(),
    /** 06:00 UTC of the edition date: its 24-hour ranked window starts here. */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    ranked: boolean("ranked").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("hunt_editions_date_idx").on(table.editionDate),
    check("hunt_editions_difficulty_values", sql`${table.difficulty} in ('beginner', 'pro', 'scholar')`),
  ],
);

/** Per clue of a participation: hints taken, wrong tries, and once solved the answer given and its points. */
export interface HuntClueState {
  hintsUsed: number;
  wrongTries: number;
  answer: string | null;
  points: number | null;
  solvedAt: string | null;
}

/**
 * A member's play of one edition: one per (member, edition), so joining twice is the same participation. The clock
 * is the server's (`deadline_at` = joined + 24 h, or 24 min with the admin fast clock); `clues` holds the per-clue
 * state. `ranked` is true when the member joined within the edition's 24-hour window.
 */
export const huntParticipations = pgTable(
  "hunt_participations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    editionId: uuid("edition_id")
      .notNull()
      .references(() => huntEditions.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    status: text("status").$type<"active" | "completed" | "expired">().notNull().default("active"),
    /** The clue to answer now; null once finished. */
    clueNo: smallint("clue_no"),
    clues: jsonb("clues").$type<HuntClueState[]>().notNull(),
    /** Clue points so far, plus the completion bonus once completed. */
    score: integer("score").notNull().default(0),
    bonus: integer("bonus").notNull().default(0),
    ranked: boolean("ranked").notNull(),
    fastClock: boolean("fast_clock").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    elapsedMs: integer("elapsed_ms"),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    pointsAwarded: integer("points_awarded").notNull().default(0),
    pointsCapped: boolean("points_capped").notNull().default(false),
  },
  (table) => [
    uniqueIndex("hunt_participations_user_edition_idx").on(table.userId, table.editionId),
    // The edition's board: completed ranked plays by score, then time.
    index("hunt_participations_board_idx").on(
      table.editionId,
      table.ranked,
      table.status,
      table.score.desc(),
      table.elapsedMs,
    ),
    check("hunt_participations_status_values", sql`${table.status} in ('active', 'completed', 'expired')`),
  ],
);

/** Every answer sent (audit trail); the wrong ones of the last 15 minutes are the per-clue guessing limit. */
export const huntAttempts = pgTable(
  "hunt_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    participationId: uuid("participation_id")
      .notNull()
      .references(() => huntParticipations.id, { onDelete: "cascade" }),
    clueNo: smallint("clue_no").notNull(),
    answer: text("answer").notNull(),
    correct: boolean("correct").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("hunt_attempts_participation_clue_idx").on(table.participationId, table.clueNo, table.createdAt),
  ],
);
