/**
 * The effective plan of an account (data-model §2, screens §0): trial, verified student status and
 * access grants count as premium; a paid subscription gives its plan; otherwise free. Pure and
 * shared: the server decides with it on every request; the client uses it only to explain.
 */
export type PlanId = "free" | "essential" | "premium";

export type AccessSource =
  | { kind: "trial"; endsAt: string }
  | { kind: "student"; endsAt: string }
  | {
      kind: "subscription";
      plan: "essential" | "premium";
      status: "active" | "past_due";
      endsAt: string | null;
      /** Cancelled in the billing portal: it ends at `endsAt` instead of renewing. */
      cancelAtPeriodEnd: boolean;
    }
  /** Premium from an access code, a referral reward or an admin; `endsAt` null = lifetime. */
  | {
      kind: "grant";
      source: "access_code" | "referral_reward" | "admin";
      grantId: string;
      endsAt: string | null;
    };

/** A grant that starts later (stacked after the current one, e.g. a second code or a referral reward). */
export type UpcomingGrant = {
  kind: "grant";
  source: "access_code" | "referral_reward" | "admin";
  grantId: string;
  startsAt: string;
  /** null = lifetime */
  endsAt: string | null;
};

/** An unrevoked access grant (revoked ones are never passed in). */
export type AccessGrantFields = {
  id: string;
  source: "access_code" | "referral_reward" | "admin";
  startsAt: Date;
  endsAt: Date | null;
};

export type EntitlementFields = {
  trialStartedAt: Date | null;
  trialEndsAt: Date | null;
  isStudent: boolean;
  studentExpiresAt: Date | null;
  subscriptionStatus: "none" | "active" | "past_due" | "cancelled" | "expired";
  subscriptionPlan: "essential" | "premium" | null;
  subscriptionPeriodEnd: Date | null;
  /** The current subscription is cancelled at its period end (absent: false). */
  subscriptionCancelAtPeriodEnd?: boolean;
};

/** `sources`: what gives access now; `upcoming`: grants that start later, soonest first (they don't count yet). */
export type EffectiveAccess = {
  plan: PlanId;
  sources: AccessSource[];
  upcoming: UpcomingGrant[];
  trialUsed: boolean;
};

/** A past-due subscription keeps working for this long after its period ends (card retries). */
export const subscriptionGraceMs = 3 * 24 * 60 * 60 * 1000;

export function isSubscriptionActive(fields: EntitlementFields, now: Date): boolean {
  if (fields.subscriptionStatus !== "active" && fields.subscriptionStatus !== "past_due") return false;
  if (!fields.subscriptionPlan) return false;
  return (
    fields.subscriptionPeriodEnd === null ||
    fields.subscriptionPeriodEnd.getTime() + subscriptionGraceMs > now.getTime()
  );
}

export function isTrialRunning(fields: EntitlementFields, now: Date): boolean {
  return fields.trialEndsAt !== null && fields.trialEndsAt.getTime() > now.getTime();
}

export function isStudentActive(fields: EntitlementFields, now: Date): boolean {
  return (
    fields.isStudent && fields.studentExpiresAt !== null && fields.studentExpiresAt.getTime() > now.getTime()
  );
}

export function isGrantActive(grant: AccessGrantFields, now: Date): boolean {
  return (
    grant.startsAt.getTime() <= now.getTime() &&
    (grant.endsAt === null || grant.endsAt.getTime() > now.getTime())
  );
}

export function effectiveAccess(
  fields: EntitlementFields,
  now: Date,
  grants: readonly AccessGrantFields[] = [],
): EffectiveAccess {
  const sources: AccessSource[] = [];
  if (isTrialRunning(fields, now) && fields.trialEndsAt)
    sources.push({ kind: "trial", endsAt: fields.trialEndsAt.toISOString() });
  if (isStudentActive(fields, now) && fields.studentExpiresAt) {
    sources.push({ kind: "student", endsAt: fields.studentExpiresAt.toISOString() });
  }
  if (isSubscriptionActive(fields, now) && fields.subscriptionPlan) {
    sources.push({
      kind: "subscription",
      plan: fields.subscriptionPlan,
      status: fields.subscriptionStatus as "active" | "past_due",
      endsAt: fields.subscriptionPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: fields.subscriptionCancelAtPeriodEnd ?? false,
    });
  }
  const upcoming: UpcomingGrant[] = [];
  for (const grant of grants) {
    if (isGrantActive(grant, now)) {
      sources.push({
        kind: "grant",
        source: grant.source,
        grantId: grant.id,
        endsAt: grant.endsAt?.toISOString() ?? null,
      });
    } else if (grant.startsAt.getTime() > now.getTime()) {
      upcoming.push({
        kind: "grant",
        source: grant.source,
        grantId: grant.id,
        startsAt: grant.startsAt.toISOString(),
        endsAt: grant.endsAt?.toISOString() ?? null,
      });
    }
  }
  upcoming.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const premium = sources.some((source) => source.kind !== "subscription" || source.plan === "premium");
  const plan: PlanId = premium ? "premium" : sources.length > 0 ? "essential" : "free";
  return { plan, sources, upcoming, trialUsed: fields.trialStartedAt !== null };
}
