import { describe, expect, test } from "vitest";
import { allFeatures as features } from "../constants/planned-features";
import {
  type AccessGrantFields,
  effectiveAccess,
  type EntitlementFields,
  type PlanId,
} from "./effective-plan";
import {
  type EntitlementKey,
  entitlementKeys,
  entitlements,
  everyPlanIncludes,
  featureLimit,
  hasFeature,
  isEntitlementKey,
  planRequiredMessage,
  plansIncluding,
} from "./entitlements";

/**
 * screens §1.3, transcribed by hand (independently of entitlements.ts): free, essential, premium.
 * "some" = included with a limit that makes it a lesser form of the feature.
 */
type Cell = "✓" | "some" | "—";
const screensTable: Partial<Record<EntitlementKey, readonly [Cell, Cell, Cell]>> = {
  "bible.read": ["✓", "✓", "✓"],
  "bible.search": ["✓", "✓", "✓"],
  "bible.offline": ["—", "—", "✓"],
  "bible.rendered_room": ["✓", "✓", "✓"],
  "memory.verses": ["✓", "✓", "✓"],
  "memory.hall": ["—", "✓", "✓"],
  "quarterly.amplify": ["—", "✓", "✓"],
  "quarterly.assistant": ["—", "—", "✓"],
  "challenges.daily": ["some", "✓", "✓"],
  journal: ["✓", "✓", "✓"],
  "practice.equations": ["—", "✓", "✓"],
  "practice.drills": ["some", "✓", "✓"],
  "tools.flashcards": ["—", "✓", "✓"],
  "courses.preview": ["✓", "✓", "✓"],
  "courses.core": ["—", "✓", "✓"],
  "courses.choice": ["—", "some", "✓"],
  "courses.power_of_the_lamb": ["—", "—", "✓"],
  "community.read": ["✓", "✓", "✓"],
  "community.post": ["—", "✓", "✓"],
  "support.priority": ["—", "—", "✓"],
  early_access: ["—", "—", "✓"],
  // games.md §3.10 ("browse only" counts as —: nothing can be played)
  "games.core": ["✓", "✓", "✓"],
  "games.study": ["—", "✓", "✓"],
  "games.hunt": ["—", "some", "✓"],
  "games.escape": ["—", "some", "✓"],
  "games.all": ["—", "—", "✓"],
  "games.chainChessPvp": ["—", "—", "✓"],
  "games.kids": ["—", "—", "✓"],
  // ai.md §1.6, palace.md §4.11
  "ai.phototheology_gpt": ["✓", "✓", "✓"],
  "ai.apologetics_gpt": ["—", "—", "✓"],
  "ai.research_mode": ["—", "✓", "✓"],
  "palace.core": ["✓", "✓", "✓"],
  "palace.advanced": ["—", "✓", "✓"],
};

const plans: readonly PlanId[] = ["free", "essential", "premium"];
const asAccess = (plan: PlanId) => ({ plan });
const cellOf = (key: EntitlementKey, plan: PlanId): Cell => {
  const access = entitlements[key].plans[plan].access;
  return access === "full" ? "✓" : access === "limited" ? "some" : "—";
};

describe("the table covers every feature", () => {
  test("every entitlement key of the feature registry has a row", () => {
    for (const feature of features) {
      if (feature.entitlement !== null)
        expect(isEntitlementKey(feature.entitlement), `${feature.id}: ${feature.entitlement}`).toBe(true);
    }
  });

  test("every row has a name and a one-line benefit", () => {
    for (const key of entitlementKeys) {
      expect(entitlements[key].name.length, key).toBeGreaterThan(2);
      expect(entitlements[key].benefit, key).toMatch(/^[A-Z].*\.$/);
    }
  });

  test("a higher plan never gets less than a lower one", () => {
    const rank: Record<Cell, number> = { "—": 0, some: 1, "✓": 2 };
    for (const key of entitlementKeys) {
      expect(rank[cellOf(key, "essential")], key).toBeGreaterThanOrEqual(rank[cellOf(key, "free")]);
      expect(rank[cellOf(key, "premium")], key).toBeGreaterThanOrEqual(rank[cellOf(key, "essential")]);
    }
  });
});

