import { z } from "zod";

/**
 * The onboarding answers (screens §3.1). The value lists match the database enums in
 * server/db/schema/profiles.ts; the labels the member sees live with the page.
 */
export const learningStyles = ["visual", "reading", "games", "social"] as const;
export type LearningStyle = (typeof learningStyles)[number];

export const experienceLevels = ["beginner", "intermediate", "advanced"] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

/** Minutes a day; each stands for a range the member picked ("15–30 minutes" is 20). */
export const dailyGoalMinutesOptions = [10, 20, 45] as const;
export type DailyGoalMinutes = (typeof dailyGoalMinutesOptions)[number];

export const isDailyGoalMinutes = (value: number): value is DailyGoalMinutes =>
  (dailyGoalMinutesOptions as readonly number[]).includes(value);

/**
 * PUT /api/onboarding: all three answers in one request, nothing else (strict, so a client
 * cannot slip other profile columns in).
 */
export const saveOnboardingInput = z.strictObject({
  learningStyle: z.enum(learningStyles, { error: "Choose how you learn best." }),
  experienceLevel: z.enum(experienceLevels, { error: "Choose your Bible study experience." }),
  dailyGoalMinutes: z.literal(dailyGoalMinutesOptions, {
    error: "Choose how much time you can give each day.",
  }),
});
export type SaveOnboardingInput = z.input<typeof saveOnboardingInput>;
export type OnboardingAnswers = z.output<typeof saveOnboardingInput>;

/** GET/PUT /api/onboarding and POST /api/onboarding/skip answer with this. */
export type OnboardingDto = {
  learningStyle: LearningStyle | null;
  experienceLevel: ExperienceLevel | null;
  dailyGoalMinutes: DailyGoalMinutes | null;
  completedAt: string | null;
  skippedAt: string | null;
};
