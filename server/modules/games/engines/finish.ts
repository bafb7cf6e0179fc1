// The end of a run for the games ranked by score (games.md §4.13, §4.15, §4.17, §4.18): one shape for the result,
// so the pass titles and the bot's verdict are worded once.
import type { Finish, RoundSpec, StepOutcome } from "./types";

/** "You win!" / "The bot wins" / "It's a draw": the higher total wins; a tie is a draw (§4.15 bot mode). */
export function botResult(score: number, botTotal: number): { won: boolean; title: string } {
  if (score > botTotal) return { won: true, title: "You win!" };
  if (score < botTotal) return { won: false, title: "The bot wins" };
  return { won: false, title: "It's a draw" };
}

/**
 * A run whose metric is its score: won at the game's pass mark (`passed`, titled `passTitle`, else "Keep
 * practising"), or, against the bot, by the higher total.
 */
export function scoredFinish(input: {
  score: number;
  maxScore: number;
  passed: boolean;
  passTitle: string;
  metrics: Record<string, number>;
  botTotal?: number;
}): Finish {
  const { score, maxScore, metrics } = input;
  if (input.botTotal !== undefined) {
    const { won, title } = botResult(score, input.botTotal);
    return { score, maxScore, won, metric: score, title, metrics: { ...metrics, botScore: input.botTotal } };
  }
  return {
    score,
    maxScore,
    won: input.passed,
    metric: score,
    title: input.passed ? input.passTitle : "Keep practising",
    metrics,
  };
}

/** After a settled round of a board engine: the next round, or the run's end when it was the last. */
export function advance<S extends { current: number; finished: boolean }>(
  state: S,
  index: number,
  rounds: number,
  roundSpec: (state: S, index: number) => RoundSpec | null,
  finish: (state: S) => Finish,
): Pick<StepOutcome<S>, "next" | "finish"> {
  if (index + 1 < rounds) {
    state.current = index + 1;
    return { next: roundSpec(state, state.current) };
  }
  state.finished = true;
  return { next: null, finish: finish(state) };
}
