/**
 * The members' notifications bell (screens §1.4, data model `notifications`): the 20 latest items with the unread
 * count; opening an item marks it read and follows its link; "Mark all read". New items arrive over realtime on the
 * member's own `user:{id}` topic as a small notice, and the bell fetches the list again.
 */
import { z } from "zod";

export const NOTIFICATION_LIMITS = {
  /** screens §1.4: the bell lists the 20 latest. */
  listed: 20,
  /** The bell re-fetches this often when no realtime notice arrives (the polling fallback). */
  pollMs: 60_000,
} as const;

/** The realtime notice on `user:{id}` when a notification was created for the member. */
export const notificationEventType = "notification.created";

/** Whether a realtime event on `user:{id}` says a notification was created. */
export const isNotificationNotice = (event: unknown): boolean =>
  typeof event === "object" && event !== null && (event as { type?: unknown }).type === notificationEventType;

export const notificationIdParam = z.strictObject({ id: z.uuid() });

export type NotificationDto = {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  readAt: string | null;
  createdAt: string;
};

export type NotificationListDto = { items: NotificationDto[]; unread: number };
