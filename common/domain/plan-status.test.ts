import { describe, expect, test } from "vitest";
import { daysLeft, planStatus, type PlanStatusInput, subscriptionEndWording } from "./plan-status";

const now = new Date("2026-03-10T12:00:00.000Z");
const dayMs = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(now.getTime() + days * dayMs).toISOString();

describe("daysLeft: whole days, rounded up", () => {
  test.each([
    [7, 7],
    [7 - 1 / 86_400_000, 7], // a trial started a moment ago
    [6.01, 7],
    [2, 2],
    [1.5, 2],
    [1, 1],
    [0.001, 1],
    [-1, 1], // the server still counts it: never show 0 or less
  ])("%f days → %i", (days, expected) => {
    expect(daysLeft(inDays(days), now)).toBe(expected);
  });
});

describe("planStatus", () => {
  const free: PlanStatusInput = { plan: "free", sources: [], trialUsed: false };

  test.each<[string, PlanStatusInput, ReturnType<typeof planStatus>]>([
    ["never trialled", free, { kind: "free", trialUsed: false }],
    ["trial over", { ...free, trialUsed: true }, { kind: "free", trialUsed: true }],
    [
      "trial with 7 days",
      { plan: "premium", sources: [{ kind: "trial", endsAt: inDays(7) }], trialUsed: true },
      { kind: "trial", endsAt: inDays(7), daysLeft: 7, endingSoon: false },
    ],
    [
      "trial with 3 days",
      { plan: "premium", sources: [{ kind: "trial", endsAt: inDays(2.5) }], trialUsed: true },
      { kind: "trial", endsAt: inDays(2.5), daysLeft: 3, endingSoon: false },
    ],
    [
      "trial with 2 days (DSH-4)",
      { plan: "premium", sources: [{ kind: "trial", endsAt: inDays(2) }], trialUsed: true },
      { kind: "trial", endsAt: inDays(2), daysLeft: 2, endingSoon: true },
    ],
    [
      "student, months left",
      { plan: "premium", sources: [{ kind: "student", endsAt: inDays(200) }], trialUsed: false },
      { kind: "student", endsAt: inDays(200), renewSoon: false },
    ],
    [
      "student, 29 days left",
      { plan: "premium", sources: [{ kind: "student", endsAt: inDays(29) }], trialUsed: false },
      { kind: "student", endsAt: inDays(29), renewSoon: true },
    ],
    [
      "essential subscription",
      {
        plan: "essential",
        sources: [
          {
            kind: "subscription",
            plan: "essential",
            status: "active",
            endsAt: inDays(20),
            cancelAtPeriodEnd: false,
          },
        ],
        trialUsed: false,
      },
      {
        kind: "subscription",
        plan: "essential",
        endsAt: inDays(20),
        pastDue: false,
        cancelAtPeriodEnd: false,
      },
    ],
    [
      "past-due premium: access ends after the 3-day grace",
      {
        plan: "premium",
        sources: [
          {
            kind: "subscription",
            plan: "premium",
            status: "past_due",
            endsAt: inDays(-1),
            cancelAtPeriodEnd: false,
          },
        ],
        trialUsed: false,
      },
      { kind: "subscription", plan: "premium", endsAt: inDays(2), pastDue: true, cancelAtPeriodEnd: false },
    ],
    [
      "subscription without an end date",
      {
        plan: "premium",
        sources: [
          { kind: "subscription", plan: "premium", status: "active", endsAt: null, cancelAtPeriodEnd: false },
        ],
        trialUsed: false,
      },
      { kind: "subscription", plan: "premium", endsAt: null, pastDue: false, cancelAtPeriodEnd: false },
    ],
    [
      "a grant with another stacked right after it: until the stacked one ends",
      {
        plan: "premium",
        sources: [{ kind: "grant", source: "access_code", grantId: "g1", endsAt: inDays(10) }],
        upcoming: [
          {
            kind: "grant",
            source: "referral_reward",
            grantId: "g2",
            startsAt: inDays(10),
            endsAt: inDays(40),
          },
          { kind: "grant", source: "access_code", grantId: "g3", startsAt: inDays(60), endsAt: inDays(90) },
        ],
        trialUsed: false,
      },
      { kind: "grant", endsAt: inDays(40) },
    ],
    [
      "premium subscription cancelled at its period end",
      {
        plan: "premium",
        sources: [
          {
            kind: "subscription",
            plan: "premium",
            status: "active",
            endsAt: inDays(12),
            cancelAtPeriodEnd: true,
          },
        ],
        trialUsed: false,
      },
      { kind: "subscription", plan: "premium", endsAt: inDays(12), pastDue: false, cancelAtPeriodEnd: true },
    ],
    [
      "trial wins over a subscription (the spec's order)",
      {
        plan: "premium",
        sources: [
          {
            kind: "subscription",
            plan: "essential",
            status: "active",
            endsAt: inDays(20),
            cancelAtPeriodEnd: false,
          },
          { kind: "trial", endsAt: inDays(4) },
        ],
        trialUsed: true,
      },
      { kind: "trial", endsAt: inDays(4), daysLeft: 4, endingSoon: false },
    ],
    [
      "student wins over a subscription",
      {
        plan: "premium",
        sources: [
          {
            kind: "subscription",
            plan: "premium",
            status: "active",
            endsAt: inDays(20),
            cancelAtPeriodEnd: false,
          },
          { kind: "student", endsAt: inDays(100) },
        ],
        trialUsed: false,
      },
      { kind: "student", endsAt: inDays(100), renewSoon: false },
    ],
    [
      "access grant for 30 days (screens §3.2: Premium access until {date})",
      {
        plan: "premium",
        sources: [{ kind: "grant", source: "access_code", grantId: "g1", endsAt: inDays(30) }],
        trialUsed: true,
      },
      { kind: "grant", endsAt: inDays(30) },
    ],
    [
      "lifetime grant",
      {
        plan: "premium",
        sources: [{ kind: "grant", source: "admin", grantId: "g1", endsAt: null }],
        trialUsed: false,
      },
      { kind: "grant", endsAt: null },
    ],
    [
      "two grants: the one that lasts longest",
      {
        plan: "premium",
        sources: [
          { kind: "grant", source: "access_code", grantId: "g1", endsAt: inDays(30) },
          { kind: "grant", source: "referral_reward", grantId: "g2", endsAt: inDays(60) },
        ],
        trialUsed: false,
      },
      { kind: "grant", endsAt: inDays(60) },
    ],
    [
      "a lifetime grant wins over a dated one",
      {
        plan: "premium",
        sources: [
          { kind: "grant", source: "access_code", grantId: "g1", endsAt: inDays(90) },
          { kind: "grant", source: "admin", grantId: "g2", endsAt: null },
        ],
        trialUsed: false,
      },
      { kind: "grant", endsAt: null },
    ],
    [
      "a grant outranks an Essential subscription (it is the plan in force)",
      {
        plan: "premium",
        sources: [
          {
            kind: "subscription",
            plan: "essential",
            status: "active",
            endsAt: inDays(20),
            cancelAtPeriodEnd: false,
          },
          { kind: "grant", source: "access_code", grantId: "g1", endsAt: inDays(30) },
        ],
        trialUsed: false,
      },
      { kind: "grant", endsAt: inDays(30) },
    ],
    [
      "a Premium subscription outranks a grant (the spec's order: paid, then grant)",
      {
        plan: "premium",
        sources: [
          {
            kind: "subscription",
            plan: "premium",
            status: "active",
            endsAt: inDays(20),
            cancelAtPeriodEnd: false,
          },
          { kind: "grant", source: "access_code", grantId: "g1", endsAt: inDays(30) },
        ],
        trialUsed: false,
      },
      { kind: "subscription", plan: "premium", endsAt: inDays(20), pastDue: false, cancelAtPeriodEnd: false },
    ],
    [
      "trial wins over a grant",
      {
        plan: "premium",
        sources: [
          { kind: "trial", endsAt: inDays(5) },
          { kind: "grant", source: "admin", grantId: "g1", endsAt: null },
        ],
        trialUsed: true,
      },
      { kind: "trial", endsAt: inDays(5), daysLeft: 5, endingSoon: false },
    ],
  ])("%s", (_case, access, expected) => {
    expect(planStatus(access, now)).toEqual(expected);
  });
});

describe("subscriptionEndWording", () => {
  test.each([
    ["renewing", { cancelAtPeriodEnd: false }, "Renews on March 30, 2026"],
    ["cancelled at the period end", { cancelAtPeriodEnd: true }, "Ends on March 30, 2026"],
    [
      "payment failed (renewing or not)",
      { cancelAtPeriodEnd: false, pastDue: true },
      "Payment overdue — ends on March 30, 2026",
    ],
    [
      "payment failed after cancelling",
      { cancelAtPeriodEnd: true, pastDue: true },
      "Payment overdue — ends on March 30, 2026",
    ],
  ])("%s", (_case, subscription, expected) => {
    expect(subscriptionEndWording(subscription, "March 30, 2026")).toBe(expected);
  });
});
