import { and, asc, count, desc, eq, ilike, lt, or, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { aiMessages, aiThreads } from "@server/db/schema";

export type ThreadRow = typeof aiThreads.$inferSelect;
export type MessageRow = typeof aiMessages.$inferSelect;
export type NewMessage = typeof aiMessages.$inferInsert;

export async function insertThread(
  db: Db,
  thread: Pick<ThreadRow, "userId" | "assistant" | "title" | "context" | "createdAt" | "lastMessageAt">,
): Promise<ThreadRow> {
  const [row] = await db.insert(aiThreads).values(thread).returning();
  if (!row) throw new Error("ai_threads insert returned nothing");
  return row;
}

/** The member's own thread, or undefined (another member's id reads as missing). */
export async function findOwnThread(db: Db, userId: string, id: string): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(aiThreads)
    .where(and(eq(aiThreads.id, id), eq(aiThreads.userId, userId)));
  return row;
}

export type ThreadCursor = { at: Date; id: string };

export async function listOwnThreads(
  db: Db,
  userId: string,
  filter: { assistant: string; q?: string; context?: string; cursor: ThreadCursor | null; limit: number },
): Promise<ThreadRow[]> {
  const conditions = [eq(aiThreads.userId, userId), eq(aiThreads.assistant, filter.assistant)];
  if (filter.q)
    conditions.push(ilike(aiThreads.title, `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`));
  if (filter.context) {
    const value = filter.context;
    const match = or(
      sql`${aiThreads.context} ->> 'roomId' = ${value}`,
      sql`${aiThreads.context} ->> 'reference' = ${value}`,
    );
    if (match) conditions.push(match);
  }
  if (filter.cursor) {
    const { at, id } = filter.cursor;
    const before = or(
      lt(aiThreads.lastMessageAt, at),
      and(eq(aiThreads.lastMessageAt, at), lt(aiThreads.id, id)),
    );
    if (before) conditions.push(before);
  }
  return db
    .select()
    .from(aiThreads)
    .where(and(...conditions))
    .orderBy(desc(aiThreads.lastMessageAt), desc(aiThreads.id))
    .limit(filter.limit);
}

export async function updateThread(
  db: Db,
  id: string,
  fields: Partial<Pick<ThreadRow, "title" | "context" | "lastMessageAt">>,
): Promise<ThreadRow | undefined> {
  const [row] = await db.update(aiThreads).set(fields).where(eq(aiThreads.id, id)).returning();
  return row;
}

export async function deleteOwnThread(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(aiThreads)
    .where(and(eq(aiThreads.id, id), eq(aiThreads.userId, userId)))
    .returning({ id: aiThreads.id });
  return rows.length > 0;
}

export async function listThreadMessages(db: Db, threadId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.threadId, threadId))
    .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id));
}

export async function countThreadMessages(db: Db, threadId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(aiMessages).where(eq(aiMessages.threadId, threadId));
  return row?.n ?? 0;
}

export async function insertMessage(db: Db, message: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(aiMessages).values(message).returning();
  if (!row) throw new Error("ai_messages insert returned nothing");
  return row;
}

export async function updateMessage(
  db: Db,
  id: string,
  fields: Partial<Omit<NewMessage, "id" | "threadId" | "role" | "createdAt">>,
): Promise<MessageRow | undefined> {
  const [row] = await db.update(aiMessages).set(fields).where(eq(aiMessages.id, id)).returning();
  return row;
}

export async function deleteMessage(db: Db, id: string): Promise<void> {
  await db.delete(aiMessages).where(eq(aiMessages.id, id));
}

/** A message with its thread, only when the thread is the member's. */
export async function findOwnMessage(
  db: Db,
  userId: string,
  id: string,
): Promise<{ message: MessageRow; thread: ThreadRow } | undefined> {
  const [row] = await db
    .select({ message: aiMessages, thread: aiThreads })
    .from(aiMessages)
    .innerJoin(aiThreads, eq(aiThreads.id, aiMessages.threadId))
    .where(and(eq(aiMessages.id, id), eq(aiThreads.userId, userId)));
  return row;
}
