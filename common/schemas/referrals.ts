import type { ReferralStatus } from "../constants/referrals";

/** GET /api/referrals. The referred members appear only by public name (never e-mail). */
export type ReferralsDto = {
  code: string;
  /** `/auth?ref={code}`; the page prefixes its own origin. */
  linkPath: string;
  stats: { signedUp: number; subscribed: number; rewardsEarned: number; rewardDaysEarned: number };
  referrals: Array<{ id: string; displayName: string; joinedAt: string; status: ReferralStatus }>;
  timeZone: string;
};
