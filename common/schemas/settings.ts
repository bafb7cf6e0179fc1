import { z } from "zod";

/**
 * PATCH /api/settings (screens §3.5 Preferences tab; each switch saves on change, so a request carries the one
 * switch that changed — any subset, at least one). Strict: only the preferences built so far are accepted.
 * Turning early access on needs Premium (§1.3 `early_access`); turning it off never does. The two privacy switches
 * live on `profiles` (`leaderboard_visible`, `discoverable`) and are open to every plan.
 */
export const updateSettingsInput = z
  .strictObject({
    earlyAccess: z.boolean().optional(),
    /** "Show me on leaderboards" (§3.11: off removes the member from every list and from everyone's rank). */
    leaderboardVisible: z.boolean().optional(),
    /** "Let others find me by username" (partner requests by handle). */
    discoverable: z.boolean().optional(),
  })
  .refine(
    (value) =>
      value.earlyAccess !== undefined ||
      value.leaderboardVisible !== undefined ||
      value.discoverable !== undefined,
    { error: "Choose a preference to change." },
  );
export type UpdateSettingsInput = z.output<typeof updateSettingsInput>;

export type SettingsDto = {
  /** On only while the member's plan includes early access (a lapsed plan reads as off). */
  earlyAccess: boolean;
  /** Whether the server would accept earlyAccess=true now (Premium, trial, student, grant or admin). */
  earlyAccessAvailable: boolean;
  /** "Show me on leaderboards" (on by default). */
  leaderboardVisible: boolean;
  /** "Let others find me by username" (on by default). */
  discoverable: boolean;
  updatedAt: string | null;
};
