import { describe, expect, it } from "vitest";
import { parseReference } from "@common/bible/reference";
import { games, kidsGames } from "@common/games/registry";
import { KIDS_GAMES, kidsStars } from "@common/games/rules";
import type { KidsBoardDto, RoundInput, RoundPayload } from "@common/schemas/games";
import { builderVerses, heroes, kidsClosingRefs } from "@server/modules/games/content/kids";
import { createRng } from "@server/modules/games/rng";
import { InvalidGameInput, type EngineDeps, type StepOutcome } from "../types";
import { kidsEngine } from "./engine";
import { rightTap, roundOf, wrongTap } from "./kids-test-kit";
import { verseWithGaps } from "./plays";
import type { KidsState } from "./types";

const deps: EngineDeps = {
  verseText: (ref) => Promise.resolve(`KJV text of ${ref}`),
  memoryVerses: () => Promise.resolve([]),
};

async function start(gameId: string, band: string, seed = "seed") {
  return kidsEngine.start(gameId, {
    mode: "solo",
    difficulty: band as never,
    rng: createRng(seed),
    now: new Date(),
    deps,
  });
}

async function tap(state: KidsState, input: RoundInput): Promise<StepOutcome<KidsState>> {
  if (!kidsEngine.answer) throw new Error("no answer");
  return kidsEngine.answer(state, state.current + 1, input, {
    now: new Date(),
    msLeft: null,
    limitMs: null,
    history: [],
    deps,
  });
}

function board(payload: RoundPayload | undefined): KidsBoardDto {
  if (payload?.kind !== "kids") throw new Error("not a kids payload");
  return payload.board;
}

/** Plays the run with right taps only, plus `mistakes` wrong taps on the first board; returns the last step. */
async function play(state: KidsState, mistakes = 0) {
  let current = state;
  let last: StepOutcome<KidsState> | undefined;
  let wrongLeft = mistakes;
  for (let guard = 0; guard < 500 && !current.finished; guard += 1) {
    const round = roundOf(current);
    if (wrongLeft > 0 && !(round.play === "memory" && round.faceUp.length !== 1)) {
      last = await tap(current, wrongTap(current));
      expect(last.judgement).toMatchObject({ verdict: "fail", feedback: "Try again!", points: 0 });
      current = last.state;
      wrongLeft -= 1;
      continue;
    }
    last = await tap(current, rightTap(current));
    current = last.state;
  }
  if (!last?.finish) throw new Error("the run did not finish");
  return last;
}

