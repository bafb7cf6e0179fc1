import { communityErrorCodes, communityMessages } from "@common/schemas/community";
import { ApiError } from "@client/lib/api-error";

/**
 * What the composer does when a post is refused (screens.md §8): every refusal keeps the member's text. Some put
 * it back into the composer with a line saying why (too fast, muted, guidelines not yet accepted, no plan); anything
 * else leaves the message in the stream with a retry icon.
 */
export type SendFailure =
  | { kind: "rate_limited"; seconds: number }
  | { kind: "muted"; until: string | null }
  | { kind: "guidelines" }
  | { kind: "plan" }
  | { kind: "invalid"; message: string }
  | { kind: "retry"; message: string };

const detail = (error: ApiError, key: string): unknown =>
  typeof error.details === "object" && error.details !== null
    ? (error.details as Record<string, unknown>)[key]
    : undefined;

export function sendFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return { kind: "retry", message: "Couldn't send — try again." };
  if (error.code === communityErrorCodes.rateLimited) {
    const seconds = Number(detail(error, "retryAfterSeconds"));
    return {
      kind: "rate_limited",
      seconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 1,
    };
  }
  if (error.code === communityErrorCodes.muted) {
    const until = detail(error, "mutedUntil");
    return { kind: "muted", until: typeof until === "string" ? until : null };
  }
  if (error.code === communityErrorCodes.guidelinesRequired) return { kind: "guidelines" };
  if (error.status === 402) return { kind: "plan" };
  // The server's own words for what it won't take (a read-only or archived channel, a reply gone, bad input).
  if (error.status === 400 || error.status === 403 || error.status === 409 || error.status === 422)
    return { kind: "invalid", message: error.message };
  return {
    kind: "retry",
    message: error.status === 0 ? "Not sent — you're offline." : "Couldn't send — try again.",
  };
}

/** The composer's line for a refusal that puts the text back ("Slow down — you can send again in 4s."). */
export function failureLine(failure: SendFailure, formatUntil: (iso: string) => string): string {
  switch (failure.kind) {
    case "rate_limited":
      return communityMessages.slowDown(failure.seconds);
    case "muted":
      return failure.until
        ? communityMessages.mutedUntil(formatUntil(failure.until))
        : "You can't post right now.";
    case "guidelines":
      return communityMessages.guidelinesRequired;
    case "plan":
      return communityMessages.postingUpgrade;
    case "invalid":
    case "retry":
      return failure.message;
  }
}
