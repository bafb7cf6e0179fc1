import { describe, expect, test } from "vitest";
import type { EffectiveAccess } from "../../../../common/policies/effective-plan";
import { nextChange, sourceName } from "./describe-access";

const trial = { kind: "trial", endsAt: "2026-03-09T10:00:00.000Z" } as const;
const grant = (endsAt: string | null) => ({ kind: "grant", source: "access_code", grantId: "g", endsAt }) as const;
const essential = { kind: "subscription", plan: "essential", status: "active", endsAt: "2026-06-01T00:00:00.000Z" } as const;

describe("nextChange", () => {
  test.each<[string, EffectiveAccess, { endsAt: string; nextPlan: string } | null]>([
    ["free, nothing running", { plan: "free", sources: [], trialUsed: true }, null],
    ["trial only → Free when it ends", { plan: "premium", sources: [trial], trialUsed: true }, { endsAt: trial.endsAt, nextPlan: "free" }],
    [
      "trial and a longer grant → the grant's end",
      { plan: "premium", sources: [trial, grant("2026-04-01T00:00:00.000Z")], trialUsed: true },
      { endsAt: "2026-04-01T00:00:00.000Z", nextPlan: "free" },
    ],
    ["a lifetime grant → no change", { plan: "premium", sources: [trial, grant(null)], trialUsed: true }, null],
    ["trial over an Essential subscription → Essential", { plan: "premium", sources: [trial, essential], trialUsed: true }, { endsAt: trial.endsAt, nextPlan: "essential" }],
    ["Essential alone → Free at its period end", { plan: "essential", sources: [essential], trialUsed: true }, { endsAt: essential.endsAt, nextPlan: "free" }],
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
});
