import { describe, expect, it } from "vitest";
import {
  availableFor,
  clockOffset,
  countdownSeconds,
  escapeCountdownAnnouncement,
  formatClock,
  formatElapsed,
  isUrgent,
  limitLabel,
  msLeft,
  spokenTimeLeft,
} from "./escape-clock";

const now = Date.parse("2026-03-02T10:00:00.000Z");

describe("escape clocks", () => {
  it("measures the server's offset and counts down on its clock", () => {
    expect(clockOffset("2026-03-02T10:00:05.000Z", now)).toBe(5000);
    expect(clockOffset("not a date", now)).toBe(0);
    expect(msLeft("2026-03-02T10:45:00.000Z", 0, now)).toBe(45 * 60_000);
    // The server is 5 s ahead: 5 s less left.
    expect(msLeft("2026-03-02T10:45:00.000Z", 5000, now)).toBe(45 * 60_000 - 5000);
    expect(msLeft("2026-03-02T09:00:00.000Z", 0, now)).toBe(0);
    expect(msLeft("garbage", 0, now)).toBe(0);
  });

  it.each([
    [0, 0],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [-50, 0],
  ])("rounds %i ms up to %i s, so 0:00 shows only at the end", (ms, seconds) => {
    expect(countdownSeconds(ms)).toBe(seconds);
  });

  it.each([
    [2700, "45:00"],
    [3600, "60:00"],
    [1300, "21:40"],
    [299, "4:59"],
    [7, "0:07"],
    [0, "0:00"],
    [-3, "0:00"],
    [Number.NaN, "0:00"],
  ])("formats %d s as %s", (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it("shows a room's time limit as m:ss", () => {
    expect(limitLabel(45 * 60_000)).toBe("45:00");
    expect(limitLabel(30 * 60_000)).toBe("30:00");
    // The fast clock divides by 60: 45 minutes become 45 seconds.
    expect(limitLabel(45_000)).toBe("0:45");
  });

  it("turns red under 5:00", () => {
    expect(isUrgent(301)).toBe(false);
    expect(isUrgent(300)).toBe(false);
    expect(isUrgent(299)).toBe(true);
    expect(isUrgent(0)).toBe(true);
  });

  it.each([
    [301, 300, "5 minutes left"],
    [302, 299, "5 minutes left"],
    [61, 60, "1 minute left"],
    [300, 299, null],
    [120, 119, null],
    [60, 59, null],
    [1, 0, null],
  ])("announces %i → %i s as %s (only 5:00 and 1:00)", (before, after, text) => {
    expect(escapeCountdownAnnouncement(before, after)).toBe(text);
  });

  it("reads the time left in words", () => {
    expect(spokenTimeLeft(1300)).toBe("21 minutes 40 seconds left");
    expect(spokenTimeLeft(60)).toBe("1 minute left");
    expect(spokenTimeLeft(61)).toBe("1 minute 1 second left");
    expect(spokenTimeLeft(9)).toBe("9 seconds left");
    expect(spokenTimeLeft(0)).toBe("No time left");
  });

  it.each([
    [(3 * 24 + 4) * 3_600_000 + 59 * 60_000, "Available for 3 d 4 h"],
    [24 * 3_600_000, "Available for 1 d 0 h"],
    [5 * 3_600_000 + 12 * 60_000, "Available for 5 h 12 m"],
    [12 * 60_000 + 30_000, "Available for 12 m"],
    [30_000, "Available for under 1 m"],
    [0, null],
    [-1, null],
  ])("words a weekly room's window %i ms as %s", (ms, text) => {
    expect(availableFor(ms)).toBe(text);
  });

  it("shows the time taken as m:ss", () => {
    expect(formatElapsed(31 * 60_000 + 20_400)).toBe("31:20");
    expect(formatElapsed(0)).toBe("0:00");
  });
});
