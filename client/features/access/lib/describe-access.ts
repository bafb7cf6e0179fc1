import type { AccessSource, EffectiveAccess, PlanId, UpcomingGrant } from "@common/policies/effective-plan";

export const planNames: Record<PlanId, string> = { free: "Free", essential: "Essential", premium: "Premium" };

const grantNames = {
  access_code: "Access code",
  referral_reward: "Referral reward",
  admin: "Granted by an admin",
} as const;

/** "Free trial", "Student plan", "Premium subscription", "Access code", … */
export function sourceName(source: AccessSource | UpcomingGrant): string {
  switch (source.kind) {
    case "trial":
      return "Free trial";
    case "student":
      return "Student plan";
    case "subscription":
      return `${planNames[source.plan]} subscription`;
    case "grant":
      return grantNames[source.source];
  }
}

const sentenceName = (source: AccessSource | UpcomingGrant) => {
  switch (source.kind) {
    case "trial":
      return "Your trial";
    case "student":
      return "Your student plan";
    case "subscription":
      return `Your ${planNames[source.plan]} subscription`;
    case "grant":
      return source.source === "access_code"
        ? "Your access code's Premium"
        : source.source === "referral_reward"
          ? "Your referral reward"
          : "Your Premium grant";
  }
};

export type NextChange = {
  source: AccessSource | UpcomingGrant;
  endsAt: string;
  nextPlan: PlanId;
  sentenceName: string;
  /** A running subscription that will renew (not cancelled, not overdue): nothing changes on that date. */
  renews: boolean;
} | null;

/** What nextChange reads of the server's `access` (`upcoming` may be left out: no stacked grants). */
export type NextChangeInput = Pick<EffectiveAccess, "plan" | "sources"> & {
  upcoming?: readonly UpcomingGrant[];
};

/**
 * The next moment the plan changes (screens §3.3: "Your trial ends on {date}; you'll move to
 * Free"): when the last source giving the current plan ends, and what is left after it. Null
 * when a source of the current plan has no end (lifetime grant, open-ended subscription) or
 * there are no sources at all. Premium grants stacked to start by then carry Premium on to their
 * own end. A subscription that renews is reported with `renews` (its date is a renewal, not an end).
 */
export function nextChange(access: NextChangeInput): NextChange {
  const givesPlan = (source: AccessSource) =>
    access.plan === "premium"
      ? source.kind !== "subscription" || source.plan === "premium"
      : access.plan === "essential";
  const current = access.sources.filter(givesPlan);
  if (current.length === 0 || current.some((source) => source.endsAt === null)) return null;
  let last: AccessSource | UpcomingGrant = current.reduce((a, b) =>
    (a.endsAt ?? "") >= (b.endsAt ?? "") ? a : b,
  );
  let endsAt = last.endsAt ?? "";
  if (access.plan === "premium") {
    for (const grant of [...(access.upcoming ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
      if (grant.startsAt > endsAt) break;
      if (grant.endsAt === null) return null;
      if (grant.endsAt > endsAt) {
        last = grant;
        endsAt = grant.endsAt;
      }
    }
  }
  const renews = last.kind === "subscription" && last.status === "active" && !last.cancelAtPeriodEnd;
  const remainingEssential = access.sources.some(
    (source) =>
      source.kind === "subscription" &&
      source.plan === "essential" &&
      (source.endsAt === null || source.endsAt > endsAt),
  );
  const nextPlan: PlanId = access.plan === "premium" && remainingEssential ? "essential" : "free";
  return { source: last, endsAt, nextPlan, sentenceName: sentenceName(last), renews };
}
