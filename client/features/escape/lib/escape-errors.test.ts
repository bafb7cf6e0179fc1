import { describe, expect, it } from "vitest";
import { ApiError, networkErrorMessage } from "@client/lib/api-error";
import { classifyEscapeError, escapeMessages, fieldErrorsOf } from "./escape-errors";

const planError = new ApiError(402, "plan_required", "Escape rooms are included in Essential.", {
  feature: "games.escape",
  plans: ["essential", "premium"],
});

describe("escape errors", () => {
  it("reads a 402 as the upgrade prompt", () => {
    expect(classifyEscapeError(planError)).toMatchObject({ kind: "plan", plan: { feature: "games.escape" } });
  });

  it("says Essential's one room a day in the spec's words (§3.12)", () => {
    expect(classifyEscapeError(new ApiError(429, "daily_limit_reached", ""))).toEqual({
      kind: "daily-limit",
      message: "Essential includes one escape room per day. Upgrade to Premium for unlimited rooms.",
    });
    expect(classifyEscapeError(new ApiError(429, "daily_limit_reached", escapeMessages.dailyLimit))).toEqual({
      kind: "daily-limit",
      message: escapeMessages.dailyLimit,
    });
  });

  it("reads a finished attempt and a wrong lock as a reason to re-read the room", () => {
    expect(classifyEscapeError(new ApiError(409, "attempt_finished", "The doors sealed."))).toEqual({
      kind: "finished",
      message: "The doors sealed.",
    });
    expect(classifyEscapeError(new ApiError(409, "attempt_finished", "You escaped."))).toEqual({
      kind: "finished",
      message: "You escaped.",
    });
    expect(classifyEscapeError(new ApiError(409, "wrong_lock", "Answer the open lock."))).toEqual({
      kind: "wrong-lock",
      message: escapeMessages.wrongLock,
    });
  });

  it("reads a 404 as not found", () => {
    expect(classifyEscapeError(new ApiError(404, "escape_room_not_found", "Not found"))).toEqual({
      kind: "not-found",
      message: escapeMessages.notFound,
    });
  });

  it("keeps a refused form's field errors", () => {
    const error = new ApiError(422, "invalid_input", "Choose the principle you used.", {
      issues: [
        { path: "principle", message: "Choose the principle you used." },
        { path: "refs.0", message: "Keep each reference under 120 characters." },
      ],
    });
    expect(classifyEscapeError(error)).toEqual({
      kind: "invalid",
      message: "Choose the principle you used.",
      fields: {
        principle: "Choose the principle you used.",
        refs: "Keep each reference under 120 characters.",
      },
    });
    const validation = new ApiError(400, "validation_failed", "Choose a palace room.", {
      issues: [{ path: "roomTag", message: "Choose a palace room." }],
    });
    expect(classifyEscapeError(validation)).toMatchObject({
      kind: "invalid",
      fields: { roomTag: "Choose a palace room." },
    });
  });

  it("offers a retry on a network or server failure", () => {
    expect(classifyEscapeError(new TypeError("Failed to fetch"))).toEqual({
      kind: "retry",
      message: networkErrorMessage,
    });
    expect(classifyEscapeError(new ApiError(500, "internal_error", "Something went wrong."))).toEqual({
      kind: "retry",
      message: "Something went wrong.",
    });
    expect(classifyEscapeError(new ApiError(400, "no_hints", "No hints left."))).toEqual({
      kind: "refused",
      message: "No hints left.",
    });
  });

  it("reads field errors in either shape and ignores anything else", () => {
    expect(fieldErrorsOf(undefined)).toEqual({});
    expect(fieldErrorsOf("x")).toEqual({});
    expect(fieldErrorsOf({ issues: [{ path: ["refs", 2], message: "Bad line" }] })).toEqual({
      refs: "Bad line",
    });
    expect(fieldErrorsOf({ fields: { justification: "Too long" } })).toEqual({ justification: "Too long" });
  });
});
