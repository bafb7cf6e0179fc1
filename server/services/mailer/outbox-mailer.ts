import type { Db } from "@server/db/client";
import { outboxMessages } from "@server/db/schema";
import type { Logger } from "@server/logger";
import type { Mail, Mailer } from "./mailer";

/**
 * The zero-setup mailer: keeps each message in `outbox_messages` (admins read it at
 * /admin/outbox) and logs it, so a developer can follow a link without an SMTP server.
 */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    kind: "outbox",
    async send(mail: Mail) {
      await db
        .insert(outboxMessages)
        .values({ toEmail: mail.to, subject: mail.subject, kind: mail.kind, bodyText: mail.text });
      logger.info({ to: mail.to, kind: mail.kind, body: mail.text }, `mail kept in outbox: ${mail.subject}`);
    },
    async close() {},
  };
}
