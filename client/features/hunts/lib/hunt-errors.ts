/**
 * What a failed hunt call means for the screen (games.md §4.20, §3.12): a plan gate shows the upgrade prompt; 409
 * `hunt_expired` re-reads the hunt, which then shows "Time expired"; 429 `rate_limited` and a refused answer (422)
 * show a message beside the answer field; 404 `hunt_not_found` shows the not-found card; a network or server
 * failure keeps the typed text and offers to try again.
 */
import { ApiError, networkErrorMessage } from "@client/lib/api-error";
import { type PlanRequired, planRequiredOf } from "@client/lib/plan-required";

export const huntMessages = {
  expired: "This hunt's 24 hours are over",
  rateLimited:
    "Too many wrong answers on this clue. Wait a few minutes, or take a hint, before trying again.",
  notFound: "This hunt doesn't exist or is no longer available.",
  closed: "This edition closed for new players",
  wrong: "Not quite. Try again or take a hint",
  empty: "No hunts match this filter.",
} as const;

export type HuntError =
  | { kind: "plan"; plan: PlanRequired }
  | { kind: "expired"; message: string }
  | { kind: "rate-limited"; message: string }
  | { kind: "not-found"; message: string }
  | { kind: "retry"; message: string }
  | { kind: "refused"; message: string };

export function classifyHuntError(error: unknown): HuntError {
  const plan = planRequiredOf(error);
  if (plan) return { kind: "plan", plan };
  if (!(error instanceof ApiError)) return { kind: "retry", message: networkErrorMessage };
  if (error.code === "hunt_expired") return { kind: "expired", message: huntMessages.expired };
  // The server words the limit with the minutes left ("Try again in 4 minutes."); ours is the fallback.
  if (error.status === 429)
    return { kind: "rate-limited", message: error.message || huntMessages.rateLimited };
  if (error.status === 404) return { kind: "not-found", message: huntMessages.notFound };
  if (error.status === 0 || error.status >= 500) return { kind: "retry", message: error.message };
  return { kind: "refused", message: error.message };
}
