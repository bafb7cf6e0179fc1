export const onboardingKeys = {
  all: ["onboarding"] as const,
  mine: () => [...onboardingKeys.all, "mine"] as const,
};
