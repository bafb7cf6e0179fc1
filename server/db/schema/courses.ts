import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

// Courses, spiritual training and certificates (data-model.md §9). The catalogue and lessons are reference data in
// code (server/modules/courses/catalogue.ts), so the ids here are text without foreign keys: a member's progress
// outlives any change to the content, and certificates are never removed when content changes.

/** A member's place in one course: the last lesson opened ("Resume") and, once all lessons are done, completion. */
export const courseEnrollments = pgTable(
  "course_enrollments",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    lastLessonNo: smallint("last_lesson_no").notNull(),
    lastAccessedAt: timestamp("last_accessed_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index("course_enrollments_recent_idx").on(table.userId, table.lastAccessedAt),
  ],
);

/** Insert-only: one row per member and lesson (`lesson_id` = "{course}:{nn}"); never undone. */
export const lessonCompletions = pgTable(
  "lesson_completions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    lessonNo: smallint("lesson_no").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId, table.lessonNo] })],
);

/** The member's private reflection on one lesson, autosaved (≤ 5,000 characters). */
export const lessonReflections = pgTable(
  "lesson_reflections",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    lessonNo: smallint("lesson_no").notNull(),
    body: varchar("body", { length: 5000 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId, table.lessonNo] })],
);

/** Essential's one included course family (daniel | revelation), changeable once every 30 days. */
export const courseChoices = pgTable(
  "course_choices",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    family: text("family").$type<"daniel" | "revelation">().notNull(),
    chosenAt: timestamp("chosen_at", { withTimezone: true }).notNull(),
    changeableAfter: timestamp("changeable_after", { withTimezone: true }).notNull(),
  },
  (table) => [check("course_choices_family_values", sql`${table.family} in ('daniel', 'revelation')`)],
);

/** Numbers the certificates: PT-{year}-{six digits}. */
export const certificateNoSeq = pgSequence("certificate_no_seq", { startWith: 1 });

/**
 * Issued by the server exactly once per member and course (unique (user_id, course_id)) in the transaction that
 * completes it; the owner may only toggle `is_public`. Public by `share_token` only while public.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    /** A course id, "spiritual-training" (the 16 scenarios) or "palace" (all 38 rooms). */
    courseId: text("course_id").notNull(),
    certificateNo: text("certificate_no").notNull(),
    shareToken: text("share_token").notNull(),
    holderName: text("holder_name").notNull(),
    courseTitle: text("course_title").notNull(),
    /** "Course completion", "Training mastery" or "Palace completion": the card's header. */
    kindLabel: text("kind_label").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    isPublic: boolean("is_public").notNull().default(false),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    uniqueIndex("certificates_user_course_idx").on(table.userId, table.courseId),
    uniqueIndex("certificates_no_idx").on(table.certificateNo),
    uniqueIndex("certificates_share_token_idx").on(table.shareToken),
  ],
);

/** A member's answers to one battle scenario (§7.6); `first_correct_at` marks it mastered. */
export const scenarioResults = pgTable(
  "scenario_results",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    scenarioId: text("scenario_id").notNull(),
    lastChoice: smallint("last_choice").notNull(),
    lastCorrect: boolean("last_correct").notNull(),
    attempts: integer("attempts").notNull().default(1),
    firstCorrectAt: timestamp("first_correct_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scenarioId] })],
);
