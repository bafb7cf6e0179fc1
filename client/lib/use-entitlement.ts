import { type EntitlementKey, hasFeature } from "@common/policies/entitlements";
import { useMyProfile } from "./api/get-my-profile";

export type EntitlementGate =
  | { status: "pending" }
  | { status: "allowed" }
  | { status: "locked"; feature: EntitlementKey; trialUsed: boolean };

/**
 * Whether the member's plan includes `feature`, from the profile the shell has already loaded: a locked page
 * shows its upgrade prompt without first asking the server for data it would refuse with 402. The server still
 * checks every request (a plan can lapse while a page is open); pages keep reading a 402 as "locked" too.
 * If the profile can't be read the gate opens and the server decides.
 */
export function useEntitlement(feature: EntitlementKey): EntitlementGate {
  const profile = useMyProfile();
  if (!profile.data) return profile.isError ? { status: "allowed" } : { status: "pending" };
  const isAdmin = profile.data.roles.includes("admin");
  return hasFeature(profile.data.access, feature, { isAdmin })
    ? { status: "allowed" }
    : { status: "locked", feature, trialUsed: profile.data.access.trialUsed };
}
