import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { FeedbackCategory, FeedbackStatus } from "@common/schemas/feedback";
import type { Db } from "@server/db/client";
import { feedback } from "@server/db/schema";

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;

export async function insertFeedback(db: Db, values: NewFeedback): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  if (!row) throw new Error("insertFeedback returned no row");
  return row;
}

/** The member's own items, newest first (owner-scoped in the WHERE clause). */
export async function listMine(db: Db, userId: string, limit: number): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}

/** Every member's feedback for admins: priority first, then newest; filtered by category and status. */
export async function listForAdmin(
  db: Db,
  filters: { category?: FeedbackCategory; status?: FeedbackStatus },
  page: { limit: number; offset: number },
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where: SQL[] = [];
  if (filters.category) where.push(eq(feedback.category, filters.category));
  if (filters.status) where.push(eq(feedback.status, filters.status));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(condition)
      .orderBy(desc(feedback.isPriority), desc(feedback.createdAt), desc(feedback.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(feedback).where(condition),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** One item locked for the admin's update. */
export async function lockFeedback(tx: Db, id: string): Promise<FeedbackRow | undefined> {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for("update");
  return row;
}

export async function updateFeedback(
  tx: Db,
  id: string,
  values: Pick<NewFeedback, "status" | "adminReply" | "repliedBy" | "updatedAt">,
): Promise<FeedbackRow> {
  const [row] = await tx.update(feedback).set(values).where(eq(feedback.id, id)).returning();
  if (!row) throw new Error("updateFeedback returned no row");
  return row;
}
