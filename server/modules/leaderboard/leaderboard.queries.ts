// The leaderboard's ranked queries (screens.md §3.11, data-model.md §13). Each ranking is a per-member value for the
// period, restricted to members who show themselves on leaderboards and have something to rank, ranked in SQL with
// rank() over (order by value desc) — ties share a rank (1, 2, 2, 4).
import type { LeaderboardRanking } from "@common/schemas/leaderboard";
import type { Db } from "@server/db/client";
import { challengeSubmissions, profiles, reviewCards, userAchievements, xpEvents } from "@server/db/schema";
import { MEMORIZED_DAYS } from "@server/modules/memory/memory-status";
import { MEMORY_SUBJECT_TYPE } from "@server/modules/memory/review-subjects";
import { publicProfileColumns } from "@server/modules/profile/public-profile";
import { and, asc, count, eq, gt, gte, lt, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PeriodRange } from "./period";

export type RankedRow = {
  userId: string;
  displayName: string;
  avatarPath: string | null;
  level: number;
  value: number;
  rank: number;
};

const within = (column: AnyColumn, range: PeriodRange): SQL[] =>
  range ? [gte(column, range.start), lt(column, range.end)] : [];

/**
 * Points: the ledger's sum in the period. Challenges: daily challenges submitted in the period. Verses: verses
 * memorized now (a memory-verse card with an interval of 21 days or more) — the same count for every period, since
 * the moment a verse crossed 21 days isn't recorded (a card can fall back and cross again).
 */
function valuesOf(db: Db, ranking: LeaderboardRanking, range: PeriodRange, userId?: string) {
  if (ranking === "points") {
    const filters: SQL[] = [...within(xpEvents.createdAt, range)];
    if (userId) filters.push(eq(xpEvents.userId, userId));
    return db
      .select({ userId: xpEvents.userId, value: sql<number>`sum(${xpEvents.amount})::int`.as("value") })
      .from(xpEvents)
      .where(and(...filters))
      .groupBy(xpEvents.userId)
      .as("totals");
  }
  if (ranking === "challenges") {
    const filters: SQL[] = [...within(challengeSubmissions.createdAt, range)];
    if (userId) filters.push(eq(challengeSubmissions.userId, userId));
    return db
      .select({ userId: challengeSubmissions.userId, value: sql<number>`count(*)::int`.as("value") })
      .from(challengeSubmissions)
      .where(and(...filters))
      .groupBy(challengeSubmissions.userId)
      .as("totals");
  }
  const filters: SQL[] = [
    eq(reviewCards.subjectType, MEMORY_SUBJECT_TYPE),
    gt(reviewCards.reps, 0),
    gte(reviewCards.scheduledDays, MEMORIZED_DAYS),
  ];
  if (userId) filters.push(eq(reviewCards.userId, userId));
  return db
    .select({ userId: reviewCards.userId, value: sql<number>`count(*)::int`.as("value") })
    .from(reviewCards)
    .where(and(...filters))
    .groupBy(reviewCards.userId)
    .as("totals");
}

/** Every visible member with a value above 0, ranked. */
function rankedOf(db: Db, ranking: LeaderboardRanking, range: PeriodRange) {
  const totals = valuesOf(db, ranking, range);
  return db
    .select({
      userId: totals.userId,
      value: totals.value,
      rank: sql<number>`rank() over (order by ${totals.value} desc)`.as("rank"),
    })
    .from(totals)
    .innerJoin(profiles, eq(profiles.userId, totals.userId))
    .where(and(eq(profiles.leaderboardVisible, true), gt(totals.value, 0)))
    .as("ranked");
}

function selectRanked(db: Db, ranking: LeaderboardRanking, range: PeriodRange) {
  const ranked = rankedOf(db, ranking, range);
  const query = db
    .select({ ...publicProfileColumns, value: ranked.value, rank: ranked.rank })
    .from(ranked)
    .innerJoin(profiles, eq(profiles.userId, ranked.userId));
  return { ranked, query };
}

const normalise = (row: RankedRow): RankedRow => ({
  ...row,
  value: Number(row.value),
  rank: Number(row.rank),
});

/** The best `limit` rows, ties ordered by display name (then id, so the order is stable). */
export async function topRows(
  db: Db,
  ranking: LeaderboardRanking,
  range: PeriodRange,
  limit: number,
): Promise<RankedRow[]> {
  const { ranked, query } = selectRanked(db, ranking, range);
  const rows = await query
    .orderBy(asc(ranked.rank), asc(profiles.displayName), asc(profiles.userId))
    .limit(limit);
  return rows.map(normalise);
}

/** The member's own row with their true rank; undefined when hidden or with nothing to rank. */
export async function rowOf(
  db: Db,
  ranking: LeaderboardRanking,
  range: PeriodRange,
  userId: string,
): Promise<RankedRow | undefined> {
  const { ranked, query } = selectRanked(db, ranking, range);
  const [row] = await query.where(eq(ranked.userId, userId));
  return row ? normalise(row) : undefined;
}

/** One member's value of a ranking in the period (0 when none), whether or not they show on leaderboards. */
export async function valueOf(
  db: Db,
  ranking: LeaderboardRanking,
  range: PeriodRange,
  userId: string,
): Promise<number> {
  const totals = valuesOf(db, ranking, range, userId);
  const [row] = await db.select({ value: totals.value }).from(totals);
  return Number(row?.value ?? 0);
}

export async function badgeCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ badges: count() })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId));
  return Number(row?.badges ?? 0);
}

export async function isLeaderboardVisible(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ visible: profiles.leaderboardVisible })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.visible ?? false;
}
