import type {
  AdminActorDto,
  AdminGrantDto,
  AdminGrantStatus,
  AdminPlanSource,
  AdminRole,
  AdminUserDetailDto,
  AdminUserHistoryDto,
  AdminUserRowDto,
} from "@common/schemas/admin-users";
import type { EffectiveAccess } from "@common/policies/effective-plan";
import type { PublicProfileDto } from "@common/schemas/public-profile";
import type { accessGrants } from "@server/db/schema";
import type { ProfileWithUser } from "../profile/profile.queries";
import type { MemberSearchRow } from "./admin-users.queries";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type GrantRow = typeof accessGrants.$inferSelect;
type Names = Map<string, string>;

const actor = (names: Names, userId: string | null): AdminActorDto | null => {
  if (userId === null) return null;
  const displayName = names.get(userId);
  return displayName === undefined ? null : { userId, displayName };
};

/**
 * The one source to name beside the plan in the table: a premium subscription, else a grant (by its source), else
 * student status, else the trial; an essential plan can only come from its subscription. Free: null.
 */
export function mainPlanSource(access: Pick<EffectiveAccess, "plan" | "sources">): AdminPlanSource | null {
  if (access.plan === "free") return null;
  const ranked: AdminPlanSource[] = [
    "subscription",
    "admin",
    "access_code",
    "referral_reward",
    "student",
    "trial",
  ];
  const held = access.sources.map((source) => (source.kind === "grant" ? source.source : source.kind));
  if (access.plan === "premium") {
    const premiumHeld = access.sources
      .filter((source) => source.kind !== "subscription" || source.plan === "premium")
      .map((source) => (source.kind === "grant" ? source.source : source.kind));
    return ranked.find((kind) => premiumHeld.includes(kind)) ?? null;
  }
  return held.includes("subscription") ? "subscription" : null;
}

export function presentUserRow(
  row: MemberSearchRow,
  access: EffectiveAccess,
  roles: AdminRole[],
): AdminUserRowDto {
  return {
    userId: row.userId,
    displayName: row.displayName,
    username: row.username,
    email: row.email,
    plan: access.plan,
    planSource: mainPlanSource(access),
    joinedAt: row.createdAt.toISOString(),
    lastSeen: iso(row.lastSeen),
    roles,
  };
}

export function grantStatus(
  grant: Pick<GrantRow, "startsAt" | "endsAt" | "revokedAt">,
  now: Date,
): AdminGrantStatus {
  if (grant.revokedAt) return "revoked";
  if (grant.endsAt && grant.endsAt.getTime() <= now.getTime()) return "ended";
  if (grant.startsAt.getTime() > now.getTime()) return "upcoming";
  return "active";
}

/** Revoke is offered for manual and code grants still running or still to come (screens §4.2). */
export const isRevocable = (
  grant: Pick<GrantRow, "source" | "startsAt" | "endsAt" | "revokedAt">,
  now: Date,
) =>
  (grant.source === "admin" || grant.source === "access_code") &&
  (grantStatus(grant, now) === "active" || grantStatus(grant, now) === "upcoming");

export function presentGrant(
  row: { grant: GrantRow; code: string | null },
  names: Names,
  now: Date,
): AdminGrantDto {
  const { grant } = row;
  return {
    id: grant.id,
    source: grant.source,
    startsAt: grant.startsAt.toISOString(),
    endsAt: iso(grant.endsAt),
    reason: grant.reason,
    code: row.code,
    createdBy: actor(names, grant.createdBy),
    createdAt: grant.createdAt.toISOString(),
    revokedAt: iso(grant.revokedAt),
    revokedBy: actor(names, grant.revokedBy),
    status: grantStatus(grant, now),
    revocable: isRevocable(grant, now),
  };
}

/** The audit payload keys worth showing an admin; anything else an entry holds stays on the server. */
const historyKeys = [
  "role",
  "days",
  "reason",
  "duration",
  "until",
  "grantId",
  "source",
  "signedOut",
  "lifted",
];

export function presentHistory(
  row: { id: number; action: string; actorId: string | null; payload: unknown; createdAt: Date },
  names: Names,
): AdminUserHistoryDto {
  const details: AdminUserHistoryDto["details"] = {};
  if (typeof row.payload === "object" && row.payload !== null) {
    const payload = row.payload as Record<string, unknown>;
    for (const key of historyKeys) {
      const value = payload[key];
      if (value === null || ["string", "number", "boolean"].includes(typeof value))
        details[key] = value as string | number | boolean | null;
    }
  }
  return {
    id: row.id,
    action: row.action,
    actor: actor(names, row.actorId),
    createdAt: row.createdAt.toISOString(),
    details,
  };
}

export type DetailParts = {
  profile: ProfileWithUser;
  access: EffectiveAccess;
  grants: { grant: GrantRow; code: string | null }[];
  redemptions: { code: string; redeemedAt: Date; grantId: string | null }[];
  referredBy: PublicProfileDto | null;
  referred: {
    member: PublicProfileDto | null;
    status: "signed_up" | "converted" | "rewarded";
    createdAt: Date;
    convertedAt: Date | null;
    rewardedAt: Date | null;
  }[];
  roles: { role: AdminRole; grantedAt: Date; grantedBy: string | null }[];
  mute: { until: Date; reason: string; createdBy: string | null } | null;
  activeSessions: number;
  history: { id: number; action: string; actorId: string | null; payload: unknown; createdAt: Date }[];
  names: Names;
  now: Date;
};

export function presentUserDetail(parts: DetailParts): AdminUserDetailDto {
  const { profile, names } = parts;
  return {
    profile: {
      userId: profile.userId,
      displayName: profile.displayName,
      username: profile.username,
      email: profile.email,
      emailVerified: profile.emailVerified,
      twoFactorEnabled: profile.twoFactorEnabled === true,
      timeZone: profile.timeZone,
      joinedAt: profile.createdAt.toISOString(),
      lastSeen: iso(profile.lastSeen),
      points: profile.pointsTotal,
      level: profile.level,
    },
    access: { plan: parts.access.plan, sources: parts.access.sources, upcoming: parts.access.upcoming },
    trial: { startedAt: iso(profile.trialStartedAt), endsAt: iso(profile.trialEndsAt) },
    student: { isStudent: profile.isStudent, expiresAt: iso(profile.studentExpiresAt) },
    subscription: {
      status: profile.subscriptionStatus,
      plan: profile.subscriptionPlan,
      periodEnd: iso(profile.subscriptionPeriodEnd),
      cancelAtPeriodEnd: profile.subscriptionCancelAtPeriodEnd,
    },
    grants: parts.grants.map((row) => presentGrant(row, names, parts.now)),
    redemptions: parts.redemptions.map((row) => ({
      code: row.code,
      redeemedAt: row.redeemedAt.toISOString(),
      grantId: row.grantId,
    })),
    referrals: {
      referredBy: parts.referredBy,
      referred: parts.referred.map((row) => ({
        member: row.member,
        status: row.status,
        joinedAt: row.createdAt.toISOString(),
        convertedAt: iso(row.convertedAt),
        rewardedAt: iso(row.rewardedAt),
      })),
    },
    roles: parts.roles.map((row) => ({
      role: row.role,
      grantedAt: row.grantedAt.toISOString(),
      grantedBy: actor(names, row.grantedBy),
    })),
    mute: parts.mute
      ? {
          until: parts.mute.until.toISOString(),
          reason: parts.mute.reason,
          createdBy: actor(names, parts.mute.createdBy),
        }
      : null,
    activeSessions: parts.activeSessions,
    history: parts.history.map((row) => presentHistory(row, names)),
  };
}
