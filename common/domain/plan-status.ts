import { type EffectiveAccess, subscriptionGraceMs, type UpcomingGrant } from "../policies/effective-plan";

/**
 * What the dashboard's plan banner and onboarding's last step say about an account (screens
 * §3.2 item 2). It only reads the server's `access`; which plan applies is decided there.
 */
export type PlanStatus =
  | { kind: "trial"; endsAt: string; daysLeft: number; endingSoon: boolean }
  | { kind: "student"; endsAt: string; renewSoon: boolean }
  | {
      kind: "subscription";
      plan: "essential" | "premium";
      endsAt: string | null;
      pastDue: boolean;
      cancelAtPeriodEnd: boolean;
    }
  /** Premium from access grants (codes, referral rewards, admins); `endsAt` null = lifetime. */
  | { kind: "grant"; endsAt: string | null }
  | { kind: "free"; trialUsed: boolean };

const dayMs = 24 * 60 * 60 * 1000;
/** The banner turns amber and offers plans from this many days left (DSH-4). */
export const trialEndingSoonDays = 2;
/** Students are offered renewal when less than this many days remain (screens §3.2). */
export const studentRenewDays = 30;

/** Whole days left, rounded up, never below 1 while the server still counts the plan as running. */
export function daysLeft(endsAt: string, now: Date): number {
  return Math.max(1, Math.ceil((new Date(endsAt).getTime() - now.getTime()) / dayMs));
}

/**
 * Several grants can be live at once (a code, then a referral reward): the banner names the one
 * that lasts longest, a lifetime grant above all.
 */
function grantStatus(access: PlanStatusInput): PlanStatus | undefined {
  const grants = access.sources.filter((source) => source.kind === "grant");
  if (grants.length === 0) return undefined;
  if (grants.some((source) => source.endsAt === null)) return { kind: "grant", endsAt: null };
  let latest = Math.max(...grants.map((source) => new Date(source.endsAt ?? 0).getTime()));
  // A grant stacked to start by then (a second code, a referral reward) carries Premium on.
  for (const next of [...(access.upcoming ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    if (new Date(next.startsAt).getTime() > latest) break;
    if (next.endsAt === null) return { kind: "grant", endsAt: null };
    latest = Math.max(latest, new Date(next.endsAt).getTime());
  }
  return { kind: "grant", endsAt: new Date(latest).toISOString() };
}

/** What planStatus reads of the server's `access`. */
export type PlanStatusInput = Pick<EffectiveAccess, "plan" | "sources" | "trialUsed"> & {
  upcoming?: readonly UpcomingGrant[];
};

/**
 * When a subscription's paid period ends, in words: "Renews on {date}" while it will renew,
 * "Ends on {date}" once it was cancelled in the billing portal (Stripe's cancel_at_period_end),
 * and the overdue wording while a payment failed. `date` is already formatted for the member.
 */
export function subscriptionEndWording(
  subscription: { cancelAtPeriodEnd: boolean; pastDue?: boolean },
  date: string,
): string {
  if (subscription.pastDue) return `Payment overdue — ends on ${date}`;
  return subscription.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}

/** The highest applicable state, in the spec's order: trial, student, paid, grant, free. */
export function planStatus(access: PlanStatusInput, now: Date): PlanStatus {
  const trial = access.sources.find((source) => source.kind === "trial");
  if (trial) {
    const left = daysLeft(trial.endsAt, now);
    return { kind: "trial", endsAt: trial.endsAt, daysLeft: left, endingSoon: left <= trialEndingSoonDays };
  }
  const student = access.sources.find((source) => source.kind === "student");
  if (student) {
    const remainingMs = new Date(student.endsAt).getTime() - now.getTime();
    return { kind: "student", endsAt: student.endsAt, renewSoon: remainingMs < studentRenewDays * dayMs };
  }
  const subscription = access.sources.find((source) => source.kind === "subscription");
  const grant = grantStatus(access);
  // A premium grant outranks an Essential subscription: it is the plan the member actually has.
  if (grant && subscription?.plan !== "premium") return grant;
  if (subscription) {
    const pastDue = subscription.status === "past_due";
    // A past-due subscription keeps working through the grace period; that is when access ends.
    const endsAt =
      subscription.endsAt && pastDue
        ? new Date(new Date(subscription.endsAt).getTime() + subscriptionGraceMs).toISOString()
        : subscription.endsAt;
    return {
      kind: "subscription",
      plan: subscription.plan,
      endsAt,
      pastDue,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    };
  }
  return { kind: "free", trialUsed: access.trialUsed };
}
