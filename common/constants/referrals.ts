/** Referral program (screens §3.6, Appendix B). */
export const referralRules = {
  rewardDays: 30,
  maxRewardsPerYear: 12,
  rewardWindowDays: 365,
} as const;

export const referralCopy = {
  // [spec] screens §3.6 / §1.5
  title: "Referral Program",
  shareTitle: "Join me on Phototheology",
  empty: "No referrals yet — share your link to get started.",
  // Suggested copy
  shareText: "Study the Bible with me on Phototheology — you get a 7-day free trial.",
  loadFailed: "Couldn't load your referrals",
  friendGets: "a 7-day free trial",
  youGet: "1 month of Premium when they subscribe",
  notificationTitle: "A friend you invited subscribed",
  notificationRewarded: "You earned 1 month of Premium. Thank you for sharing Phototheology!",
  notificationCapped:
    "Thank you for sharing Phototheology! You've reached the 12 rewards a year limit, so this one earns no extra days.",
} as const;

export type ReferralStatus = "signed_up" | "converted" | "rewarded";

/** Badge text per status: converted reads "Subscribed" (screens §3.6). */
export const referralStatusLabels: Record<ReferralStatus, string> = {
  signed_up: "Signed up",
  converted: "Subscribed",
  rewarded: "Rewarded",
};

/** The realtime event on `user:{id}` after a referral sign-up or reward: clients re-fetch. */
export const referralEventType = "referral";
