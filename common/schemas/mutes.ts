/**
 * Mutes (screens.md §4.3 "Mute author", ADM-8): staff stop a member posting in community chat and live rooms for
 * 1 hour, 24 hours or 7 days. The staff endpoints (`/api/admin/mutes`), the member's own look-up (`/api/mutes/me`)
 * and the realtime notice on `user:{id}` that tells the member's open composers to ask again.
 */
import { z } from "zod";
import { text } from "./text";

/** The three lengths staff choose from, in the order menus offer them. */
export const muteDurations = ["1h", "24h", "7d"] as const;
export type MuteDuration = (typeof muteDurations)[number];

const hourMs = 60 * 60 * 1000;

export const muteDurationMs: Record<MuteDuration, number> = {
  "1h": hourMs,
  "24h": 24 * hourMs,
  "7d": 7 * 24 * hourMs,
};

export const muteDurationLabels: Record<MuteDuration, string> = {
  "1h": "1 hour",
  "24h": "24 hours",
  "7d": "7 days",
};

export const muteLimits = { reasonMax: 500 } as const;

export const muteMessages = {
  durationInvalid: "Choose how long the mute lasts: 1 hour, 24 hours or 7 days.",
  reasonTooLong: "Keep the reason to 500 characters or fewer.",
  cannotMuteSelf: "You can't mute yourself.",
  staffOnlyByAdmin: "Only an admin can mute a moderator or an admin.",
} as const;

/** The event published on `user:{id}` after a mute is set or lifted; the member's composers re-read `/api/mutes/me`. */
export const muteChangedEventType = "mute.changed";

/** POST /api/admin/mutes */
export const muteMemberInput = z.strictObject({
  userId: z.uuid({ error: "Choose a member to mute." }),
  duration: z.enum(muteDurations, { error: muteMessages.durationInvalid }),
  reason: text()
    .trim()
    .max(muteLimits.reasonMax, { error: muteMessages.reasonTooLong })
    .optional()
    .transform((reason) => reason ?? ""),
});
export type MuteMemberInput = z.input<typeof muteMemberInput>;

/** DELETE /api/admin/mutes/:userId */
export const mutedUserParam = z.strictObject({ userId: z.uuid() });

/** A running mute as staff see it (the moderation queue, /admin/users). */
export type MuteDto = { userId: string; until: string; reason: string };

/** DELETE answer: the member's mute state after lifting (`until` null: free to post). */
export type UnmuteResultDto = { userId: string; until: null; lifted: number };

/** GET /api/mutes/me: the member's own running mute, or null. */
export type MyMuteDto = { until: string } | null;
