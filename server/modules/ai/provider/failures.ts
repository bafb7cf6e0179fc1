import { APICallError, RetryError } from "ai";
import { ProviderFailure, type ProviderFailureKind } from "./types";

/*
 * Upstream errors → the kinds of ai.md §1.8. `detail` names the status and the provider's own message, for logs and
 * /admin/ai only; the endpoint's address and the key are blotted out of it all the same.
 */

const contextTooLong =
  /context[ _-]?(length|window|size)|maximum context|too many tokens|prompt is too long|input is too long|exceeds? the (available )?context/i;

const misconfiguredStatuses = new Set([400, 401, 403, 404, 405, 415, 422]);

function kindForStatus(status: number, message: string): ProviderFailureKind {
  if (status === 413 || contextTooLong.test(message)) return "context_too_long";
  // OpenAI answers an exhausted balance with 429 insufficient_quota: that is out of credit, not busy.
  if (status === 429)
    return /insufficient_quota|quota exceeded|out of credit/i.test(message)
      ? "out_of_credit"
      : "rate_limited";
  if (status === 402) return "out_of_credit";
  // 401/403/404: key or model; other refusals of the request's form (400, 422 …): a setting such as AI_JSON_MODE.
  if (misconfiguredStatuses.has(status)) return "misconfigured";
  return "server_error";
}

/** A failure for an upstream HTTP status and the provider's message. */
export function failureForStatus(status: number, message: string): ProviderFailure {
  return new ProviderFailure(kindForStatus(status, message), status, clip(`HTTP ${status}: ${message}`));
}

const clip = (text: string) => (text.length > 500 ? `${text.slice(0, 497)}...` : text);

export type Redact = (text: string) => string;

/** Blots the endpoint (full URL, host, host name) and the key out of text meant for logs. */
export function redactor(secrets: { baseUrl?: string | undefined; apiKey?: string | undefined }): Redact {
  const words: string[] = [];
  if (secrets.baseUrl) {
    words.push(secrets.baseUrl);
    try {
      const url = new URL(secrets.baseUrl);
      words.push(url.host, url.hostname);
    } catch {
      // env.ts only lets URLs through.
    }
  }
  if (secrets.apiKey && secrets.apiKey.length >= 4) words.push(secrets.apiKey);
  const sorted = [...new Set(words)].sort((a, b) => b.length - a.length);
  return (text) => sorted.reduce((out, word) => out.split(word).join("[redacted]"), text);
}

function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.message}${cause}`;
  }
  if (typeof error === "object" && error !== null && "message" in error) return String(error.message);
  return String(error);
}

/**
 * Any error from a provider call as a ProviderFailure: HTTP answers by status, an error inside the stream by its
 * message (context too long, or a server error), anything else as a network failure.
 */
export function classifyProviderError(error: unknown, redact: Redact): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  if (RetryError.isInstance(error)) return classifyProviderError(error.lastError, redact);
  if (APICallError.isInstance(error) && error.statusCode !== undefined) {
    const failure = failureForStatus(error.statusCode, redact(error.message));
    return failure;
  }
  const message = redact(messageOf(error));
  if (contextTooLong.test(message)) return new ProviderFailure("context_too_long", null, clip(message));
  return new ProviderFailure("server_error", null, clip(`network or stream error: ${message}`));
}
