import { describe, expect, test } from "vitest";
import {
  durationLabel,
  formatMetric,
  labelOf,
  planBadge,
  planName,
  playersLabel,
  roundLabel,
  startedAgo,
  timeLeft,
} from "./hub-format";

const now = Date.parse("2026-03-02T12:00:00.000Z");
const before = (ms: number) => new Date(now - ms).toISOString();
const after = (ms: number) => new Date(now + ms).toISOString();

describe("hub wording", () => {
  test("started … ago", () => {
    expect(startedAgo(before(20_000), now)).toBe("started just now");
    expect(startedAgo(after(5_000), now)).toBe("started just now");
    expect(startedAgo(before(5 * 60_000), now)).toBe("started 5 min ago");
    expect(startedAgo(before(2 * 3_600_000 + 10 * 60_000), now)).toBe("started 2 h ago");
    expect(startedAgo(before(3 * 86_400_000), now)).toBe("started 3 d ago");
  });

  test("time left", () => {
    expect(timeLeft(after(25_000), now)).toBe("0:25 left");
    expect(timeLeft(after(24_100), now)).toBe("0:25 left");
    expect(timeLeft(after(12 * 60_000 + 3_000), now)).toBe("12:03 left");
    expect(timeLeft(after(3_723_000), now)).toBe("1:02:03 left");
    expect(timeLeft(before(1), now)).toBe("Time's up");
    expect(timeLeft(new Date(now).toISOString(), now)).toBe("Time's up");
  });

  test("round", () => {
    expect(roundLabel(3, 10)).toBe("Round 3 of 10");
    expect(roundLabel(3, null)).toBe("Round 3");
    expect(roundLabel(null, 10)).toBeNull();
  });

  test("duration and players", () => {
    expect(durationLabel([5, 8])).toBe("5–8 min");
    expect(durationLabel([10, 10])).toBe("10 min");
    expect(playersLabel("1")).toBe("1 player");
    expect(playersLabel("1-2")).toBe("1–2 players");
    expect(playersLabel("2")).toBe("2 players");
  });

  test("plans", () => {
    expect(planBadge("essential")).toBe("Essential+");
    expect(planBadge("premium")).toBe("Premium");
    expect(planName("essential")).toBe("Essential");
    expect(planName("premium")).toBe("Premium");
  });

  test("metrics", () => {
    expect(formatMetric(930, "score")).toBe((930).toLocaleString());
    expect(formatMetric(1, "turns")).toBe("1 turn");
    expect(formatMetric(12, "turns")).toBe("12 turns");
    expect(formatMetric(5, "wins")).toBe("5 wins");
  });

  test("labels", () => {
    const difficulties = [{ id: "normal", label: "Normal" }];
    expect(labelOf(difficulties, "normal")).toBe("Normal");
    expect(labelOf(difficulties, "gone")).toBe("gone");
  });
});
