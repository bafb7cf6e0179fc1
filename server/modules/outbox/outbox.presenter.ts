import type { OutboxListDto, OutboxMessageDto } from "@common/schemas/access-codes";
import type { outboxMessages } from "@server/db/schema";

export function presentOutboxMessage(row: typeof outboxMessages.$inferSelect): OutboxMessageDto {
  return {
    id: row.id,
    toEmail: row.toEmail,
    subject: row.subject,
    kind: row.kind,
    bodyText: row.bodyText,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentOutbox(
  rows: (typeof outboxMessages.$inferSelect)[],
  smtpConfigured: boolean,
): OutboxListDto {
  return { smtpConfigured, messages: rows.map(presentOutboxMessage) };
}
