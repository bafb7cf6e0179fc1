// The bell (screens §1.4): the member's 20 latest notifications and the unread count; opening one marks it read;
// "Mark all read". Only the member's own rows are read or changed (another member's id is a 404). Notifications are
// written by server code only (prophecy alerts, referrals); members may only set read_at.
import {
  NOTIFICATION_LIMITS,
  type NotificationDto,
  type NotificationListDto,
} from "@common/schemas/notifications";
import type { ActorContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import { presentNotification } from "./notifications.presenter";
import { countUnread, listLatest, markAllRead, markRead } from "./notifications.queries";

/** GET /api/notifications */
export async function listNotifications(ctx: ActorContext): Promise<NotificationListDto> {
  const [rows, unread] = await Promise.all([
    listLatest(ctx.db, ctx.actor.userId, NOTIFICATION_LIMITS.listed),
    countUnread(ctx.db, ctx.actor.userId),
  ]);
  return { items: rows.map(presentNotification), unread };
}

/** POST /api/notifications/:id/read */
export async function readNotification(ctx: ActorContext, id: string): Promise<NotificationDto> {
  const row = await markRead(ctx.db, ctx.actor.userId, id, ctx.clock.now());
  if (!row) throw notFound("notification");
  return presentNotification(row);
}

/** POST /api/notifications/read-all */
export async function readAllNotifications(ctx: ActorContext): Promise<{ updated: number }> {
  return { updated: await markAllRead(ctx.db, ctx.actor.userId, ctx.clock.now()) };
}
