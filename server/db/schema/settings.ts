import { sql } from "drizzle-orm";
import { boolean, check, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

/**
 * Reader and notification preferences (data-model §2 `user_settings`). A member without a row has
 * the defaults; the row is created on the first change. `early_access` is accepted only for
 * premium (screens §1.3), which the settings service checks.
 */
export const userSettings = pgTable(
  "user_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    // References bible_translations once the Bible issue adds that table.
    bibleTranslation: text("bible_translation").notNull().default("kjv"),
    parallelTranslation: text("parallel_translation"),
    fontSize: smallint("font_size").notNull().default(2),
    layout: text("layout").notNull().default("verse"),
    showVerseNumbers: boolean("show_verse_numbers").notNull().default(true),
    theme: text("theme").notNull().default("system"),
    emailPartnerRequests: boolean("email_partner_requests").notNull().default(true),
    emailWeeklySummary: boolean("email_weekly_summary").notNull().default(false),
    earlyAccess: boolean("early_access").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("user_settings_font_size_range", sql`${table.fontSize} between 1 and 4`),
    check("user_settings_layout_values", sql`${table.layout} in ('verse', 'paragraph')`),
    check("user_settings_theme_values", sql`${table.theme} in ('light', 'dark', 'system')`),
  ],
);
