import { describe, expect, it } from "vitest";
import {
  cardTimeLeft,
  clockOffset,
  countdownSeconds,
  formatElapsed,
  formatHms,
  huntCountdownAnnouncement,
  isUrgent,
  msLeft,
  spokenTimeLeft,
} from "./hunt-clock";

const HOUR = 3_600_000;

describe("hunt clock", () => {
  it("measures the server offset when the response arrived", () => {
    const received = Date.parse("2026-03-02T10:00:00.000Z");
    expect(clockOffset("2026-03-02T10:00:05.000Z", received)).toBe(5000);
    expect(clockOffset("2026-03-02T09:59:58.500Z", received)).toBe(-1500);
    expect(clockOffset("not a date", received)).toBe(0);
    expect(clockOffset("2026-03-02T10:00:05.000Z", Number.NaN)).toBe(0);
  });

  it("counts down to the server's deadline, corrected by the offset, never below zero", () => {
    const device = Date.parse("2026-03-02T10:00:00.000Z");
    const deadline = "2026-03-03T10:00:00.000Z";
    expect(msLeft(deadline, 0, device)).toBe(24 * HOUR);
    // The device runs 5 s slow: the server is already 5 s further on.
    expect(msLeft(deadline, 5000, device)).toBe(24 * HOUR - 5000);
    expect(msLeft(deadline, 0, device + 25 * HOUR)).toBe(0);
    expect(msLeft("nonsense", 0, device)).toBe(0);
    expect(countdownSeconds(999)).toBe(1);
    expect(countdownSeconds(-5)).toBe(0);
  });

  it.each([
    [24 * 3600, "24:00:00"],
    [5 * 3600 + 12 * 60 + 9, "05:12:09"],
    [59, "00:00:59"],
    [0, "00:00:00"],
    [-3, "00:00:00"],
    [Number.NaN, "00:00:00"],
  ])("shows %s seconds as %s", (seconds, shown) => {
    expect(formatHms(seconds)).toBe(shown);
  });

  it.each([
    [5 * 3600 + 12 * 60 + 9, "5 hours 12 minutes left"],
    [3600 + 60, "1 hour 1 minute left"],
    [125, "2 minutes left"],
    [30, "Less than a minute left"],
    [0, "Time expired"],
  ])("reads %s seconds as %s", (seconds, spoken) => {
    expect(spokenTimeLeft(seconds)).toBe(spoken);
  });

  it.each([
    [5 * HOUR + 12 * 60_000 + 30_000, "5 h 12 m left"],
    [12 * 60_000 + 1, "12 m left"],
    [59_000, "under 1 m left"],
    [0, "Time expired"],
    [-10, "Time expired"],
  ])("words a card's %s ms as %s", (ms, label) => {
    expect(cardTimeLeft(ms)).toBe(label);
  });

  it.each([
    [42_000, "42 s"],
    [12 * 60_000 + 5000, "12 m 5 s"],
    [3 * HOUR + 4 * 60_000 + 59_000, "3 h 4 m"],
    [-1, "0 s"],
  ])("words an elapsed %s ms as %s", (ms, label) => {
    expect(formatElapsed(ms)).toBe(label);
  });

  it("announces only the marks it crosses, not every second", () => {
    expect(huntCountdownAnnouncement(3601, 3600)).toBe("1 hour left");
    expect(huntCountdownAnnouncement(601, 599)).toBe("10 minutes left");
    expect(huntCountdownAnnouncement(301, 300)).toBe("5 minutes left");
    expect(huntCountdownAnnouncement(61, 60)).toBe("1 minute left");
    expect(huntCountdownAnnouncement(1, 0)).toBe("Time expired");
    expect(huntCountdownAnnouncement(5000, 4999)).toBeNull();
    expect(huntCountdownAnnouncement(0, 0)).toBeNull();
    // A clock that starts under a mark never announces it.
    expect(huntCountdownAnnouncement(200, 199)).toBeNull();
  });

  it("turns urgent under ten minutes", () => {
    expect(isUrgent(599)).toBe(true);
    expect(isUrgent(600)).toBe(false);
  });
});
