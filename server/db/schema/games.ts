import { sql } from "drizzle-orm";
import {
  boolean,
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
 * One play of one game (games.md §3.7). `state` is server-only: it holds the answer keys, the seed-drawn deal and
 * the bot's answers; members read their runs through the API's presenter. The current round's clock lives in
 * columns so the deadline check needs no JSON.
 */
export const gameRuns = pgTable(
  "game_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    gameId: text("game_id").notNull(),
    mode: text("mode").notNull(),
    difficulty: text("difficulty").notNull(),
    seed: text("seed").notNull(),
    status: text("status")
      .$type<"active" | "completed" | "abandoned" | "expired" | "timed_out">()
      .notNull()
      .default("active"),
    state: jsonb("state").$type<Record<string, unknown>>().notNull(),
    /** The round being played (null for board games with no rounds and after the end). */
    roundNo: smallint("round_no"),
    roundIssuedAt: timestamp("round_issued_at", { withTimezone: true }),
    roundDeadlineAt: timestamp("round_deadline_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    clientVersion: text("client_version"),
  },
  (table) => [
    index("game_runs_user_status_idx").on(table.userId, table.status, table.lastActivityAt.desc()),
    index("game_runs_user_started_idx").on(table.userId, table.startedAt),
    check(
      "game_runs_status_values",
      sql`${table.status} in ('active', 'completed', 'abandoned', 'expired', 'timed_out')`,
    ),
  ],
);

/** One prompt and its answer: the audit trail and what a resumed run shows. */
export const gameRounds = pgTable(
  "game_rounds",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => gameRuns.id, { onDelete: "cascade" }),
    roundNo: smallint("round_no").notNull(),
    promptKey: text("prompt_key").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    input: jsonb("input").$type<unknown>(),
    /** { verdict, points, feedback, checks, source } plus the reveal shown after judging. */
    judgement: jsonb("judgement").$type<Record<string, unknown>>(),
    reveal: jsonb("reveal").$type<Record<string, unknown>>(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.runId, table.roundNo] })],
);

/** One row per finished run, written only by the server's finishing transaction. */
export const gameResults = pgTable(
  "game_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runId: uuid("run_id")
      .notNull()
      .references(() => gameRuns.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    gameId: text("game_id").notNull(),
    mode: text("mode").notNull(),
    difficulty: text("difficulty").notNull(),
    score: integer("score").notNull(),
    maxScore: integer("max_score").notNull(),
    /** The leaderboard metric in the registry's direction (score, turns or wins). */
    metric: integer("metric").notNull(),
    won: boolean("won").notNull(),
    durationMs: integer("duration_ms").notNull(),
    metrics: jsonb("metrics").$type<Record<string, number>>().notNull(),
    ranked: boolean("ranked").notNull(),
    pointsAwarded: integer("points_awarded").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("game_results_run_idx").on(table.runId),
    index("game_results_board_idx").on(table.gameId, table.mode, table.difficulty, table.createdAt),
    index("game_results_user_idx").on(table.userId, table.createdAt.desc()),
  ],
);

/** The best result per (member, game, mode, difficulty), updated in the finishing transaction. */
export const personalBests = pgTable(
  "personal_bests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    gameId: text("game_id").notNull(),
    mode: text("mode").notNull(),
    difficulty: text("difficulty").notNull(),
    bestScore: integer("best_score").notNull(),
    bestMetric: integer("best_metric").notNull(),
    resultId: uuid("result_id")
      .notNull()
      .references(() => gameResults.id, { onDelete: "cascade" }),
    achievedAt: timestamp("achieved_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameId, table.mode, table.difficulty] }),
    index("personal_bests_user_achieved_idx").on(table.userId, table.achievedAt.desc()),
  ],
);

/**
 * The optional AI judge's calls (games.md §3.5), one row per model call. A settled row (`status` "ok") is also the
 * cache: the same text for the same round gets the model's first answer again without a call. Every row counts
 * towards the member's hourly limit, failed calls too (they reached the provider). Only a hash of the answer is
 * kept, never its text.
 */
export const gameAiJudgements = pgTable(
  "game_ai_judgements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    gameId: text("game_id").notNull(),
    promptKey: text("prompt_key").notNull(),
    /** sha256 (hex) of the normalised answer. */
    answerHash: text("answer_hash").notNull(),
    /** "pending" while the model is asked (a call that never settled still counts); "failed" is not cached. */
    status: text("status").$type<"pending" | "ok" | "failed">().notNull(),
    /** The model's own verdict, before the clamp (the clamp is applied against each rules verdict on use). */
    verdict: text("verdict").$type<"pass" | "partial" | "fail">(),
    feedback: text("feedback"),
    /** Why a call failed: a provider failure kind or "bad_output". */
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("game_ai_judgements_key_idx").on(table.gameId, table.promptKey, table.answerHash, table.createdAt),
    index("game_ai_judgements_user_idx").on(table.userId, table.createdAt),
    check("game_ai_judgements_status_values", sql`${table.status} in ('pending', 'ok', 'failed')`),
    check(
      "game_ai_judgements_verdict_values",
      sql`${table.verdict} is null or ${table.verdict} in ('pass', 'partial', 'fail')`,
    ),
  ],
);
