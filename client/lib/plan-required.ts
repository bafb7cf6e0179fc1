import { type EntitlementKey, isEntitlementKey } from "@common/policies/entitlements";
import { ApiError } from "./api-error";

/** The body of a 402 (screens §1.2): which feature was refused and which plans include it. */
export type PlanRequired = { feature: EntitlementKey; plans: string[]; message: string };

/**
 * Reads a 402 plan_required ApiError, so a screen can show the upgrade prompt in place of the
 * locked feature instead of an error toast. Anything else (or a feature this client doesn't know
 * yet) is not a plan gate and returns null.
 */
export function planRequiredOf(error: unknown): PlanRequired | null {
  if (!(error instanceof ApiError) || error.status !== 402 || error.code !== "plan_required") return null;
  const details = error.details as { feature?: unknown; plans?: unknown } | undefined;
  if (typeof details?.feature !== "string" || !isEntitlementKey(details.feature)) return null;
  const plans = Array.isArray(details.plans)
    ? details.plans.filter((plan): plan is string => typeof plan === "string")
    : [];
  return { feature: details.feature, plans, message: error.message };
}

export const isPlanRequired = (error: unknown): boolean => planRequiredOf(error) !== null;
