import { isDailyGoalMinutes, type OnboardingDto } from "@common/schemas/onboarding";
import type { OnboardingRow } from "./onboarding.queries";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentOnboarding(row: OnboardingRow): OnboardingDto {
  return {
    learningStyle: row.learningStyle,
    experienceLevel: row.experienceLevel,
    // The column is a plain smallint; only the three offered values mean anything to the client.
    dailyGoalMinutes:
      row.dailyGoalMinutes !== null && isDailyGoalMinutes(row.dailyGoalMinutes) ? row.dailyGoalMinutes : null,
    completedAt: iso(row.onboardingCompletedAt),
    skippedAt: iso(row.onboardingSkippedAt),
  };
}
