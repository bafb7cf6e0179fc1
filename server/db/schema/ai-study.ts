import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

/**
 * The room assistant's "Check my work" (ai.md §3.12): each check is saved as a practice attempt for the room — verse,
 * answer, verdict, points, date — apart from the palace's practice entries, so that it never counts as a passing entry
 * for room completion or earns entry XP. Written by the server only; deleted with the account.
 */
export const roomCheckAttempts = pgTable(
  "room_check_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    roomId: text("room_id").notNull(),
    verseRef: text("verse_ref").notNull(),
    answer: text("answer").notNull(),
    verdict: text("verdict").$type<"pass" | "partial" | "fail">().notNull(),
    points: smallint("points").notNull(),
    /** "rules" (the deterministic rubric) or "ai" (the model's verdict). */
    judgedBy: text("judged_by").$type<"rules" | "ai">().notNull(),
    /** The whole judge result as shown (feedback, strengths, growth areas, passages, cautions, checks). */
    judge: jsonb("judge").$type<Record<string, unknown>>().notNull(),
    contentVersion: text("content_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("room_check_attempts_user_room_created_idx").on(table.userId, table.roomId, table.createdAt.desc()),
    check("room_check_attempts_verdict_values", sql`${table.verdict} in ('pass', 'partial', 'fail')`),
    check("room_check_attempts_points_range", sql`${table.points} between 0 and 10`),
    check("room_check_attempts_judged_by_values", sql`${table.judgedBy} in ('rules', 'ai')`),
  ],
);
