import { describe, expect, it } from "vitest";
import {
  clockOffset,
  countdownAnnouncement,
  countdownSeconds,
  elapsedSeconds,
  formatClock,
  isUrgent,
  msLeft,
  msSince,
} from "./play-clock";

describe("play clock", () => {
  it("measures the server offset when the response arrived", () => {
    const received = Date.parse("2026-03-02T10:00:00.000Z");
    expect(clockOffset("2026-03-02T10:00:05.000Z", received)).toBe(5000);
    expect(clockOffset("2026-03-02T09:59:58.500Z", received)).toBe(-1500);
    expect(clockOffset("not a date", received)).toBe(0);
  });

  it("counts down to the server's deadline, corrected by the offset, never below zero", () => {
    const device = Date.parse("2026-03-02T10:00:00.000Z");
    const deadline = "2026-03-02T10:00:30.000Z";
    expect(msLeft(deadline, 0, device)).toBe(30_000);
    // The device runs 5 s slow: the server is already 5 s further on.
    expect(msLeft(deadline, 5000, device)).toBe(25_000);
    expect(msLeft(deadline, 0, device + 40_000)).toBe(0);
    expect(countdownSeconds(msLeft(deadline, 0, device + 29_001))).toBe(1);
    expect(countdownSeconds(-500)).toBe(0);
  });

  it("counts up from a server timestamp", () => {
    const device = Date.parse("2026-03-02T10:01:00.000Z");
    expect(msSince("2026-03-02T10:00:00.000Z", 0, device)).toBe(60_000);
    expect(msSince("2026-03-02T10:00:00.000Z", -2000, device)).toBe(58_000);
    expect(msSince("2026-03-02T10:05:00.000Z", 0, device)).toBe(0);
    expect(elapsedSeconds(59_999)).toBe(59);
  });

  it("shows m:ss and never a negative time", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(7)).toBe("0:07");
    expect(formatClock(65.9)).toBe("1:05");
    expect(formatClock(750)).toBe("12:30");
    expect(formatClock(-3)).toBe("0:00");
    expect(formatClock(Number.NaN)).toBe("0:00");
  });

  it("turns red under 10 s per question, under 60 s otherwise", () => {
    expect(isUrgent(9, true)).toBe(true);
    expect(isUrgent(10, true)).toBe(false);
    expect(isUrgent(59, false)).toBe(true);
    expect(isUrgent(60, false)).toBe(false);
  });

  it("announces 60, 30 and 10 seconds as they are reached", () => {
    expect(countdownAnnouncement(61, 60)).toBe("1 minute left");
    expect(countdownAnnouncement(31, 30)).toBe("30 seconds left");
    expect(countdownAnnouncement(11, 10)).toBe("10 seconds left");
    expect(countdownAnnouncement(10, 9)).toBeNull();
    expect(countdownAnnouncement(45, 44)).toBeNull();
    // A countdown that starts at 20 s never reaches a 30 s mark from above.
    expect(countdownAnnouncement(20, 20)).toBeNull();
  });
});
