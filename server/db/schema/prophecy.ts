import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type {
  ProphecyCategory,
  ProphecyScope,
  SignalKind,
  SignalSections,
  SignalVisibility,
} from "@common/schemas/prophecy";
import { profiles } from "./profiles";

/**
 * Prophecy Watch signals (ai.md §3.6, data model §6): a member's analysis of a report, or a theme briefing. Private to
 * its author until it is published: `pending` waits for staff (a premium suggestion, or a check that could not be
 * made), `public` is in the feed for every member, `hidden` was taken down by staff. The weekly briefing job writes
 * signals without an author (`created_by` null). `report_text` is the pasted report, for its author only.
 */
export const prophecySignals = pgTable(
  "prophecy_signals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdBy: uuid("created_by").references(() => profiles.userId, { onDelete: "cascade" }),
    kind: text("kind").$type<SignalKind>().notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    summary: varchar("summary", { length: 600 }).notNull(),
    category: text("category").$type<ProphecyCategory>().notNull(),
    scope: text("scope").$type<ProphecyScope>().notNull(),
    sections: jsonb("sections").$type<SignalSections>().notNull(),
    passages: jsonb("passages").$type<string[]>().notNull(),
    sourceTitle: varchar("source_title", { length: 150 }),
    sourceUrl: varchar("source_url", { length: 500 }),
    reportText: text("report_text"),
    /** Who answered: model, fake, or the offline study engine. */
    source: text("source").$type<"model" | "fake" | "offline">().notNull(),
    notices: jsonb("notices").$type<string[]>().notNull().default([]),
    visibility: text("visibility").$type<SignalVisibility>().notNull().default("private"),
    /** When the signal was last sent for review (the queue's "held since"). */
    heldAt: timestamp("held_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("prophecy_signals_author_created_idx").on(table.createdBy, table.createdAt.desc()),
    index("prophecy_signals_public_published_idx")
      .on(table.publishedAt.desc())
      .where(sql`${table.visibility} = 'public'`),
    check("prophecy_signals_kind_values", sql`${table.kind} in ('report_analysis', 'theme_briefing')`),
    check(
      "prophecy_signals_category_values",
      sql`${table.category} in ('church_and_state', 'religious_liberty', 'worship_and_sabbath', 'natural_world', 'power_and_authority', 'spiritual_trends')`,
    ),
    check("prophecy_signals_scope_values", sql`${table.scope} in ('my_country', 'worldwide')`),
    check("prophecy_signals_source_values", sql`${table.source} in ('model', 'fake', 'offline')`),
    check(
      "prophecy_signals_visibility_values",
      sql`${table.visibility} in ('private', 'pending', 'public', 'hidden')`,
    ),
  ],
);

/** A member's alert subscriptions (ai.md §3.6): at most 20 per member (the service checks, under a lock). */
export const watchTopics = pgTable(
  "watch_topics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    name: varchar("name", { length: 60 }).notNull(),
    categories: jsonb("categories").$type<ProphecyCategory[]>().notNull(),
    keywords: jsonb("keywords").$type<string[]>().notNull(),
    passages: jsonb("passages").$type<string[]>().notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("watch_topics_user_created_idx").on(table.userId, table.createdAt)],
);

/**
 * Which topic matched which published signal: one row per topic and signal, so a signal published again never alerts
 * twice. `notified` is false when the member's daily cap was reached (counted in the "and N more" notification).
 */
export const prophecyAlertMatches = pgTable(
  "prophecy_alert_matches",
  {
    topicId: uuid("topic_id")
      .notNull()
      .references(() => watchTopics.id, { onDelete: "cascade" }),
    signalId: uuid("signal_id")
      .notNull()
      .references(() => prophecySignals.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    notified: boolean("notified").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.topicId, table.signalId] }),
    index("prophecy_alert_matches_user_created_idx").on(table.userId, table.createdAt),
    index("prophecy_alert_matches_signal_idx").on(table.signalId),
  ],
);

/** The weekly theme briefing's claim: one row per scheduled slot, so two instances never both publish one. */
export const prophecyBriefingRuns = pgTable("prophecy_briefing_runs", {
  slot: timestamp("slot", { withTimezone: true }).primaryKey(),
  signalId: uuid("signal_id").references(() => prophecySignals.id, { onDelete: "set null" }),
  outcome: text("outcome"),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
});
