import { describe, expect, it } from "vitest";
import {
  clockAnnouncement,
  clockOffset,
  formatTurnClock,
  isUrgent,
  msLeft,
  spokenClock,
} from "./chess-clock";

describe("the turn clock", () => {
  it("corrects the device clock by the server's", () => {
    const offset = clockOffset("2026-03-01T12:00:10.000Z", Date.parse("2026-03-01T12:00:00.000Z"));
    expect(offset).toBe(10_000);
    expect(msLeft("2026-03-01T12:05:10.000Z", offset, Date.parse("2026-03-01T12:00:00.000Z"))).toBe(300_000);
    expect(msLeft("2026-03-01T12:00:00.000Z", offset, Date.parse("2026-03-01T12:00:00.000Z"))).toBe(0);
    expect(clockOffset("nonsense", 5)).toBe(0);
  });

  it.each([
    [300_000, "5:00"],
    [299_001, "5:00"],
    [7_000, "0:07"],
    [0, "0:00"],
    [-5, "0:00"],
    [24 * 3600_000, "24 h 00 m"],
    [3600_000 + 61_000, "1 h 01 m"],
    [24 * 60_000, "24:00"],
  ])("shows %i ms as %s", (ms, shown) => {
    expect(formatTurnClock(ms)).toBe(shown);
  });

  it("speaks the time left and turns urgent in the last minute", () => {
    expect(spokenClock(125_000)).toBe("2 minutes 5 seconds left");
    expect(spokenClock(60_000)).toBe("1 minute left");
    expect(spokenClock(2 * 3600_000 + 60_000)).toBe("2 hours 1 minute left");
    expect(spokenClock(0)).toBe("No time left");
    expect(isUrgent(59_000)).toBe(true);
    expect(isUrgent(61_000)).toBe(false);
  });

  it("announces 1 minute and 10 seconds once each", () => {
    expect(clockAnnouncement(61_000, 60_000)).toBe("1 minute left");
    expect(clockAnnouncement(60_000, 59_000)).toBeNull();
    expect(clockAnnouncement(10_500, 9_800)).toBe("10 seconds left");
    expect(clockAnnouncement(30_000, 29_000)).toBeNull();
  });
});
