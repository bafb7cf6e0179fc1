import { and, count, desc, eq, gt, isNull, max } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { accessGrants, notifications, profiles, referrals } from "@server/db/schema";

export type ReferralRow = typeof referrals.$inferSelect;

/** Recorded at sign-up; a second row for the same member is ignored (unique referred_user_id). */
export async function insertReferral(
  db: Db,
  values: { referrerId: string; referredUserId: string; codeUsed: string; createdAt: Date },
) {
  await db.insert(referrals).values(values).onConflictDoNothing({ target: referrals.referredUserId });
}

/** The referrer's list, newest first, with each friend's public name only (owner-scoped). */
export async function listReferralsOf(db: Db, referrerId: string) {
  return db
    .select({
      id: referrals.id,
      status: referrals.status,
      createdAt: referrals.createdAt,
      displayName: profiles.displayName,
    })
    .from(referrals)
    .innerJoin(profiles, eq(profiles.userId, referrals.referredUserId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt));
}

export async function findReferrerSummary(db: Db, userId: string) {
  const [row] = await db
    .select({ referralCode: profiles.referralCode, timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

/** The referral of a referred member, locked for the rest of the transaction. */
export async function findReferralOfMemberForUpdate(
  db: Db,
  referredUserId: string,
): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select()
    .from(referrals)
    .where(eq(referrals.referredUserId, referredUserId))
    .for("update");
  return row;
}

/** Holds the referrer's profile row so two conversions at once count the yearly cap one after the other. */
export async function lockProfile(db: Db, userId: string): Promise<void> {
  await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for("update");
}

export async function countRewardsSince(
  db: Db,
  params: { referrerId: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerId, params.referrerId), gt(referrals.rewardedAt, params.since)));
  return row?.n ?? 0;
}

/** The latest end among the member's unrevoked grants still running or yet to start; null when none. */
export async function latestGrantEnd(db: Db, params: { userId: string; now: Date }): Promise<Date | null> {
  const [row] = await db
    .select({ end: max(accessGrants.endsAt) })
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.userId, params.userId),
        isNull(accessGrants.revokedAt),
        gt(accessGrants.endsAt, params.now),
      ),
    );
  return row?.end ?? null;
}

export async function markConverted(db: Db, params: { id: string; at: Date }): Promise<void> {
  await db
    .update(referrals)
    .set({ status: "converted", convertedAt: params.at })
    .where(eq(referrals.id, params.id));
}

export async function markRewarded(db: Db, params: { id: string; at: Date; grantId: string }): Promise<void> {
  await db
    .update(referrals)
    .set({ status: "rewarded", rewardedAt: params.at, rewardGrantId: params.grantId })
    .where(eq(referrals.id, params.id));
}

export async function insertRewardGrant(
  db: Db,
  values: { userId: string; sourceId: string; startsAt: Date; endsAt: Date; createdAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(accessGrants)
    .values({ ...values, source: "referral_reward", reason: "Referral reward" })
    .returning({ id: accessGrants.id });
  if (!row) throw new Error("access grant insert returned no row");
  return row.id;
}

export async function insertNotification(
  db: Db,
  values: { userId: string; kind: string; title: string; body: string; link: string; createdAt: Date },
): Promise<void> {
  await db.insert(notifications).values(values);
}
