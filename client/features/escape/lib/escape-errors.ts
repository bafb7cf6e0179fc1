/**
 * What a failed escape-room call means for the screen (games.md §4.21, §3.12): a plan gate shows the upgrade prompt;
 * 429 `daily_limit_reached` says Essential's one room a day; 409 `attempt_finished` and `wrong_lock` re-read the
 * room (the server sealed it, or another tab moved on); 404 shows the not-found card; a refused form (422/400) names
 * its fields; a network or server failure keeps the typed text and offers to try again.
 */
import { ApiError, networkErrorMessage } from "@client/lib/api-error";
import { type PlanRequired, planRequiredOf } from "@client/lib/plan-required";

export const escapeMessages = {
  dailyLimit: "Essential includes one escape room per day. Upgrade to Premium for unlimited rooms.",
  notFound: "This room doesn't exist or is no longer available.",
  sealed: "The doors sealed.",
  escaped: "You escaped.",
  wrongLock: "This lock was already answered — showing where the room stands now.",
  noWeekly: "This week's rooms aren't out yet: new rooms open every Monday at 00:00 UTC.",
  noBuilt: "You haven't built a room yet. Build one with the form above — built rooms are unranked practice.",
} as const;

export type EscapeError =
  | { kind: "plan"; plan: PlanRequired }
  | { kind: "daily-limit"; message: string }
  | { kind: "finished"; message: string }
  | { kind: "wrong-lock"; message: string }
  | { kind: "not-found"; message: string }
  | { kind: "invalid"; message: string; fields: Record<string, string> }
  | { kind: "retry"; message: string }
  | { kind: "refused"; message: string };

/** Field errors from the error's details: `{ issues: [{ path, message }] }` or `{ fields: { path: message } }`. */
export function fieldErrorsOf(details: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof details !== "object" || details === null) return fields;
  const { issues, fields: named } = details as { issues?: unknown; fields?: unknown };
  if (Array.isArray(issues))
    for (const issue of issues) {
      const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
      const key = Array.isArray(path) ? path.join(".") : typeof path === "string" ? path : "";
      // "refs.0" is a line of the references: the field is "refs".
      const field = key.split(".")[0] ?? "";
      if (typeof message === "string" && !(field in fields)) fields[field] = message;
    }
  if (typeof named === "object" && named !== null)
    for (const [key, message] of Object.entries(named))
      if (typeof message === "string" && !(key in fields)) fields[key] = message;
  return fields;
}

export function classifyEscapeError(error: unknown): EscapeError {
  const plan = planRequiredOf(error);
  if (plan) return { kind: "plan", plan };
  if (!(error instanceof ApiError)) return { kind: "retry", message: networkErrorMessage };
  if (error.code === "daily_limit_reached")
    return { kind: "daily-limit", message: error.message || escapeMessages.dailyLimit };
  if (error.code === "attempt_finished")
    return { kind: "finished", message: error.message || escapeMessages.sealed };
  if (error.code === "wrong_lock") return { kind: "wrong-lock", message: escapeMessages.wrongLock };
  if (error.status === 404) return { kind: "not-found", message: escapeMessages.notFound };
  if (error.status === 0 || error.status >= 500) return { kind: "retry", message: error.message };
  if (error.status === 422 || error.code === "invalid_input" || error.code === "validation_failed")
    return { kind: "invalid", message: error.message, fields: fieldErrorsOf(error.details) };
  return { kind: "refused", message: error.message };
}
