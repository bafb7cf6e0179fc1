import { desc, ilike } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { outboxMessages } from "@server/db/schema";

/** Newest messages shown on /admin/outbox. */
export const outboxListLimit = 200;

export async function listOutboxMessages(db: Db, params: { recipient?: string }) {
  const pattern = params.recipient ? `%${params.recipient.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(outboxMessages)
    .where(pattern ? ilike(outboxMessages.toEmail, pattern) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(outboxListLimit);
}
