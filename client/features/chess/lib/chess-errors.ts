/**
 * What a failed Chain Chess call means for the screen (games.md §4.14, §3.12): a plan gate shows the upgrade panel;
 * 404 is "Match not found" and 409 `match_full` "This match is full" (both replace the match); a move refused because
 * the match moved on (`stale_version`, `not_your_turn`, `match_over`) re-reads the match and keeps what was typed; a
 * refused move (422 `invalid_reference`, `verse_used`, `invalid_input`) shows the server's message beside the form
 * while the clock keeps running; a network or server failure offers to try again with the same move id.
 */
import { gameMessages } from "@common/games/messages";
import { ApiError, networkErrorMessage } from "@client/lib/api-error";
import { type PlanRequired, planRequiredOf } from "@client/lib/plan-required";

export const chessMessages = {
  notFound: "Match not found",
  full: "This match is full",
  cancelled: "This challenge was cancelled.",
  stale: "The match has moved on. Here is the latest state.",
} as const;

export type ChessError =
  | { kind: "plan"; plan: PlanRequired }
  | { kind: "not-found"; message: string }
  | { kind: "full"; message: string }
  /** The match moved on (another move, a timeout, the end): re-read it; the form keeps its text. */
  | { kind: "moved-on"; code: string; message: string }
  /** A refused move or message: fix it and send again. */
  | { kind: "invalid"; message: string }
  | { kind: "rate-limited"; message: string }
  | { kind: "retry"; message: string }
  | { kind: "refused"; message: string };

const movedOn = new Set(["stale_version", "not_your_turn", "match_over", "match_started"]);

export function classifyChessError(error: unknown): ChessError {
  const plan = planRequiredOf(error);
  if (plan) return { kind: "plan", plan };
  if (!(error instanceof ApiError)) return { kind: "retry", message: networkErrorMessage };
  if (error.status === 404 || error.code === "match_not_found")
    return { kind: "not-found", message: chessMessages.notFound };
  if (error.code === "match_full") return { kind: "full", message: chessMessages.full };
  if (movedOn.has(error.code))
    return {
      kind: "moved-on",
      code: error.code,
      // games.md §3.12 words the turn refusal; the others are the server's own.
      message:
        error.code === "not_your_turn"
          ? gameMessages.notYourTurn
          : error.message || (error.code === "stale_version" ? chessMessages.stale : error.code),
    };
  if (error.status === 429)
    return { kind: "rate-limited", message: error.message || gameMessages.rateLimited };
  if (error.status === 0 || error.status >= 500) return { kind: "retry", message: error.message };
  if (error.status === 422 || error.status === 400) return { kind: "invalid", message: error.message };
  return { kind: "refused", message: error.message };
}

/** The errors that replace the whole match page. */
export const isPageError = (error: ChessError) =>
  error.kind === "plan" || error.kind === "not-found" || error.kind === "full";

/** The words to show for any of them (a plan gate names the plan that includes the feature). */
export const chessErrorMessage = (error: ChessError) =>
  error.kind === "plan" ? error.plan.message : error.message;