describe("kids engine (§4.19)", () => {
  it("plays every game on every band to ★★★ with no mistakes, unranked, the last reveal a KJV sentence", async () => {
    expect(kidsGames.map((game) => game.id).sort()).toEqual([...kidsEngine.gameIds].sort());
    for (const game of kidsGames)
      for (const band of game.difficulties) {
        const { state, round } = await start(game.id, band.id);
        expect(round?.limitMs).toBeNull();
        const last = await play(state);
        expect(last.finish).toMatchObject({ score: 3, maxScore: 3, metric: 3, won: true, ranked: false });
        expect(last.finish?.metrics).toMatchObject({ stars: 3, mistakes: 0 });
        expect(last.reveal?.explanation).toMatch(/^KJV text of /);
        expect(parseReference(last.reveal?.refs?.[0] ?? "")).not.toBeNull();
      }
  });

  it("stars: ★★★ with at most 1 mistake, ★★ with at most 3, ★ when finished", async () => {
    expect([0, 1, 2, 3, 4, 9].map(kidsStars)).toEqual([3, 3, 2, 2, 1, 1]);
    const { state } = await start("sanctuary_match", "7-9");
    expect((await play(state, 1)).finish).toMatchObject({ metric: 3, title: "Super star!" });
    expect((await play(state, 3)).finish).toMatchObject({ metric: 2, won: false, title: "Great job!" });
    expect((await play(state, 4)).finish).toMatchObject({ metric: 1, title: "You did it!" });
  });

  it("a wrong tap changes nothing on the board and only says Try again!", async () => {
    const { state, round } = await start("creation_days", "7-9");
    const step = await tap(state, wrongTap(state));
    expect(step.roundDone).toBe(false);
    expect(step.judgement).toEqual({
      verdict: "fail",
      points: 0,
      feedback: "Try again!",
      checks: [],
      source: "rules",
    });
    expect(kidsEngine.round(step.state, 1)?.payload).toEqual(round?.payload);
    expect(step.state.mistakes).toBe(1);
  });

  it("refuses taps the board cannot use without counting a mistake", async () => {
    const { state } = await start("creation_days", "4-6");
    await expect(tap(state, { choice: "nope00" })).rejects.toBeInstanceOf(InvalidGameInput);
    const placed = (await tap(state, rightTap(state))).state;
    const round = roundOf(state);
    const first = round.play === "order" ? (round.items[0]?.id ?? "") : "";
    await expect(tap(placed, { choice: first })).rejects.toBeInstanceOf(InvalidGameInput);
    await expect(tap(placed, { choices: ["a", "b"] })).rejects.toBeInstanceOf(InvalidGameInput);
    expect(placed.mistakes).toBe(0);
  });

  it("Creation Week: ages 4–6 place days 1–4, then 5–7; ages 7–9 all seven, labelled by day", async () => {
    const young = await start("creation_days", "4-6");
    expect(young.state.rounds.map((r) => r.play === "order" && r.slotLabels)).toEqual([
      ["Day 1", "Day 2", "Day 3", "Day 4"],
      ["Day 5", "Day 6", "Day 7"],
    ]);
    const tiles = board(young.round?.payload);
    expect(tiles.play === "order" && tiles.tiles.every((tile) => tile.pictureOnly)).toBe(true);
    const older = await start("creation_days", "7-9");
    expect(older.state.rounds).toHaveLength(1);
    const b = board(older.round?.payload);
    expect(b.play === "order" && b.tiles.map((t) => t.label).sort()).toHaveLength(7);
  });

  it("Two by Two: 8 cards for ages 4–6, 12 for 7–9, faces hidden until turned; only extra mismatches count", async () => {
    const young = await start("two_by_two", "4-6");
    const b = board(young.round?.payload);
    if (b.play !== "memory") throw new Error("memory");
    expect(b.cards).toHaveLength(2 * KIDS_GAMES.memoryPairs["4-6"]);
    expect(b.cards.every((card) => card.face === null)).toBe(true);
    expect(board((await start("two_by_two", "7-9")).round?.payload)).toMatchObject({
      play: "memory",
      pairs: KIDS_GAMES.memoryPairs["7-9"],
    });

    // A mismatched pair stays face up, then turns back with the next tap.
    let state = (await tap(young.state, rightTap(young.state))).state;
    const miss = await tap(state, wrongTap(state));
    expect(miss.judgement?.feedback).toBe("Try again!");
    const shown = board(kidsEngine.round(miss.state, 1)?.payload);
    expect(shown.play === "memory" && shown.cards.filter((card) => card.face).length).toBe(2);
    state = miss.state;
    expect(state.mistakes).toBe(0);
    const next = await tap(state, rightTap(state));
    const after = board(kidsEngine.round(next.state, 1)?.payload);
    expect(after.play === "memory" && after.cards.filter((card) => card.face).length).toBe(1);

    // Four mismatches on four pairs is still ★★★; five is one mistake; six are two (★★).
    const withMisses = async (misses: number) => {
      let s = young.state;
      for (let i = 0; i < misses; i += 1) {
        s = (await tap(s, rightTap(s))).state;
        s = (await tap(s, wrongTap(s))).state;
      }
      return (await play(s)).finish?.metrics;
    };
    expect(await withMisses(4)).toMatchObject({ stars: 3, mistakes: 0 });
    expect(await withMisses(6)).toMatchObject({ stars: 2, mistakes: 2 });
  });

  it("Armor of God: ages 4–6 play two boards of 3 pictures; older bands one board of 6 words", async () => {
    const young = await start("armor_of_god", "4-6");
    expect(young.state.rounds).toHaveLength(2);
    const b = board(young.round?.payload);
    expect(b).toMatchObject({ play: "match", scene: "armor" });
    expect(b.play === "match" && b.left.length === 3 && b.left.every((tile) => tile.pictureOnly)).toBe(true);
    const older = board((await start("armor_of_god", "10-12")).round?.payload);
    expect(older.play === "match" && older.left.length === 6 && older.left.some((t) => t.pictureOnly)).toBe(
      false,
    );
  });

  it("Verse Builder: 8 verses of the band; 3 word tiles per gap and no sign of the right one", async () => {
    for (const band of ["7-9", "10-12"] as const) {
      const { state, round } = await start("verse_builder", band);
      expect(state.rounds).toHaveLength(KIDS_GAMES.versesPerGame);
      const b = board(round?.payload);
      if (b.play !== "choice") throw new Error("choice");
      expect(b.tiles).toHaveLength(3);
      for (const tile of b.tiles) expect(Object.keys(tile).sort()).toEqual(["id", "label"]);
      const verse = builderVerses.find((v) => v.ref === b.verse?.ref);
      expect(verse?.band).toBe(band);
      expect(b.verse?.text.match(/____/g)).toHaveLength(band === "7-9" ? 1 : 2);
    }
    expect(verseWithGaps("Jesus wept.", ["wept"], 0)).toBe("Jesus ____.");
    expect(verseWithGaps("God is love.", ["God", "love"], 1)).toBe("God is ____.");
  });

  it("Who Am I?: one clue at a time, 4 names; stars by clues used, the game's stars their average", async () => {
    const { state, round } = await start("who_am_i", "10-12");
    const b = board(round?.payload);
    if (b.play !== "choice") throw new Error("choice");
    expect(b.clues).toHaveLength(1);
    expect(b.moreClues).toBe(true);
    expect(b.tiles).toHaveLength(KIDS_GAMES.heroNames);
    const hero = heroes.find((h) => h.clues[0] === b.clues?.[0]);
    expect(JSON.stringify(round)).not.toContain(hero?.clues[1]);

    if (!kidsEngine.action) throw new Error("no action");
    const clue = kidsEngine.action(state, { type: "hint" }, { now: new Date(), rng: createRng("x") });
    expect(board(kidsEngine.round(clue.state, 1)?.payload)).toMatchObject({
      clues: [hero?.clues[0], hero?.clues[1]],
    });
    const wrong = await tap(clue.state, wrongTap(clue.state));
    const third = board(kidsEngine.round(wrong.state, 1)?.payload);
    expect(third).toMatchObject({ moreClues: false });
    expect(third.play === "choice" && third.tried).toHaveLength(1);
    expect(() =>
      kidsEngine.action?.(wrong.state, { type: "hint" }, { now: new Date(), rng: createRng("x") }),
    ).toThrow("There are no more clues.");
    const found = await tap(wrong.state, rightTap(wrong.state));
    expect(found.reveal).toMatchObject({ correct: [hero?.name], refs: [hero?.ref] });
    expect(found.state.roundStars).toEqual([1]);
    // One person at ★, seven at ★★★: the average 2.75 rounds to ★★★.
    expect((await play(found.state)).finish).toMatchObject({ metric: 3 });
  });

  it("Timeline Trek: 4 treks of 5–6 events, no event twice, placed in story order", async () => {
    const { state } = await start("timeline_trek", "10-12", "trek");
    expect(state.rounds).toHaveLength(KIDS_GAMES.timelineRounds);
    const labels = state.rounds.flatMap((r) => (r.play === "order" ? r.items.map((item) => item.label) : []));
    expect(new Set(labels).size).toBe(labels.length);
    for (const r of state.rounds) expect(r.play === "order" && [5, 6].includes(r.items.length)).toBe(true);
  });

  it("every closing reference parses; every kids registry entry is untimed, unranked and Premium's games.kids", () => {
    for (const ref of Object.values(kidsClosingRefs)) expect(parseReference(ref), ref).not.toBeNull();
    const kids = games.filter((game) => game.audience === "kids");
    expect(kids).toHaveLength(8);
    expect(kids.filter((game) => game.difficulties.some((d) => d.id === "4-6"))).toHaveLength(3);
    for (const game of kids)
      expect(game).toMatchObject({ plan: "games.kids", timed: false, ranked: false, category: "kids" });
  });
});