describe("hasFeature over every plan × feature", () => {
  const cases = entitlementKeys.flatMap((key) => plans.map((plan) => [key, plan] as const));
  test.each(cases)("%s on %s", (key, plan) => {
    const expected = screensTable[key];
    if (expected) expect(cellOf(key, plan)).toBe(expected[plans.indexOf(plan)]);
    expect(hasFeature(asAccess(plan), key)).toBe(cellOf(key, plan) !== "—");
    // Admins are premium everywhere (screens §1.3), whatever their own plan.
    expect(hasFeature(asAccess(plan), key, { isAdmin: true })).toBe(cellOf(key, "premium") !== "—");
    expect(plansIncluding(key).includes(plan)).toBe(cellOf(key, plan) !== "—");
  });
});

test("everyPlanIncludes: exactly the features hasFeature grants to every plan, admin or not", () => {
  for (const key of entitlementKeys) {
    const grantedToAll = plans.every(
      (plan) => hasFeature(asAccess(plan), key) && hasFeature(asAccess(plan), key, { isAdmin: true }),
    );
    expect(everyPlanIncludes(key), key).toBe(grantedToAll);
  }
  expect(everyPlanIncludes("bible.read")).toBe(true);
  expect(everyPlanIncludes("bible.search")).toBe(true);
  expect(everyPlanIncludes("memory.hall")).toBe(false);
});

describe("limits as data", () => {
  test.each<[EntitlementKey, PlanId, ReturnType<typeof featureLimit>]>([
    ["challenges.daily", "free", { kind: "quota", count: 3, per: "week" }],
    ["challenges.daily", "essential", null],
    ["challenges.daily", "premium", null],
    ["ai.phototheology_gpt", "free", { kind: "quota", count: 3, per: "day" }],
    ["ai.phototheology_gpt", "essential", { kind: "quota", count: 10, per: "day" }],
    ["ai.phototheology_gpt", "premium", { kind: "quota", count: 100, per: "hour" }],
    ["games.escape", "essential", { kind: "quota", count: 1, per: "day" }],
    ["games.escape", "premium", null],
    ["games.escape", "free", null],
    ["courses.choice", "essential", { kind: "choice", count: 1, of: 2 }],
    ["courses.choice", "premium", null],
    ["early_access", "free", null],
  ])("%s on %s", (key, plan, expected) => {
    expect(featureLimit(asAccess(plan), key)).toEqual(expected);
  });

  test("an admin on the free plan gets premium's limits", () => {
    expect(featureLimit(asAccess("free"), "challenges.daily", { isAdmin: true })).toBeNull();
  });
});

describe("the 402 message names the cheapest plan that includes the feature", () => {
  test.each<[EntitlementKey, string, PlanId[]]>([
    ["early_access", "Early access is included in Premium.", ["premium"]],
    ["memory.hall", "Verse Memory Hall is included in Essential.", ["essential", "premium"]],
    [
      "courses.choice",
      "The Daniel and Revelation courses is included in Essential.",
      ["essential", "premium"],
    ],
    ["games.kids", "Kids games is included in Premium.", ["premium"]],
  ])("%s", (key, message, including) => {
    expect(planRequiredMessage(key)).toBe(message);
    expect(plansIncluding(key)).toEqual(including);
  });
});

