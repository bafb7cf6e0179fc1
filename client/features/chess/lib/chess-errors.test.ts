import { describe, expect, it } from "vitest";
import { ApiError, networkErrorMessage } from "@client/lib/api-error";
import { chessErrorMessage, chessMessages, classifyChessError, isPageError } from "./chess-errors";

const planError = new ApiError(402, "plan_required", "Chain Chess is included in Premium.", {
  feature: "games.chainChessPvp",
  plans: ["premium"],
});

describe("chess errors", () => {
  it("reads a 402 as the upgrade panel", () => {
    const failed = classifyChessError(planError);
    expect(failed).toMatchObject({ kind: "plan", plan: { feature: "games.chainChessPvp" } });
    expect(isPageError(failed)).toBe(true);
    expect(chessErrorMessage(failed)).toBe("Chain Chess is included in Premium.");
  });

  it("replaces the page for an unknown match and a full one, in the spec's words", () => {
    expect(classifyChessError(new ApiError(404, "match_not_found", "Match not found"))).toEqual({
      kind: "not-found",
      message: chessMessages.notFound,
    });
    expect(classifyChessError(new ApiError(409, "match_full", "This match is full"))).toEqual({
      kind: "full",
      message: "This match is full",
    });
  });

  it.each([
    [
      "stale_version",
      "The match has moved on. Here is the latest state.",
      "The match has moved on. Here is the latest state.",
    ],
    ["not_your_turn", "It is not your turn.", "Wait for your opponent's move."],
    ["match_over", "This match is over.", "This match is over."],
  ])("reads 409 %s as a reason to re-read the match", (code, message, shown) => {
    const failed = classifyChessError(new ApiError(409, code, message));
    expect(failed).toEqual({ kind: "moved-on", code, message: shown });
    expect(isPageError(failed)).toBe(false);
  });

  it.each(["invalid_reference", "verse_used", "invalid_input"])(
    "shows a refused move's message (422 %s)",
    (code) => {
      expect(classifyChessError(new ApiError(422, code, "Reference not found: John 22:1"))).toEqual({
        kind: "invalid",
        message: "Reference not found: John 22:1",
      });
    },
  );

  it("keeps the chat's rate limit and offers a retry on network and server failures", () => {
    expect(classifyChessError(new ApiError(429, "rate_limited", "One message a second, please."))).toEqual({
      kind: "rate-limited",
      message: "One message a second, please.",
    });
    expect(classifyChessError(new TypeError("Failed to fetch"))).toEqual({
      kind: "retry",
      message: networkErrorMessage,
    });
    expect(classifyChessError(new ApiError(500, "internal_error", "Something went wrong"))).toMatchObject({
      kind: "retry",
    });
  });
});
