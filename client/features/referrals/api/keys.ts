export const referralKeys = {
  all: ["referrals"] as const,
  mine: () => [...referralKeys.all, "mine"] as const,
};
