import { sql } from "drizzle-orm";
import {
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
  varchar,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

// Daily practice (screens.md §6.1–§6.4, data-model.md §8). The challenge templates, equation puzzles and drills are
// reference data in code on the server (their rubrics and explanations never leave it before an attempt); these
// tables hold the members' work, keyed by those ids.

/**
 * One daily-challenge submission per member per local day (D5: repeatable every day, never unique per template);
 * the growth journal reads these. `follow_up` is the only part the member may change later.
 */
export const challengeSubmissions = pgTable(
  "challenge_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    templateId: text("template_id").notNull(),
    /** The member's local date (profile time zone) the submission counts for. */
    challengeDate: date("challenge_date", { mode: "string" }).notNull(),
    /** Denormalised from the template at submission, so the journal filters without the code bank. */
    tier: text("tier").$type<"quick" | "core" | "advance">().notNull(),
    subtype: text("subtype").notNull(),
    answer: jsonb("answer").$type<Record<string, string>>().notNull(),
    verdict: text("verdict").$type<"pass" | "partial">().notNull(),
    feedback: text("feedback").notNull(),
    aiFeedback: text("ai_feedback"),
    timeSpentS: integer("time_spent_s").notNull(),
    followUp: varchar("follow_up", { length: 2000 }),
    followUpAt: timestamp("follow_up_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("challenge_submissions_user_day_idx").on(table.userId, table.challengeDate),
    index("challenge_submissions_user_created_idx").on(table.userId, table.createdAt),
    // The leaderboard's Challenges ranking counts submissions in a period across members (screens §3.11).
    index("challenge_submissions_created_idx").on(table.createdAt),
    check("challenge_submissions_tier_values", sql`${table.tier} in ('quick', 'core', 'advance')`),
    check("challenge_submissions_verdict_values", sql`${table.verdict} in ('pass', 'partial')`),
    check("challenge_submissions_time_range", sql`${table.timeSpentS} between 0 and 7200`),
  ],
);

/** Every judged equation answer (screens.md §6.3); the bank's order per member comes from these. */
export const equationAttempts = pgTable(
  "equation_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    puzzleId: text("puzzle_id").notNull(),
    difficulty: text("difficulty").$type<"easy" | "intermediate" | "advanced" | "pro">().notNull(),
    answer: varchar("answer", { length: 2000 }).notNull(),
    verdict: text("verdict").$type<"pass" | "partial" | "fail">().notNull(),
    points: smallint("points").notNull(),
    symbolsHit: text("symbols_hit").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("equation_attempts_user_puzzle_idx").on(table.userId, table.puzzleId),
    index("equation_attempts_user_created_idx").on(table.userId, table.createdAt),
    check("equation_attempts_verdict_values", sql`${table.verdict} in ('pass', 'partial', 'fail')`),
  ],
);

/** Which puzzle a member was dealt (the bank never repeats until all of a difficulty is seen; then reshuffles). */
export const equationDeals = pgTable(
  "equation_deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    puzzleId: text("puzzle_id").notNull(),
    difficulty: text("difficulty").$type<"easy" | "intermediate" | "advanced" | "pro">().notNull(),
    /** 1 for the first pass through the bank, 2 after the reshuffle, … */
    round: integer("round").notNull(),
    dealtAt: timestamp("dealt_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("equation_deals_user_round_puzzle_idx").on(
      table.userId,
      table.difficulty,
      table.round,
      table.puzzleId,
    ),
  ],
);

/** Every judged training-drill response (screens.md §6.4); the card shows the best. */
export const drillAttempts = pgTable(
  "drill_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    drillId: text("drill_id").notNull(),
    roomId: text("room_id").notNull(),
    response: varchar("response", { length: 5000 }).notNull(),
    score: smallint("score").notNull(),
    maxScore: smallint("max_score").notNull(),
    verdict: text("verdict").$type<"pass" | "fail">().notNull(),
    feedback: jsonb("feedback").$type<{ label: string; points: number; met: boolean }[]>().notNull(),
    durationS: integer("duration_s"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("drill_attempts_user_drill_idx").on(table.userId, table.drillId),
    index("drill_attempts_user_created_idx").on(table.userId, table.createdAt),
    check("drill_attempts_verdict_values", sql`${table.verdict} in ('pass', 'fail')`),
  ],
);
