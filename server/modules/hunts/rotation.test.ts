// The daily edition's rules (games.md §4.20): the 06:00 UTC hunt day, the difficulty rotation, the bank order and the
// 30-day no-repeat rule, over the real bank and over a small one.
import { describe, expect, test } from "vitest";
import { hunts } from "@server/modules/games/content/hunts";
import { HUNT_RULES } from "./hunt-rules";
import {
  addDays,
  type BankHunt,
  difficultyOf,
  editionsToPublish,
  huntDayOf,
  pickHunt,
  type PublishedEdition,
  publishedAtOf,
} from "./rotation";

/** Publishes `days` editions in a row from `first`, each picked with the ones before it. */
function simulate(first: string, days: number, bank: readonly BankHunt[] = hunts): PublishedEdition[] {
  const history: PublishedEdition[] = [];
  for (let i = 0; i < days; i += 1) {
    const editionDate = addDays(first, i);
    history.push({ editionDate, huntKey: pickHunt(editionDate, history, bank).huntKey });
  }
  return history;
}

describe("the hunt day", () => {
  test.each([
    ["2026-03-02T05:59:59.999Z", "2026-03-01"],
    ["2026-03-02T06:00:00.000Z", "2026-03-02"],
    ["2026-03-02T23:59:59.000Z", "2026-03-02"],
    ["2026-03-03T00:30:00.000Z", "2026-03-02"],
    ["2026-01-01T03:00:00.000Z", "2025-12-31"],
  ])("%s falls in the hunt day %s", (now, day) => {
    expect(huntDayOf(new Date(now))).toBe(day);
  });

  test("an edition is published at 06:00 UTC of its date", () => {
    expect(publishedAtOf("2026-03-02").toISOString()).toBe("2026-03-02T06:00:00.000Z");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });
});

describe("the rotation", () => {
  test("the difficulty rotates beginner → pro → scholar by day", () => {
    const days = Array.from({ length: 9 }, (_, i) => difficultyOf(addDays("2026-03-02", i)));
    const first = days.indexOf("beginner");
    expect(days.slice(first, first + 3)).toEqual(["beginner", "pro", "scholar"]);
    for (let i = 3; i < days.length; i += 1) expect(days[i]).toBe(days[i - 3]);
  });

  test("the first edition of a difficulty is its first hunt in bank order", () => {
    const date = "2026-03-02";
    const picked = pickHunt(date, [], hunts);
    expect(picked.difficulty).toBe(difficultyOf(date));
    expect(picked.huntKey).toBe(hunts.find((hunt) => hunt.difficulty === picked.difficulty)?.id);
  });

  test("each difficulty takes the next hunt in bank order after the last one used", () => {
    const history = simulate("2026-03-02", 9);
    for (const difficulty of ["beginner", "pro", "scholar"] as const) {
      const used = history.filter((edition) => difficultyOf(edition.editionDate) === difficulty);
      const pool = hunts.filter((hunt) => hunt.difficulty === difficulty).map((hunt) => hunt.id);
      expect(used.map((edition) => edition.huntKey)).toEqual(pool.slice(0, 3));
    }
  });

  test("over a year of days: the day's difficulty, and no hunt again within 30 days", () => {
    const history = simulate("2026-01-01", 365);
    for (const edition of history) {
      const hunt = hunts.find((candidate) => candidate.id === edition.huntKey);
      expect(hunt?.difficulty).toBe(difficultyOf(edition.editionDate));
    }
    history.forEach((edition, i) => {
      const window = history.slice(Math.max(0, i - (HUNT_RULES.noRepeatDays - 1)), i);
      expect(
        window.map((earlier) => earlier.huntKey),
        edition.editionDate,
      ).not.toContain(edition.huntKey);
    });
    // The whole bank is used within its first 30 days.
    expect(new Set(history.slice(0, 30).map((edition) => edition.huntKey)).size).toBe(hunts.length);
  });

  test("skips a hunt used in the last 30 days even when it is next in bank order", () => {
    const date = "2026-03-02";
    const difficulty = difficultyOf(date);
    const pool = hunts.filter((hunt) => hunt.difficulty === difficulty);
    const [first, second, third] = pool;
    const history: PublishedEdition[] = [
      // The last one used is the first; the second was used 10 days ago (an editor's re-run, say).
      { editionDate: addDays(date, -3), huntKey: first!.id },
      { editionDate: addDays(date, -10), huntKey: second!.id },
    ];
    expect(pickHunt(date, history, hunts).huntKey).toBe(third!.id);
    // 30 days ago is outside the window (today is the 30th day): the second is fine again.
    const older = [history[0]!, { editionDate: addDays(date, -30), huntKey: second!.id }];
    expect(pickHunt(date, older, hunts).huntKey).toBe(second!.id);
  });

  test("a bank too small for the window publishes the least recently used hunt", () => {
    const small: BankHunt[] = [
      { id: "b1", difficulty: "beginner" },
      { id: "b2", difficulty: "beginner" },
      { id: "p1", difficulty: "pro" },
      { id: "s1", difficulty: "scholar" },
    ];
    const history = simulate("2026-03-02", 12, small);
    const beginners = history.filter((edition) => difficultyOf(edition.editionDate) === "beginner");
    expect(beginners.map((edition) => edition.huntKey)).toEqual(["b1", "b2", "b1", "b2"]);
    expect(() => pickHunt("2026-03-02", [], [])).toThrow(/no .* hunt/);
  });

  test("ignores editions dated on or after the day it picks for", () => {
    const date = "2026-03-02";
    const later = [{ editionDate: addDays(date, 3), huntKey: "anything" }];
    expect(pickHunt(date, later, hunts)).toEqual(pickHunt(date, [], hunts));
  });
});

describe("what to publish", () => {
  test("a fresh database publishes today and the previous 6 days; only today is ranked", () => {
    const today = "2026-03-02";
    const editions = editionsToPublish(today, [], hunts);
    expect(editions.map((edition) => edition.editionDate)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)),
    );
    expect(editions.map((edition) => edition.ranked)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(new Set(editions.map((edition) => edition.huntKey)).size).toBe(7);
  });

  test("afterwards only today's edition, once", () => {
    const history = [{ editionDate: "2026-03-01", huntKey: hunts[0]!.id }];
    expect(editionsToPublish("2026-03-02", history, hunts)).toHaveLength(1);
    expect(
      editionsToPublish("2026-03-02", [...history, { editionDate: "2026-03-02", huntKey: "x" }], hunts),
    ).toEqual([]);
  });
});
