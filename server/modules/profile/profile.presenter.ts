import type { ProfileDto } from "@common/schemas/profile";
import type { EffectiveAccess } from "@common/policies/effective-plan";
import type { ProfileWithUser } from "./profile.queries";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentProfile(
  row: ProfileWithUser,
  access: EffectiveAccess,
  roles: ProfileDto["roles"],
): ProfileDto {
  return {
    userId: row.userId,
    displayName: row.displayName,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled === true,
    referralCode: row.referralCode,
    timeZone: row.timeZone,
    trialStartedAt: iso(row.trialStartedAt),
    trialEndsAt: iso(row.trialEndsAt),
    subscriptionStatus: row.subscriptionStatus,
    subscriptionPlan: row.subscriptionPlan,
    isStudent: row.isStudent,
    studentExpiresAt: iso(row.studentExpiresAt),
    lastSeen: iso(row.lastSeen),
    createdAt: row.createdAt.toISOString(),
    points: row.pointsTotal,
    level: row.level,
    access,
    roles,
  };
}
