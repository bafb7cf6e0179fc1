import type { NotificationDto } from "@common/schemas/notifications";
import type { NotificationRow } from "./notifications.queries";

export function presentNotification(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
