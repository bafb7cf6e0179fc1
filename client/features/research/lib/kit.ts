import type { ReactNode } from "react";
import type { AiSource } from "@common/schemas/ai";
import { ApiError, networkErrorMessage } from "@client/lib/api-client";

/** A failed report or deep dive as the §1.8 error card reads it: our code and message (the transport's never shown). */
export type ResearchError = { code: string; message: string; offlineAvailable?: boolean; at: number };

export function researchErrorOf(error: unknown): ResearchError {
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

/**
 * What the page lends the research screen from the AI assistants' feature (features never import each other): the
 * mode, the questions-left chip, the offline and degraded banners, the §1.8 error card with its actions, and a passage
 * chip that opens the reader at a reference.
 */
export type ResearchAiKit = {
  mode: AiSource | undefined;
  chip: ReactNode;
  banner: ReactNode;
  error: (error: ResearchError, actions: { onRetry: () => void; onOffline: () => void }) => ReactNode;
  passage: (reference: string) => ReactNode;
};
