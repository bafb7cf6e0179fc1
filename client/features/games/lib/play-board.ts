/**
 * The memory board's display (games.md §4.12, §4.16). The server's board is the truth; after a flip the page
 * plays a short sequence of frames over it: a match shown bright before it dims, a mismatch shown before it turns
 * back, and in the Verse Match duel the bot's flips one at a time. While a frame is up, clicks are ignored.
 */
import type { BoardDto, FlipResultDto } from "@common/schemas/games";

export interface BoardFrame {
  /** Cards face up and not (yet) matched. */
  faceUp: number[];
  /** Matched cards still shown bright (before they dim). */
  fresh: number[];
  /** Cards the server has matched but the page has not shown yet (the bot's later pairs). */
  hidden: number[];
  turn: "player" | "bot";
}

export interface TimedFrame {
  frame: BoardFrame;
  ms: number;
}

export interface BoardTiming {
  matchMs: number;
  mismatchMs: number;
  /** The pause between the bot's flips. */
  botStepMs: number;
}

export type CardState = "down" | "up" | "fresh" | "matched";

/** The frames that follow one flip's answer, in order; empty when the board shows as the server has it. */
export function flipFrames(flip: FlipResultDto, timing: BoardTiming): TimedFrame[] {
  const pair = flip.pair;
  if (!pair) return [];
  const turns = flip.botTurns ?? [];
  // Before turn i is shown, the bot's pairs of turns i… stay face down.
  const hiddenFrom = (i: number) => turns.slice(i).flatMap((turn) => (turn.matched ? turn.cards : []));
  if (pair.matched)
    return [
      {
        frame: { faceUp: [], fresh: [...pair.cards], hidden: hiddenFrom(0), turn: "player" },
        ms: timing.matchMs,
      },
    ];
  const frames: TimedFrame[] = [
    {
      frame: { faceUp: [...pair.cards], fresh: [], hidden: hiddenFrom(0), turn: "player" },
      ms: timing.mismatchMs,
    },
  ];
  turns.forEach((turn, i) => {
    const [first, second] = turn.cards;
    frames.push({
      frame: { faceUp: [first], fresh: [], hidden: hiddenFrom(i), turn: "bot" },
      ms: timing.botStepMs,
    });
    frames.push(
      turn.matched
        ? {
            frame: { faceUp: [], fresh: [first, second], hidden: hiddenFrom(i + 1), turn: "bot" },
            ms: timing.botStepMs,
          }
        : {
            frame: { faceUp: [first, second], fresh: [], hidden: hiddenFrom(i + 1), turn: "bot" },
            ms: timing.mismatchMs,
          },
    );
  });
  return frames;
}

/** How one card shows: from the frame when one is up, else from the server's board. */
export function cardState(board: BoardDto, frame: BoardFrame | null, card: number): CardState {
  if (frame) {
    if (frame.fresh.includes(card)) return "fresh";
    if (frame.faceUp.includes(card)) return "up";
    if (frame.hidden.includes(card)) return "down";
    return board.matched.includes(card) ? "matched" : "down";
  }
  if (board.matched.includes(card)) return "matched";
  // A mismatched pair stays face up on the server until the next flip; on screen it has turned back.
  return board.faceUp.length === 1 && board.faceUp.includes(card) ? "up" : "down";
}

/** The duel's numbers as shown: the bot's pairs not yet played out on screen are not counted yet. */
export function duelView(board: BoardDto, frame: BoardFrame | null) {
  if (!board.duel) return null;
  const hiddenPairs = frame ? frame.hidden.length / 2 : 0;
  return {
    turn: frame?.turn ?? board.duel.turn,
    playerPairs: board.duel.playerPairs,
    botPairs: Math.max(0, board.duel.botPairs - hiddenPairs),
  };
}

/** Pairs found as shown (the bot's too in a duel), before the frames catch up. */
export function pairsFoundView(board: BoardDto, frame: BoardFrame | null): number {
  return Math.max(0, board.pairsFound - (frame ? frame.hidden.length / 2 : 0));
}

/** Grid columns: 4 on phones; wider boards spread to 5 or 6 columns from `sm` up. */
export function boardGridClass(cards: number): string {
  if (cards > 20) return "grid-cols-4 sm:grid-cols-6";
  if (cards > 16) return "grid-cols-4 sm:grid-cols-5";
  return "grid-cols-4";
}
