// Which puzzle a member gets next (screens.md §6.3): every round is the whole bank of a difficulty in an order of
// its own (a seeded shuffle, so the order holds across requests), never repeating a puzzle until the round is
// spent; then the next round starts, shuffled anew. Pure: the service reads the deals and writes the result.
import { createRng } from "@server/modules/games/rng";

export interface PastDeal {
  puzzleId: string;
  round: number;
}

export interface NextDeal {
  puzzleId: string;
  round: number;
  /** 1-based place in the round. */
  position: number;
  /** True for the first puzzle of a round after the first (the reshuffle note). */
  reshuffled: boolean;
}

/** The round's order: the bank shuffled by the seed and the round number. */
export function roundOrder(bankIds: readonly string[], seed: string, round: number): string[] {
  return createRng(`${seed}:${round}`).shuffle(bankIds);
}

/**
 * The next puzzle, given the deals so far (oldest first). A new round never opens with the puzzle that closed the
 * one before, so the reshuffle can't look like a repeat.
 */
export function nextDeal(bankIds: readonly string[], deals: readonly PastDeal[], seed: string): NextDeal {
  if (bankIds.length === 0) throw new Error("An empty equation bank can't be dealt");
  const inBank = new Set(bankIds);
  const current = deals.reduce((max, deal) => Math.max(max, deal.round), 1);
  const dealtIn = (round: number) =>
    new Set(
      deals.filter((deal) => deal.round === round && inBank.has(deal.puzzleId)).map((deal) => deal.puzzleId),
    );
  let round = current;
  let dealt = dealtIn(current);
  const reshuffled = dealt.size >= bankIds.length;
  if (reshuffled) {
    round = current + 1;
    dealt = dealtIn(round);
  }
  let order = roundOrder(bankIds, seed, round);
  const closedLast = deals.filter((deal) => deal.round === round - 1).at(-1)?.puzzleId;
  if (order.length > 1 && closedLast !== undefined && order[0] === closedLast)
    order = [...order.slice(1), closedLast];
  const puzzleId = order.find((id) => !dealt.has(id))!;
  return { puzzleId, round, position: dealt.size + 1, reshuffled };
}
