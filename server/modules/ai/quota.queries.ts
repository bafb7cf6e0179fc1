import { and, count, eq, gt, gte, min, sql, sum } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { aiRequests, aiUsageDaily } from "@server/db/schema";

/*
 * The quota's rows (ai.md §1.5): ai_usage_daily holds the day's counted questions, ai_requests one row per request
 * (the rolling hour counts its `counted` rows, the in-flight limit its `in_flight` ones).
 */

export type NewAiRequest = {
  userId: string;
  tool: string;
  source: string;
  status: string;
  counted: boolean;
  usageDate: string | null;
  createdAt: Date;
  errorCode?: string | null;
  latencyMs?: number | null;
};

/** Serialises one member's reservations (PostgreSQL; PGlite runs one transaction at a time anyway). */
export async function lockMemberQuota(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ai-quota:${userId}`}, 0))`);
}

export async function countInFlight(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(aiRequests)
    .where(
      and(eq(aiRequests.userId, userId), eq(aiRequests.status, "in_flight"), gt(aiRequests.createdAt, since)),
    );
  return row?.n ?? 0;
}

/**
 * Adds one question to the member's day unless that would pass `limit` (null: no limit), in one statement.
 * Returns the new count, or null when the limit was already reached.
 */
export async function incrementDay(
  db: Db,
  userId: string,
  usageDate: string,
  limit: number | null,
): Promise<number | null> {
  const rows = await db
    .insert(aiUsageDaily)
    .values({ userId, usageDate, count: 1 })
    .onConflictDoUpdate({
      target: [aiUsageDaily.userId, aiUsageDaily.usageDate],
      set: { count: sql`${aiUsageDaily.count} + 1` },
      setWhere: limit === null ? undefined : sql`${aiUsageDaily.count} < ${limit}`,
    })
    .returning({ count: aiUsageDaily.count });
  const value = rows[0]?.count;
  if (value === undefined) return null;
  // A first insert always succeeds; a limit of 0 would still refuse it.
  return limit !== null && value > limit ? null : value;
}

export async function decrementDay(db: Db, userId: string, usageDate: string): Promise<void> {
  await db
    .update(aiUsageDaily)
    .set({ count: sql`greatest(${aiUsageDaily.count} - 1, 0)` })
    .where(and(eq(aiUsageDaily.userId, userId), eq(aiUsageDaily.usageDate, usageDate)));
}

export async function readDay(db: Db, userId: string, usageDate: string): Promise<number> {
  const [row] = await db
    .select({ count: aiUsageDaily.count })
    .from(aiUsageDaily)
    .where(and(eq(aiUsageDaily.userId, userId), eq(aiUsageDaily.usageDate, usageDate)));
  return row?.count ?? 0;
}

/** Counted questions since `since`, and the oldest of them (when the window frees its first place). */
export async function countCountedSince(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ used: number; oldest: Date | null }> {
  const [row] = await db
    .select({ used: count(), oldest: min(aiRequests.createdAt) })
    .from(aiRequests)
    .where(and(eq(aiRequests.userId, userId), eq(aiRequests.counted, true), gt(aiRequests.createdAt, since)));
  return { used: row?.used ?? 0, oldest: row?.oldest ?? null };
}

/**
 * One tool's counted requests since `since` (the image cap of ai.md §1.5 counts the day's counted image_generate
 * rows; a refund or a usage reset un-counts them, so they give the picture back too).
 */
export async function countToolCountedSince(
  db: Db,
  userId: string,
  tool: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(aiRequests)
    .where(
      and(
        eq(aiRequests.userId, userId),
        eq(aiRequests.tool, tool),
        eq(aiRequests.counted, true),
        gte(aiRequests.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertRequest(db: Db, request: NewAiRequest): Promise<number> {
  const [row] = await db.insert(aiRequests).values(request).returning({ id: aiRequests.id });
  if (!row) throw new Error("ai_requests insert returned nothing");
  return row.id;
}

export async function updateRequest(
  db: Db,
  id: number,
  fields: Partial<
    Pick<
      typeof aiRequests.$inferInsert,
      "status" | "counted" | "source" | "errorCode" | "latencyMs" | "tokensIn" | "tokensOut"
    >
  >,
): Promise<void> {
  await db.update(aiRequests).set(fields).where(eq(aiRequests.id, id));
}

/** An admin's (or, in fake mode, the member's own) reset: the day's count and the day's counted requests. */
export async function resetDay(db: Db, userId: string, usageDate: string, dayStart: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(aiUsageDaily)
      .set({ count: 0 })
      .where(and(eq(aiUsageDaily.userId, userId), eq(aiUsageDaily.usageDate, usageDate)));
    await tx
      .update(aiRequests)
      .set({ counted: false })
      .where(
        and(eq(aiRequests.userId, userId), eq(aiRequests.counted, true), gte(aiRequests.createdAt, dayStart)),
      );
  });
}

/** /admin/ai: today's totals across members. */
export async function dayTotals(db: Db, usageDate: string, dayStart: Date) {
  const [questions] = await db
    .select({ questions: sum(aiUsageDaily.count), members: count() })
    .from(aiUsageDaily)
    .where(and(eq(aiUsageDaily.usageDate, usageDate), gt(aiUsageDaily.count, 0)));
  const bySource = await db
    .select({ source: aiRequests.source, status: aiRequests.status, requests: count() })
    .from(aiRequests)
    .where(gte(aiRequests.createdAt, dayStart))
    .groupBy(aiRequests.source, aiRequests.status);
  return {
    questions: Number(questions?.questions ?? 0),
    members: questions?.members ?? 0,
    requests: bySource,
  };
}
