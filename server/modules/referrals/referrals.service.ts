import { referralCopy, referralEventType, referralRules } from "@common/constants/referrals";
import type { ReferralsDto } from "@common/schemas/referrals";
import { notFound } from "@server/http/errors";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { updateCounters } from "@server/modules/achievements/progress";
import {
  countRewardsSince,
  findReferralOfMemberForUpdate,
  findReferrerSummary,
  insertNotification,
  insertRewardGrant,
  latestGrantEnd,
  listReferralsOf,
  lockProfile,
  markConverted,
  markRewarded,
} from "./referrals.queries";
import { presentReferrals } from "./referrals.presenter";

const dayMs = 24 * 60 * 60 * 1000;

/** The member's realtime topic (screens §1.7). */
const userTopic = (userId: string) => `user:${userId}`;

/** Best-effort realtime notice: the data is already committed, clients re-fetch on their own too. */
export async function publishReferralEvent(ctx: ServiceContext, referrerId: string): Promise<void> {
  if (!ctx.bus) return;
  try {
    await ctx.bus.publish(userTopic(referrerId), { type: referralEventType });
  } catch (error) {
    ctx.logger?.warn({ err: error, referrerId }, "referral event not published");
  }
}

/** GET /api/referrals: the member's code and link, tiles and list (screens §3.6). */
export async function getMyReferrals(ctx: ActorContext): Promise<ReferralsDto> {
  const me = await findReferrerSummary(ctx.db, ctx.actor.userId);
  if (!me) throw notFound("profile");
  return presentReferrals({ ...me, rows: await listReferralsOf(ctx.db, ctx.actor.userId) });
}

/**
 * Called by the payment webhook when a member's first paid subscription becomes active (screens
 * §3.6, D5). Marks the member's referral converted and, unless the referrer already earned 12
 * rewards in the last 365 days, gives the referrer 30 days of Premium — starting now, or when
 * their latest current grant ends if that is later — and marks it rewarded. The referrer gets a
 * notification either way. Idempotent: only a referral still `signed_up` changes, and its row is
 * locked for the transaction, so a replayed or concurrent call does nothing.
 */
export async function onSubscriptionActivated(ctx: ServiceContext, input: { userId: string }): Promise<void> {
  const now = ctx.clock.now();
  const referrerId = await ctx.db.transaction(async (tx) => {
    const referral = await findReferralOfMemberForUpdate(tx, input.userId);
    if (!referral || referral.status !== "signed_up") return null;
    await markConverted(tx, { id: referral.id, at: now });

    await lockProfile(tx, referral.referrerId);
    const since = new Date(now.getTime() - referralRules.rewardWindowDays * dayMs);
    const capped =
      (await countRewardsSince(tx, { referrerId: referral.referrerId, since })) >=
      referralRules.maxRewardsPerYear;
    if (!capped) {
      const currentEnd = await latestGrantEnd(tx, { userId: referral.referrerId, now });
      const startsAt = currentEnd && currentEnd > now ? currentEnd : now;
      const grantId = await insertRewardGrant(tx, {
        userId: referral.referrerId,
        sourceId: referral.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + referralRules.rewardDays * dayMs),
        createdAt: now,
      });
      await markRewarded(tx, { id: referral.id, at: now, grantId });
    }
    await insertNotification(tx, {
      userId: referral.referrerId,
      kind: "referral_converted",
      title: referralCopy.notificationTitle,
      body: capped ? referralCopy.notificationCapped : referralCopy.notificationRewarded,
      link: "/referrals",
      createdAt: now,
    });
    await updateCounters(tx, referral.referrerId, ["referrals_converted"], now);
    ctx.logger?.info({ referralId: referral.id, rewarded: !capped }, "referral converted");
    return referral.referrerId;
  });
  if (referrerId) await publishReferralEvent(ctx, referrerId);
}
