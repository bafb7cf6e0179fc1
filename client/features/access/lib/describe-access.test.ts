import { describe, expect, test } from "vitest";
import { type NextChangeInput, nextChange, sourceName } from "./describe-access";

const trial = { kind: "trial", endsAt: "2026-03-09T10:00:00.000Z" } as const;
const grant = (endsAt: string | null) =>
  ({ kind: "grant", source: "access_code", grantId: "g", endsAt }) as const;
const essential = {
  kind: "subscription",
  plan: "essential",
  status: "active",
  endsAt: "2026-06-01T00:00:00.000Z",
  cancelAtPeriodEnd: false,
} as const;
const premiumSub = (cancelAtPeriodEnd: boolean) =>
  ({
    kind: "subscription",
    plan: "premium",
    status: "active",
    endsAt: "2026-05-01T00:00:00.000Z",
    cancelAtPeriodEnd,
  }) as const;
const upcoming = (startsAt: string, endsAt: string | null) =>
  ({ kind: "grant", source: "referral_reward", grantId: "u", startsAt, endsAt }) as const;

describe("nextChange", () => {
  test.each<[string, NextChangeInput, { endsAt: string; nextPlan?: string; renews?: boolean } | null]>([
    ["free, nothing running", { plan: "free", sources: [] }, null],
    [
      "trial only → Free when it ends",
      { plan: "premium", sources: [trial] },
      { endsAt: trial.endsAt, nextPlan: "free" },
    ],
    [
      "trial and a longer grant → the grant's end",
      { plan: "premium", sources: [trial, grant("2026-04-01T00:00:00.000Z")] },
      { endsAt: "2026-04-01T00:00:00.000Z", nextPlan: "free" },
    ],
    ["a lifetime grant → no change", { plan: "premium", sources: [trial, grant(null)] }, null],
    [
      "trial over an Essential subscription → Essential",
      { plan: "premium", sources: [trial, essential] },
      { endsAt: trial.endsAt, nextPlan: "essential" },
    ],
    [
      "Essential alone, renewing → its renewal date",
      { plan: "essential", sources: [essential] },
      { endsAt: essential.endsAt, renews: true },
    ],
    [
      "Premium cancelled at its period end → Free then",
      { plan: "premium", sources: [premiumSub(true)] },
      { endsAt: "2026-05-01T00:00:00.000Z", nextPlan: "free", renews: false },
    ],
    [
      "Premium renewing → renews",
      { plan: "premium", sources: [premiumSub(false)] },
      { endsAt: "2026-05-01T00:00:00.000Z", renews: true },
    ],
    [
      "a grant with one stacked right after it → the stacked one's end",
      {
        plan: "premium",
        sources: [grant("2026-04-01T00:00:00.000Z")],
        upcoming: [upcoming("2026-04-01T00:00:00.000Z", "2026-05-01T00:00:00.000Z")],
      },
      { endsAt: "2026-05-01T00:00:00.000Z", nextPlan: "free", renews: false },
    ],
    [
      "a grant with a later one after a gap → the first one's end",
      {
        plan: "premium",
        sources: [grant("2026-04-01T00:00:00.000Z")],
        upcoming: [upcoming("2026-04-10T00:00:00.000Z", null)],
      },
      { endsAt: "2026-04-01T00:00:00.000Z", nextPlan: "free" },
    ],
    [
      "a lifetime grant stacked after the trial → no change",
      { plan: "premium", sources: [trial], upcoming: [upcoming(trial.endsAt, null)] },
      null,
    ],
  ])("%s", (_name, access, expected) => {
    const change = nextChange(access);
    if (expected === null) expect(change).toBeNull();
    else expect(change).toMatchObject(expected);
  });
});

test("source names", () => {
  expect(sourceName(trial)).toBe("Free trial");
  expect(sourceName(grant(null))).toBe("Access code");
  expect(sourceName(essential)).toBe("Essential subscription");
  expect(sourceName(upcoming("2026-04-01T00:00:00.000Z", null))).toBe("Referral reward");
});
