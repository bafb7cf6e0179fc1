import { referralRules, type ReferralStatus } from "@common/constants/referrals";
import type { ReferralsDto } from "@common/schemas/referrals";

/**
 * The referrer's view. Friends appear through their public display name only: the row type has
 * no e-mail, and this presenter lists every field that leaves the server.
 */
export function presentReferrals(input: {
  referralCode: string;
  timeZone: string;
  rows: Array<{ id: string; status: ReferralStatus; createdAt: Date; displayName: string }>;
}): ReferralsDto {
  const { rows } = input;
  const rewardsEarned = rows.filter((row) => row.status === "rewarded").length;
  return {
    code: input.referralCode,
    linkPath: `/auth?ref=${encodeURIComponent(input.referralCode)}`,
    stats: {
      signedUp: rows.length,
      subscribed: rows.filter((row) => row.status !== "signed_up").length,
      rewardsEarned,
      rewardDaysEarned: rewardsEarned * referralRules.rewardDays,
    },
    referrals: rows.map((row) => ({
      id: row.id,
      displayName: row.displayName,
      joinedAt: row.createdAt.toISOString(),
      status: row.status,
    })),
    timeZone: input.timeZone,
  };
}
