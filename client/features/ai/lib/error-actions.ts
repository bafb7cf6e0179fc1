import type { AiErrorCode } from "@common/constants/ai";
import { browserOfflineCode } from "./post-sse";

export type ErrorAction = "retry" | "offline" | "new" | "plans";

/** What a failed question can do next (ai.md §1.5, §1.8), by our error code; unknown codes may be retried. */
const actionsByCode: Partial<Record<AiErrorCode | typeof browserOfflineCode, ErrorAction[]>> = {
  ai_provider_busy: ["retry"],
  ai_provider_unavailable: ["retry", "offline"],
  ai_misconfigured: ["offline"],
  ai_provider_error: ["retry", "offline"],
  ai_timeout: ["retry", "offline"],
  ai_interrupted: ["retry"],
  ai_bad_output: [],
  ai_context_too_long: ["new"],
  ai_daily_limit: ["plans", "offline"],
  ai_hourly_limit: ["plans", "offline"],
  ai_image_limit: ["plans"],
  ai_busy: ["retry"],
  content_blocked: [],
  input_too_long: [],
  thread_full: ["new"],
  [browserOfflineCode]: ["retry"],
};

/**
 * The error card's buttons. `offlineAvailable` (from the error frame) removes "Answer offline" when the server
 * says the offline engine can't answer this one; in offline mode there is no separate offline answer to offer.
 */
export function errorActions(
  code: string,
  { offlineAvailable, offlineMode = false }: { offlineAvailable?: boolean; offlineMode?: boolean } = {},
): ErrorAction[] {
  const actions = actionsByCode[code as AiErrorCode] ?? ["retry"];
  return actions.filter((action) => action !== "offline" || (offlineAvailable !== false && !offlineMode));
}

/** Retry of a provider-busy error waits this long after the error (§1.8); other retries are enabled at once. */
export const retryDelayMs = (code: string, busyDelayMs: number) =>
  code === "ai_provider_busy" ? busyDelayMs : 0;
