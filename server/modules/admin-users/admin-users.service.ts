// Users and roles (screens.md §4.2, ADM-4..6): the admin's member search and drawer, role grants and removals,
// manual Premium grants and revocations, and "Sign out everywhere". Reached only through requireRole("admin");
// every write runs in one transaction with its audit row naming the acting admin.
import { effectiveAccess } from "@common/policies/effective-plan";
import {
  adminUserLimits,
  adminUserMessages as m,
  type AdminRole,
  type AdminUserDetailDto,
  type AdminUsersPageDto,
  type grantPremiumInput,
  type SignOutEverywhereResultDto,
} from "@common/schemas/admin-users";
import type { z } from "zod";
import type { ActorContext } from "@server/http/context";
import { conflict, forbidden, notFound } from "@server/http/errors";
import { loadAccess } from "../access/access.service";
import { insertAuditEntry } from "../audit/audit.queries";
import { loadPublicProfiles } from "../profile/public-profile";
import { findProfileWithUser } from "../profile/profile.queries";
import { hasRole, insertRole } from "../roles/roles.queries";
import {
  countRoleHolders,
  countSessions,
  deleteRole,
  deleteSessionsOf,
  findActiveMuteDetail,
  findDisplayNames,
  findGrantsOf,
  findHistoryOf,
  findLiveGrantsOf,
  findRedemptionsOf,
  findReferralsOf,
  findRolesOf,
  insertManualGrant,
  lockGrant,
  lockRoleChanges,
  markGrantRevoked,
  profileExists,
  searchMembers,
} from "./admin-users.queries";
import { grantStatus, presentUserDetail, presentUserRow } from "./admin-users.presenter";

const dayMs = 24 * 60 * 60 * 1000;

export type GrantPremium = z.output<typeof grantPremiumInput>;

/** GET /api/admin/users — 50 members a page, newest first, with their effective plan now and their roles. */
export async function listMembers(
  ctx: ActorContext,
  input: { q?: string; offset: number },
): Promise<AdminUsersPageDto> {
  const now = ctx.clock.now();
  const pageSize = adminUserLimits.pageSize;
  // One row more than a page tells whether another page follows.
  const rows = await searchMembers(ctx.db, {
    search: input.q || undefined,
    offset: input.offset,
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const ids = page.map((row) => row.userId);
  const [grants, roles] = await Promise.all([findLiveGrantsOf(ctx.db, ids, now), findRolesOf(ctx.db, ids)]);
  return {
    users: page.map((row) =>
      presentUserRow(
        row,
        effectiveAccess(
          row,
          now,
          grants.filter((grant) => grant.userId === row.userId),
        ),
        roles.filter((role) => role.userId === row.userId).map((role) => role.role),
      ),
    ),
    nextOffset: rows.length > pageSize ? input.offset + pageSize : null,
  };
}

/** GET /api/admin/users/:userId — the drawer. */
export async function getMemberDetail(ctx: ActorContext, userId: string): Promise<AdminUserDetailDto> {
  const now = ctx.clock.now();
  const profile = await findProfileWithUser(ctx.db, userId);
  if (!profile) throw notFound("member");
  const [access, grants, redemptions, referrals, roles, mute, activeSessions, history] = await Promise.all([
    loadAccess(ctx, userId, profile),
    findGrantsOf(ctx.db, userId),
    findRedemptionsOf(ctx.db, userId),
    findReferralsOf(ctx.db, userId),
    findRolesOf(ctx.db, [userId]),
    findActiveMuteDetail(ctx.db, userId, now),
    countSessions(ctx.db, userId, now),
    findHistoryOf(ctx.db, userId, adminUserLimits.historyMax),
  ]);
  const [publicProfiles, names] = await Promise.all([
    loadPublicProfiles(ctx.db, [
      ...(referrals.referrerId ? [referrals.referrerId] : []),
      ...referrals.referred.map((row) => row.referredUserId),
    ]),
    findDisplayNames(ctx.db, [
      ...grants.flatMap((row) => [row.grant.createdBy, row.grant.revokedBy]),
      ...roles.map((row) => row.grantedBy),
      ...history.map((row) => row.actorId),
      mute?.createdBy ?? null,
    ]),
  ]);
  return presentUserDetail({
    profile,
    access,
    grants,
    redemptions,
    referredBy: referrals.referrerId ? (publicProfiles.get(referrals.referrerId) ?? null) : null,
    referred: referrals.referred.map((row) => ({
      member: publicProfiles.get(row.referredUserId) ?? null,
      status: row.status,
      createdAt: row.createdAt,
      convertedAt: row.convertedAt,
      rewardedAt: row.rewardedAt,
    })),
    roles,
    mute: mute ?? null,
    activeSessions,
    history,
    names,
    now,
  });
}

/** POST /api/admin/users/:userId/roles — granting a role the member already holds changes and logs nothing. */
export async function grantMemberRole(ctx: ActorContext, userId: string, role: AdminRole) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await profileExists(tx, userId))) throw notFound("member");
    const granted = await insertRole(tx, { userId, role, grantedBy: ctx.actor.userId, grantedAt: now });
    if (granted) {
      await insertAuditEntry(tx, {
        actorId: ctx.actor.userId,
        action: "role.grant",
        targetType: "user",
        targetId: userId,
        payload: { role },
        createdAt: now,
      });
    }
  });
  ctx.logger?.info({ userId, role }, "role granted");
  return getMemberDetail(ctx, userId);
}

