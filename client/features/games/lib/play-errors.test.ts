import { describe, expect, it } from "vitest";
import { ApiError, networkErrorMessage } from "@client/lib/api-error";
import { classifyPlayError } from "./play-errors";

describe("game errors", () => {
  it("turns a 402 into the upgrade prompt's feature", () => {
    const error = new ApiError(402, "plan_required", "Palace Cards is included in Essential.", {
      feature: "games.study",
      plans: ["essential", "premium"],
    });
    expect(classifyPlayError(error)).toMatchObject({ kind: "plan", plan: { feature: "games.study" } });
  });

  it("ends the game on run_finished and run_not_found", () => {
    expect(classifyPlayError(new ApiError(409, "run_finished", "This game has ended."))).toEqual({
      kind: "ended",
    });
    expect(classifyPlayError(new ApiError(404, "run_not_found", "This game has ended."))).toEqual({
      kind: "ended",
    });
  });

  it("keeps the deadline's message", () => {
    const error = new ApiError(409, "deadline_passed", "Time's up. This round was closed at 10:00:30 UTC.");
    expect(classifyPlayError(error)).toEqual({ kind: "deadline", message: error.message });
  });

  it("shows refused input and offers retry after network or server failures", () => {
    expect(classifyPlayError(new ApiError(422, "invalid_input", "Tick at least one principle."))).toEqual({
      kind: "refused",
      message: "Tick at least one principle.",
    });
    expect(classifyPlayError(new ApiError(429, "rate_limited", "Too many tries."))).toMatchObject({
      kind: "refused",
    });
    expect(classifyPlayError(new ApiError(0, "network_error", networkErrorMessage))).toMatchObject({
      kind: "retry",
    });
    expect(classifyPlayError(new TypeError("Failed to fetch"))).toEqual({
      kind: "retry",
      message: networkErrorMessage,
    });
  });
});
