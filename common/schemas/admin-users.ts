/**
 * Users and roles, `/admin/users` (screens.md §4.2, ADM-4..6): the admin's search, the member drawer and its actions
 * (roles, Premium grants, sign out everywhere). Admins only; every write is audited with the acting admin.
 */
import { z } from "zod";
import type { AccessSource, EffectiveAccess, PlanId } from "../policies/effective-plan";
import type { PublicProfileDto } from "./public-profile";
import { text } from "./text";

export const adminRoles = ["admin", "moderator"] as const;
export type AdminRole = (typeof adminRoles)[number];

export const adminUserLimits = {
  pageSize: 50,
  searchMax: 100,
  grantDaysMin: 1,
  grantDaysMax: 3650,
  reasonMax: 500,
  /** Audit entries about the member shown in the drawer, newest first. */
  historyMax: 20,
} as const;

export const adminUserMessages = {
  noMembers: "No members match",
  lastAdmin: "There must be at least one admin.",
  grantDaysInvalid: "Enter a number of days between 1 and 3650",
  reasonRequired: "Give a reason for this grant.",
  reasonTooLong: "Keep the reason to 500 characters or fewer.",
  roleInvalid: "Choose admin or moderator.",
  grantNotRevocable: "Only manual and code grants can be revoked here.",
  grantAlreadyRevoked: "That grant was already revoked.",
  grantEnded: "That grant has already ended.",
} as const;

/** GET /api/admin/users?q=&offset= — by e-mail, display name or username; 50 a page, newest members first. */
export const adminUsersQuery = z.strictObject({
  q: text().trim().max(adminUserLimits.searchMax).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUserIdParam = z.strictObject({ userId: z.uuid() });
export const adminUserRoleParam = z.strictObject({
  userId: z.uuid(),
  role: z.enum(adminRoles, { error: adminUserMessages.roleInvalid }),
});
export const adminUserGrantParam = z.strictObject({ userId: z.uuid(), grantId: z.uuid() });

/** POST /api/admin/users/:userId/roles */
export const grantRoleInput = z.strictObject({
  role: z.enum(adminRoles, { error: adminUserMessages.roleInvalid }),
});
export type GrantRoleInput = z.input<typeof grantRoleInput>;

/** POST /api/admin/users/:userId/grants — `days` null = lifetime; the reason is required (data-model §2). */
export const grantPremiumInput = z.strictObject({
  days: z
    .number({ error: adminUserMessages.grantDaysInvalid })
    .int({ error: adminUserMessages.grantDaysInvalid })
    .min(adminUserLimits.grantDaysMin, { error: adminUserMessages.grantDaysInvalid })
    .max(adminUserLimits.grantDaysMax, { error: adminUserMessages.grantDaysInvalid })
    .nullable(),
  reason: text({ error: adminUserMessages.reasonRequired })
    .trim()
    .min(1, { error: adminUserMessages.reasonRequired })
    .max(adminUserLimits.reasonMax, { error: adminUserMessages.reasonTooLong }),
});
export type GrantPremiumInput = z.input<typeof grantPremiumInput>;

/** What gives the member their plan now, for the table's "plan and source" column (null: Free). */
export type AdminPlanSource =
  "trial" | "student" | "subscription" | "access_code" | "referral_reward" | "admin";

/** A staff member or admin named in the drawer (admins see each other's display names). */
export type AdminActorDto = { userId: string; displayName: string };

export type AdminUserRowDto = {
  userId: string;
  displayName: string;
  username: string;
  email: string;
  plan: PlanId;
  planSource: AdminPlanSource | null;
  joinedAt: string;
  lastSeen: string | null;
  roles: AdminRole[];
};

export type AdminUsersPageDto = {
  users: AdminUserRowDto[];
  /** The offset of the next page, or null when this was the last. */
  nextOffset: number | null;
};

export type AdminGrantStatus = "active" | "upcoming" | "ended" | "revoked";

export type AdminGrantDto = {
  id: string;
  source: "access_code" | "referral_reward" | "admin";
  startsAt: string;
  /** null = lifetime */
  endsAt: string | null;
  reason: string | null;
  /** The access code's text, for a code grant. */
  code: string | null;
  createdBy: AdminActorDto | null;
  createdAt: string;
  revokedAt: string | null;
  revokedBy: AdminActorDto | null;
  status: AdminGrantStatus;
  /** A manual or code grant that has not ended or been revoked: the drawer offers Revoke. */
  revocable: boolean;
};

export type AdminUserHistoryDto = {
  id: number;
  action: string;
  actor: AdminActorDto | null;
  createdAt: string;
  /** The few facts the entry recorded that are worth showing (role, days, duration, reason, grant, sessions). */
  details: Record<string, string | number | boolean | null>;
};

export type AdminUserDetailDto = {
  /** Never the password, 2FA secrets or backup codes: only whether two-factor is on. */
  profile: {
    userId: string;
    displayName: string;
    username: string;
    email: string;
    emailVerified: boolean;
    twoFactorEnabled: boolean;
    timeZone: string;
    joinedAt: string;
    lastSeen: string | null;
    points: number;
    level: number;
  };
  access: Pick<EffectiveAccess, "plan" | "upcoming"> & { sources: AccessSource[] };
  trial: { startedAt: string | null; endsAt: string | null };
  student: { isStudent: boolean; expiresAt: string | null };
  subscription: {
    status: "none" | "active" | "past_due" | "cancelled" | "expired";
    plan: "essential" | "premium" | null;
    periodEnd: string | null;
    cancelAtPeriodEnd: boolean;
  };
  grants: AdminGrantDto[];
  redemptions: { code: string; redeemedAt: string; grantId: string | null }[];
  referrals: {
    /** The member who referred this one (public projection), if any. */
    referredBy: PublicProfileDto | null;
    /** Members this one referred, by their public projection (null: the account is gone). */
    referred: {
      member: PublicProfileDto | null;
      status: "signed_up" | "converted" | "rewarded";
      joinedAt: string;
      convertedAt: string | null;
      rewardedAt: string | null;
    }[];
  };
  roles: { role: AdminRole; grantedAt: string; grantedBy: AdminActorDto | null }[];
  mute: { until: string; reason: string; createdBy: AdminActorDto | null } | null;
  activeSessions: number;
  history: AdminUserHistoryDto[];
};

export type SignOutEverywhereResultDto = { userId: string; signedOut: number };
