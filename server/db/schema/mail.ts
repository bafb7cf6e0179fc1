import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Mail kept while no SMTP server is configured (data-model §2, screens §4.4). */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    kind: text("kind").notNull(),
    bodyText: text("body_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_messages_created_at_idx").on(table.createdAt.desc())],
);
