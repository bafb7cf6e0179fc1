/**
 * The order engine (games.md §4.18) for Timeline Challenge: 5 rounds of 5, 7 or 9 events to put in order,
 * earliest first. One submission per round, scored by inversions: round(10 × (1 − inversions / max)), +5 when
 * perfect. Items carry run-unique random ids and are shown in an order that is never already correct; the
 * true order (the sort keys) stays in the state until the round is judged.
 */
import { countInversions, ENGINE_PASS_SHARE, ORDER_ENGINE, orderScore } from "@common/games/rules";
import type { Check, Judgement, Verdict } from "@common/games/judge/types";
import type { OptionDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import { timelineEvents } from "../content/timeline-events";
import type { Rng } from "../rng";
import { opaqueId } from "./opaque-id";
import {
  InvalidGameInput,
  type Difficulty,
  type Finish,
  type GameEngine,
  type RoundSpec,
  type StartContext,
  type StepOutcome,
} from "./types";
import { advance, scoredFinish } from "./finish";

interface OrderItem {
  id: string;
  eventId: string;
}

interface OrderRound {
  /** Items in the order shown (never the true order). */
  shown: OrderItem[];
  /** Event ids in the true order. */
  truth: string[];
  /** Set once judged. */
  score: number | null;
  inversions: number | null;
}

export interface OrderState {
  gameId: string;
  difficulty: Difficulty;
  rounds: OrderRound[];
  /** 0-based index of the round in play. */
  current: number;
  finished: boolean;
}

const eventsById = new Map(timelineEvents.map((event) => [event.id, event]));

function eventOf(eventId: string) {
  const event = eventsById.get(eventId);
  if (!event) throw new Error(`Unknown timeline event ${eventId}`);
  return event;
}

/** The best a round of `items` can score. */
export function roundMax(items: number): number {
  return orderScore(0, items);
}

function runMax(state: OrderState): number {
  return state.rounds.reduce((sum, round) => sum + roundMax(round.truth.length), 0);
}

function runScore(state: OrderState): number {
  return state.rounds.reduce((sum, round) => sum + (round.score ?? 0), 0);
}

/** Shuffles until the shown order differs from the true one (swaps the first two if the rng insists). */
function shuffledOutOfOrder<T>(items: readonly T[], rng: Rng): T[] {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const shuffled = rng.shuffle(items);
    if (shuffled.some((item, index) => item !== items[index])) return shuffled;
  }
  const swapped = [...items];
  const [first, second] = swapped;
  if (first !== undefined && second !== undefined) {
    swapped[0] = second;
    swapped[1] = first;
  }
  return swapped;
}

function option(item: OrderItem): OptionDto {
  const event = eventOf(item.eventId);
  return { id: item.id, label: event.label, detail: event.ref };
}

function roundSpec(state: OrderState, index: number): RoundSpec | null {
  const round = state.rounds[index];
  if (!round) return null;
  const payload: RoundPayload = {
    kind: "order",
    prompt: "Put these events in order, earliest first.",
    items: round.shown.map(option),
  };
  return { roundNo: index + 1, promptKey: `round-${index + 1}`, payload, limitMs: null };
}

function judge(round: OrderRound, inversions: number, score: number, placed: number): Judgement {
  const n = round.truth.length;
  const verdict: Verdict = inversions === 0 ? "pass" : score >= 5 ? "partial" : "fail";
  const checks: Check[] = [
    { id: "in-place", ok: placed === n, label: `${placed} of ${n} events in the right place` },
    {
      id: "inversions",
      ok: inversions === 0,
      label:
        inversions === 0
          ? "No pair out of order"
          : `${inversions} pair${inversions === 1 ? "" : "s"} out of order`,
    },
    { id: "perfect", ok: inversions === 0, label: `Perfect order +${ORDER_ENGINE.perfectBonus}` },
  ];
  const feedback =
    inversions === 0
      ? `Perfect order: ${score} points. History and prophecy unfold just as Scripture sets them out.`
      : score >= 5
        ? `Close: ${score} points. Compare your order with the true sequence below.`
        : `${score} points this time. Study the true sequence and its references below.`;
  return { verdict, points: score, feedback, checks, source: "rules" };
}

