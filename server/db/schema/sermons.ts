import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type {
  SermonAudience,
  SermonBridge,
  SermonGuidanceMap,
  SermonStatus,
  SermonStone,
  SermonStructure,
  SermonStyle,
} from "@common/schemas/sermons";
import { profiles } from "./profiles";

/**
 * Sermons built with the 5 Smooth Stones method (ai.md §3.9). Drafts may hold partial fields (the rules of Next and
 * Finish are checked by the service); `stones` always holds five slots, `bridges` at least four, and `ai_guidance` the
 * coach's latest answer per step. Private to the owner; deleted with the account.
 */
export const sermons = pgTable(
  "sermons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull().default(""),
    themePassage: varchar("theme_passage", { length: 500 }).notNull().default(""),
    style: text("style").$type<SermonStyle>().notNull(),
    audience: text("audience").$type<SermonAudience>().notNull(),
    lengthMin: smallint("length_min"),
    stones: jsonb("stones").$type<SermonStone[]>().notNull(),
    bridges: jsonb("bridges").$type<SermonBridge[]>().notNull(),
    structure: jsonb("structure").$type<SermonStructure>().notNull(),
    aiGuidance: jsonb("ai_guidance")
      .$type<SermonGuidanceMap>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text("status").$type<SermonStatus>().notNull().default("draft"),
    currentStep: integer("current_step").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("sermons_user_updated_idx").on(table.userId, table.updatedAt.desc()),
    check(
      "sermons_style_values",
      sql`${table.style} in ('inductive', 'deductive', 'narrative', 'expository', 'topical')`,
    ),
    check("sermons_audience_values", sql`${table.audience} in ('general', 'youth', 'children', 'seekers')`),
    check("sermons_status_values", sql`${table.status} in ('draft', 'in_progress', 'complete')`),
    check("sermons_length_range", sql`${table.lengthMin} is null or ${table.lengthMin} between 10 and 90`),
    check("sermons_current_step_range", sql`${table.currentStep} between 1 and 5`),
  ],
);
