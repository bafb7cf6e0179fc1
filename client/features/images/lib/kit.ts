import type { ReactNode } from "react";
import type { AiSource } from "@common/schemas/ai";
import { ApiError, networkErrorMessage } from "@client/lib/api-client";

/**
 * A failed generation, variation or word picture: our code and message (never the transport's) and how the form shows
 * it — `limit`: the limit message (ai.md §1.5); `refused`: beside the form, the typed text kept (a blocked description,
 * a reference we can't read); `fault`: the §1.8 error card with Retry. There is no offline picture, so the card never
 * offers "Answer with the offline study engine".
 */
export type ImageAiError = {
  code: string;
  message: string;
  offlineAvailable: false;
  at: number;
  kind: "limit" | "refused" | "fault";
};

/** Limits (ai.md §1.5): the day's questions, the rolling hour, the day's pictures. */
const limitCodes: ReadonlySet<string> = new Set(["ai_daily_limit", "ai_hourly_limit", "ai_image_limit"]);

export function imageAiErrorOf(error: unknown): ImageAiError {
  const at = Date.now();
  if (!(error instanceof ApiError))
    return {
      code: "network_error",
      message: networkErrorMessage,
      offlineAvailable: false,
      at,
      kind: "fault",
    };
  const kind = limitCodes.has(error.code)
    ? "limit"
    : error.status === 422 || error.status === 409 || error.status === 402
      ? "refused"
      : "fault";
  return { code: error.code, message: error.message, offlineAvailable: false, at, kind };
}

/**
 * What the page lends the image library from the AI assistants' feature (features never import each other): whether
 * the site has AI image generation (/api/ai/status imageGeneration; undefined while it loads), the AI mode, the
 * questions-left chip and the §1.8 error card with its actions.
 */
export type ImageAiKit = {
  generation: boolean | undefined;
  mode: AiSource | undefined;
  chip: ReactNode;
  error: (error: ImageAiError, actions: { onRetry: () => void; onOffline: () => void }) => ReactNode;
};