function finishRun(state: OrderState): Finish {
  const score = runScore(state);
  const maxScore = runMax(state);
  const perfectRounds = state.rounds.filter((round) => round.inversions === 0).length;
  const inversions = state.rounds.reduce((sum, round) => sum + (round.inversions ?? 0), 0);
  return scoredFinish({
    score,
    maxScore,
    passed: score >= ENGINE_PASS_SHARE * maxScore,
    passTitle: "Passed",
    metrics: { rounds: state.rounds.length, perfectRounds, inversions },
  });
}

function submit(current: OrderState, roundNo: number, input: RoundInput): StepOutcome<OrderState> {
  if (current.finished) throw new InvalidGameInput("This game has ended.");
  const index = current.current;
  const source = current.rounds[index];
  if (!source || roundNo !== index + 1) throw new InvalidGameInput("That round is not open.");
  if (input.choice !== undefined || input.choices !== undefined || input.text !== undefined)
    throw new InvalidGameInput("This game does not take that kind of answer.");
  const order = input.order;
  const ids = new Set(source.shown.map((item) => item.id));
  if (
    !order ||
    order.length !== ids.size ||
    new Set(order).size !== order.length ||
    !order.every((id) => ids.has(id))
  )
    throw new InvalidGameInput("Send every event of this round exactly once.");

  const eventOfItem = new Map(source.shown.map((item) => [item.id, item.eventId]));
  const ranks = order.map((id) => source.truth.indexOf(eventOfItem.get(id) ?? ""));
  const inversions = countInversions(ranks);
  const score = orderScore(inversions, ranks.length);
  const placed = ranks.filter((rank, position) => rank === position).length;

  const round: OrderRound = { ...source, score, inversions };
  const state: OrderState = {
    ...current,
    rounds: current.rounds.map((existing, i) => (i === index ? round : existing)),
  };
  const itemOfEvent = new Map(source.shown.map((item) => [item.eventId, item]));
  const trueOrder = round.truth.flatMap((eventId) => {
    const item = itemOfEvent.get(eventId);
    return item ? [option(item)] : [];
  });
  const outcome: StepOutcome<OrderState> = {
    state,
    roundDone: true,
    judgement: judge(round, inversions, score, placed),
    reveal: {
      correct: trueOrder.map((item) => item.id),
      picked: [...order],
      order: trueOrder,
      refs: round.truth.map((eventId) => eventOf(eventId).ref),
      explanation: round.truth
        .map((eventId) => `${eventOf(eventId).label} (${eventOf(eventId).ref})`)
        .join(" → "),
    },
  };
  return { ...outcome, ...advance(state, index, state.rounds.length, roundSpec, finishRun) };
}

export const orderEngine: GameEngine<OrderState> = {
  gameIds: ["timeline_challenge"],
  totalRounds: (state) => state.rounds.length,

  start(gameId: string, ctx: StartContext) {
    if (gameId !== "timeline_challenge") throw new Error(`orderEngine cannot play ${gameId}`);
    const size = ORDER_ENGINE.items[ctx.difficulty];
    const drawn = ctx.rng.pick(timelineEvents, ORDER_ENGINE.rounds * size);
    const used = new Set<string>();
    const rounds: OrderRound[] = [];
    for (let r = 0; r < ORDER_ENGINE.rounds; r += 1) {
      const events = [...drawn.slice(r * size, (r + 1) * size)].sort((a, b) => a.sortKey - b.sortKey);
      const items = events.map((event) => ({ id: opaqueId(ctx.rng, used), eventId: event.id }));
      rounds.push({
        shown: shuffledOutOfOrder(items, ctx.rng),
        truth: events.map((event) => event.id),
        score: null,
        inversions: null,
      });
    }
    const state: OrderState = { gameId, difficulty: ctx.difficulty, rounds, current: 0, finished: false };
    return Promise.resolve({ state, round: roundSpec(state, 0) });
  },

  round(state, roundNo) {
    return roundSpec(state, roundNo - 1);
  },

  score(state): RunScoreDto {
    return {
      score: runScore(state),
      maxScore: runMax(state),
      correct: state.rounds.filter((round) => round.inversions === 0).length,
    };
  },

  answer(state, roundNo, input) {
    return submit(state, roundNo, input);
  },
};
