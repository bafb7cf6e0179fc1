import { describe, expect, it } from "vitest";
import { MEMORY_BOARD, memoryScore } from "@common/games/rules";
import type { GameModeId } from "@common/games/registry";
import { parallelPairs } from "../content/parallel-pairs";
import { versePairs } from "../content/verse-pairs";
import { createRng } from "../rng";
import { CUSTOM_NOTICE, clock, cutVerse, memoryBoardEngine, type MemoryBoardState } from "./memory-board";
import type { Difficulty, EngineDeps, StepOutcome } from "./types";
import { InvalidGameInput } from "./types";

const T0 = new Date("2025-01-01T10:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

const LONG =
  "In the beginning was a long line of words, which goes on and on past any card; and it keeps going so that the cut must happen somewhere sensible for the reader";

function deps(saved: Array<{ ref: string; text: string }> = []): EngineDeps {
  return {
    verseText: (ref) => Promise.resolve(`${ref} text: ${LONG}`),
    memoryVerses: () => Promise.resolve(saved),
  };
}

async function start(gameId: string, mode: GameModeId, difficulty: Difficulty, d = deps(), seed = "seed") {
  return memoryBoardEngine.start(gameId, { mode, difficulty, rng: createRng(seed), now: T0, deps: d });
}

function flip(state: MemoryBoardState, card: number, ms = 0, seed = `flip-${card}-${ms}`) {
  if (!memoryBoardEngine.action) throw new Error("no action");
  return memoryBoardEngine.action(state, { type: "flip", card }, { now: at(ms), rng: createRng(seed) });
}

function partnerOf(state: MemoryBoardState, card: number): number {
  const pair = state.cards[card]?.pair;
  const partner = state.cards.findIndex((other, index) => index !== card && other.pair === pair);
  if (partner < 0) throw new Error("no partner");
  return partner;
}

function board(state: MemoryBoardState) {
  const result = memoryBoardEngine.board?.(state);
  if (!result) throw new Error("no board");
  return result;
}

/** Matches every pair in order; the last match lands at `endMs`. */
function solve(initial: MemoryBoardState, endMs: number): StepOutcome<MemoryBoardState> {
  let state = initial;
  let last: StepOutcome<MemoryBoardState> | null = null;
  for (let card = 0; card < state.cards.length; card += 1) {
    if (state.matched.includes(card)) continue;
    const first = flip(state, card, 0);
    const done = state.matched.length + 2 === state.cards.length;
    last = flip(first.state, partnerOf(state, card), done ? endMs : 1000);
    state = last.state;
  }
  if (!last) throw new Error("nothing flipped");
  return last;
}

describe("cutVerse", () => {
  it("keeps a text of 25 words or fewer as it is", () => {
    const text = "For God so loved the world, that he gave.";
    expect(cutVerse(text, 25)).toBe(text);
  });

  it("cuts a longer text at the last phrase boundary within 25 words and adds an ellipsis", () => {
    const cut = cutVerse(LONG, 25);
    expect(cut).toBe("In the beginning was a long line of words, which goes on and on past any card…");
    expect(cut.split(" ").length).toBeLessThanOrEqual(25);
  });

  it("cuts at the word limit when no boundary falls late enough", () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i}`).join(" ");
    const cut = cutVerse(words, 25);
    expect(cut.endsWith("w24…")).toBe(true);
    expect(cut.split(" ")).toHaveLength(25);
  });
});

describe("clock", () => {
  it("formats m:ss", () => {
    expect(clock(65)).toBe("1:05");
    expect(clock(0)).toBe("0:00");
  });
});

describe("Parallels Concentration", () => {
  it("starts with no faces and no round; Normal has 24 cards", async () => {
    const { state, round, notice } = await start("concentration", "solo", "normal");
    expect(round).toBeNull();
    expect(notice).toBeUndefined();
    const view = board(state);
    expect(view.cards).toBe(24);
    expect(view.pairs).toBe(MEMORY_BOARD.concentrationPairs.normal);
    expect(view.faces).toEqual([]);
    expect(view.startedAt).toBeNull();
    const json = JSON.stringify(view);
    for (const dealt of state.cards) expect(json).not.toContain(dealt.face.title);
  });

  it("deals the difficulty's pairs from the bank, each pair once", async () => {
    for (const difficulty of ["easy", "normal", "hard"] as const) {
      const { state } = await start("concentration", "solo", difficulty);
      const pairs = MEMORY_BOARD.concentrationPairs[difficulty];
      expect(state.cards).toHaveLength(2 * pairs);
      expect(new Set(state.pairs.map((pair) => pair.key)).size).toBe(pairs);
      for (const pair of state.pairs) expect(parallelPairs.some((p) => p.id === pair.key)).toBe(true);
    }
  });

  it("returns one face per flip and the board shows only face-up cards", async () => {
    const { state } = await start("concentration", "solo", "easy");
    const first = flip(state, 3, 0);
    expect(first.flip?.face.card).toBe(3);
    expect(["OT", "NT"]).toContain(first.flip?.face.badge);
    expect(first.flip?.pair).toBeUndefined();
    expect(first.state.firstFlipAt).toBe(T0.toISOString());
    const view = board(first.state);
    expect(view.faces.map((face) => face.card)).toEqual([3]);
    expect(view.faceUp).toEqual([3]);
    expect(view.moves).toBe(0);
  });

  it("a match stays face up with the toast label; one move per pair of flips", async () => {
    const { state } = await start("concentration", "solo", "easy");
    const partner = partnerOf(state, 0);
    const outcome = flip(flip(state, 0).state, partner, 500);
    expect(outcome.flip?.face.card).toBe(partner);
    expect(outcome.flip?.pair?.matched).toBe(true);
    expect(outcome.flip?.pair?.cards).toEqual([0, partner]);
    const dealt = parallelPairs.find(
      (pair) => pair.id === outcome.state.pairs[state.cards[0]?.pair ?? -1]?.key,
    );
    expect(outcome.flip?.pair?.label).toBe(`${dealt?.ot.event} ↔ ${dealt?.nt.event} · ${dealt?.category}`);
    const view = board(outcome.state);
    expect(view.moves).toBe(1);
    expect(view.pairsFound).toBe(1);
    expect(view.matched.sort((a, b) => a - b)).toEqual([0, partner].sort((a, b) => a - b));
    expect(view.faceUp).toEqual([]);
    expect(view.faces).toHaveLength(2);
  });

  it("a mismatch stays face up until the next flip, then turns down; no label is given", async () => {
    const { state } = await start("concentration", "solo", "easy");
    const other = [1, 2, 3].find((card) => card !== partnerOf(state, 0)) ?? 1;
    const miss = flip(flip(state, 0).state, other, 100);
    expect(miss.flip?.pair).toEqual({ matched: false, cards: [0, other] });
    expect(board(miss.state).faceUp).toEqual([0, other]);
    expect(board(miss.state).moves).toBe(1);
    // Flipping one of the mismatched cards again is allowed: they turned down.
    const again = flip(miss.state, 0, 2000);
    expect(board(again.state).faceUp).toEqual([0]);
    expect(board(again.state).faces.map((face) => face.card)).toEqual([0]);
  });

  it("refuses a matched card, a face-up card and a card off the board", async () => {
    const { state } = await start("concentration", "solo", "easy");
    const matched = flip(flip(state, 0).state, partnerOf(state, 0)).state;
    expect(() => flip(matched, 0)).toThrow(InvalidGameInput);
    expect(() => flip(matched, 0)).toThrow("That card is already matched.");
    const up = flip(matched, [1, 2].find((card) => !matched.matched.includes(card)) ?? 3).state;
    expect(() => flip(up, up.faceUp[0] ?? -1)).toThrow(InvalidGameInput);
    expect(() => flip(state, 16)).toThrow(InvalidGameInput);
    expect(() => flip(state, -1)).toThrow(InvalidGameInput);
  });

  it("finishes after the last pair with moves, time and the memory score", async () => {
    const { state } = await start("concentration", "solo", "normal");
    const last = solve(state, 65_000);
    const pairs = MEMORY_BOARD.concentrationPairs.normal;
    expect(last.finish).toBeDefined();
    expect(last.finish?.title).toBe(`You matched all ${pairs} parallels in ${pairs} moves and 1:05`);
    expect(last.finish?.metrics).toEqual({ moves: pairs, seconds: 65, pairs });
    expect(last.finish?.durationMs).toBe(65_000);
    expect(last.finish?.score).toBe(memoryScore(pairs, pairs, 65));
    expect(last.finish?.maxScore).toBe(100 * pairs);
    expect(last.finish?.won).toBe(true);
    expect(memoryBoardEngine.score(last.state).score).toBe(last.finish?.score);
    expect(() => flip(last.state, 0)).toThrow(InvalidGameInput);
  });

  it("counts extra moves against the score", async () => {
    const { state } = await start("concentration", "solo", "easy");
    const other = [1, 2, 3].find((card) => card !== partnerOf(state, 0)) ?? 1;
    const missed = flip(flip(state, 0).state, other).state;
    const last = solve(missed, 10_000);
    const pairs = MEMORY_BOARD.concentrationPairs.easy;
    expect(last.finish?.metrics.moves).toBe(pairs + 1);
    expect(last.finish?.score).toBe(memoryScore(pairs, pairs + 1, 10));
  });
});

describe("Verse Match", () => {
  it("solo deals bank verses of the difficulty's levels with the text cut", async () => {
    const { state } = await start("verse_match", "solo", "easy");
    expect(state.pairs).toHaveLength(MEMORY_BOARD.verseMatchPairs.easy);
    for (const pair of state.pairs) {
      expect(versePairs.find((verse) => verse.ref === pair.key)?.level).toBe("easy");
    }
    const verseCards = state.cards.filter((card) => card.face.badge === "Verse");
    const refCards = state.cards.filter((card) => card.face.badge === "Reference");
    expect(verseCards).toHaveLength(6);
    expect(refCards).toHaveLength(6);
    for (const card of verseCards) {
      expect(card.face.text?.endsWith("…")).toBe(true);
      expect(card.face.text?.split(" ").length).toBeLessThanOrEqual(MEMORY_BOARD.verseMaxWords);
    }
    expect(board(state).faces).toEqual([]);
  });

  it("hard draws from every level", async () => {
    const levels = new Set<string>();
    for (const seed of ["a", "b", "c", "d"]) {
      const { state } = await start("verse_match", "solo", "hard", deps(), seed);
      expect(state.pairs).toHaveLength(MEMORY_BOARD.verseMatchPairs.hard);
      for (const pair of state.pairs)
        levels.add(versePairs.find((verse) => verse.ref === pair.key)?.level ?? "");
    }
    expect(levels).toEqual(new Set(["easy", "normal", "hard"]));
  });

  it("custom with 3 saved verses falls back to the bank with the notice", async () => {
    const saved = [1, 2, 3].map((v) => ({ ref: `Ps 23:${v}`, text: `saved ${v}` }));
    const { state, notice } = await start("verse_match", "custom", "normal", deps(saved));
    expect(notice).toBe(CUSTOM_NOTICE);
    expect(state.pairs).toHaveLength(MEMORY_BOARD.verseMatchPairs.normal);
    for (const pair of state.pairs) expect(versePairs.some((verse) => verse.ref === pair.key)).toBe(true);
  });

  it("custom with 6 saved verses uses exactly those", async () => {
    const saved = [1, 2, 3, 4, 5, 6].map((v) => ({ ref: `Ps 23:${v}`, text: `saved text ${v}` }));
    const { state, notice } = await start("verse_match", "custom", "normal", deps(saved));
    expect(notice).toBeUndefined();
    expect(state.pairs.map((pair) => pair.key)).toEqual(saved.map((verse) => verse.ref));
    expect(state.cards).toHaveLength(12);
    const texts = state.cards.flatMap((card) => (card.face.badge === "Verse" ? [card.face.text] : []));
    expect(texts.sort()).toEqual(saved.map((verse) => verse.text).sort());
  });

  it("custom with more saved verses than pairs uses the newest ones", async () => {
    const saved = Array.from({ length: 12 }, (_, i) => ({ ref: `Ps 119:${i + 1}`, text: `saved ${i}` }));
    const { state } = await start("verse_match", "custom", "easy", deps(saved));
    expect(state.pairs.map((pair) => pair.key)).toEqual(saved.slice(0, 6).map((verse) => verse.ref));
  });

  it("finishes with the Verse Match title", async () => {
    const { state } = await start("verse_match", "solo", "easy");
    const last = solve(state, 30_000);
    expect(last.finish?.title).toBe("All 6 verses matched in 6 moves and 0:30");
    expect(last.finish?.metrics).toEqual({ moves: 6, seconds: 30, pairs: 6 });
  });
});

describe("Verse Match duel", () => {
  it("keeps the turn after a match", async () => {
    const { state } = await start("verse_match", "bot", "normal");
    const hit = flip(flip(state, 0).state, partnerOf(state, 0));
    expect(hit.flip?.pair?.matched).toBe(true);
    expect(hit.flip?.botTurns).toBeUndefined();
    expect(board(hit.state).duel).toEqual({ turn: "player", playerPairs: 1, botPairs: 0 });
  });

  it("passes the turn after a mismatch and returns the bot's flips with faces", async () => {
    const { state } = await start("verse_match", "bot", "normal");
    const other = [1, 2, 3].find((card) => card !== partnerOf(state, 0)) ?? 1;
    const miss = flip(flip(state, 0).state, other);
    expect(miss.flip?.pair?.matched).toBe(false);
    const turns = miss.flip?.botTurns ?? [];
    expect(turns.length).toBeGreaterThan(0);
    for (const turn of turns) {
      expect(turn.faces.map((face) => face.card)).toEqual(turn.cards);
      expect(turn.cards[0]).not.toBe(turn.cards[1]);
    }
    // The bot plays on while it matches and stops at its first miss (unless the board is cleared).
    turns.slice(0, -1).forEach((turn) => expect(turn.matched).toBe(true));
    const duel = board(miss.state).duel;
    expect(duel?.turn).toBe("player");
    expect(duel?.botPairs).toBe(turns.filter((turn) => turn.matched).length);
    expect(board(miss.state).moves).toBe(1);
  });

  it("the bot flips a pair it remembers", async () => {
    const { state } = await start("verse_match", "bot", "hard");
    const a = 5;
    const b = partnerOf(state, a);
    const primed: MemoryBoardState = {
      ...state,
      duel: { turn: "player", playerPairs: 0, botPairs: 0, memory: [a, b] },
    };
    const x = [0, 1, 2, 3].find((card) => card !== a && card !== b) ?? 0;
    const y = [0, 1, 2, 3, 4].find((card) => ![a, b, x, partnerOf(state, x)].includes(card)) ?? 1;
    const miss = flip(flip(primed, x).state, y);
    expect(miss.flip?.botTurns?.[0]?.cards).toEqual([a, b]);
    expect(miss.flip?.botTurns?.[0]?.matched).toBe(true);
  });

  it("plays to the end: every pair goes to one side and the title names the winner", async () => {
    for (const seed of ["duel-1", "duel-2", "duel-3"]) {
      const { state: initial } = await start("verse_match", "bot", "easy", deps(), seed);
      let state = initial;
      let outcome: StepOutcome<MemoryBoardState> | null = null;
      for (let step = 0; step < 200 && !outcome?.finish; step += 1) {
        const open = state.cards.map((_, card) => card).filter((card) => !state.matched.includes(card));
        const a = open[0] ?? 0;
        // Miss on purpose while two different pairs remain, so the bot gets turns.
        const b = open.find((card) => card !== a && card !== partnerOf(state, a)) ?? partnerOf(state, a);
        outcome = flip(
          flip(state, a, step * 1000, `${seed}-${step}-a`).state,
          b,
          step * 1000 + 500,
          `${seed}-${step}-b`,
        );
        state = outcome.state;
      }
      const finish = outcome?.finish;
      expect(finish).toBeDefined();
      const { playerPairs = 0, botPairs = 0, moves = 0 } = finish?.metrics ?? {};
      expect(playerPairs + botPairs).toBe(MEMORY_BOARD.verseMatchPairs.easy);
      const title =
        playerPairs > botPairs
          ? "You win the duel!"
          : playerPairs < botPairs
            ? "The bot wins the duel"
            : "A drawn duel";
      expect(finish?.title).toBe(title);
      expect(finish?.won).toBe(playerPairs > botPairs);
      expect(finish?.score).toBe(memoryScore(playerPairs, moves, finish?.metrics.seconds ?? 0));
      expect(finish?.maxScore).toBe(100 * MEMORY_BOARD.verseMatchPairs.easy);
      expect(memoryBoardEngine.score(state).bot?.total).toBe(botPairs);
    }
  });
});
