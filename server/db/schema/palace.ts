import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

/**
 * The memory palace's per-member tables (palace.md §5.2). Room content lives in the content module
 * (common/content/palace), so room ids are plain text here. Everything except palace_prefs and the
 * entries' own fields is written by the server only.
 */

/** One row per member and room, created on the first visit or activity; `xp` caches the room's xp_events. */
export const roomProgress = pgTable(
  "room_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    roomId: text("room_id").notNull(),
    firstVisitedAt: timestamp("first_visited_at", { withTimezone: true }),
    lastVisitedAt: timestamp("last_visited_at", { withTimezone: true }),
    lessonReadAt: timestamp("lesson_read_at", { withTimezone: true }),
    learnCheckPassedAt: timestamp("learn_check_passed_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    xp: integer("xp").notNull().default(0),
    level: smallint("level").notNull().default(1),
    milestonesPassed: smallint("milestones_passed").notNull().default(0),
    drillsTaken: integer("drills_taken").notNull().default(0),
    bestDrillPct: smallint("best_drill_pct"),
    passingEntries: integer("passing_entries").notNull().default(0),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
    contentVersion: text("content_version"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roomId] }),
    index("room_progress_user_last_visited_idx").on(table.userId, table.lastVisitedAt.desc()),
    check("room_progress_level_range", sql`${table.level} between 1 and 5`),
    check("room_progress_milestones_range", sql`${table.milestonesPassed} between 0 and 4`),
    check("room_progress_xp_non_negative", sql`${table.xp} >= 0`),
  ],
);

/** Practice answers: unlimited per room, editable, soft-deleted. The verdict fields are set by the server's judge. */
export const practiceEntries = pgTable(
  "practice_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    roomId: text("room_id").notNull(),
    promptId: text("prompt_id"),
    masterTaskId: text("master_task_id"),
    /** The deliverable kind the payload follows (the room's, or `masterTask`). */
    kind: text("kind").notNull(),
    title: text("title").notNull().default(""),
    /** Normalised labels of every reference-typed field (for search and the Christ-map). */
    refs: text("refs")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    payload: jsonb("payload").$type<Record<string, string | string[]>>().notNull(),
    status: text("status").$type<"draft" | "checked">().notNull().default("draft"),
    verdict: text("verdict").$type<"pass" | "partial" | "fail">(),
    feedback: jsonb("feedback")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    firstPassedAt: timestamp("first_passed_at", { withTimezone: true }),
    contentVersion: text("content_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    index("practice_entries_user_room_created_idx")
      .on(table.userId, table.roomId, table.createdAt.desc())
      .where(sql`${table.deletedAt} is null`),
    check("practice_entries_status_values", sql`${table.status} in ('draft', 'checked')`),
    check(
      "practice_entries_verdict_values",
      sql`${table.verdict} is null or ${table.verdict} in ('pass', 'partial', 'fail')`,
    ),
  ],
);

/** Learn checks, drills and milestone tests. Items are drawn and graded on the server; keys never leave it. */
export const assessmentAttempts = pgTable(
  "assessment_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    roomId: text("room_id").notNull(),
    kind: text("kind").$type<"learn_check" | "drill" | "milestone">().notNull(),
    milestoneNo: smallint("milestone_no"),
    itemIds: text("item_ids").array().notNull(),
    /** How each item was shown: for choice items the option order (shown index → bank index). */
    presented: jsonb("presented")
      .$type<Record<string, { options?: number[]; items?: string[]; right?: string[] }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The written part's passage (milestones 3–4), if one was set. */
    passage: text("passage"),
    answers: jsonb("answers").$type<Record<string, unknown>>(),
    /** Milestones 2–4: the judge results of the written parts. */
    written: jsonb("written").$type<{ written: unknown; teaching: unknown }>(),
    score: integer("score"),
    maxScore: integer("max_score").notNull(),
    pct: smallint("pct"),
    durationS: integer("duration_s"),
    verdict: text("verdict").$type<"pass" | "fail">(),
    contentVersion: text("content_version").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (table) => [
    index("assessment_attempts_user_room_started_idx").on(table.userId, table.roomId, table.startedAt.desc()),
    check("assessment_attempts_kind_values", sql`${table.kind} in ('learn_check', 'drill', 'milestone')`),
    check(
      "assessment_attempts_milestone_no",
      sql`(${table.kind} = 'milestone') = (${table.milestoneNo} is not null) and (${table.milestoneNo} is null or ${table.milestoneNo} between 1 and 4)`,
    ),
    check(
      "assessment_attempts_verdict_values",
      sql`${table.verdict} is null or ${table.verdict} in ('pass', 'fail')`,
    ),
  ],
);

/**
 * The app's one append-only points ledger: palace XP (palace.md §4.6) and game points (games.md §3.8).
 * `dedupe_key` makes every act award at most once; `profiles.points_total` and `level` cache its sum.
 */
export const xpEvents = pgTable(
  "xp_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    /** Null for points that belong to no room (games). */
    roomId: text("room_id"),
    /** Where the points come from: "palace", or "game:{id}" (games.md §3.8); caps and leaderboards group by it. */
    source: text("source").notNull().default("palace"),
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    sourceId: text("source_id"),
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("xp_events_dedupe_key_idx").on(table.dedupeKey),
    index("xp_events_user_kind_created_idx").on(table.userId, table.kind, table.createdAt),
    index("xp_events_user_source_created_idx").on(table.userId, table.source, table.createdAt),
    // The weekly and monthly leaderboards sum the ledger by time across members (screens §3.11).
    index("xp_events_created_idx").on(table.createdAt),
    check("xp_events_amount_positive", sql`${table.amount} > 0`),
  ],
);

/** The member's palace preferences: the room last opened ("Continue") and the focus room. */
export const palacePrefs = pgTable("palace_prefs", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => profiles.userId, { onDelete: "cascade" }),
  lastRoomId: text("last_room_id"),
  focusRoomId: text("focus_room_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
