import { describe, expect, it } from "vitest";
import { ApiError, networkErrorMessage } from "@client/lib/api-error";
import { classifyHuntError, huntMessages } from "./hunt-errors";

const planError = new ApiError(402, "plan_required", "Treasure hunts are included in Essential.", {
  feature: "games.hunt",
  plans: ["essential", "premium"],
});

describe("hunt errors", () => {
  it("reads a 402 as the upgrade prompt", () => {
    expect(classifyHuntError(planError)).toMatchObject({ kind: "plan", plan: { feature: "games.hunt" } });
  });

  it("reads the spec's codes", () => {
    expect(classifyHuntError(new ApiError(409, "hunt_expired", "This hunt's 24 hours are over"))).toEqual({
      kind: "expired",
      message: huntMessages.expired,
    });
    expect(classifyHuntError(new ApiError(404, "hunt_not_found", "Hunt not found"))).toEqual({
      kind: "not-found",
      message: huntMessages.notFound,
    });
    expect(classifyHuntError(new ApiError(422, "invalid_input", "Type an answer."))).toEqual({
      kind: "refused",
      message: "Type an answer.",
    });
  });

  it("explains a 429 in the server's words, with ours as the fallback", () => {
    const message = "Too many guesses on this clue. Try again in 4 minutes.";
    expect(
      classifyHuntError(new ApiError(429, "rate_limited", message, { retryAt: "2026-03-02T10:15:00Z" })),
    ).toEqual({ kind: "rate-limited", message });
    expect(classifyHuntError(new ApiError(429, "rate_limited", ""))).toEqual({
      kind: "rate-limited",
      message: huntMessages.rateLimited,
    });
  });

  it("offers a retry for network and server failures", () => {
    expect(classifyHuntError(new TypeError("fetch failed"))).toEqual({
      kind: "retry",
      message: networkErrorMessage,
    });
    expect(classifyHuntError(new ApiError(0, "network_error", networkErrorMessage))).toEqual({
      kind: "retry",
      message: networkErrorMessage,
    });
    expect(classifyHuntError(new ApiError(500, "internal_error", "Something went wrong."))).toEqual({
      kind: "retry",
      message: "Something went wrong.",
    });
  });
});
