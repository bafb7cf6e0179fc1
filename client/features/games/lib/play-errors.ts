/**
 * What a failed game call means for the screen (games.md §3.12): a plan gate shows the upgrade prompt; a run that
 * is over (404 run_not_found, 409 run_finished) shows "This game has ended."; a closed round (409
 * deadline_passed) shows its message and re-reads the run; a refused input (422, 429) shows the message next to
 * the input; a network or server failure offers Retry with the same attempt.
 */
import { ApiError, networkErrorMessage } from "@client/lib/api-error";
import { type PlanRequired, planRequiredOf } from "@client/lib/plan-required";

export type PlayError =
  | { kind: "plan"; plan: PlanRequired }
  | { kind: "ended" }
  | { kind: "deadline"; message: string }
  | { kind: "retry"; message: string }
  | { kind: "refused"; message: string };

/** The errors that replace the game (the rest are shown beside the input). */
export type FatalPlayError = Extract<PlayError, { kind: "plan" | "ended" }>;

export function classifyPlayError(error: unknown): PlayError {
  const plan = planRequiredOf(error);
  if (plan) return { kind: "plan", plan };
  if (!(error instanceof ApiError)) return { kind: "retry", message: networkErrorMessage };
  if (error.status === 404 || error.code === "run_finished" || error.code === "run_not_found")
    return { kind: "ended" };
  if (error.code === "deadline_passed") return { kind: "deadline", message: error.message };
  if (error.status === 0 || error.status >= 500) return { kind: "retry", message: error.message };
  return { kind: "refused", message: error.message };
}

export const isFatal = (error: PlayError): error is FatalPlayError =>
  error.kind === "plan" || error.kind === "ended";
