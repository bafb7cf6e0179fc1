import { expect, test } from "vitest";
import { ApiError } from "@client/lib/api-error";
import { chatErrorMessage, roomBlockOf } from "./room-errors";

test.each([
  [new ApiError(404, "not_found", "x"), { kind: "not-found", message: "This room doesn't exist" }],
  [new ApiError(400, "validation_failed", "x"), { kind: "not-found", message: "This room doesn't exist" }],
  [
    new ApiError(403, "room_private", "x"),
    { kind: "private", message: "This room is private — ask for an invite link" },
  ],
  [
    new ApiError(409, "room_full", "x", { present: 10, max: 10 }),
    { kind: "full", message: "This room is full (10/10)" },
  ],
  [new ApiError(409, "room_closed", "x"), { kind: "closed", message: "This room has closed" }],
  [
    new ApiError(402, "plan_required", "x", { feature: "community.post", plans: ["essential", "premium"] }),
    { kind: "locked" },
  ],
])("a refused read or join shows its own screen (%#)", (error, expected) => {
  expect(roomBlockOf(error)).toEqual(expected);
});

test("other failures are not a room screen", () => {
  expect(roomBlockOf(new ApiError(500, "internal_error", "x"))).toBeNull();
  expect(roomBlockOf(new Error("offline"))).toBeNull();
});

test("chat refusals: slow down with the seconds, the mute's end in the member's time, else the server's words", () => {
  const format = (iso: string) => `<${iso}>`;
  expect(chatErrorMessage(new ApiError(429, "rate_limited", "x", { retryAfterSeconds: 3.2 }), format)).toBe(
    "Slow down — you can send again in 4s.",
  );
  expect(
    chatErrorMessage(new ApiError(403, "muted", "x", { mutedUntil: "2026-01-01T10:00:00Z" }), format),
  ).toBe("You can't post until <2026-01-01T10:00:00Z>");
  expect(chatErrorMessage(new ApiError(400, "validation_failed", "Message can't be empty"), format)).toBe(
    "Message can't be empty",
  );
});
