import { createTestClock } from "@server/clock";
import { describe, expect, test } from "vitest";
import { createProviderHealth } from "./health";
import { ProviderFailure } from "./types";

const minute = 60_000;
const misconfigured = () => new ProviderFailure("misconfigured", 401, "HTTP 401: Incorrect API key provided");
const outOfCredit = () => new ProviderFailure("out_of_credit", 402, "HTTP 402: Payment required");

describe("degraded mode (ai.md §1.8)", () => {
  test("3 misconfigured or out-of-credit failures within 5 minutes pause AI answers for 5 minutes", () => {
    const clock = createTestClock(new Date("2025-03-01T10:00:00Z"));
    const health = createProviderHealth(clock);
    health.record(misconfigured());
    clock.advance(2 * minute);
    health.record(outOfCredit());
    expect(health.degradedUntil()).toBeNull();
    clock.advance(2 * minute);
    health.record(misconfigured());
    expect(health.degradedUntil()).toEqual(new Date("2025-03-01T10:09:00Z"));
    clock.advance(5 * minute - 1);
    expect(health.degradedUntil()).not.toBeNull();
    clock.advance(1);
    expect(health.degradedUntil()).toBeNull();
  });

  test("failures further apart than 5 minutes do not add up", () => {
    const clock = createTestClock(new Date("2025-03-01T10:00:00Z"));
    const health = createProviderHealth(clock);
    health.record(misconfigured());
    clock.advance(3 * minute);
    health.record(misconfigured());
    clock.advance(2 * minute + 1);
    health.record(misconfigured());
    expect(health.degradedUntil()).toBeNull();
  });

  test("busy, server errors, timeouts and Stop never pause AI answers", () => {
    const clock = createTestClock();
    const health = createProviderHealth(clock);
    for (const kind of ["rate_limited", "server_error", "timeout", "context_too_long", "aborted"] as const) {
      for (let i = 0; i < 3; i += 1) health.record(new ProviderFailure(kind, null, kind));
    }
    expect(health.degradedUntil()).toBeNull();
  });
});

describe("recent provider errors for /admin/ai", () => {
  test("the last 50, newest first, with time, kind, status and detail; Stop is not an error", () => {
    const clock = createTestClock(new Date("2025-03-01T10:00:00Z"));
    const health = createProviderHealth(clock);
    health.record(new ProviderFailure("aborted", null, "the request was stopped"));
    for (let i = 1; i <= 55; i += 1) {
      clock.advance(1_000);
      health.record(new ProviderFailure("server_error", 500, `HTTP 500: error ${i}`));
    }
    const errors = health.recentErrors();
    expect(errors).toHaveLength(50);
    expect(errors[0]).toEqual({
      at: new Date("2025-03-01T10:00:55Z"),
      kind: "server_error",
      status: 500,
      detail: "HTTP 500: error 55",
    });
    expect(errors.at(-1)?.detail).toBe("HTTP 500: error 6");
  });
});
