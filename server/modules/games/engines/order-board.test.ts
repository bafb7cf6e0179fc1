import { describe, expect, it } from "vitest";
import { parseReference } from "@common/bible/reference";
import { ORDER_ENGINE, orderScore } from "@common/games/rules";
import type { RoundInput, RoundPayload } from "@common/schemas/games";
import { timelineEvents } from "../content/timeline-events";
import { createRng } from "../rng";
import { orderEngine, type OrderState } from "./order-board";
import type { Difficulty, EngineDeps, StepOutcome } from "./types";
import { InvalidGameInput } from "./types";

const deps: EngineDeps = {
  verseText: () => Promise.resolve("text"),
  memoryVerses: () => Promise.resolve([]),
};

async function start(difficulty: Difficulty = "easy", seed = "seed") {
  return orderEngine.start("timeline_challenge", {
    mode: "solo",
    difficulty,
    rng: createRng(seed),
    now: new Date(),
    deps,
  });
}

function answer(state: OrderState, roundNo: number, input: RoundInput): StepOutcome<OrderState> {
  if (!orderEngine.answer) throw new Error("no answer");
  return orderEngine.answer(state, roundNo, input, {
    now: new Date(),
    msLeft: null,
    limitMs: null,
    history: [],
    deps,
  }) as StepOutcome<OrderState>;
}

function orderPayload(payload: RoundPayload | undefined) {
  if (payload?.kind !== "order") throw new Error("not an order payload");
  return payload;
}

/** The item ids of the open round in their true order. */
function trueOrder(state: OrderState): string[] {
  const round = state.rounds[state.current];
  if (!round) throw new Error("no round");
  return round.truth.map((eventId) => round.shown.find((item) => item.eventId === eventId)?.id ?? "");
}

const sortKeyOf = new Map(timelineEvents.map((event) => [event.id, event.sortKey]));

describe("order engine (Timeline Challenge)", () => {
  it("deals 5 rounds of the difficulty's size, no event twice, ids opaque, ref in detail", async () => {
    for (const difficulty of ["easy", "normal", "hard"] as const) {
      const { state, round } = await start(difficulty);
      const size = ORDER_ENGINE.items[difficulty];
      expect(state.rounds).toHaveLength(ORDER_ENGINE.rounds);
      const events = state.rounds.flatMap((r) => r.truth);
      expect(events).toHaveLength(ORDER_ENGINE.rounds * size);
      expect(new Set(events).size).toBe(events.length);
      for (const r of state.rounds) {
        const keys = r.truth.map((id) => sortKeyOf.get(id) ?? 0);
        expect(keys).toEqual([...keys].sort((a, b) => a - b));
      }
      const payload = orderPayload(round?.payload);
      expect(round?.roundNo).toBe(1);
      expect(round?.limitMs).toBeNull();
      expect(payload.items).toHaveLength(size);
      const json = JSON.stringify(payload);
      for (const id of state.rounds[0]?.truth ?? []) expect(json).not.toContain(`"${id}"`);
      expect(json).not.toContain("sortKey");
      for (const item of payload.items) {
        expect(parseReference(item.detail ?? "")).not.toBeNull();
        expect(timelineEvents.some((event) => event.label === item.label && event.ref === item.detail)).toBe(
          true,
        );
      }
    }
  });

  it("never shows a round already in order", async () => {
    for (let i = 0; i < 40; i += 1) {
      const { state } = await start("easy", `shuffle-${i}`);
      for (const r of state.rounds) expect(r.shown.map((item) => item.eventId)).not.toEqual(r.truth);
    }
  });

  it("a perfect order scores 10 + 5 and passes, with the true order in the reveal", async () => {
    const { state } = await start("easy");
    const ids = trueOrder(state);
    const outcome = answer(state, 1, { order: ids });
    expect(outcome.roundDone).toBe(true);
    expect(outcome.judgement?.points).toBe(10 + ORDER_ENGINE.perfectBonus);
    expect(outcome.judgement?.verdict).toBe("pass");
    expect(outcome.judgement?.source).toBe("rules");
    expect(outcome.reveal?.order?.map((item) => item.id)).toEqual(ids);
    expect(outcome.reveal?.order?.every((item) => item.detail && item.label)).toBe(true);
    expect(outcome.reveal?.refs).toHaveLength(ids.length);
    expect(outcome.next?.roundNo).toBe(2);
    expect(orderEngine.score(outcome.state).score).toBe(15);
  });

  it("scores by inversions: one swap is partial, reversed is a fail", async () => {
    const { state } = await start("easy");
    const ids = trueOrder(state);
    const swapped = [ids[1], ids[0], ...ids.slice(2)] as string[];
    const near = answer(state, 1, { order: swapped });
    expect(near.judgement?.points).toBe(orderScore(1, 5));
    expect(near.judgement?.points).toBe(9);
    expect(near.judgement?.verdict).toBe("partial");
    expect(near.reveal?.picked).toEqual(swapped);

    const reversed = answer(state, 1, { order: [...ids].reverse() });
    expect(reversed.judgement?.points).toBe(0);
    expect(reversed.judgement?.verdict).toBe("fail");
    expect(reversed.judgement?.checks.find((check) => check.id === "inversions")?.label).toBe(
      "10 pairs out of order",
    );
  });

  it("refuses an order that is not a permutation of the round's ids", async () => {
    const { state } = await start("easy");
    const ids = trueOrder(state);
    const [a = "", b = ""] = ids;
    expect(() => answer(state, 1, {})).toThrow(InvalidGameInput);
    expect(() => answer(state, 1, { order: ids.slice(1) })).toThrow(InvalidGameInput);
    expect(() => answer(state, 1, { order: [a, a, ...ids.slice(2)] })).toThrow(InvalidGameInput);
    expect(() => answer(state, 1, { order: [...ids.slice(0, -1), "zzzzzz"] })).toThrow(InvalidGameInput);
    expect(() => answer(state, 1, { order: [...ids, b] })).toThrow(InvalidGameInput);
    expect(() => answer(state, 1, { order: ids, choice: a })).toThrow(InvalidGameInput);
    expect(() => answer(state, 2, { order: ids })).toThrow(InvalidGameInput);
  });

  it("finishes after round 5: Passed at 70 % of 75, else Keep practising", async () => {
    const play = async (perfectRounds: number) => {
      let { state } = await start("normal", `finish-${perfectRounds}`);
      let outcome: StepOutcome<OrderState> | null = null;
      for (let r = 0; r < ORDER_ENGINE.rounds; r += 1) {
        const ids = trueOrder(state);
        outcome = answer(state, r + 1, { order: r < perfectRounds ? ids : [...ids].reverse() });
        state = outcome.state;
      }
      return outcome;
    };
    const all = await play(5);
    expect(all?.finish).toEqual(
      expect.objectContaining({ score: 75, maxScore: 75, won: true, metric: 75, title: "Passed" }),
    );
    expect(all?.finish?.metrics.perfectRounds).toBe(5);
    expect(all?.next).toBeNull();
    const three = await play(3);
    expect(three?.finish?.score).toBe(45);
    expect(three?.finish?.title).toBe("Keep practising");
    expect(three?.finish?.won).toBe(false);
    const four = await play(4);
    expect(four?.finish?.score).toBe(60);
    expect(four?.finish?.title).toBe("Passed");
    if (four) expect(() => answer(four.state, 6, { order: [] })).toThrow(InvalidGameInput);
  });
});
