import { sql } from "drizzle-orm";
import {
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
 * The member's own Bible data (issue 6; screens §5). Verses are integer keys book·chapter·verse (John 3:16 =
 * 43003016), so every mark applies in every translation. Texts themselves are never stored here, except the
 * memory verse's text as it was added (the review card and the quiz judge against it).
 */

/** One colour per verse per member. */
export const bibleHighlights = pgTable(
  "bible_highlights",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    verseKey: integer("verse_key").notNull(),
    color: text("color").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.verseKey] }),
    index("bible_highlights_user_created_idx").on(table.userId, table.createdAt.desc()),
    check(
      "bible_highlights_color_values",
      sql`${table.color} in ('yellow', 'green', 'blue', 'pink', 'purple', 'orange')`,
    ),
  ],
);

/** Private notes anchored to a verse range (start ≤ end, within one chapter or across). */
export const bibleNotes = pgTable(
  "bible_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    startKey: integer("start_key").notNull(),
    endKey: integer("end_key").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("bible_notes_user_start_idx").on(table.userId, table.startKey),
    index("bible_notes_user_created_idx").on(table.userId, table.createdAt.desc()),
    check("bible_notes_range", sql`${table.startKey} <= ${table.endKey}`),
  ],
);

/** A verse bookmark, or a whole chapter's (verse_key null); one per place per member. */
export const bibleBookmarks = pgTable(
  "bible_bookmarks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    book: text("book").notNull(),
    chapter: smallint("chapter").notNull(),
    verseKey: integer("verse_key"),
    label: text("label"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("bible_bookmarks_user_place_idx").on(
      table.userId,
      table.book,
      table.chapter,
      sql`coalesce(${table.verseKey}, 0)`,
    ),
    index("bible_bookmarks_user_created_idx").on(table.userId, table.createdAt.desc()),
  ],
);

/** Chapters read (the reader reports one after 20 s or the end): recent reading and continue. */
export const bibleReads = pgTable(
  "bible_reads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    book: text("book").notNull(),
    chapter: smallint("chapter").notNull(),
    translation: text("translation").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("bible_reads_user_read_idx").on(table.userId, table.readAt.desc())],
);

/** Verses the member memorizes; the review card is review_cards(subject_type 'memory_verse', subject_id = id). */
export const memoryVerses = pgTable(
  "memory_verses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    startKey: integer("start_key").notNull(),
    endKey: integer("end_key").notNull(),
    translation: text("translation").notNull(),
    /** Normalised reference, e.g. "Philippians 4:6–7". */
    reference: text("reference").notNull(),
    /** The verses' plain text in the translation, joined, as added. */
    text: text("text").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("memory_verses_user_range_idx").on(table.userId, table.startKey, table.endKey),
    index("memory_verses_user_created_idx").on(table.userId, table.createdAt.desc()),
    check("memory_verses_range", sql`${table.startKey} <= ${table.endKey}`),
  ],
);

/** Verse Memory Hall quick quiz rounds (60 s, judged on the server). */
export const memoryQuizRuns = pgTable(
  "memory_quiz_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    /** The memory verse ids offered in this round. */
    verseIds: uuid("verse_ids").array().notNull(),
    /** Verse ids already answered correctly (each scores once). */
    solvedIds: uuid("solved_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    score: integer("score").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("memory_quiz_runs_user_started_idx").on(table.userId, table.startedAt.desc())],
);

/** The member's Bible Rendered legend: one glyph per 24-chapter block (shared with the palace `br` room). */
export const blockLegend = pgTable(
  "block_legend",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    blockNo: smallint("block_no").notNull(),
    glyph: text("glyph").notNull(),
    rationale: text("rationale").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.blockNo] }),
    check("block_legend_block_range", sql`${table.blockNo} between 1 and 50`),
  ],
);

/** An open Bible Rendered recall drill: the questions and their keys stay here until submitted. */
export const blockLegendDrills = pgTable(
  "block_legend_drills",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    questions: jsonb("questions")
      .$type<{ kind: "block" | "glyph"; blockNo: number; options?: number[]; answer: string }[]>()
      .notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    score: smallint("score"),
    /** The palace drill attempt (room `br`) recorded on submit. */
    attemptId: uuid("attempt_id"),
  },
  (table) => [index("block_legend_drills_user_started_idx").on(table.userId, table.startedAt.desc())],
);

/** Amplified Quarterly: the member's worksheet for one ISO week. */
export const quarterlyWorksheets = pgTable(
  "quarterly_worksheets",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    week: text("week").notNull(),
    passages: text("passages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rooms: text("rooms")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    answers: jsonb("answers")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    notes: text("notes").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.week] })],
);
