import { describe, expect, test } from "vitest";
import { periodRange } from "./period";

describe("periodRange (UTC)", () => {
  test.each([
    // [now, start, end]
    ["2026-03-04T10:00:00.000Z", "2026-03-02T00:00:00.000Z", "2026-03-09T00:00:00.000Z"], // Wednesday
    ["2026-03-02T00:00:00.000Z", "2026-03-02T00:00:00.000Z", "2026-03-09T00:00:00.000Z"], // Monday midnight
    ["2026-03-08T23:59:59.999Z", "2026-03-02T00:00:00.000Z", "2026-03-09T00:00:00.000Z"], // Sunday night
    ["2026-03-09T00:00:00.000Z", "2026-03-09T00:00:00.000Z", "2026-03-16T00:00:00.000Z"], // next Monday
    ["2025-12-31T12:00:00.000Z", "2025-12-29T00:00:00.000Z", "2026-01-05T00:00:00.000Z"], // across the year
  ])("week of %s", (now, start, end) => {
    expect(periodRange("week", new Date(now))).toEqual({ start: new Date(start), end: new Date(end) });
  });

  test.each([
    ["2026-03-04T10:00:00.000Z", "2026-03-01T00:00:00.000Z", "2026-04-01T00:00:00.000Z"],
    ["2026-02-28T23:59:59.999Z", "2026-02-01T00:00:00.000Z", "2026-03-01T00:00:00.000Z"],
    ["2025-12-15T00:00:00.000Z", "2025-12-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
  ])("month of %s", (now, start, end) => {
    expect(periodRange("month", new Date(now))).toEqual({ start: new Date(start), end: new Date(end) });
  });

  test("all time has no bounds", () => {
    expect(periodRange("all", new Date("2026-03-04T10:00:00.000Z"))).toBeNull();
  });
});
