// The four plays of the kids games (games.md §4.19): what a round shows and what one tap does to it. Pure: each
// tap returns a new round and whether the tap was right, wrong, or finished the round. A tap the round cannot use
// (an id not on the board, a card already turned) is refused as invalid input, never counted as a mistake.
import type { KidsBoardDto, RoundInput } from "@common/schemas/games";
import { InvalidGameInput } from "../types";
import type { ChoiceRound, KidsRound, KidsTile, MatchRound, MemoryRound, OrderRound } from "./types";

export type TapResult = "right" | "wrong" | "done";

const face = ({ id, label, emoji, pictureOnly }: KidsTile) => ({
  id,
  label,
  ...(emoji ? { emoji } : {}),
  ...(pictureOnly ? { pictureOnly } : {}),
});

const MISSING = "____";

/** The verse with a gap for every blank not filled yet (the first occurrence of each blank word). */
export function verseWithGaps(text: string, blanks: readonly string[], filled: number): string {
  let out = text;
  blanks.forEach((word, index) => {
    if (index < filled) return;
    out = out.replace(new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`), MISSING);
  });
  return out;
}

export function boardOf(round: KidsRound): KidsBoardDto {
  switch (round.play) {
    case "order": {
      const byId = new Map(round.items.map((item) => [item.id, item]));
      const placedIds = new Set(round.items.slice(0, round.placed).map((item) => item.id));
      return {
        play: "order",
        slots: round.slotLabels.map((label, index) => {
          const item = index < round.placed ? round.items[index] : undefined;
          return { label, tile: item ? face(item) : null };
        }),
        tiles: round.shown
          .filter((id) => !placedIds.has(id))
          .flatMap((id) => {
            const item = byId.get(id);
            return item ? [face(item)] : [];
          }),
      };
    }
    case "choice": {
      const step = round.steps[round.step] ?? round.steps[round.steps.length - 1];
      return {
        play: "choice",
        ...(round.verse
          ? {
              verse: {
                ref: round.verse.ref,
                text: verseWithGaps(round.verse.text, round.verse.blanks, round.step),
              },
            }
          : {}),
        ...(round.clues ? { clues: round.clues.slice(0, round.cluesShown) } : {}),
        moreClues: round.clues !== undefined && round.cluesShown < round.clues.length,
        tiles: (step?.tiles ?? []).map(face),
        tried: [...round.tried],
      };
    }
    case "match": {
      const lefts = new Map(round.pairs.map((pair) => [pair.left.id, pair.left]));
      const rights = new Map(round.pairs.map((pair) => [pair.right.id, pair.right]));
      return {
        play: "match",
        scene: round.scene,
        left: round.leftOrder.flatMap((id) => (lefts.has(id) ? [face(lefts.get(id) as KidsTile)] : [])),
        right: round.rightOrder.flatMap((id) => (rights.has(id) ? [face(rights.get(id) as KidsTile)] : [])),
        matched: round.locked.flatMap((left) => {
          const pair = round.pairs.find((candidate) => candidate.left.id === left);
          return pair ? [{ left: pair.left.id, right: pair.right.id }] : [];
        }),
      };
    }
    case "memory": {
      const shown = new Set([...round.matched, ...round.faceUp]);
      const byId = new Map(round.cards.map((card) => [card.id, card]));
      return {
        play: "memory",
        cards: round.cards.map((card, index) => ({
          card: String(index),
          face: shown.has(index) ? face(card) : null,
          matched: round.matched.includes(index),
        })),
        pairs: round.cards.length / 2,
        found: round.found.flatMap((id) => (byId.has(id) ? [face(byId.get(id) as KidsTile)] : [])),
      };
    }
  }
}

function tapOrder(round: OrderRound, input: RoundInput): { round: OrderRound; result: TapResult } {
  const placed = new Set(round.items.slice(0, round.placed).map((item) => item.id));
  const tapped = input.choice;
  if (!tapped || !round.shown.includes(tapped) || placed.has(tapped))
    throw new InvalidGameInput("Tap one of the pictures that is still waiting.");
  if (round.items[round.placed]?.id !== tapped) return { round, result: "wrong" };
  const next = { ...round, placed: round.placed + 1 };
  return { round: next, result: next.placed === next.items.length ? "done" : "right" };
}

function tapChoice(round: ChoiceRound, input: RoundInput): { round: ChoiceRound; result: TapResult } {
  const step = round.steps[round.step];
  const tapped = input.choice;
  if (!step || !tapped || !step.tiles.some((tile) => tile.id === tapped) || round.tried.includes(tapped))
    throw new InvalidGameInput("Tap one of the cards.");
  if (tapped !== step.answer) {
    // A wrong name in Who Am I? brings the next clue, so a child is never stuck.
    const cluesShown =
      round.clues && round.cluesShown < round.clues.length ? round.cluesShown + 1 : round.cluesShown;
    return { round: { ...round, tried: [...round.tried, tapped], cluesShown }, result: "wrong" };
  }
  const next = { ...round, step: round.step + 1, tried: [] };
  return { round: next, result: next.step === next.steps.length ? "done" : "right" };
}

function tapMatch(round: MatchRound, input: RoundInput): { round: MatchRound; result: TapResult } {
  const [left, right] = input.choices ?? [];
  const leftPair = round.pairs.find((pair) => pair.left.id === left);
  const rightPair = round.pairs.find((pair) => pair.right.id === right);
  if (input.choices?.length !== 2 || !leftPair || !rightPair)
    throw new InvalidGameInput("Tap one card on each side.");
  if (round.locked.includes(leftPair.left.id) || round.locked.includes(rightPair.left.id))
    throw new InvalidGameInput("That card is already matched.");
  if (leftPair !== rightPair) return { round, result: "wrong" };
  const next = { ...round, locked: [...round.locked, leftPair.left.id] };
  return { round: next, result: next.locked.length === next.pairs.length ? "done" : "right" };
}

function tapMemory(round: MemoryRound, input: RoundInput): { round: MemoryRound; result: TapResult } {
  const index = input.choice !== undefined && /^\d{1,2}$/.test(input.choice) ? Number(input.choice) : -1;
  // A pair left face up after a mismatch turns back over with the next tap.
  const faceUp = round.faceUp.length === 2 ? [] : round.faceUp;
  if (index < 0 || index >= round.cards.length || round.matched.includes(index) || faceUp.includes(index))
    throw new InvalidGameInput("Tap a card that is face down.");
  const up = [...faceUp, index];
  if (up.length === 1) return { round: { ...round, faceUp: up }, result: "right" };
  const [first = -1, second = -1] = up;
  const a = round.cards[first];
  const b = round.cards[second];
  if (!a || !b || a.id !== b.id)
    return { round: { ...round, faceUp: up, mismatches: round.mismatches + 1 }, result: "wrong" };
  const next: MemoryRound = {
    ...round,
    faceUp: [],
    matched: [...round.matched, first, second],
    found: [...round.found, a.id],
  };
  return { round: next, result: next.matched.length === next.cards.length ? "done" : "right" };
}

/** One tap on the round in play. */
export function tap(round: KidsRound, input: RoundInput): { round: KidsRound; result: TapResult } {
  const base = { prompt: round.prompt, progressLabel: round.progressLabel, closingRef: round.closingRef };
  switch (round.play) {
    case "order": {
      const out = tapOrder(round, input);
      return { round: { ...base, ...out.round }, result: out.result };
    }
    case "choice": {
      const out = tapChoice(round, input);
      return { round: { ...base, ...out.round }, result: out.result };
    }
    case "match": {
      const out = tapMatch(round, input);
      return { round: { ...base, ...out.round }, result: out.result };
    }
    case "memory": {
      const out = tapMemory(round, input);
      return { round: { ...base, ...out.round }, result: out.result };
    }
  }
}

/**
 * A wrong tap counts as a mistake, except on a memory board: turning cards that do not match is how the board is
 * learned, so only the mismatches beyond one per pair count (a decision recorded in docs/decisions.md).
 */
export const countsAsMistake = (round: KidsRound) => round.play !== "memory";

export function memoryMistakes(round: KidsRound): number {
  return round.play === "memory" ? Math.max(0, round.mismatches - round.cards.length / 2) : 0;
}
