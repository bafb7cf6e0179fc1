import { describe, expect, test } from "vitest";
import { describeGrantSource, describeHistory, describePlan } from "./format";

describe("describePlan", () => {
  test.each([
    [{ plan: "free", planSource: null }, "Free"],
    [{ plan: "premium", planSource: "admin" }, "Premium · Manual grant"],
    [{ plan: "premium", planSource: "access_code" }, "Premium · Access code"],
    [{ plan: "essential", planSource: "subscription" }, "Essential · Subscription"],
    [{ plan: "premium", planSource: "trial" }, "Premium · Trial"],
  ] as const)("%o → %s", (row, expected) => expect(describePlan(row)).toBe(expected));
});

describe("describeGrantSource", () => {
  test("names the code of a code grant", () => {
    expect(describeGrantSource({ source: "access_code", code: "PT-ABCD2345" })).toBe(
      "Access code PT-ABCD2345",
    );
    expect(describeGrantSource({ source: "admin", code: null })).toBe("Manual grant");
    expect(describeGrantSource({ source: "referral_reward", code: null })).toBe("Referral reward");
  });
});

describe("describeHistory", () => {
  test.each([
    [{ action: "role.grant", details: { role: "moderator" } }, "Granted moderator"],
    [{ action: "role.revoke", details: { role: "admin" } }, "Removed admin"],
    [
      { action: "grant.create", details: { days: 7, reason: "Speaker" } },
      "Granted Premium for 7 days — Speaker",
    ],
    [{ action: "grant.create", details: { days: 1, reason: "" } }, "Granted Premium for 1 day"],
    [
      { action: "grant.create", details: { days: null, reason: "Staff" } },
      "Granted lifetime Premium — Staff",
    ],
    [{ action: "grant.revoke", details: { source: "access_code" } }, "Revoked an access-code grant"],
    [{ action: "grant.revoke", details: { source: "admin" } }, "Revoked a manual grant"],
    [{ action: "sessions.revoke", details: { signedOut: 1 } }, "Signed out everywhere (1 session)"],
    [{ action: "member.mute", details: { duration: "24h", reason: null } }, "Muted for 24 hours"],
    [{ action: "member.mute", details: { duration: "7d", reason: "Spam" } }, "Muted for 7 days — Spam"],
    [{ action: "member.unmute", details: { lifted: 1 } }, "Unmuted"],
    [{ action: "something.new", details: {} }, "something.new"],
  ] as const)("%o → %s", (entry, expected) => expect(describeHistory(entry)).toBe(expected));
});
