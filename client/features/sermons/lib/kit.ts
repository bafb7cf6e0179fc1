import type { ReactNode } from "react";
import type { AiSource } from "@common/schemas/ai";
import { ApiError, networkErrorMessage } from "@client/lib/api-client";

/** A failed coach request as the §1.8 error card reads it: our code and message (the transport's never shown). */
export type SermonError = { code: string; message: string; offlineAvailable?: boolean; at: number };

export function sermonErrorOf(error: unknown): SermonError {
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

/** A plain message for a failed save or finish (ours, or a network one). */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : networkErrorMessage;
}

/**
 * What the page lends the sermon feature from the AI assistants' feature (features never import each other): the
 * mode, the questions-left chip, the offline and degraded banners, the §1.8 error card with its actions, and a passage
 * chip that opens the reader at a reference.
 */
export type SermonAiKit = {
  mode: AiSource | undefined;
  chip: ReactNode;
  banner: ReactNode;
  error: (error: SermonError, actions: { onRetry: () => void; onOffline: () => void }) => ReactNode;
  passage: (reference: string) => ReactNode;
};
