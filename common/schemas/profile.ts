import { z } from "zod";
import { text } from "./text";
import { displayNameField, emailField } from "./auth";

/**
 * What a member may change on their own profile. The object is strict: entitlement fields
 * (trial dates, plan, student status) sent by a client are refused, never silently stored.
 */
export const updateProfileInput = z.strictObject({
  displayName: displayNameField.optional(),
  timeZone: text()
    .min(1)
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "Unknown time zone")
    .optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const deleteAccountInput = z.strictObject({ confirmEmail: emailField });
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;

import type { EffectiveAccess } from "../policies/effective-plan";

export type ProfileDto = {
  userId: string;
  displayName: string;
  username: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  referralCode: string;
  timeZone: string;
  trialStartedAt: string | null;
  trialEndsAt: string | null;
  subscriptionStatus: "none" | "active" | "past_due" | "cancelled" | "expired";
  subscriptionPlan: "essential" | "premium" | null;
  isStudent: boolean;
  studentExpiresAt: string | null;
  lastSeen: string | null;
  createdAt: string;
  /** The account's points (the sum of the one points ledger) and the level they give (screens §3.2). */
  points: number;
  level: number;
  /** Computed by the server at the time of the request. */
  access: EffectiveAccess;
  /** Server-checked roles (user_roles); the client uses them only to show admin links. */
  roles: ("admin" | "moderator")[];
};
