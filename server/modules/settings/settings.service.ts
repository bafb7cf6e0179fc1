import { hasFeature } from "@common/policies/entitlements";
import type { UpdateSettingsInput } from "@common/schemas/settings";
import type { ActorContext } from "@server/http/context";
import { assertFeature, loadActorAccess } from "../access/access.service";
import { presentSettings } from "./settings.presenter";
import { findSettings, upsertSettings } from "./settings.queries";

export async function getMySettings(ctx: ActorContext) {
  const actorAccess = await loadActorAccess(ctx);
  const available = hasFeature(actorAccess.access, "early_access", { isAdmin: actorAccess.isAdmin });
  return presentSettings(await findSettings(ctx.db, ctx.actor.userId), available);
}

/**
 * Saves the Preferences tab's switches. Turning early access on is a premium action (402
 * plan_required otherwise); turning it off is always allowed, so a member whose plan lapsed can
 * still clear it.
 */
export async function updateMySettings(ctx: ActorContext, input: UpdateSettingsInput) {
  const actorAccess = await loadActorAccess(ctx);
  if (input.earlyAccess) assertFeature(actorAccess, "early_access");
  const row = await upsertSettings(ctx.db, ctx.actor.userId, {
    earlyAccess: input.earlyAccess,
    updatedAt: ctx.clock.now(),
  });
  return presentSettings(
    row,
    hasFeature(actorAccess.access, "early_access", { isAdmin: actorAccess.isAdmin }),
  );
}
