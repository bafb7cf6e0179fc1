/**
 * What POST /api/trial/start answers (screens §2.3). Every outcome the member can cause is a
 * 200 with a status and the message to show (the spec lists them as success messages, §8);
 * only real failures (401, 500) use the error shape. See docs/decisions.md.
 */
export type StartTrialStatus =
  "activated" | "already_student" | "already_subscribed" | "trial_active" | "trial_used";

export type StartTrialResult =
  | { status: "activated"; message: string; trialEndsAt: string }
  | { status: Exclude<StartTrialStatus, "activated">; message: string };
