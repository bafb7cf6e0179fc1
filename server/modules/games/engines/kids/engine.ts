// The kids games' engine (games.md §4.19): eight games over four plays, untimed and unranked. Every tap is an
// answer checked here on the server; a wrong one is only ever called "Try again!" — it never costs points and no
// score is shown during play. The stars at the end come from the mistakes (★★★ ≤ 1, ★★ ≤ 3, ★ finished), and Who
// Am I? averages each person's stars (3 after the first clue, 2 after the second, 1 after the third).
import { isKidsBand, kidsStars } from "@common/games/rules";
import type { Judgement } from "@common/games/judge/types";
import type { RevealDto, RunScoreDto } from "@common/schemas/games";
import {
  InvalidGameInput,
  type AnswerContext,
  type Finish,
  type GameEngine,
  type RoundSpec,
  type StartContext,
  type StepOutcome,
} from "../types";
import { dealKidsGame, kidsGameIds } from "./deal";
import { boardOf, countsAsMistake, memoryMistakes, tap } from "./plays";
import type { KidsRound, KidsState } from "./types";

export const TRY_AGAIN = "Try again!";
const cheers = ["Yes!", "Well done!", "Great!", "You got it!", "Super!"];

const tapJudgement = (right: boolean, taps: number): Judgement => ({
  verdict: right ? "pass" : "fail",
  points: 0,
  feedback: right ? (cheers[taps % cheers.length] ?? "Yes!") : TRY_AGAIN,
  checks: [],
  source: "rules",
});

/** How far a round has got: picks the cheer, so a row of right taps does not hear the same word each time. */
function progressOf(round: KidsRound): number {
  if (round.play === "order") return round.placed;
  if (round.play === "choice") return round.step;
  if (round.play === "match") return round.locked.length;
  return round.matched.length / 2 + round.faceUp.length;
}

function roundSpec(state: KidsState, index: number): RoundSpec | null {
  const round = state.rounds[index];
  if (!round) return null;
  return {
    roundNo: index + 1,
    promptKey: `${state.gameId}:${index + 1}`,
    payload: {
      kind: "kids",
      game: state.gameId,
      band: state.band,
      prompt: round.prompt,
      progress: { label: round.progressLabel, step: index + 1, steps: state.rounds.length },
      board: boardOf(round),
    },
    limitMs: null,
  };
}

function starsOf(state: KidsState): { stars: 1 | 2 | 3; mistakes: number } {
  const mistakes = state.mistakes + state.rounds.reduce((sum, round) => sum + memoryMistakes(round), 0);
  if (state.gameId !== "who_am_i" || state.roundStars.length === 0)
    return { stars: kidsStars(mistakes), mistakes };
  const average = state.roundStars.reduce((sum, stars) => sum + stars, 0) / state.roundStars.length;
  return { stars: Math.min(3, Math.max(1, Math.round(average))) as 1 | 2 | 3, mistakes };
}

const titles = { 3: "Super star!", 2: "Great job!", 1: "You did it!" } as const;

function finishRun(state: KidsState): Finish {
  const { stars, mistakes } = starsOf(state);
  return {
    score: stars,
    maxScore: 3,
    // §3.8: "+2 for 3 stars" is the kids game's win bonus.
    won: stars === 3,
    metric: stars,
    title: titles[stars],
    metrics: { stars, mistakes, rounds: state.rounds.length },
    ranked: false,
  };
}

async function roundReveal(round: KidsRound, ctx: AnswerContext): Promise<RevealDto> {
  const text = await ctx.deps.verseText(round.closingRef);
  return {
    refs: [round.closingRef],
    explanation: text ?? "",
    ...(round.play === "choice" && round.answerLabel ? { correct: [round.answerLabel] } : {}),
    ...(round.play === "order"
      ? { order: round.items.map((item) => ({ id: item.id, label: item.label })) }
      : {}),
  };
}

function currentRound(state: KidsState, roundNo: number): KidsRound {
  const round = state.rounds[roundNo - 1];
  if (state.finished || roundNo - 1 !== state.current || !round)
    throw new InvalidGameInput("This round is not open.");
  return round;
}

export const kidsEngine: GameEngine<KidsState> = {
  gameIds: kidsGameIds,
  totalRounds: (state) => state.rounds.length,

  start(gameId: string, ctx: StartContext) {
    const band = ctx.difficulty as string;
    if (!isKidsBand(band)) throw new InvalidGameInput("Choose an age band.");
    const rounds = dealKidsGame(gameId, band, ctx.rng);
    const state: KidsState = {
      gameId,
      band,
      rounds,
      current: 0,
      mistakes: 0,
      roundStars: [],
      finished: false,
    };
    return Promise.resolve({ state, round: roundSpec(state, 0) });
  },

  round(state, roundNo) {
    return roundSpec(state, roundNo - 1);
  },

  score(state): RunScoreDto {
    const done = state.finished ? state.rounds.length : state.current;
    return { score: done, maxScore: state.rounds.length, correct: done };
  },

  async answer(current, roundNo, input, ctx): Promise<StepOutcome<KidsState>> {
    const round = currentRound(current, roundNo);
    const out = tap(round, input);
    const index = roundNo - 1;
    const rounds = current.rounds.map((existing, i) => (i === index ? out.round : existing));
    const wrong = out.result === "wrong";
    const taps = index + progressOf(out.round);
    const state: KidsState = {
      ...current,
      rounds,
      mistakes: current.mistakes + (wrong && countsAsMistake(round) ? 1 : 0),
    };
    if (out.result !== "done") return { state, roundDone: false, judgement: tapJudgement(!wrong, taps) };

    if (out.round.play === "choice" && out.round.clues)
      state.roundStars = [...state.roundStars, Math.max(1, 4 - out.round.cluesShown)];
    const reveal = await roundReveal(out.round, ctx);
    const judgement = tapJudgement(true, taps);
    if (index + 1 < rounds.length) {
      state.current = index + 1;
      return { state, roundDone: true, judgement, reveal, next: roundSpec(state, state.current) };
    }
    state.finished = true;
    return { state, roundDone: true, judgement, reveal, next: null, finish: finishRun(state) };
  },

  /** Who Am I?'s "Another clue": shows the next clue (which lowers that person's stars). */
  action(current, action) {
    if (action.type !== "hint") throw new InvalidGameInput("This game has no such action.");
    const round = currentRound(current, current.current + 1);
    if (round.play !== "choice" || !round.clues) throw new InvalidGameInput("This game has no clues.");
    if (round.cluesShown >= round.clues.length) throw new InvalidGameInput("There are no more clues.");
    const next: KidsRound = { ...round, cluesShown: round.cluesShown + 1 };
    return {
      state: { ...current, rounds: current.rounds.map((r, i) => (i === current.current ? next : r)) },
      roundDone: false,
    };
  },
};
