// The state of a kids run (games.md §4.19). Every game is a list of rounds; each round is one of four plays, and
// each play keeps its own answer key here, on the server (the state is never sent: the payload is built from it).
import type { KidsBand } from "@common/games/rules";
import type { KidsTileDto } from "@common/schemas/games";

/** A tile with what the reveal needs besides its face. */
export type KidsTile = KidsTileDto & { ref?: string };

/** Tap the next tile: `items` are in their true order, `shown` is the shuffled order on screen. */
export interface OrderRound {
  play: "order";
  items: KidsTile[];
  shown: string[];
  slotLabels: string[];
  placed: number;
}

/** Tap the right tile; Verse Builder fills its blanks one after another, Who Am I? reveals clues. */
export interface ChoiceRound {
  play: "choice";
  verse?: { ref: string; text: string; blanks: string[] };
  /** One step per blank (Verse Builder) or a single step (Who Am I?). */
  steps: Array<{ tiles: KidsTile[]; answer: string }>;
  step: number;
  tried: string[];
  clues?: string[];
  cluesShown: number;
  /** Who Am I?: the person, for the reveal. */
  answerLabel?: string;
}

/** Tap a left tile then the right tile that belongs with it. */
export interface MatchRound {
  play: "match";
  scene: "armor" | "tabernacle" | "parables";
  pairs: Array<{ left: KidsTile; right: KidsTile }>;
  leftOrder: string[];
  rightOrder: string[];
  /** Left ids locked so far, in the order found. */
  locked: string[];
}

/** Turn two cards; a mismatched pair stays face up until the next tap. */
export interface MemoryRound {
  play: "memory";
  /** The board's cards in position order: the animal each shows. */
  cards: KidsTile[];
  matched: number[];
  faceUp: number[];
  mismatches: number;
  found: string[];
}

export type KidsRound = (OrderRound | ChoiceRound | MatchRound | MemoryRound) & {
  prompt: string;
  progressLabel: string;
  /** The Bible sentence shown when the round is done (KJV, fetched then). */
  closingRef: string;
};

export interface KidsState {
  gameId: string;
  band: KidsBand;
  rounds: KidsRound[];
  current: number;
  mistakes: number;
  /** Who Am I?: the stars of each person found (★★★ after clue 1, ★★ after 2, ★ after 3). */
  roundStars: number[];
  finished: boolean;
}
