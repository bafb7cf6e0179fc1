// Calendar arithmetic of the daily challenge: today's rotation position on the member's local date, the
// Monday–Sunday week and its reset instant, and the challenge streak.
import { describe, expect, test } from "vitest";
import { addDays, localDateOf, nextWeekStart, rotationPosition, streakOf, weekStartOf } from "./rotation";

describe("rotationPosition", () => {
  test.each([
    ["2025-01-01", 16, 0],
    ["2025-01-02", 16, 1],
    ["2025-01-16", 16, 15],
    ["2025-01-17", 16, 0],
    ["2026-04-06", 16, 460 % 16],
    ["2026-04-06", 1, 0],
    ["2026-04-07", 1, 0],
    // Before the epoch still lands inside the rotation.
    ["2024-12-31", 16, 15],
  ])("%s with a rotation of %i → %i", (date, length, expected) => {
    expect(rotationPosition(date, length)).toBe(expected);
  });

  test("an empty rotation is a programming error", () => {
    expect(() => rotationPosition("2025-01-01", 0)).toThrow();
  });
});

describe("localDateOf", () => {
  test.each([
    ["2026-04-06T03:30:00Z", "UTC", "2026-04-06"],
    ["2026-04-06T03:30:00Z", "America/New_York", "2026-04-05"],
    ["2026-04-06T23:30:00Z", "Asia/Tokyo", "2026-04-07"],
    ["2026-04-06T23:30:00Z", "Not/AZone", "2026-04-06"],
    ["2026-04-06T23:30:00Z", null, "2026-04-06"],
  ])("%s in %s is %s", (at, zone, expected) => {
    expect(localDateOf(new Date(at), zone)).toBe(expected);
  });
});

describe("weeks", () => {
  test.each([
    ["2026-04-06", "2026-04-06"], // Monday
    ["2026-04-08", "2026-04-06"],
    ["2026-04-12", "2026-04-06"], // Sunday
    ["2026-04-13", "2026-04-13"],
    ["2026-03-01", "2026-02-23"], // across a month
  ])("the week of %s starts on %s", (date, monday) => {
    expect(weekStartOf(date)).toBe(monday);
  });

  test.each([
    ["2026-04-08T10:00:00Z", "UTC", "2026-04-13T00:00:00.000Z"],
    ["2026-04-12T23:59:00Z", "UTC", "2026-04-13T00:00:00.000Z"],
    ["2026-04-13T00:00:00Z", "UTC", "2026-04-20T00:00:00.000Z"],
    // Monday 00:00 in New York (EDT, UTC−4).
    ["2026-04-08T10:00:00Z", "America/New_York", "2026-04-13T04:00:00.000Z"],
    // Still Sunday evening in New York although Monday in UTC.
    ["2026-04-13T02:00:00Z", "America/New_York", "2026-04-13T04:00:00.000Z"],
    // Across the spring daylight-saving change in Europe (29 March 2026).
    ["2026-03-25T12:00:00Z", "Europe/Berlin", "2026-03-29T22:00:00.000Z"],
  ])("at %s in %s the allowance resets at %s", (at, zone, expected) => {
    expect(nextWeekStart(new Date(at), zone).toISOString()).toBe(expected);
  });
});

describe("streakOf", () => {
  const today = "2026-04-08";
  test.each([
    [[], 0],
    [["2026-04-08"], 1],
    [["2026-04-07"], 1],
    [["2026-04-06"], 0],
    [["2026-04-08", "2026-04-07", "2026-04-06"], 3],
    [["2026-04-07", "2026-04-06", "2026-04-04"], 2],
    [["2026-04-08", "2026-04-06"], 1],
  ])("%j → %i", (dates, expected) => {
    expect(streakOf(dates, today)).toBe(expected);
  });

  test("addDays crosses months and years", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
