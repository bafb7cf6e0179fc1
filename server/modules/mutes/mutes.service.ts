// Mutes (screens.md §4.3, ADM-8): staff — admins and moderators — mute a member for 1 hour, 24 hours or 7 days, or
// lift it; each in one transaction with its audit row, then a `mute.changed` notice on the member's own topic so
// their open composers ask `/api/mutes/me` again. The posting services check `findActiveMute` themselves.
import {
  muteChangedEventType,
  muteDurationMs,
  muteMessages,
  type MuteDto,
  type MyMuteDto,
  type UnmuteResultDto,
  type muteMemberInput,
} from "@common/schemas/mutes";
import type { z } from "zod";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { conflict, forbidden, notFound } from "@server/http/errors";
import { insertAuditEntry } from "../audit/audit.queries";
import { findRoles } from "../roles/roles.queries";
import { profileExists } from "../admin-users/admin-users.queries";
import { findActiveMute, insertMute, liftMutes } from "./mutes.queries";

export type MuteMember = z.output<typeof muteMemberInput>;

const userTopic = (userId: string) => `user:${userId}`;

/** Best-effort: the mute is committed already; a composer that missed the notice learns it on its next post. */
async function publishMuteChanged(ctx: ServiceContext, userId: string): Promise<void> {
  if (!ctx.bus) return;
  try {
    await ctx.bus.publish(userTopic(userId), { type: muteChangedEventType });
  } catch (error) {
    ctx.logger?.warn({ err: error, userId }, "mute change not published");
  }
}

/**
 * POST /api/admin/mutes. A new mute replaces any running one (so "1 hour" after "7 days" really means an hour).
 * Nobody mutes themselves, and only an admin mutes a member who holds a staff role.
 */
export async function muteMember(ctx: ActorContext, input: MuteMember): Promise<MuteDto> {
  const now = ctx.clock.now();
  if (input.userId === ctx.actor.userId) throw conflict("cannot_mute_self", muteMessages.cannotMuteSelf);
  const mute = await ctx.db.transaction(async (tx) => {
    if (!(await profileExists(tx, input.userId))) throw notFound("member");
    const [targetRoles, actorRoles] = await Promise.all([
      findRoles(tx, input.userId),
      findRoles(tx, ctx.actor.userId),
    ]);
    if (targetRoles.length > 0 && !actorRoles.includes("admin"))
      throw forbidden(muteMessages.staffOnlyByAdmin);
    await liftMutes(tx, input.userId, now);
    const until = new Date(now.getTime() + muteDurationMs[input.duration]);
    const row = await insertMute(tx, {
      userId: input.userId,
      until,
      reason: input.reason,
      createdBy: ctx.actor.userId,
      createdAt: now,
    });
    await insertAuditEntry(tx, {
      actorId: ctx.actor.userId,
      action: "member.mute",
      targetType: "user",
      targetId: input.userId,
      payload: { duration: input.duration, until: until.toISOString(), reason: input.reason || null },
      createdAt: now,
    });
    return row;
  });
  await publishMuteChanged(ctx, input.userId);
  ctx.logger?.info({ userId: input.userId, until: mute.until }, "member muted");
  return { userId: input.userId, until: mute.until.toISOString(), reason: input.reason };
}

/** DELETE /api/admin/mutes/:userId — lifts every running mute; audited only when one was running. */
export async function unmuteMember(ctx: ActorContext, userId: string): Promise<UnmuteResultDto> {
  const now = ctx.clock.now();
  const lifted = await ctx.db.transaction(async (tx) => {
    if (!(await profileExists(tx, userId))) throw notFound("member");
    const count = await liftMutes(tx, userId, now);
    if (count > 0) {
      await insertAuditEntry(tx, {
        actorId: ctx.actor.userId,
        action: "member.unmute",
        targetType: "user",
        targetId: userId,
        payload: { lifted: count },
        createdAt: now,
      });
    }
    return count;
  });
  if (lifted > 0) await publishMuteChanged(ctx, userId);
  return { userId, until: null, lifted };
}

/** GET /api/mutes/me — the member's own running mute (the composers' "You can't post until {time}"). */
export async function getMyMute(ctx: ActorContext): Promise<MyMuteDto> {
  const mute = await findActiveMute(ctx.db, ctx.actor.userId, ctx.clock.now());
  return mute ? { until: mute.until.toISOString() } : null;
}
