import { expect, test } from "vitest";
import { ApiError } from "./api-error";
import { isPlanRequired, planRequiredOf } from "./plan-required";

test("a 402 plan_required with a known feature is a plan gate", () => {
  const error = new ApiError(402, "plan_required", "Early access is included in Premium.", {
    feature: "early_access",
    plans: ["premium"],
  });
  expect(planRequiredOf(error)).toEqual({
    feature: "early_access",
    plans: ["premium"],
    message: "Early access is included in Premium.",
  });
  expect(isPlanRequired(error)).toBe(true);
});

test.each([
  ["another status", new ApiError(403, "plan_required", "x", { feature: "early_access", plans: [] })],
  ["another code", new ApiError(402, "payment_failed", "x", { feature: "early_access", plans: [] })],
  ["an unknown feature", new ApiError(402, "plan_required", "x", { feature: "nope", plans: [] })],
  ["no details", new ApiError(402, "plan_required", "x")],
  ["a plain error", new Error("x")],
])("%s is not", (_label, error) => {
  expect(isPlanRequired(error)).toBe(false);
});
