import { and, count, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { notifications, users } from "@server/db/schema";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = {
  userId: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  createdAt: Date;
};

export async function insertNotifications(
  db: Db,
  values: readonly NewNotification[],
): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(notifications)
    .values([...values])
    .returning();
}

/** The member's latest notifications, newest first. */
export async function listLatest(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.unread ?? 0);
}

/** Marks one of the member's notifications read (an already read one keeps its time); undefined when not theirs. */
export async function markRead(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning();
  if (updated) return updated;
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return existing;
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The member's notification of `kind` created since `since`, locked for the caller's transaction. */
export async function findOwnKindSince(
  db: Db,
  userId: string,
  kind: string,
  since: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        gte(notifications.createdAt, since),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for("update");
  return row;
}

export async function updateNotification(
  db: Db,
  id: string,
  values: Partial<Pick<NotificationRow, "title" | "body" | "readAt" | "createdAt">>,
): Promise<NotificationRow | undefined> {
  const [row] = await db.update(notifications).set(values).where(eq(notifications.id, id)).returning();
  return row;
}

export async function emailsOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.email]));
}
