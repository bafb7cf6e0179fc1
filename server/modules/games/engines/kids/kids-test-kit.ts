// Test-only: the tap a perfect player makes next, read from a kids run's server state (the answer key), and a
// wrong tap for the same board. Shared by the engine's unit test and the route test.
import type { RoundInput } from "@common/schemas/games";
import type { KidsRound, KidsState } from "./types";

export function roundOf(state: KidsState): KidsRound {
  const round = state.rounds[state.current];
  if (!round) throw new Error("no round in play");
  return round;
}

/** The right tap for the round in play. Memory: the partner of a face-up card, or a face-down card to start. */
export function rightTap(state: KidsState): RoundInput {
  const round = roundOf(state);
  switch (round.play) {
    case "order":
      return { choice: round.items[round.placed]?.id ?? "" };
    case "choice":
      return { choice: round.steps[round.step]?.answer ?? "" };
    case "match": {
      const pair = round.pairs.find((candidate) => !round.locked.includes(candidate.left.id));
      return { choices: [pair?.left.id ?? "", pair?.right.id ?? ""] };
    }
    case "memory": {
      const open = round.faceUp.length === 1 ? round.faceUp[0] : undefined;
      if (open !== undefined) {
        const partner = round.cards.findIndex((card, i) => i !== open && card.id === round.cards[open]?.id);
        return { choice: String(partner) };
      }
      const first = round.cards.findIndex((_, i) => !round.matched.includes(i));
      return { choice: String(first) };
    }
  }
}

/** A tap the board accepts but that is wrong (memory: turns a card that is not the face-up card's partner). */
export function wrongTap(state: KidsState): RoundInput {
  const round = roundOf(state);
  switch (round.play) {
    case "order":
      return { choice: round.items[round.placed + 1]?.id ?? "" };
    case "choice": {
      const step = round.steps[round.step];
      const wrong = step?.tiles.find((tile) => tile.id !== step.answer && !round.tried.includes(tile.id));
      return { choice: wrong?.id ?? "" };
    }
    case "match": {
      const open = round.pairs.filter((candidate) => !round.locked.includes(candidate.left.id));
      return { choices: [open[0]?.left.id ?? "", open[1]?.right.id ?? ""] };
    }
    case "memory": {
      const open = round.faceUp.length === 1 ? round.faceUp[0] : undefined;
      if (open === undefined) throw new Error("turn one card first");
      const other = round.cards.findIndex(
        (card, i) => i !== open && !round.matched.includes(i) && card.id !== round.cards[open]?.id,
      );
      return { choice: String(other) };
    }
  }
}
