import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

/**
 * Research notes (ai.md §3.7, data model): a report (parent_id null) or a deep dive (its report's child; deleting the
 * report deletes its deep dives). `sections` holds the structured result (common/schemas/research.ts), `passages`,
 * `rooms` and `strongs` what it cites. A public note is readable by other members only once moderation approved it:
 * `moderation` is null for private notes, and approved / pending (held for staff, e.g. when the check could not be
 * made) / hidden (by a moderator) for public ones, as the flashcard decks do it.
 */
export const researchNotes = pgTable(
  "research_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => researchNotes.id, { onDelete: "cascade" }),
    topic: varchar("topic", { length: 200 }).notNull(),
    focus: varchar("focus", { length: 120 }),
    question: varchar("question", { length: 1000 }),
    options: jsonb("options").$type<Record<string, unknown>>().notNull(),
    sections: jsonb("sections").$type<Record<string, unknown>>().notNull(),
    passages: jsonb("passages").$type<string[]>().notNull().default([]),
    rooms: jsonb("rooms").$type<string[]>().notNull().default([]),
    strongs: jsonb("strongs").$type<string[]>().notNull().default([]),
    source: text("source").$type<"ai" | "offline">().notNull(),
    title: varchar("title", { length: 120 }).notNull(),
    myNotes: text("my_notes").notNull().default(""),
    pinned: boolean("pinned").notNull().default(false),
    isPublic: boolean("is_public").notNull().default(false),
    moderation: text("moderation").$type<"approved" | "pending" | "hidden">(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // "My research": the member's reports, pinned first, newest first.
    index("research_notes_user_list_idx")
      .on(table.userId, table.pinned.desc(), table.createdAt.desc())
      .where(sql`${table.parentId} is null`),
    index("research_notes_parent_idx").on(table.parentId, table.createdAt),
    check("research_notes_source_values", sql`${table.source} in ('ai', 'offline')`),
    check(
      "research_notes_moderation_values",
      sql`${table.moderation} is null or ${table.moderation} in ('approved', 'pending', 'hidden')`,
    ),
    check("research_notes_my_notes_length", sql`char_length(${table.myNotes}) <= 10000`),
  ],
);
