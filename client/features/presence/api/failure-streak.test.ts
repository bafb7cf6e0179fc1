import { describe, expect, test, vi } from "vitest";
import { createFailureStreak } from "./failure-streak";

describe("createFailureStreak", () => {
  test("stops after the limit of failures in a row, and tells its listeners once", () => {
    const streak = createFailureStreak(3);
    const listener = vi.fn();
    streak.subscribe(listener);
    streak.fail();
    streak.fail();
    expect(streak.stopped()).toBe(false);
    streak.fail();
    expect(streak.stopped()).toBe(true);
    streak.fail();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test("a success in between starts the count again", () => {
    const streak = createFailureStreak(3);
    streak.fail();
    streak.fail();
    streak.succeed();
    streak.fail();
    streak.fail();
    expect(streak.stopped()).toBe(false);
    streak.fail();
    expect(streak.stopped()).toBe(true);
  });

  test("once stopped, a late success doesn't restart it (only a page reload does)", () => {
    const streak = createFailureStreak(1);
    streak.fail();
    streak.succeed();
    expect(streak.stopped()).toBe(true);
  });
});
