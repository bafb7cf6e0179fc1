import { sql } from "drizzle-orm";
import {
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { ReportReason, ReportSubject } from "@common/schemas/moderation";
import { profiles } from "./profiles";

/*
 * The one report store behind the moderation queue (data model `content_reports`, ai.md §1.7). The values are spelled
 * out here rather than imported because drizzle-kit loads this file on its own; `satisfies` and the moderation route
 * test keep them (and the reason check) in step with common/schemas/moderation.ts.
 */
export const reportSubject = pgEnum("report_subject", [
  "chat_message",
  "room_message",
  "profile",
  "flashcard_deck",
  "bible_image",
  "prophecy_signal",
  "research_note",
] as const satisfies readonly ReportSubject[]);
export const reportStatus = pgEnum("report_status", ["open", "actioned", "dismissed"]);

/**
 * One member's report of one item (unique per reporter and item). An item with MODERATION_LIMITS.hideAtOpenReports
 * open reports is hidden from other members until staff decide; staff decisions close its open reports.
 */
export const contentReports = pgTable(
  "content_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: uuid("reporter_id").references(() => profiles.userId, { onDelete: "set null" }),
    subjectType: reportSubject("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    reason: text("reason").$type<ReportReason>().notNull(),
    details: varchar("details", { length: 1000 }).notNull().default(""),
    status: reportStatus("status").notNull().default("open"),
    handledBy: uuid("handled_by").references(() => profiles.userId, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("content_reports_reporter_subject_idx").on(
      table.reporterId,
      table.subjectType,
      table.subjectId,
    ),
    index("content_reports_status_created_idx").on(table.status, table.createdAt),
    index("content_reports_subject_idx").on(table.subjectType, table.subjectId),
    check(
      "content_reports_reason_values",
      sql`${table.reason} in ('spam', 'offensive', 'false_teaching', 'personal_data', 'other')`,
    ),
  ],
);
