/**
 * What a refused room read or join means for the page (screens §8.3 States): each answer of the live-study API the
 * room page shows as its own screen rather than an error toast. Anything else is a plain failure with Retry.
 */
import { communityMessages } from "@common/schemas/community";
import { liveStudyErrorCodes, liveStudyMessages } from "@common/schemas/live-study";
import { ApiError } from "@client/lib/api-error";
import { planRequiredOf } from "@client/lib/plan-required";

export type RoomBlock =
  | { kind: "not-found"; message: string }
  | { kind: "private"; message: string }
  | { kind: "full"; message: string }
  | { kind: "removed"; message: string }
  | { kind: "closed"; message: string }
  | { kind: "locked" };

const numberOr = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);

/** The screen a refused read or join shows, or null when the error is none of them. */
export function roomBlockOf(error: unknown): RoomBlock | null {
  if (planRequiredOf(error)) return { kind: "locked" };
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case liveStudyErrorCodes.notFound:
      return { kind: "not-found", message: liveStudyMessages.notFound };
    case liveStudyErrorCodes.roomPrivate:
      return { kind: "private", message: liveStudyMessages.roomPrivate };
    case liveStudyErrorCodes.roomFull: {
      const details = (error.details ?? {}) as { present?: unknown; max?: unknown };
      const max = numberOr(details.max, 10);
      return { kind: "full", message: liveStudyMessages.roomFull(numberOr(details.present, max), max) };
    }
    case liveStudyErrorCodes.removedFromRoom:
      return { kind: "removed", message: liveStudyMessages.removed };
    case liveStudyErrorCodes.roomClosed:
      return { kind: "closed", message: liveStudyMessages.closed };
    default:
      // A malformed room id in the URL is answered as a validation failure: to the member it doesn't exist.
      return error.status === 404 || (error.status === 400 && error.code === "validation_failed")
        ? { kind: "not-found", message: liveStudyMessages.notFound }
        : null;
  }
}

/**
 * The composer's message for a refused chat line (screens §8 intro): the slow-down countdown, the mute's end in the
 * member's own time, else the server's message.
 */
export function chatErrorMessage(error: unknown, formatTime: (iso: string) => string): string {
  if (!(error instanceof ApiError)) return "Couldn't send your message — try again.";
  const details = (error.details ?? {}) as { retryAfterSeconds?: unknown; mutedUntil?: unknown };
  if (error.code === liveStudyErrorCodes.rateLimited && typeof details.retryAfterSeconds === "number")
    return communityMessages.slowDown(Math.max(1, Math.ceil(details.retryAfterSeconds)));
  if (error.code === liveStudyErrorCodes.muted && typeof details.mutedUntil === "string")
    return communityMessages.mutedUntil(formatTime(details.mutedUntil));
  return error.message;
}
