import { describe, expect, it } from "vitest";
import { deckCounts, deckSourceLabel, dueIn, moderationNote, reviewLabel } from "./deck-text";

describe("deckCounts", () => {
  it.each([
    [
      { dueToday: 0, newCount: 11, cardCount: 11 },
      { due: "0 due today", fresh: "11 new", total: "11 cards" },
    ],
    [
      { dueToday: 2, newCount: 0, cardCount: 1 },
      { due: "2 due today", fresh: "0 new", total: "1 card" },
    ],
    [
      { dueToday: 1200, newCount: 20, cardCount: 1500 },
      { due: "1,200 due today", fresh: "20 new", total: "1,500 cards" },
    ],
  ])("words %o", (deck, expected) => {
    expect(deckCounts(deck)).toEqual(expected);
  });
});

describe("deckSourceLabel", () => {
  it.each([
    ["offline", "Offline study engine"],
    ["ai", "Generated with AI"],
    ["manual", "Made by hand"],
  ] as const)("%s → %s", (source, label) => {
    expect(deckSourceLabel({ source })).toBe(label);
  });
});

describe("moderationNote", () => {
  it.each([
    ["pending", "Waiting for review"],
    ["hidden", "Hidden by a moderator"],
    ["approved", null],
    [null, null],
  ] as const)("%s → %s", (status, note) => {
    expect(moderationNote(status)).toBe(note);
  });
});

describe("reviewLabel", () => {
  it.each([
    [{ dueToday: 0, newCount: 0 }, "Review"],
    [{ dueToday: 2, newCount: 3 }, "Review (2 due, 3 new)"],
    [{ dueToday: 2, newCount: 0 }, "Review (2 due)"],
    [{ dueToday: 0, newCount: 11 }, "Review (11 new)"],
  ])("%o → %s", (deck, label) => {
    expect(reviewLabel(deck)).toBe(label);
  });
});

describe("dueIn", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it.each([
    ["2026-03-10T11:59:00Z", "now"],
    ["2026-03-10T12:00:30Z", "in 1 minute"],
    ["2026-03-10T12:10:00Z", "in 10 minutes"],
    ["2026-03-10T15:00:00Z", "in 3 hours"],
    ["2026-03-14T12:00:00Z", "in 4 days"],
  ])("%s → %s", (at, text) => {
    expect(dueIn(at, now, "en")).toBe(text);
  });
});
