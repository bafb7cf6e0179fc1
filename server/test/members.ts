import { limits } from "@common/constants/limits";
import type { Clock } from "@server/clock";
import type { Db } from "@server/db/client";
import { accessGrants } from "@server/db/schema";
import type { AppRole } from "@server/modules/roles/roles.queries";
import { grantRoleByEmail } from "@server/modules/roles/roles.service";
import { oneYearAfter } from "@server/modules/student/student.service";
import type { TestEntitlementsInput } from "@server/modules/test-support/test-support.routes";
import { setEntitlementsByEmail } from "@server/modules/test-support/test-support.service";
import { type BuiltUser, buildUser } from "./factories";
import type { TestClient } from "./test-app";
import { type TypedClient, typedClient } from "./typed-client";

/**
 * A member's plan state, as the profile columns and access grants hold it (common/policies/effective-plan.ts):
 * - free: signed up, trial never started (what sign-up gives);
 * - trial: the 7-day trial running (Premium);
 * - trial-ended: the trial used and over (Free, `trialUsed`);
 * - student: verified student status (Premium);
 * - essential / premium: an active subscription;
 * - expired: a premium subscription that ended (Free);
 * - granted: an admin access grant (Premium).
 */
export type TestPlan =
  "free" | "trial" | "trial-ended" | "student" | "essential" | "premium" | "expired" | "granted";

export type TestRole = AppRole;

export type PlanOptions = {
  /**
   * When the plan ends (trial end, student expiry, subscription period end, grant end). Defaults:
   * trial 7 days, student a year, subscriptions and grants 30 days after the clock's now; the ended
   * plans (trial-ended, expired) a day before it. `null` (granted only): a lifetime grant.
   */
  endsAt?: Date | null;
};

export type MemberOptions = PlanOptions & {
  /** The peer address the member's requests come from (default: one of its own). */
  ip?: string;
  name?: string;
  email?: string;
  password?: string;
  referralCode?: string;
  plan?: TestPlan;
  role?: TestRole | TestRole[];
};

/** A signed-in member: the untyped and the typed client share one cookie jar. */
export type TestMember = { client: TestClient; api: TypedClient; user: BuiltUser };

export type MemberContext = { db: Db; clock: Clock; createClient(options?: { ip?: string }): TestClient };

type PlanFields = Omit<TestEntitlementsInput, "email">;

const dayMs = 24 * 60 * 60 * 1000;

/** Every plan field as sign-up leaves it: each plan below starts from this. */
const noPlan = {
  trialStartedAt: null,
  trialEndsAt: null,
  isStudent: false,
  studentExpiresAt: null,
  subscriptionStatus: "none",
  subscriptionPlan: null,
  subscriptionPeriodEnd: null,
  subscriptionCancelAtPeriodEnd: false,
} satisfies PlanFields;

/** Signs a member up through the real API (factories.ts), then sets their plan and roles. */
export async function createMember(ctx: MemberContext, options: MemberOptions = {}): Promise<TestMember> {
  const { plan = "free", role, endsAt, ip, ...signUp } = options;
  const client = ctx.createClient(ip === undefined ? {} : { ip });
  const user = await buildUser(client, signUp);
  // Sign-up leaves a member on Free with no trial: only other plans need writing.
  if (plan !== "free") await setPlan(ctx, user, plan, { endsAt });
  for (const each of role === undefined ? [] : [role].flat()) await grantRole(ctx, user, each);
  return { client, api: typedClient(client), user };
}

/**
 * Replaces the member's plan fields with `plan`'s, through the e2e suite's seeding (test-support).
 * Access grants are only added, never removed: a member once "granted" keeps that grant.
 */
export async function setPlan(
  ctx: Pick<MemberContext, "db" | "clock">,
  user: Pick<BuiltUser, "userId" | "email">,
  plan: TestPlan,
  options: PlanOptions = {},
): Promise<void> {
  const now = ctx.clock.now();
  const fromNow = (days: number) => new Date(now.getTime() + days * dayMs);
  if (options.endsAt === null && plan !== "granted")
    throw new Error(`setPlan: only a grant can be lifetime (endsAt: null), not "${plan}"`);
  const end = (fallback: Date): Date => options.endsAt ?? fallback;
  const trialFrom = (endsAt: Date) => ({
    trialStartedAt: new Date(endsAt.getTime() - limits.trialDays * dayMs).toISOString(),
    trialEndsAt: endsAt.toISOString(),
  });

  let fields: PlanFields = {};
  switch (plan) {
    case "free":
    case "granted":
      break;
    case "trial":
      fields = trialFrom(end(fromNow(limits.trialDays)));
      break;
    case "trial-ended":
      fields = trialFrom(end(fromNow(-1)));
      break;
    case "student":
      fields = { isStudent: true, studentExpiresAt: end(oneYearAfter(now)).toISOString() };
      break;
    case "essential":
    case "premium":
      fields = {
        subscriptionStatus: "active",
        subscriptionPlan: plan,
        subscriptionPeriodEnd: end(fromNow(30)).toISOString(),
      };
      break;
    case "expired":
      fields = {
        subscriptionStatus: "expired",
        subscriptionPlan: "premium",
        subscriptionPeriodEnd: end(fromNow(-1)).toISOString(),
      };
      break;
  }
  await setEntitlementsByEmail(ctx.db, { email: user.email, ...noPlan, ...fields });
  if (plan === "granted") {
    await ctx.db.insert(accessGrants).values({
      userId: user.userId,
      source: "admin",
      startsAt: now,
      endsAt: options.endsAt === undefined ? fromNow(30) : options.endsAt,
      reason: "test kit",
    });
  }
}

/** Gives a role the way `npm run admin:grant` and the e2e route do (audited, no granting admin). */
export async function grantRole(
  ctx: Pick<MemberContext, "db" | "clock">,
  user: Pick<BuiltUser, "email">,
  role: TestRole,
): Promise<void> {
  await grantRoleByEmail(ctx, { email: user.email, role, grantedBy: null });
}
