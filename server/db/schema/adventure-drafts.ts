import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

/**
 * A treasure hunt or an escape puzzle an admin asked the AI to draft (games.md §4.20, §4.21 "AI adds"): a review
 * queue. `payload` is the Hunt or EscapePuzzle (server/modules/games/content/adventure-types.ts) with its id
 * `draft-{id}`; `problems` the content checks' messages (a draft with problems cannot be approved); `request` what
 * the admin asked for. Only an approved draft reaches players: its hunt joins the edition rotation, its puzzle the
 * escape bank. An approved draft never changes again (editions and rooms refer to it by id).
 */
export const adventureDrafts = pgTable(
  "adventure_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<"hunt" | "puzzle">().notNull(),
    status: text("status").$type<"pending" | "approved" | "rejected">().notNull().default("pending"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    problems: jsonb("problems").$type<string[]>().notNull(),
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    createdBy: uuid("created_by").references(() => profiles.userId, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    reviewedBy: uuid("reviewed_by").references(() => profiles.userId, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note"),
  },
  (table) => [
    index("adventure_drafts_kind_status_idx").on(table.kind, table.status, table.reviewedAt),
    index("adventure_drafts_created_idx").on(table.createdAt),
    check("adventure_drafts_kind_values", sql`${table.kind} in ('hunt', 'puzzle')`),
    check("adventure_drafts_status_values", sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export type AdventureDraftRow = typeof adventureDrafts.$inferSelect;
