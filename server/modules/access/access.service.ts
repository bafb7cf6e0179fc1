import {
  effectiveAccess,
  type EffectiveAccess,
  type EntitlementFields,
} from "@common/policies/effective-plan";
import {
  type EntitlementKey,
  hasFeature,
  planRequiredMessage,
  plansIncluding,
} from "@common/policies/entitlements";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { notFound, paymentRequired } from "@server/http/errors";
import { hasRole } from "../roles/roles.queries";
import { findEntitlementFields, findLiveGrants } from "./access.queries";

/**
 * The member's effective plan now, from their entitlement columns and live grants. Computed on
 * every request (never stored), so a trial or grant that ends changes access at that moment.
 */
export async function loadAccess(
  ctx: ServiceContext,
  userId: string,
  fields: EntitlementFields,
): Promise<EffectiveAccess> {
  const now = ctx.clock.now();
  return effectiveAccess(fields, now, await findLiveGrants(ctx.db, userId, now));
}

/** What the entitlement checks need about the actor: the effective plan and whether they are an admin. */
export type ActorAccess = { access: EffectiveAccess; isAdmin: boolean };

/**
 * The one place that works out the signed-in actor's access: entitlement columns from profiles,
 * live grants and the admin role, all read now (no cache), so an ending trial or grant, or a
 * removed role, takes effect on the very next request.
 */
export async function loadActorAccess(ctx: ActorContext): Promise<ActorAccess> {
  const userId = ctx.actor.userId;
  const [fields, isAdmin] = await Promise.all([
    findEntitlementFields(ctx.db, userId),
    hasRole(ctx.db, userId, "admin"),
  ]);
  if (!fields) throw notFound("profile");
  return { access: await loadAccess(ctx, userId, fields), isAdmin };
}

/** Throws 402 plan_required (screens §1.2) unless the actor's plan includes `feature`. */
export function assertFeature(actorAccess: ActorAccess, feature: EntitlementKey): void {
  if (hasFeature(actorAccess.access, feature, { isAdmin: actorAccess.isAdmin })) return;
  throw paymentRequired(planRequiredMessage(feature), { feature, plans: plansIncluding(feature) });
}

/** loadActorAccess + assertFeature, for services that gate one action. */
export async function requireActorFeature(ctx: ActorContext, feature: EntitlementKey): Promise<ActorAccess> {
  const actorAccess = await loadActorAccess(ctx);
  assertFeature(actorAccess, feature);
  return actorAccess;
}
