import { eq } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { profiles } from "@server/db/schema";
import type { OnboardingAnswers } from "@common/schemas/onboarding";

export type OnboardingRow = {
  learningStyle: (typeof profiles.$inferSelect)["learningStyle"];
  experienceLevel: (typeof profiles.$inferSelect)["experienceLevel"];
  dailyGoalMinutes: number | null;
  onboardingCompletedAt: Date | null;
  onboardingSkippedAt: Date | null;
};

const onboardingColumns = {
  learningStyle: profiles.learningStyle,
  experienceLevel: profiles.experienceLevel,
  dailyGoalMinutes: profiles.dailyGoalMinutes,
  onboardingCompletedAt: profiles.onboardingCompletedAt,
  onboardingSkippedAt: profiles.onboardingSkippedAt,
};

/** The member's own onboarding columns (owner-scoped by the profile's primary key). */
export async function findOnboarding(db: Db, userId: string): Promise<OnboardingRow | undefined> {
  const [row] = await db.select(onboardingColumns).from(profiles).where(eq(profiles.userId, userId));
  return row;
}

/** Stores all three answers together and marks onboarding complete; answers the updated row. */
export async function saveOnboardingAnswers(
  db: Db,
  userId: string,
  values: OnboardingAnswers & { completedAt: Date },
): Promise<OnboardingRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({
      learningStyle: values.learningStyle,
      experienceLevel: values.experienceLevel,
      dailyGoalMinutes: values.dailyGoalMinutes,
      onboardingCompletedAt: values.completedAt,
      updatedAt: values.completedAt,
    })
    .where(eq(profiles.userId, userId))
    .returning(onboardingColumns);
  return row;
}

export async function markOnboardingSkipped(
  db: Db,
  userId: string,
  skippedAt: Date,
): Promise<OnboardingRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ onboardingSkippedAt: skippedAt, updatedAt: skippedAt })
    .where(eq(profiles.userId, userId))
    .returning(onboardingColumns);
  return row;
}