/**
 * DELETE /api/admin/users/:userId/roles/:role. Removals queue on one lock, and inside it the actor must still be an
 * admin and at least one admin must remain — so two admins removing each other at once cannot leave none.
 */
export async function removeMemberRole(ctx: ActorContext, userId: string, role: AdminRole) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockRoleChanges(tx);
    if (!(await hasRole(tx, ctx.actor.userId, "admin"))) throw forbidden();
    if (!(await profileExists(tx, userId))) throw notFound("member");
    if (
      role === "admin" &&
      (await hasRole(tx, userId, "admin")) &&
      (await countRoleHolders(tx, "admin")) <= 1
    )
      throw conflict("last_admin", m.lastAdmin);
    if (await deleteRole(tx, userId, role)) {
      await insertAuditEntry(tx, {
        actorId: ctx.actor.userId,
        action: "role.revoke",
        targetType: "user",
        targetId: userId,
        payload: { role },
        createdAt: now,
      });
    }
  });
  ctx.logger?.info({ userId, role }, "role removed");
  return getMemberDetail(ctx, userId);
}

/** POST /api/admin/users/:userId/grants — Premium from now for N days or for life (source `admin`). */
export async function grantPremium(ctx: ActorContext, userId: string, input: GrantPremium) {
  const now = ctx.clock.now();
  const grant = await ctx.db.transaction(async (tx) => {
    if (!(await profileExists(tx, userId))) throw notFound("member");
    const endsAt = input.days === null ? null : new Date(now.getTime() + input.days * dayMs);
    const inserted = await insertManualGrant(tx, {
      userId,
      startsAt: now,
      endsAt,
      reason: input.reason,
      createdBy: ctx.actor.userId,
      createdAt: now,
    });
    await insertAuditEntry(tx, {
      actorId: ctx.actor.userId,
      action: "grant.create",
      targetType: "user",
      targetId: userId,
      payload: { grantId: inserted.id, days: input.days, reason: input.reason, source: "admin" },
      createdAt: now,
    });
    return inserted;
  });
  ctx.logger?.info({ userId, grantId: grant.id }, "premium granted");
  return getMemberDetail(ctx, userId);
}

/** POST /api/admin/users/:userId/grants/:grantId/revoke — a manual or code grant still running or still to come. */
export async function revokeGrant(ctx: ActorContext, userId: string, grantId: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const grant = await lockGrant(tx, userId, grantId);
    if (!grant) throw notFound("grant");
    if (grant.source !== "admin" && grant.source !== "access_code")
      throw conflict("grant_not_revocable", m.grantNotRevocable);
    const status = grantStatus(grant, now);
    if (status === "revoked") throw conflict("grant_already_revoked", m.grantAlreadyRevoked);
    if (status === "ended") throw conflict("grant_ended", m.grantEnded);
    await markGrantRevoked(tx, grantId, ctx.actor.userId, now);
    await insertAuditEntry(tx, {
      actorId: ctx.actor.userId,
      action: "grant.revoke",
      targetType: "user",
      targetId: userId,
      payload: { grantId, source: grant.source },
      createdAt: now,
    });
  });
  ctx.logger?.info({ userId, grantId }, "grant revoked");
  return getMemberDetail(ctx, userId);
}

/**
 * POST /api/admin/users/:userId/sign-out-everywhere — deletes every session of the member. The caller then drops
 * them from the session cache here and, over the bus, on every instance (`forget`), once the delete has committed.
 */
export async function signOutEverywhere(
  ctx: ActorContext,
  userId: string,
  forget: (userId: string) => Promise<void>,
): Promise<SignOutEverywhereResultDto> {
  const now = ctx.clock.now();
  const signedOut = await ctx.db.transaction(async (tx) => {
    if (!(await profileExists(tx, userId))) throw notFound("member");
    const deleted = await deleteSessionsOf(tx, userId);
    await insertAuditEntry(tx, {
      actorId: ctx.actor.userId,
      action: "sessions.revoke",
      targetType: "user",
      targetId: userId,
      payload: { signedOut: deleted },
      createdAt: now,
    });
    return deleted;
  });
  await forget(userId);
  ctx.logger?.info({ userId, signedOut }, "member signed out everywhere");
  return { userId, signedOut };
}
