import type { ReactNode } from "react";
import type { AiSource } from "@common/schemas/ai";
import type { SignalDto } from "@common/schemas/prophecy";
import { ApiError, networkErrorMessage } from "@client/lib/api-client";

/** A failed request as the §1.8 error card reads it: our code and message (the transport's never shown). */
export type ProphecyError = { code: string; message: string; offlineAvailable?: boolean; at: number };

export function prophecyErrorOf(error: unknown): ProphecyError {
  const at = Date.now();
  if (error instanceof ApiError) {
    const details = error.details as { offlineAvailable?: unknown } | undefined;
    return {
      code: error.code,
      message: error.message,
      offlineAvailable: details?.offlineAvailable === true,
      at,
    };
  }
  return { code: "network_error", message: networkErrorMessage, offlineAvailable: false, at };
}

/** Our error message for a failed call, never the transport's. */
export const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : "That didn't work. Please try again.";

/**
 * What the page lends the Prophecy Watch screen from other features (features never import each other): the AI mode,
 * the questions-left chip, the offline and degraded banners, the §1.8 error card, passage chips that open the reader,
 * whether the member is an admin, and the shared Report action for public signals.
 */
export type ProphecyKit = {
  mode: AiSource | undefined;
  chip: ReactNode;
  banner: ReactNode;
  error: (error: ProphecyError, actions: { onRetry: () => void; onOffline: () => void }) => ReactNode;
  passage: (reference: string) => ReactNode;
  isAdmin: boolean;
  report: (signal: SignalDto) => ReactNode;
};
