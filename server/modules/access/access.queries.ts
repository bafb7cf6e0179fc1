import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { AccessGrantFields, EntitlementFields } from "@common/policies/effective-plan";
import type { Db } from "@server/db/client";
import { accessGrants, profiles } from "@server/db/schema";

/** The member's unrevoked grants that have not ended by `now` (future-starting ones included). */
export async function findLiveGrants(db: Db, userId: string, now: Date): Promise<AccessGrantFields[]> {
  return db
    .select({
      id: accessGrants.id,
      source: accessGrants.source,
      startsAt: accessGrants.startsAt,
      endsAt: accessGrants.endsAt,
    })
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.userId, userId),
        isNull(accessGrants.revokedAt),
        or(isNull(accessGrants.endsAt), gt(accessGrants.endsAt, now)),
      ),
    );
}

/** The member's entitlement columns (profiles, D6), or undefined when there is no profile. */
export async function findEntitlementFields(db: Db, userId: string): Promise<EntitlementFields | undefined> {
  const [row] = await db
    .select({
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
    .where(eq(profiles.userId, userId));
  return row;
}
