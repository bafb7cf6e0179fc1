import { describe, expect, test } from "vitest";
import { createEmptyCard } from "ts-fsrs";
import { formatInterval } from "./intervals";
import { intervalPreview, schedulerFor } from "./review-session";

const at = new Date("2026-03-02T10:00:00.000Z");
const after = (ms: number) => new Date(at.getTime() + ms);
const minute = 60_000;
const day = 24 * 60 * minute;

describe("formatInterval", () => {
  test.each([
    [30_000, "1m"],
    [minute, "1m"],
    [10 * minute, "10m"],
    [3 * 60 * minute, "3h"],
    [day, "1d"],
    [4 * day, "4d"],
    [75 * day, "2.5mo"],
    [438 * day, "1.2y"],
  ])("%i ms → %s", (ms, label) => {
    expect(formatInterval(at, after(ms))).toBe(label);
  });
});

test("a new card's buttons: Again 1m, Hard 6m, Good 10m (ts-fsrs' learning steps), Easy in days", () => {
  const preview = intervalPreview(schedulerFor(0.9), createEmptyCard(at), at);
  expect(preview).toMatchObject({ again: "1m", hard: "6m", good: "10m" });
  expect(preview.easy).toMatch(/^\d+d$/);
});
