import { limits } from "@common/constants/limits";
import {
  type EntitlementFields,
  isStudentActive,
  isSubscriptionActive,
  isTrialRunning,
} from "@common/policies/effective-plan";
import { internalError, notFound } from "@server/http/errors";
import type { ActorContext } from "@server/http/context";
import { findEntitlementFields } from "../access/access.queries";
import { startTrialIfNeverStarted } from "./trial.queries";

const dayMs = 24 * 60 * 60 * 1000;

export type TrialOutcome =
  | { kind: "activated"; trialEndsAt: Date }
  | { kind: "already_student" | "already_subscribed" | "trial_active" | "trial_used" };

/**
 * Why the trial cannot start, checked in the order of screens §2.3 (a student is told about the
 * student plan before anything else), or null when it can. An access grant alone does not block
 * it (§2.3 step 3), so grants are not consulted.
 */
function reasonNotToStart(
  fields: EntitlementFields,
  now: Date,
): Exclude<TrialOutcome, { kind: "activated" }> | null {
  if (isStudentActive(fields, now)) return { kind: "already_student" };
  if (isSubscriptionActive(fields, now)) return { kind: "already_subscribed" };
  if (isTrialRunning(fields, now)) return { kind: "trial_active" };
  // One trial per account (D2): an ended trial is never restarted.
  if (fields.trialStartedAt !== null) return { kind: "trial_used" };
  return null;
}

/** POST /api/trial/start: 7 days of Premium from now, once per account (spec §4). */
export async function startTrial(ctx: ActorContext): Promise<TrialOutcome> {
  const now = ctx.clock.now();
  const fields = await findEntitlementFields(ctx.db, ctx.actor.userId);
  if (!fields) throw notFound("profile");
  const reason = reasonNotToStart(fields, now);
  if (reason) return reason;

  const trialEndsAt = new Date(now.getTime() + limits.trialDays * dayMs);
  if (
    await startTrialIfNeverStarted(ctx.db, { userId: ctx.actor.userId, startedAt: now, endsAt: trialEndsAt })
  ) {
    ctx.logger?.info({ userId: ctx.actor.userId, trialEndsAt }, "trial started");
    return { kind: "activated", trialEndsAt };
  }
  // Another request started it between our read and our update: answer as that state warrants.
  const current = await findEntitlementFields(ctx.db, ctx.actor.userId);
  const after = current && reasonNotToStart(current, now);
  if (!after) throw internalError();
  return after;
}
