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

// The same unions as common/games/rules.ts (drizzle-kit reads this file without the path aliases).
type EscapeModeId = "room" | "gauntlet" | "floor-race";
type EscapeDifficultyId = "easy" | "medium" | "hard" | "pro";

/** What a room was assembled for: a palace room (Room-as-Room), a category (Gauntlet) or every floor (Floor Race). */
export type EscapeRoomTarget =
  | { mode: "room"; roomTag: string }
  | { mode: "gauntlet"; category: "prophecy" | "sanctuary" | "gospel" }
  | { mode: "floor-race" };

/**
 * An escape room (games.md §4.21): its locks (puzzle ids of the bank, in play order) fixed when it is made. Weekly
 * rooms are published Monday 00:00 UTC, two per mode (`week_start` + `slot` unique, so instances publishing at once
 * insert one set) and ranked for their week; built rooms belong to the member who built them and never rank.
 */
export const escapeRooms = pgTable(
  "escape_rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<"weekly" | "built">().notNull(),
    title: text("title").notNull(),
    mode: text("mode").$type<EscapeModeId>().notNull(),
    difficulty: text("difficulty").$type<EscapeDifficultyId>().notNull(),
    target: jsonb("target").$type<EscapeRoomTarget>().notNull(),
    puzzleIds: jsonb("puzzle_ids").$type<string[]>().notNull(),
    hasFinal: boolean("has_final").notNull(),
    weekStart: date("week_start", { mode: "string" }),
    slot: smallint("slot"),
    availableUntil: timestamp("available_until", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => profiles.userId, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("escape_rooms_week_slot_idx").on(table.weekStart, table.slot),
    index("escape_rooms_created_by_idx").on(table.createdBy, table.createdAt),
    check("escape_rooms_kind_values", sql`${table.kind} in ('weekly', 'built')`),
    check("escape_rooms_mode_values", sql`${table.mode} in ('room', 'gauntlet', 'floor-race')`),
  ],
);

/**
 * The one attempt of a member at a room (unique per room and member: a reload resumes it, never starts another). The
 * state (server/modules/escape/attempt.ts) holds the locks, tries, hints and clock; `deadline_at` and `status` are
 * kept beside it for the queries. `started_at` counts Essential's one start per UTC day.
 */
export const escapeAttempts = pgTable(
  "escape_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => escapeRooms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    state: jsonb("state").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<"active" | "escaped" | "sealed">().notNull(),
    score: integer("score").notNull().default(0),
    ranked: boolean("ranked").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    elapsedMs: integer("elapsed_ms"),
    pointsAwarded: integer("points_awarded").notNull().default(0),
  },
  (table) => [
    uniqueIndex("escape_attempts_room_user_idx").on(table.roomId, table.userId),
    index("escape_attempts_user_started_idx").on(table.userId, table.startedAt),
    index("escape_attempts_board_idx").on(table.roomId, table.ranked, table.status),
    check("escape_attempts_status_values", sql`${table.status} in ('active', 'escaped', 'sealed')`),
  ],
);

export type EscapeRoomRow = typeof escapeRooms.$inferSelect;
export type EscapeAttemptRow = typeof escapeAttempts.$inferSelect;
