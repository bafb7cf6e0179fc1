import { hasFeature } from "@common/policies/entitlements";
import type { UpdateSettingsInput } from "@common/schemas/settings";
import type { ActorContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import { assertFeature, loadActorAccess, type ActorAccess } from "../access/access.service";
import { presentSettings } from "./settings.presenter";
import { findPrivacy, findSettings, updatePrivacy, upsertSettings } from "./settings.queries";

const earlyAccessOpen = (actorAccess: ActorAccess) =>
  hasFeature(actorAccess.access, "early_access", { isAdmin: actorAccess.isAdmin });

export async function getMySettings(ctx: ActorContext) {
  const userId = ctx.actor.userId;
  const [actorAccess, row, privacy] = await Promise.all([
    loadActorAccess(ctx),
    findSettings(ctx.db, userId),
    findPrivacy(ctx.db, userId),
  ]);
  if (!privacy) throw notFound("profile");
  return presentSettings(row, privacy, earlyAccessOpen(actorAccess));
}

/**
 * Saves the Preferences tab's switches (one or more per request). Turning early access on is a premium action
 * (402 plan_required otherwise); turning it off is always allowed, so a member whose plan lapsed can still clear
 * it. The privacy switches are every plan's; "Show me on leaderboards" takes effect on the next leaderboard read
 * (the lists are computed per request).
 */
export async function updateMySettings(ctx: ActorContext, input: UpdateSettingsInput) {
  const actorAccess = await loadActorAccess(ctx);
  if (input.earlyAccess) assertFeature(actorAccess, "early_access");
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const { row, privacy } = await ctx.db.transaction(async (tx) => {
    const saved = await upsertSettings(tx, userId, { earlyAccess: input.earlyAccess, updatedAt: now });
    const privacyChange = {
      ...(input.leaderboardVisible === undefined ? {} : { leaderboardVisible: input.leaderboardVisible }),
      ...(input.discoverable === undefined ? {} : { discoverable: input.discoverable }),
    };
    const flags =
      Object.keys(privacyChange).length > 0
        ? await updatePrivacy(tx, userId, { ...privacyChange, updatedAt: now })
        : await findPrivacy(tx, userId);
    if (!flags) throw notFound("profile");
    return { row: saved, privacy: flags };
  });
  return presentSettings(row, privacy, earlyAccessOpen(actorAccess));
}
