import { describe, expect, it } from "vitest";
import { aiLimits } from "@common/constants/ai";
import { errorActions, retryDelayMs } from "./error-actions";

describe("the error card's actions (ai.md §1.8)", () => {
  it("offers what the table lists for each code", () => {
    expect(errorActions("ai_provider_busy")).toEqual(["retry"]);
    expect(errorActions("ai_provider_unavailable")).toEqual(["retry", "offline"]);
    expect(errorActions("ai_misconfigured")).toEqual(["offline"]);
    expect(errorActions("ai_provider_error")).toEqual(["retry", "offline"]);
    expect(errorActions("ai_timeout")).toEqual(["retry", "offline"]);
    expect(errorActions("ai_interrupted")).toEqual(["retry"]);
    expect(errorActions("ai_context_too_long")).toEqual(["new"]);
    expect(errorActions("ai_daily_limit")).toEqual(["plans", "offline"]);
    expect(errorActions("browser_offline")).toEqual(["retry"]);
    expect(errorActions("something_new")).toEqual(["retry"]);
  });

  it("drops Answer offline when the server says it can't, or when the engine is already answering", () => {
    expect(errorActions("ai_timeout", { offlineAvailable: false })).toEqual(["retry"]);
    expect(errorActions("ai_provider_error", { offlineMode: true })).toEqual(["retry"]);
    expect(errorActions("ai_provider_error", { offlineAvailable: true })).toEqual(["retry", "offline"]);
  });

  it("holds Retry of a busy provider for 20 seconds", () => {
    expect(retryDelayMs("ai_provider_busy", aiLimits.busyRetryAfterMs)).toBe(20_000);
    expect(retryDelayMs("ai_timeout", aiLimits.busyRetryAfterMs)).toBe(0);
  });
});
