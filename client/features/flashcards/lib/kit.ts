import type { ReactNode } from "react";
import type { AiSource } from "@common/schemas/ai";
import { ApiError, networkErrorMessage } from "@client/lib/api-client";

/** A failed generation as the §1.8 error card reads it: our code and message (the transport's never shown). */
export type GenerationError = { code: string; message: string; offlineAvailable?: boolean; at: number };

/**
 * The contract has no "answer offline" switch for a generation (the server picks the offline engine itself when no
 * model is configured), so the card never offers that action.
 */
export function generationErrorOf(error: unknown): GenerationError {
  const at = Date.now();
  if (error instanceof ApiError)
    return { code: error.code, message: error.message, offlineAvailable: false, at };
  return { code: "network_error", message: networkErrorMessage, offlineAvailable: false, at };
}

/**
 * What the page lends the flashcards screen from the AI assistants' feature (features never import each other): the
 * mode, the questions-left chip, the offline and degraded banners, and the §1.8 error card.
 */
export type FlashcardsAiKit = {
  /** Model, fake or offline; undefined while the status loads. */
  mode: AiSource | undefined;
  chip: ReactNode;
  /** "Offline study engine: …" (ai.md §2.1) or the degraded notice; null when neither applies. */
  banner: ReactNode;
  error: (error: GenerationError, onRetry: () => void) => ReactNode;
};
