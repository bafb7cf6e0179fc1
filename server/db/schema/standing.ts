import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

// A member's standing (screens.md §3.9–§3.11, data-model.md §3): study days and streaks, the counters behind the
// achievements, the badges earned, feedback and the mutes staff set. The achievement catalogue itself is reference
// data in code (common/content/achievements.ts); `achievement_id` holds its ids and a test keeps them in step.

/** One row per member and local day with any study activity (screens.md "Study day"). */
export const activityDays = pgTable(
  "activity_days",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    study: boolean("study").notNull().default(false),
    memory: boolean("memory").notNull().default(false),
    challenge: boolean("challenge").notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** Current and longest run of consecutive days per kind; the longest is never lowered (a badge is never lost). */
export const streaks = pgTable(
  "streaks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    kind: text("kind").$type<"study" | "memory" | "challenge">().notNull(),
    current: integer("current").notNull().default(0),
    longest: integer("longest").notNull().default(0),
    lastDay: date("last_day", { mode: "string" }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check("streaks_kind_values", sql`${table.kind} in ('study', 'memory', 'challenge')`),
  ],
);

/** The value of one achievement criterion for one member: a cache of what the source tables say. */
export const userCounters = pgTable(
  "user_counters",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    counter: text("counter").notNull(),
    value: integer("value").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.counter] })],
);

/**
 * A badge earned, once per member (the primary key decides a race). `announced_at` is set by the job that publishes
 * the toast after the earning transaction committed.
 */
export const userAchievements = pgTable(
  "user_achievements",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    achievementId: text("achievement_id").notNull(),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull(),
    announcedAt: timestamp("announced_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.achievementId] }),
    index("user_achievements_unannounced_idx")
      .on(table.earnedAt)
      .where(sql`${table.announcedAt} is null`),
  ],
);

export const feedbackCategory = pgEnum("feedback_category", ["bug", "feature", "improvement", "other"]);
export const feedbackStatus = pgEnum("feedback_status", [
  "received",
  "reviewed",
  "planned",
  "done",
  "declined",
]);

/** Bug reports and ideas (screens.md §3.9); the admin's status and reply are the only later changes. */
export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => profiles.userId, { onDelete: "set null" }),
    category: feedbackCategory("category").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    body: varchar("body", { length: 5000 }).notNull(),
    pageUrl: text("page_url"),
    userAgent: text("user_agent"),
    appVersion: text("app_version"),
    isPriority: boolean("is_priority").notNull().default(false),
    status: feedbackStatus("status").notNull().default("received"),
    adminReply: text("admin_reply"),
    repliedBy: uuid("replied_by").references(() => profiles.userId, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("feedback_status_priority_created_idx").on(table.status, table.isPriority, table.createdAt),
    index("feedback_user_created_idx").on(table.userId, table.createdAt),
  ],
);

/** A member who may not post in community chat or live rooms until `until` (screens.md §4.3). */
export const memberMutes = pgTable(
  "member_mutes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    until: timestamp("until", { withTimezone: true }).notNull(),
    reason: varchar("reason", { length: 500 }).notNull().default(""),
    createdBy: uuid("created_by").references(() => profiles.userId, { onDelete: "set null" }),
    /** Set when staff lift the mute early. */
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("member_mutes_user_until_idx").on(table.userId, table.until)],
);
