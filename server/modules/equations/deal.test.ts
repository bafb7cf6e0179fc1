// Dealing and the lifetime stats, as pure functions: a round is the whole bank without repeats, the next round is
// reshuffled and doesn't open with the puzzle that closed the last; runs of passes count each puzzle once.
import { describe, expect, test } from "vitest";
import { nextDeal, roundOrder, type PastDeal } from "./deal";
import { statsOf } from "./stats";

const bank = ["a", "b", "c", "d", "e"];

function dealMany(count: number, seed: string, start: PastDeal[] = []) {
  const deals = [...start];
  const dealt = [];
  for (let i = 0; i < count; i += 1) {
    const next = nextDeal(bank, deals, seed);
    deals.push({ puzzleId: next.puzzleId, round: next.round });
    dealt.push(next);
  }
  return dealt;
}

describe("nextDeal", () => {
  test("the first round deals every puzzle once, in the seed's order", () => {
    const dealt = dealMany(5, "member-1");
    expect(dealt.map((deal) => deal.puzzleId)).toEqual(roundOrder(bank, "member-1", 1));
    expect(new Set(dealt.map((deal) => deal.puzzleId)).size).toBe(5);
    expect(dealt.map((deal) => deal.position)).toEqual([1, 2, 3, 4, 5]);
    expect(dealt.every((deal) => deal.round === 1 && !deal.reshuffled)).toBe(true);
  });

  test("then a new round starts, reshuffled, with the note only on its first puzzle", () => {
    const dealt = dealMany(10, "member-2");
    const second = dealt.slice(5);
    expect(second[0]).toMatchObject({ round: 2, position: 1, reshuffled: true });
    expect(second.slice(1).every((deal) => deal.round === 2 && !deal.reshuffled)).toBe(true);
    expect(new Set(second.map((deal) => deal.puzzleId)).size).toBe(5);
    expect(second[0]!.puzzleId).not.toBe(dealt[4]!.puzzleId);
  });

  test("different members (seeds) get different orders", () => {
    const orders = new Set(
      ["m1", "m2", "m3", "m4", "m5", "m6"].map((seed) => roundOrder(bank, seed, 1).join("")),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  test("puzzles no longer in the bank are ignored", () => {
    const next = nextDeal(bank, [{ puzzleId: "retired", round: 1 }], "member-3");
    expect(next).toMatchObject({ round: 1, position: 1 });
  });
});

describe("statsOf", () => {
  test.each([
    ["nothing yet", [], { solved: 0, attempts: 0, currentStreak: 0, bestStreak: 0 }],
    [
      "passes in a row, a miss, then another pass",
      [
        ["a", "pass"],
        ["b", "pass"],
        ["c", "partial"],
        ["d", "pass"],
      ],
      { solved: 3, attempts: 4, currentStreak: 1, bestStreak: 2 },
    ],
    [
      "passing the same puzzle again doesn't lengthen the run",
      [
        ["a", "pass"],
        ["a", "pass"],
        ["b", "pass"],
      ],
      { solved: 2, attempts: 3, currentStreak: 2, bestStreak: 2 },
    ],
    [
      "a fail ends the run",
      [
        ["a", "pass"],
        ["b", "fail"],
      ],
      { solved: 1, attempts: 2, currentStreak: 0, bestStreak: 1 },
    ],
  ] as const)("%s", (_label, outcomes, expected) => {
    expect(statsOf(outcomes.map(([puzzleId, verdict]) => ({ puzzleId, verdict })))).toEqual(expected);
  });
});
