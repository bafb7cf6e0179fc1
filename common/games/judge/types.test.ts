import { describe, expect, it } from "vitest";
import { clampVerdict, feedbackFromChecks, type Check, type Verdict } from "./types";

describe("clampVerdict (§3.5: one step at most)", () => {
  it.each<[Verdict, Verdict, Verdict]>([
    ["fail", "fail", "fail"],
    ["fail", "partial", "partial"],
    ["fail", "pass", "partial"],
    ["partial", "fail", "fail"],
    ["partial", "partial", "partial"],
    ["partial", "pass", "pass"],
    ["pass", "fail", "partial"],
    ["pass", "partial", "partial"],
    ["pass", "pass", "pass"],
  ])("rules %s, AI %s → %s", (rules, ai, final) => {
    expect(clampVerdict(rules, ai)).toBe(final);
  });
});

describe("feedbackFromChecks", () => {
  const reference: Check = { id: "ref", ok: true, label: "Valid reference (Rom 6:23)" };
  const card: Check = { id: "card", ok: false, label: "The card ⊙ is not mentioned" };

  it.each<{ checks: Check[]; tip?: string; feedback: string }>([
    {
      checks: [reference, card],
      tip: "say how the verse centres on Christ.",
      feedback:
        "✓ Valid reference (Rom 6:23) · ✗ The card ⊙ is not mentioned. Tip: say how the verse centres on Christ.",
    },
    { checks: [reference, card], feedback: "✓ Valid reference (Rom 6:23) · ✗ The card ⊙ is not mentioned" },
    { checks: [reference], feedback: "✓ Valid reference (Rom 6:23)" },
    { checks: [card], tip: "", feedback: "✗ The card ⊙ is not mentioned" },
    { checks: [], feedback: "" },
  ])("$feedback", ({ checks, tip, feedback }) => {
    expect(feedbackFromChecks(checks, tip)).toBe(feedback);
  });
});
