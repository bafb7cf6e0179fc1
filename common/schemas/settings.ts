import { z } from "zod";

/**
 * PATCH /api/settings (screens §3.5 Preferences tab; each switch saves on change). Strict: only
 * the preferences built so far are accepted. Turning early access on needs Premium (§1.3
 * `early_access`); turning it off never does.
 */
export const updateSettingsInput = z.strictObject({
  earlyAccess: z.boolean(),
});
export type UpdateSettingsInput = z.output<typeof updateSettingsInput>;

export type SettingsDto = {
  /** On only while the member's plan includes early access (a lapsed plan reads as off). */
  earlyAccess: boolean;
  /** Whether the server would accept earlyAccess=true now (Premium, trial, student, grant or admin). */
  earlyAccessAvailable: boolean;
  updatedAt: string | null;
};