describe("access changes at the moment a source ends (moved clock)", () => {
  const dayMs = 24 * 60 * 60 * 1000;
  const end = new Date("2026-05-01T09:30:00.000Z");
  const justBefore = new Date(end.getTime() - 1);
  const justAfter = new Date(end.getTime() + 1);
  const none: EntitlementFields = {
    trialStartedAt: null,
    trialEndsAt: null,
    isStudent: false,
    studentExpiresAt: null,
    subscriptionStatus: "none",
    subscriptionPlan: null,
    subscriptionPeriodEnd: null,
  };
  const grant = (endsAt: Date | null): AccessGrantFields => ({
    id: "00000000-0000-4000-8000-000000000001",
    source: "access_code",
    startsAt: new Date(end.getTime() - 30 * dayMs),
    endsAt,
  });

  test.each<[string, EntitlementFields, AccessGrantFields[], Date]>([
    ["a trial", { ...none, trialStartedAt: new Date(end.getTime() - 7 * dayMs), trialEndsAt: end }, [], end],
    ["a student plan", { ...none, isStudent: true, studentExpiresAt: end }, [], end],
    [
      "a premium subscription (3-day grace after the period)",
      {
        ...none,
        subscriptionStatus: "past_due",
        subscriptionPlan: "premium",
        subscriptionPeriodEnd: new Date(end.getTime() - 3 * dayMs),
      },
      [],
      end,
    ],
    ["an access grant", none, [grant(end)], end],
  ])("%s: premium features until the end, free just after", (_label, fields, grants) => {
    const before = effectiveAccess(fields, justBefore, grants);
    const after = effectiveAccess(fields, justAfter, grants);
    expect(before.plan).toBe("premium");
    expect(after.plan).toBe("free");
    for (const key of entitlementKeys) {
      expect(hasFeature(before, key), `${key} before`).toBe(true);
      expect(hasFeature(after, key), `${key} after`).toBe(cellOf(key, "free") !== "—");
    }
    expect(featureLimit(after, "challenges.daily")).toEqual({ kind: "quota", count: 3, per: "week" });
  });

  test("an essential subscription keeps essential features through the grace period, then drops to free", () => {
    const fields: EntitlementFields = {
      ...none,
      subscriptionStatus: "active",
      subscriptionPlan: "essential",
      subscriptionPeriodEnd: new Date(end.getTime() - 3 * dayMs),
    };
    expect(hasFeature(effectiveAccess(fields, justBefore), "memory.hall")).toBe(true);
    expect(hasFeature(effectiveAccess(fields, justBefore), "early_access")).toBe(false);
    expect(hasFeature(effectiveAccess(fields, justAfter), "memory.hall")).toBe(false);
  });

  test("a lifetime grant never ends; a revoked-and-filtered or future grant gives nothing yet", () => {
    const far = new Date(end.getTime() + 10_000 * dayMs);
    expect(hasFeature(effectiveAccess(none, far, [grant(null)]), "early_access")).toBe(true);
    const future: AccessGrantFields = { ...grant(null), startsAt: justAfter };
    expect(hasFeature(effectiveAccess(none, justBefore, [future]), "early_access")).toBe(false);
    expect(hasFeature(effectiveAccess(none, justAfter, [future]), "early_access")).toBe(true);
  });

  test("a future grant is listed in `upcoming` (soonest first) until it starts, then among the sources", () => {
    const later: AccessGrantFields = {
      id: "later",
      source: "referral_reward",
      startsAt: new Date(end.getTime() + 40 * dayMs),
      endsAt: null,
    };
    const next: AccessGrantFields = {
      id: "next",
      source: "access_code",
      startsAt: end,
      endsAt: new Date(end.getTime() + 30 * dayMs),
    };
    const before = effectiveAccess(none, justBefore, [grant(end), later, next]);
    expect(before.sources.map((source) => source.kind === "grant" && source.grantId)).toEqual([
      "00000000-0000-4000-8000-000000000001",
    ]);
    expect(before.upcoming).toEqual([
      {
        kind: "grant",
        source: "access_code",
        grantId: "next",
        startsAt: end.toISOString(),
        endsAt: new Date(end.getTime() + 30 * dayMs).toISOString(),
      },
      {
        kind: "grant",
        source: "referral_reward",
        grantId: "later",
        startsAt: later.startsAt.toISOString(),
        endsAt: null,
      },
    ]);
    const after = effectiveAccess(none, justAfter, [grant(end), later, next]);
    expect(after.plan).toBe("premium");
    expect(after.sources).toEqual([
      {
        kind: "grant",
        source: "access_code",
        grantId: "next",
        endsAt: new Date(end.getTime() + 30 * dayMs).toISOString(),
      },
    ]);
    expect(after.upcoming.map((grant) => grant.grantId)).toEqual(["later"]);
  });

  test("a subscription source says whether it was cancelled at its period end", () => {
    const fields: EntitlementFields = {
      ...none,
      subscriptionStatus: "active",
      subscriptionPlan: "premium",
      subscriptionPeriodEnd: end,
    };
    expect(effectiveAccess(fields, justBefore).sources).toEqual([
      {
        kind: "subscription",
        plan: "premium",
        status: "active",
        endsAt: end.toISOString(),
        cancelAtPeriodEnd: false,
      },
    ]);
    expect(
      effectiveAccess({ ...fields, subscriptionCancelAtPeriodEnd: true }, justBefore).sources[0],
    ).toMatchObject({ cancelAtPeriodEnd: true });
  });
});
