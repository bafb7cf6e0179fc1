import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

// Community (screens.md §8, §3.8; data-model.md §10): chat channels and messages, reactions, read positions, and
// study partnerships. Another member is only ever shown through the public profile projection.

export const chatChannels = pgTable("chat_channels", {
  id: text("id").primaryKey(),
  name: varchar("name", { length: 40 }).notNull(),
  description: varchar("description", { length: 200 }).notNull().default(""),
  position: integer("position").notNull(),
  /** Only admins post (#announcements). */
  readOnly: boolean("read_only").notNull().default(false),
  archivedAt: timestamp("archived_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channelId: text("channel_id")
      .notNull()
      .references(() => chatChannels.id),
    authorId: uuid("author_id").references(() => profiles.userId, { onDelete: "set null" }),
    body: varchar("body", { length: 2000 }).notNull(),
    replyToId: uuid("reply_to_id").references((): AnyPgColumn => chatMessages.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by"),
    /** Set when the third open report arrives; cleared when staff dismiss the reports. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    pinnedAt: timestamp("pinned_at", { withTimezone: true }),
    pinnedBy: uuid("pinned_by"),
  },
  (table) => [
    index("chat_messages_channel_created_idx").on(table.channelId, table.createdAt.desc()),
    index("chat_messages_pinned_idx")
      .on(table.channelId)
      .where(sql`${table.pinnedAt} is not null`),
    // The rate limit and the chat counters read a member's recent messages.
    index("chat_messages_author_created_idx").on(table.authorId, table.createdAt),
  ],
);

export const chatReactions = pgTable(
  "chat_reactions",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    emoji: text("emoji").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.userId, table.emoji] }),
    check("chat_reactions_emoji_values", sql`${table.emoji} in ('👍', '❤️', '🙏', '😊', '🔥')`),
  ],
);

export const chatReadStates = pgTable(
  "chat_read_states",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    channelId: text("channel_id")
      .notNull()
      .references(() => chatChannels.id, { onDelete: "cascade" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.channelId] })],
);

export const partnershipStatus = pgEnum("partnership_status", [
  "pending",
  "active",
  "declined",
  "cancelled",
  "ended",
]);

/**
 * One-to-one study partners (screens.md §3.8). Declined, cancelled and ended rows are kept for history; a pair has
 * at most one pending-or-active row (the unique index on the unordered pair).
 */
export const partnerships = pgTable(
  "partnerships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requesterId: uuid("requester_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    addresseeId: uuid("addressee_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    message: varchar("message", { length: 200 }).notNull().default(""),
    status: partnershipStatus("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedBy: uuid("ended_by"),
  },
  (table) => [
    check("partnerships_not_self", sql`${table.requesterId} <> ${table.addresseeId}`),
    uniqueIndex("partnerships_open_pair_idx")
      .on(
        sql`least(${table.requesterId}, ${table.addresseeId})`,
        sql`greatest(${table.requesterId}, ${table.addresseeId})`,
      )
      .where(sql`${table.status} in ('pending', 'active')`),
    index("partnerships_addressee_status_idx").on(table.addresseeId, table.status),
    index("partnerships_requester_status_idx").on(table.requesterId, table.status),
  ],
);
