import { describe, expect, test } from "vitest";
import type { JudgedRoundDto, KidsBoardDto } from "@common/schemas/games";
import { bibleSentence, canTurn, cheerFor, matchedIds, matchedPairs, pairsFound } from "./kids-play";

const board: Extract<KidsBoardDto, { play: "match" }> = {
  play: "match",
  scene: "armor",
  left: [
    { id: "a", label: "Shield of faith", emoji: "🛡️" },
    { id: "b", label: "Belt of truth", emoji: "🪢" },
  ],
  right: [
    { id: "x", label: "I tell the truth." },
    { id: "y", label: "I trust God." },
  ],
  matched: [{ left: "b", right: "x" }],
};

const judged = (roundNo: number, explanation?: string, refs?: string[]): JudgedRoundDto => ({
  roundNo,
  judgement: { verdict: "pass", points: 1, feedback: "Yes!", checks: [], source: "rules" },
  reveal: explanation ? { explanation, refs } : null,
});

describe("match boards", () => {
  test("matched pairs as tiles, and the ids they lock", () => {
    expect(matchedPairs(board).map((pair) => [pair.left.emoji, pair.right.label])).toEqual([
      ["🪢", "I tell the truth."],
    ]);
    expect([...matchedIds(board)].sort()).toEqual(["b", "x"]);
  });

  test("a pair naming a tile the board lacks is left out", () => {
    expect(matchedPairs({ ...board, matched: [{ left: "zz", right: "x" }] })).toEqual([]);
  });
});

test("the ark counts the animals found", () => {
  expect(
    pairsFound({ play: "memory", cards: [], pairs: 4, found: [{ id: "1", label: "Lion", emoji: "🦁" }] }),
  ).toBe(1);
});

describe("the result's Bible sentence", () => {
  test.each([
    [
      "the last reveal first",
      { explanation: "God is love.", refs: ["1 John 4:8"] },
      [judged(1, "Older.")],
      "God is love.",
    ],
    [
      "else the newest in the history",
      null,
      [judged(1, "First."), judged(2, "Second."), judged(3)],
      "Second.",
    ],
    ["none when no reveal explains", null, [judged(1)], null],
  ])("%s", (_name, last, history, text) => {
    expect(bibleSentence({ history }, last)?.text ?? null).toBe(text);
  });

  test("its references come along", () => {
    expect(bibleSentence({ history: [judged(1, "Noah built the ark.", ["Gen 6:14"])] })).toEqual({
      text: "Noah built the ark.",
      refs: ["Gen 6:14"],
    });
  });
});

describe("memory boards", () => {
  const lion = { id: "lion", label: "Lion", emoji: "🦁" };
  const sheep = { id: "sheep", label: "Sheep", emoji: "🐑" };
  const memory = (
    cards: Array<{ face: typeof lion | null; matched?: boolean }>,
    found: (typeof lion)[] = [],
  ): Extract<KidsBoardDto, { play: "memory" }> => ({
    play: "memory",
    pairs: cards.length / 2,
    found,
    cards: cards.map((card, index) => ({
      card: String(index),
      face: card.face,
      matched: card.matched ?? false,
    })),
  });

  test("face-down cards turn; the one card up waits; a mismatched pair turns back with the next tap", () => {
    const one = memory([{ face: lion }, { face: null }, { face: null }, { face: null }]);
    expect(one.cards.map((card) => canTurn(one, card))).toEqual([false, true, true, true]);
    const mismatch = memory([{ face: lion }, { face: sheep }, { face: null }, { face: null }]);
    expect(mismatch.cards.map((card) => canTurn(mismatch, card))).toEqual([true, true, true, true]);
    const found = memory([
      { face: lion, matched: true },
      { face: lion, matched: true },
      { face: null },
      { face: null },
    ]);
    expect(found.cards.map((card) => canTurn(found, card))).toEqual([false, false, true, true]);
  });

  test("only a pair found is cheered, not the first card of a pair", () => {
    const before = memory([{ face: null }, { face: null }]);
    const payload = (board: KidsBoardDto) => ({
      kind: "kids" as const,
      game: "two_by_two",
      band: "4-6" as const,
      prompt: "Find the pairs",
      progress: { label: "Find 1 pairs", step: 1, steps: 1 },
      board,
    });
    expect(cheerFor(before, payload(memory([{ face: lion }, { face: null }])), "Yes!")).toBe("");
    expect(
      cheerFor(
        before,
        payload(
          memory(
            [
              { face: lion, matched: true },
              { face: lion, matched: true },
            ],
            [lion],
          ),
        ),
        "Great!",
      ),
    ).toBe("Great!");
    expect(cheerFor({ play: "order", slots: [], tiles: [] }, null, "Super!")).toBe("Super!");
  });
});
