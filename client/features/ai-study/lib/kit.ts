import type { ReactNode } from "react";
import type { AiSource } from "@common/schemas/ai";
import { ApiError, networkErrorMessage } from "@client/lib/api-client";

/** A failed study request as the §1.8 error card reads it: our code and message, and whether offline can answer. */
export type StudyError = { code: string; message: string; offlineAvailable?: boolean; at: number };

export function studyErrorOf(error: unknown): StudyError {
  const at = Date.now();
  if (error instanceof ApiError) {
    const details = error.details as { offlineAvailable?: unknown } | undefined;
    return {
      code: error.code,
      message: error.message,
      offlineAvailable: typeof details?.offlineAvailable === "boolean" ? details.offlineAvailable : undefined,
      at,
    };
  }
  return { code: "network_error", message: networkErrorMessage, at };
}

/**
 * What the page lends the room and verse panels from the AI assistants' feature (features never import each other):
 * the mode, the questions-left chip, the source badge, passage chips that open the reader, and the §1.8 error card.
 */
export type StudyKit = {
  /** Model, fake or offline (undefined while the status loads): "with AI" actions are offered only with a model. */
  mode: AiSource | undefined;
  chip: ReactNode;
  badge: (source: AiSource) => ReactNode;
  passage: (reference: string) => ReactNode;
  error: (error: StudyError, actions: { onRetry: () => void; onOffline: () => void }) => ReactNode;
};

/** "with AI" buttons: a model (or the fake) answers; offline mode hides them. */
export const modelOn = (kit: StudyKit) => kit.mode === "model" || kit.mode === "fake";
