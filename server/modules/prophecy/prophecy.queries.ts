import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { ProphecyCategory } from "@common/schemas/prophecy";
import type { Db } from "@server/db/client";
import {
  profiles,
  prophecyAlertMatches,
  prophecyBriefingRuns,
  prophecySignals,
  watchTopics,
} from "@server/db/schema";
import { isHiddenByReports, notHiddenByReports } from "@server/modules/moderation/hidden-by-reports";

export type SignalRow = typeof prophecySignals.$inferSelect;
export type NewSignal = typeof prophecySignals.$inferInsert;
export type TopicRow = typeof watchTopics.$inferSelect;
export type MatchRow = typeof prophecyAlertMatches.$inferSelect;

const notReportedAway = notHiddenByReports("prophecy_signal", sql`${prophecySignals.id}::text`);

export async function insertSignal(db: Db, values: NewSignal): Promise<SignalRow> {
  const [row] = await db.insert(prophecySignals).values(values).returning();
  if (!row) throw new Error("prophecy signal insert returned no row");
  return row;
}

export async function findSignal(db: Db, id: string, forUpdate = false): Promise<SignalRow | undefined> {
  const query = db.select().from(prophecySignals).where(eq(prophecySignals.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function updateSignal(
  db: Db,
  id: string,
  values: Partial<
    Pick<SignalRow, "title" | "summary" | "visibility" | "heldAt" | "publishedAt" | "updatedAt">
  >,
): Promise<SignalRow> {
  const [row] = await db.update(prophecySignals).set(values).where(eq(prophecySignals.id, id)).returning();
  if (!row) throw new Error("prophecy signal update found no row");
  return row;
}

export async function deleteSignal(db: Db, id: string): Promise<void> {
  await db.delete(prophecySignals).where(eq(prophecySignals.id, id));
}

/** The author's analyses, newest first. */
export async function listOwnSignals(db: Db, userId: string, limit: number): Promise<SignalRow[]> {
  return db
    .select()
    .from(prophecySignals)
    .where(eq(prophecySignals.createdBy, userId))
    .orderBy(desc(prophecySignals.createdAt))
    .limit(limit);
}

/** A place in the feed's order (published_at desc, id desc). */
export type FeedPosition = { publishedAt: Date; id: string };

/** The public feed, newest first, without signals hidden by open reports. */
export async function listPublicSignals(
  db: Db,
  options: { category?: ProphecyCategory; after?: FeedPosition; limit: number },
): Promise<SignalRow[]> {
  return db
    .select()
    .from(prophecySignals)
    .where(
      and(
        eq(prophecySignals.visibility, "public"),
        notReportedAway,
        options.category ? eq(prophecySignals.category, options.category) : undefined,
        // After the last signal shown: published earlier, or at the same moment with a smaller id.
        options.after
          ? or(
              lt(prophecySignals.publishedAt, options.after.publishedAt),
              and(
                eq(prophecySignals.publishedAt, options.after.publishedAt),
                lt(prophecySignals.id, options.after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(prophecySignals.publishedAt), desc(prophecySignals.id))
    .limit(options.limit);
}

export const signalHiddenByReports = (db: Db, id: string) => isHiddenByReports(db, "prophecy_signal", id);

export async function pendingSignals(db: Db): Promise<SignalRow[]> {
  return db
    .select()
    .from(prophecySignals)
    .where(eq(prophecySignals.visibility, "pending"))
    .orderBy(asc(prophecySignals.heldAt));
}

export async function existingSignalIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: prophecySignals.id })
    .from(prophecySignals)
    .where(inArray(prophecySignals.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export async function signalsWithAuthorName(
  db: Db,
  ids: readonly string[],
): Promise<{ signal: SignalRow; authorName: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ signal: prophecySignals, authorName: profiles.displayName })
    .from(prophecySignals)
    .leftJoin(profiles, eq(profiles.userId, prophecySignals.createdBy))
    .where(inArray(prophecySignals.id, [...ids]));
}

// ---------- watch topics ----------

export async function listOwnTopics(db: Db, userId: string): Promise<TopicRow[]> {
  return db
    .select()
    .from(watchTopics)
    .where(eq(watchTopics.userId, userId))
    .orderBy(asc(watchTopics.createdAt), asc(watchTopics.id));
}

export async function countOwnTopics(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ topics: count() }).from(watchTopics).where(eq(watchTopics.userId, userId));
  return Number(row?.topics ?? 0);
}

/** Serialises a member's topic writes and alert counting (the 20-topic and 20-alert limits) on their profile row. */
export async function lockMembers(db: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(inArray(profiles.userId, [...userIds]))
    .orderBy(asc(profiles.userId))
    .for("update");
}

export async function insertTopic(db: Db, values: typeof watchTopics.$inferInsert): Promise<TopicRow> {
  const [row] = await db.insert(watchTopics).values(values).returning();
  if (!row) throw new Error("watch topic insert returned no row");
  return row;
}

export async function findOwnTopic(db: Db, userId: string, id: string): Promise<TopicRow | undefined> {
  const [row] = await db
    .select()
    .from(watchTopics)
    .where(and(eq(watchTopics.id, id), eq(watchTopics.userId, userId)));
  return row;
}

export async function updateTopic(
  db: Db,
  id: string,
  values: Partial<Pick<TopicRow, "name" | "categories" | "keywords" | "passages" | "active" | "updatedAt">>,
): Promise<TopicRow> {
  const [row] = await db.update(watchTopics).set(values).where(eq(watchTopics.id, id)).returning();
  if (!row) throw new Error("watch topic update found no row");
  return row;
}

export async function deleteTopic(db: Db, id: string): Promise<void> {
  await db.delete(watchTopics).where(eq(watchTopics.id, id));
}

/** Every active topic of members other than `exceptUserId` (the signal's author). */
export async function activeTopicsExcept(db: Db, exceptUserId: string | null): Promise<TopicRow[]> {
  return db
    .select()
    .from(watchTopics)
    .where(
      and(eq(watchTopics.active, true), exceptUserId ? ne(watchTopics.userId, exceptUserId) : undefined),
    );
}

/** Inserts the matches that are new (one per topic and signal); returns those. */
export async function insertMatches(
  db: Db,
  values: readonly (typeof prophecyAlertMatches.$inferInsert)[],
): Promise<MatchRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(prophecyAlertMatches)
    .values([...values])
    .onConflictDoNothing()
    .returning();
}

/** How many of the member's matches since `since` were (notified true) or weren't (false) sent as alerts. */
export async function countMatchesSince(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ notified: number; skipped: number }> {
  const rows = await db
    .select({ notified: prophecyAlertMatches.notified, total: count() })
    .from(prophecyAlertMatches)
    .where(and(eq(prophecyAlertMatches.userId, userId), gte(prophecyAlertMatches.createdAt, since)))
    .groupBy(prophecyAlertMatches.notified);
  return {
    notified: Number(rows.find((row) => row.notified)?.total ?? 0),
    skipped: Number(rows.find((row) => !row.notified)?.total ?? 0),
  };
}

export async function markMatchesNotified(
  db: Db,
  keys: readonly { topicId: string; signalId: string }[],
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(prophecyAlertMatches)
    .set({ notified: true })
    .where(
      or(
        ...keys.map((key) =>
          and(eq(prophecyAlertMatches.topicId, key.topicId), eq(prophecyAlertMatches.signalId, key.signalId)),
        ),
      ),
    );
}

/** The newest public signals each of these topics matched (at most `perTopic` each). */
export async function matchesOfTopics(
  db: Db,
  topicIds: readonly string[],
  perTopic: number,
): Promise<{ topicId: string; signalId: string; title: string; matchedAt: Date }[]> {
  if (topicIds.length === 0) return [];
  const rows = await db
    .select({
      topicId: prophecyAlertMatches.topicId,
      signalId: prophecySignals.id,
      title: prophecySignals.title,
      matchedAt: prophecyAlertMatches.createdAt,
    })
    .from(prophecyAlertMatches)
    .innerJoin(prophecySignals, eq(prophecySignals.id, prophecyAlertMatches.signalId))
    .where(
      and(
        inArray(prophecyAlertMatches.topicId, [...topicIds]),
        eq(prophecySignals.visibility, "public"),
        notReportedAway,
      ),
    )
    .orderBy(desc(prophecyAlertMatches.createdAt));
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const taken = seen.get(row.topicId) ?? 0;
    seen.set(row.topicId, taken + 1);
    return taken < perTopic;
  });
}

// ---------- the weekly briefing ----------

/** Claims a scheduled slot; false when another run (or instance) already has it. */
export async function claimBriefingSlot(db: Db, slot: Date, now: Date): Promise<boolean> {
  const rows = await db
    .insert(prophecyBriefingRuns)
    .values({ slot, claimedAt: now })
    .onConflictDoNothing()
    .returning({ slot: prophecyBriefingRuns.slot });
  return rows.length > 0;
}

export async function finishBriefingSlot(
  db: Db,
  slot: Date,
  values: { signalId: string | null; outcome: string },
): Promise<void> {
  await db.update(prophecyBriefingRuns).set(values).where(eq(prophecyBriefingRuns.slot, slot));
}
