import { APICallError } from "ai";
import { describe, expect, test } from "vitest";
import { classifyProviderError, failureForStatus, redactor } from "./failures";

describe("upstream errors → the kinds of ai.md §1.8", () => {
  test.each([
    [429, "Rate limit reached for requests", "rate_limited"],
    [429, "You exceeded your current quota (insufficient_quota)", "out_of_credit"],
    [402, "Payment required", "out_of_credit"],
    [401, "Incorrect API key provided", "misconfigured"],
    [403, "Forbidden", "misconfigured"],
    [404, 'model "llama9" not found, try pulling it first', "misconfigured"],
    [400, "response_format json_schema is not supported", "misconfigured"],
    [
      400,
      "This model's maximum context length is 8192 tokens. However, you requested 9000 tokens",
      "context_too_long",
    ],
    [400, "the request exceeds the available context size, try increasing it", "context_too_long"],
    [413, "Request Entity Too Large", "context_too_long"],
    [500, "Internal server error", "server_error"],
    [503, "The server is overloaded", "server_error"],
  ])("HTTP %i (%s) → %s", (status, message, kind) => {
    expect(failureForStatus(status, message)).toMatchObject({
      kind,
      status,
      detail: `HTTP ${status}: ${message}`,
    });
  });

  test("a network failure is a server error; an error inside the stream is read by its message", () => {
    const secretFree = (text: string) => text;
    expect(classifyProviderError(new TypeError("fetch failed"), secretFree)).toMatchObject({
      kind: "server_error",
      status: null,
    });
    expect(classifyProviderError({ message: "context_length_exceeded" }, secretFree)).toMatchObject({
      kind: "context_too_long",
    });
    expect(classifyProviderError({ message: "upstream overloaded" }, secretFree)).toMatchObject({
      kind: "server_error",
    });
  });

  test("the endpoint's address and the key never reach the detail", () => {
    const redact = redactor({ baseUrl: "https://gateway.example.net:8443/v1", apiKey: "sk-live-abcdef" });
    const error = new APICallError({
      message:
        "Key sk-live-abcdef refused by gateway.example.net:8443 (see https://gateway.example.net:8443/v1)",
      url: "https://gateway.example.net:8443/v1/chat/completions",
      requestBodyValues: {},
      statusCode: 401,
    });
    const failure = classifyProviderError(error, redact);
    expect(failure).toMatchObject({ kind: "misconfigured", status: 401 });
    expect(failure.detail).toBe("HTTP 401: Key [redacted] refused by [redacted] (see [redacted])");
    expect(failure.message).toBe("AI provider failure: misconfigured");
  });
});
