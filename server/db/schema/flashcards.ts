import {
  type AnyPgColumn,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
  boolean,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { profiles } from "./profiles";

/**
 * Flashcard decks (ai.md §3.10, data model §6). A public deck is readable by other members only once moderation
 * approved it: `moderation` is null for private decks, and approved / pending (held for an admin, e.g. when the check
 * could not be made) / hidden (by a moderator) for public ones.
 */
export const flashcardDecks = pgTable(
  "flashcard_decks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    title: varchar("title", { length: 100 }).notNull(),
    description: varchar("description", { length: 500 }).notNull().default(""),
    isPublic: boolean("is_public").notNull().default(false),
    moderation: text("moderation").$type<"approved" | "pending" | "hidden">(),
    source: text("source").$type<"manual" | "ai" | "offline">().notNull(),
    copiedFromId: uuid("copied_from_id").references((): AnyPgColumn => flashcardDecks.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("flashcard_decks_owner_updated_idx").on(table.ownerId, table.updatedAt.desc()),
    index("flashcard_decks_public_updated_idx")
      .on(table.isPublic, table.updatedAt.desc())
      .where(sql`${table.isPublic}`),
    check("flashcard_decks_source_values", sql`${table.source} in ('manual', 'ai', 'offline')`),
    check(
      "flashcard_decks_moderation_values",
      sql`${table.moderation} is null or ${table.moderation} in ('approved', 'pending', 'hidden')`,
    ),
  ],
);

/** A deck's cards in the member's order. Each card's schedule is its review_cards row (subject type `flashcard`). */
export const flashcards = pgTable(
  "flashcards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deckId: uuid("deck_id")
      .notNull()
      .references(() => flashcardDecks.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    front: varchar("front", { length: 500 }).notNull(),
    back: varchar("back", { length: 1000 }).notNull(),
    verseRef: varchar("verse_ref", { length: 50 }),
    kind: text("kind").$type<"qa" | "cloze" | "verse_ref" | "room">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("flashcards_deck_position_idx").on(table.deckId, table.position),
    check("flashcards_kind_values", sql`${table.kind} in ('qa', 'cloze', 'verse_ref', 'room')`),
  ],
);

/** A generated preview (ai.md §3.10): kept so the deck's source comes from the server and it is saved at most once. */
export const flashcardGenerations = pgTable(
  "flashcard_generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    source: text("source").$type<"ai" | "offline">().notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    cards: jsonb("cards")
      .$type<{ front: string; back: string; verseRef: string | null; kind: string }[]>()
      .notNull(),
    savedDeckId: uuid("saved_deck_id").references(() => flashcardDecks.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("flashcard_generations_user_created_idx").on(table.userId, table.createdAt.desc()),
    check("flashcard_generations_source_values", sql`${table.source} in ('ai', 'offline')`),
  ],
);

/** The member's review settings for flashcards (ai.md §3.10); no row means the defaults. */
export const flashcardSettings = pgTable(
  "flashcard_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    desiredRetention: doublePrecision("desired_retention").notNull(),
    newPerDay: smallint("new_per_day").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("flashcard_settings_retention_range", sql`${table.desiredRetention} between 0.8 and 0.97`),
    check("flashcard_settings_new_per_day_range", sql`${table.newPerDay} between 0 and 100`),
  ],
);
