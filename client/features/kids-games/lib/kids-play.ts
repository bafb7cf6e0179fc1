/** Pure helpers of the kids boards (games.md §4.19): what a board shows from its payload, and the result's verse. */
import type { KidsBoardDto, KidsTileDto, RevealDto, RoundPayload, RunDto } from "@common/schemas/games";

export type KidsPayload = Extract<RoundPayload, { kind: "kids" }>;
type MatchBoard = Extract<KidsBoardDto, { play: "match" }>;
type MemoryBoard = Extract<KidsBoardDto, { play: "memory" }>;

export const isKidsPayload = (payload: RoundPayload): payload is KidsPayload => payload.kind === "kids";

/** The matched pairs of a match board as tiles, in the order they were found. */
export function matchedPairs(board: MatchBoard): Array<{ left: KidsTileDto; right: KidsTileDto }> {
  return board.matched.flatMap(({ left, right }) => {
    const leftTile = board.left.find((tile) => tile.id === left);
    const rightTile = board.right.find((tile) => tile.id === right);
    return leftTile && rightTile ? [{ left: leftTile, right: rightTile }] : [];
  });
}

/** Which tile ids of a match board are locked in a pair. */
export function matchedIds(board: MatchBoard): Set<string> {
  return new Set(board.matched.flatMap(({ left, right }) => [left, right]));
}

/** Two by Two: pairs found so far (the animals on the ark). */
export const pairsFound = (board: MemoryBoard) => board.found.length;

/**
 * Whether a memory card can be turned: face down, or one of a mismatched pair still showing (the next tap turns
 * that pair back). The one card turned so far, and found pairs, wait.
 */
export function canTurn(board: MemoryBoard, card: MemoryBoard["cards"][number]): boolean {
  if (card.matched) return false;
  if (card.face === null) return true;
  return board.cards.filter((other) => other.face !== null && !other.matched).length === 2;
}

/**
 * The cheer for a right tap that did not finish the round. A memory board's first card of a pair is a turn, not an
 * answer: only a pair found is cheered.
 */
export function cheerFor(
  before: KidsBoardDto,
  after: RoundPayload | null | undefined,
  feedback: string,
): string {
  if (before.play !== "memory") return feedback;
  const board = after?.kind === "kids" ? after.board : null;
  return board?.play === "memory" && board.found.length > before.found.length ? feedback : "";
}

/**
 * The short Bible sentence of a finished run: the newest reveal with an explanation (the last round's, when the
 * page still has it, else the run's history).
 */
export function bibleSentence(
  run: Pick<RunDto, "history">,
  lastReveal: RevealDto | null = null,
): { text: string; refs: string[] } | null {
  const reveals = [lastReveal, ...[...run.history].reverse().map((entry) => entry.reveal)];
  const found = reveals.find((reveal) => reveal?.explanation);
  return found?.explanation ? { text: found.explanation, refs: found.refs ?? [] } : null;
}
