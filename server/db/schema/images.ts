import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

/**
 * The Bible Image Library (ai.md §3.11, data model §14). The file lives in object storage; the row keeps its path
 * only (never the bytes). `user_id` is null for curated images (the seed's verse cards). `moderation` is null while
 * private, and approved / pending (an upload waiting for a person, or a check that could not be made) / hidden (by
 * staff) once public. A verse card keeps what it was drawn from in `card` so it can be rendered again (PNG download).
 * The values are spelled out (not imported) because drizzle-kit loads this file on its own.
 */
export const bibleImages = pgTable(
  "bible_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => profiles.userId, { onDelete: "cascade" }),
    origin: text("origin").$type<"generated" | "svg_card" | "upload" | "curated">().notNull(),
    room: text("room").$type<"translation" | "24fps" | "bible_rendered" | "none">().notNull().default("none"),
    caption: varchar("caption", { length: 500 }).notNull().default(""),
    prompt: varchar("prompt", { length: 500 }),
    verseRef: varchar("verse_ref", { length: 50 }),
    style: text("style"),
    storagePath: text("storage_path").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    card: jsonb("card").$type<{ text: string; icons: string[]; palette: string; format: string }>(),
    isPublic: boolean("is_public").notNull().default(false),
    moderation: text("moderation").$type<"approved" | "pending" | "hidden">(),
    /** The curated seed's own key, so the seed adds each card once. */
    seedKey: text("seed_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("bible_images_user_created_idx").on(table.userId, table.createdAt.desc()),
    index("bible_images_public_created_idx")
      .on(table.isPublic, table.createdAt.desc())
      .where(sql`${table.isPublic}`),
    uniqueIndex("bible_images_seed_key_idx").on(table.seedKey),
    check(
      "bible_images_origin_values",
      sql`${table.origin} in ('generated', 'svg_card', 'upload', 'curated')`,
    ),
    check(
      "bible_images_room_values",
      sql`${table.room} in ('translation', '24fps', 'bible_rendered', 'none')`,
    ),
    check(
      "bible_images_moderation_values",
      sql`${table.moderation} is null or ${table.moderation} in ('approved', 'pending', 'hidden')`,
    ),
    check("bible_images_owner_or_curated", sql`${table.userId} is not null or ${table.origin} = 'curated'`),
  ],
);

/** A member's favourite images (data model: PK (user_id, image_id)). */
export const imageFavourites = pgTable(
  "image_favourites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    imageId: uuid("image_id")
      .notNull()
      .references(() => bibleImages.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.imageId] }),
    index("image_favourites_image_idx").on(table.imageId),
  ],
);
