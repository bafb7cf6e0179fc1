// Delivering new notifications (screens §1.4, ai.md §3.6): a small realtime notice on each member's own `user:{id}`
// topic (the bell fetches the list again; it polls as well, so a missed notice only delays it), and a mail when an
// SMTP server is configured (without one, in-app only: the outbox is for account mail, not alerts). Delivery happens
// after the rows are committed, and is best-effort: a failure is logged, never thrown.
import { notificationEventType } from "@common/schemas/notifications";
import type { Db } from "@server/db/client";
import type { Logger } from "@server/logger";
import type { Bus } from "@server/realtime/bus";
import type { Mailer } from "@server/services/mailer/mailer";
import { emailsOf, type NotificationRow } from "./notifications.queries";

export type NotificationDelivery = {
  db: Db;
  bus?: Bus;
  mailer?: Mailer;
  logger?: Logger;
  /** The site's origin (PUBLIC_URL), for links in mail. */
  publicUrl?: string;
};

export const userTopic = (userId: string) => `user:${userId}`;

/** Publishes the realtime notices and sends the mail for rows that are committed. */
export async function deliverNotifications(
  delivery: NotificationDelivery,
  rows: readonly Pick<NotificationRow, "id" | "userId" | "title" | "body" | "link">[],
): Promise<void> {
  if (rows.length === 0) return;
  const userIds = [...new Set(rows.map((row) => row.userId))];
  if (delivery.bus) {
    for (const userId of userIds) {
      try {
        await delivery.bus.publish(userTopic(userId), { type: notificationEventType });
      } catch (error) {
        delivery.logger?.warn({ err: error }, "notification notice not published");
      }
    }
  }
  const mailer = delivery.mailer;
  if (!mailer || mailer.kind !== "smtp") return;
  try {
    const emails = await emailsOf(delivery.db, userIds);
    for (const row of rows) {
      const to = emails.get(row.userId);
      if (!to) continue;
      const link =
        row.link && delivery.publicUrl ? new URL(row.link, delivery.publicUrl).toString() : row.link;
      await mailer.send({
        to,
        subject: row.title,
        kind: "notification",
        text: [row.title, row.body ?? "", link ? `Open it: ${link}` : ""].filter(Boolean).join("\n\n"),
      });
    }
  } catch (error) {
    delivery.logger?.warn({ err: error }, "notification mail not sent");
  }
}
