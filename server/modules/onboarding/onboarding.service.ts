import type { OnboardingAnswers, OnboardingDto } from "@common/schemas/onboarding";
import { notFound } from "@server/http/errors";
import type { ActorContext } from "@server/http/context";
import { findOnboarding, markOnboardingSkipped, saveOnboardingAnswers } from "./onboarding.queries";
import { presentOnboarding } from "./onboarding.presenter";

/** The member's answers and whether onboarding was completed or skipped (screens §3.1). */
export async function getMyOnboarding(ctx: ActorContext): Promise<OnboardingDto> {
  const row = await findOnboarding(ctx.db, ctx.actor.userId);
  if (!row) throw notFound("profile");
  return presentOnboarding(row);
}

/**
 * Finishing step 3 saves the three answers in one request. Retaking onboarding overwrites them
 * and moves the completion time; an earlier skip stays on record.
 */
export async function saveMyOnboarding(ctx: ActorContext, input: OnboardingAnswers): Promise<OnboardingDto> {
  const row = await saveOnboardingAnswers(ctx.db, ctx.actor.userId, {
    ...input,
    completedAt: ctx.clock.now(),
  });
  if (!row) throw notFound("profile");
  return presentOnboarding(row);
}

/** "Skip & Explore": remembered so the dashboard can offer to finish setting up. */
export async function skipMyOnboarding(ctx: ActorContext): Promise<OnboardingDto> {
  const row = await markOnboardingSkipped(ctx.db, ctx.actor.userId, ctx.clock.now());
  if (!row) throw notFound("profile");
  return presentOnboarding(row);
}
