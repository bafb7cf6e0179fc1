import { and, count, desc, eq, gt, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import {
  accessCodeRedemptions,
  accessCodes,
  accessGrants,
  auditLog,
  memberMutes,
  profiles,
  referrals,
  sessions,
  userRoles,
  users,
} from "@server/db/schema";
import type { AppRole } from "../roles/roles.queries";

/** The columns the table and the plan computation need, for one page of members. */
export async function searchMembers(db: Db, params: { search?: string; offset: number; limit: number }) {
  const pattern = params.search ? `%${params.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({
      userId: profiles.userId,
      displayName: profiles.displayName,
      username: profiles.username,
      email: users.email,
      createdAt: profiles.createdAt,
      lastSeen: profiles.lastSeen,
      trialStartedAt: profiles.trialStartedAt,
      trialEndsAt: profiles.trialEndsAt,
      isStudent: profiles.isStudent,
      studentExpiresAt: profiles.studentExpiresAt,
      subscriptionStatus: profiles.subscriptionStatus,
      subscriptionPlan: profiles.subscriptionPlan,
      subscriptionPeriodEnd: profiles.subscriptionPeriodEnd,
      subscriptionCancelAtPeriodEnd: profiles.subscriptionCancelAtPeriodEnd,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      pattern
        ? or(
            ilike(users.email, pattern),
            ilike(profiles.displayName, pattern),
            ilike(profiles.username, pattern),
          )
        : undefined,
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.userId))
    .offset(params.offset)
    .limit(params.limit);
}

export type MemberSearchRow = Awaited<ReturnType<typeof searchMembers>>[number];

/** Every unrevoked, unended grant of these members (for their effective plan). */
export async function findLiveGrantsOf(db: Db, userIds: readonly string[], now: Date) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: accessGrants.userId,
      id: accessGrants.id,
      source: accessGrants.source,
      startsAt: accessGrants.startsAt,
      endsAt: accessGrants.endsAt,
    })
    .from(accessGrants)
    .where(
      and(
        inArray(accessGrants.userId, [...userIds]),
        isNull(accessGrants.revokedAt),
        or(isNull(accessGrants.endsAt), gt(accessGrants.endsAt, now)),
      ),
    );
}

export async function findRolesOf(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: userRoles.userId,
      role: userRoles.role,
      grantedAt: userRoles.grantedAt,
      grantedBy: userRoles.grantedBy,
    })
    .from(userRoles)
    .where(inArray(userRoles.userId, [...userIds]))
    .orderBy(userRoles.role);
}

/** All of a member's grants, revoked and ended ones included, newest first, with the code's text for code grants. */
export async function findGrantsOf(db: Db, userId: string) {
  return db
    .select({ grant: accessGrants, code: accessCodes.code })
    .from(accessGrants)
    .leftJoin(
      accessCodes,
      and(eq(accessGrants.source, "access_code"), eq(accessCodes.id, accessGrants.sourceId)),
    )
    .where(eq(accessGrants.userId, userId))
    .orderBy(desc(accessGrants.createdAt), desc(accessGrants.id));
}

export async function findRedemptionsOf(db: Db, userId: string) {
  return db
    .select({
      code: accessCodes.code,
      redeemedAt: accessCodeRedemptions.redeemedAt,
      grantId: accessCodeRedemptions.grantId,
    })
    .from(accessCodeRedemptions)
    .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.codeId))
    .where(eq(accessCodeRedemptions.userId, userId))
    .orderBy(desc(accessCodeRedemptions.redeemedAt));
}

/** The member's referrer (if the sign-up named one) and the members they referred, newest first. */
export async function findReferralsOf(db: Db, userId: string) {
  const [referredBy, referred] = await Promise.all([
    db
      .select({ referrerId: referrals.referrerId })
      .from(referrals)
      .where(eq(referrals.referredUserId, userId))
      .limit(1),
    db
      .select({
        referredUserId: referrals.referredUserId,
        status: referrals.status,
        createdAt: referrals.createdAt,
        convertedAt: referrals.convertedAt,
        rewardedAt: referrals.rewardedAt,
      })
      .from(referrals)
      .where(eq(referrals.referrerId, userId))
      .orderBy(desc(referrals.createdAt)),
  ]);
  return { referrerId: referredBy[0]?.referrerId ?? null, referred };
}

export async function countSessions(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return row?.n ?? 0;
}

/** Deletes every session of the member (signed out everywhere); returns how many there were. */
export async function deleteSessionsOf(tx: Db, userId: string): Promise<number> {
  const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

/** Audit entries about this member (target user), newest first. */
export async function findHistoryOf(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: auditLog.actorId,
      payload: auditLog.payload,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, userId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** Display names of staff and admins named in the drawer (granted by, revoked by, acting admin). */
export async function findDisplayNames(db: Db, userIds: readonly (string | null)[]) {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ userId: profiles.userId, displayName: profiles.displayName })
    .from(profiles)
    .where(inArray(profiles.userId, ids));
  return new Map(rows.map((row) => [row.userId, row.displayName]));
}

export async function profileExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row !== undefined;
}

/**
 * Serialises role removals (and the last-admin check) across requests: two admins removing each other at the same
 * moment queue here, and the second sees the first one's change.
 */
export async function lockRoleChanges(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${"admin-roles"}, 0))`);
}

export async function countRoleHolders(tx: Db, role: AppRole): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.role, role));
  return row?.n ?? 0;
}

/** Removes the role; false when the member did not hold it. */
export async function deleteRole(tx: Db, userId: string, role: AppRole): Promise<boolean> {
  const rows = await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ role: userRoles.role });
  return rows.length > 0;
}

export async function insertManualGrant(
  tx: Db,
  values: {
    userId: string;
    startsAt: Date;
    endsAt: Date | null;
    reason: string;
    createdBy: string;
    createdAt: Date;
  },
) {
  const [grant] = await tx
    .insert(accessGrants)
    .values({ ...values, source: "admin" })
    .returning({ id: accessGrants.id, startsAt: accessGrants.startsAt, endsAt: accessGrants.endsAt });
  if (!grant) throw new Error("insertManualGrant: no row returned");
  return grant;
}

/** The grant row, locked until the transaction ends, when it belongs to this member. */
export async function lockGrant(tx: Db, userId: string, grantId: string) {
  const [row] = await tx
    .select()
    .from(accessGrants)
    .where(and(eq(accessGrants.id, grantId), eq(accessGrants.userId, userId)))
    .for("update");
  return row;
}

export async function markGrantRevoked(tx: Db, grantId: string, revokedBy: string, now: Date): Promise<void> {
  await tx.update(accessGrants).set({ revokedAt: now, revokedBy }).where(eq(accessGrants.id, grantId));
}

/** The member's running mute with its reason and who set it (the drawer), or undefined. */
export async function findActiveMuteDetail(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({ until: memberMutes.until, reason: memberMutes.reason, createdBy: memberMutes.createdBy })
    .from(memberMutes)
    .where(and(eq(memberMutes.userId, userId), gt(memberMutes.until, now), isNull(memberMutes.liftedAt)))
    .orderBy(desc(memberMutes.until))
    .limit(1);
  return row;
}
