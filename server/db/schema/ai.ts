import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

/**
 * The AI layer (data-model §12, ai.md §1.4–1.5). Every row hangs off the member's profile with a cascade, so all AI
 * data leaves with the account.
 */

/** A saved conversation with one assistant (or a saved tool run). */
export const aiThreads = pgTable(
  "ai_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    /** One of threadKinds (common/constants/ai.ts). */
    assistant: text("assistant").notNull(),
    title: varchar("title", { length: 80 }).notNull(),
    /** `{ roomId }` or `{ reference }` where the assistant has one, and `options` last used. */
    context: jsonb("context").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ai_threads_user_assistant_idx").on(table.userId, table.assistant, table.lastMessageAt.desc()),
  ],
);

/** The footer lines of an answer, kept out of `content` (ai.md §1.3). */
export type AiMessageSections = {
  rooms: string[];
  passages: string[];
  timeline: string[];
  /** Offline answers: questions the engine can answer instead (ai.md §2.4). */
  suggestions?: string[];
};

export const aiMessages = pgTable(
  "ai_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => aiThreads.id, { onDelete: "cascade" }),
    role: text("role").$type<"user" | "assistant">().notNull(),
    content: text("content").notNull(),
    sections: jsonb("sections").$type<AiMessageSections>(),
    /** Structured results of tools; for chat answers, notes such as a replaced KidGPT output. */
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    /** model | offline | fake; null for the member's own messages and fixed replies. */
    source: text("source").$type<"model" | "offline" | "fake">(),
    status: text("status")
      .$type<"streaming" | "complete" | "stopped" | "interrupted" | "failed">()
      .notNull()
      .default("complete"),
    instructionVersion: text("instruction_version"),
    model: text("model"),
    tokensIn: integer("tokens_in"),
    tokensOut: integer("tokens_out"),
    /** The member's thumbs on an answer, and the optional reason (for admins). */
    rating: text("rating").$type<"up" | "down">(),
    ratingReason: text("rating_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ai_messages_thread_idx").on(table.threadId, table.createdAt),
    check("ai_messages_role_check", sql`${table.role} in ('user', 'assistant')`),
  ],
);

/** Questions counted per member and UTC day (ai.md §1.5): incremented in the statement that checks the limit. */
export const aiUsageDaily = pgTable(
  "ai_usage_daily",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    usageDate: date("usage_date", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.usageDate] })],
);

/**
 * One row per AI request: the rolling-hour window counts `counted` rows, the in-flight limit counts `in_flight`
 * ones, and /admin/ai reads them. Metadata only, never prompt text.
 */
export const aiRequests = pgTable(
  "ai_requests",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    tool: text("tool").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    counted: boolean("counted").notNull().default(false),
    /** The UTC day the question was counted on (its ai_usage_daily row), for a refund. */
    usageDate: date("usage_date", { mode: "string" }),
    source: text("source").notNull(),
    /** in_flight while answering, then complete | stopped | interrupted | failed | refused. */
    status: text("status").notNull(),
    /** The §1.8 code of a failure. */
    errorCode: text("error_code"),
    latencyMs: integer("latency_ms"),
    tokensIn: integer("tokens_in"),
    tokensOut: integer("tokens_out"),
  },
  (table) => [index("ai_requests_user_created_idx").on(table.userId, table.createdAt)],
);
