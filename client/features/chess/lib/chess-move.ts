/**
 * A move as the form sends it (games.md §4.14): the reference, the commentary, the challenge it sets (none on the
 * match's last move) and `baseVersion` = the match's version as shown. Each submit gets a fresh `clientMoveId`; a
 * retry after a network failure sends the same move with the same id, so the server never plays it twice.
 */
import type { ChessCategory, ChessMoveInput } from "@common/games/chess";

/** A fresh id: crypto.randomUUID where the browser has it, else 128 random bits in the same shape. */
export function newMoveId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface MoveDraft {
  ref: string;
  commentary: string;
  category: ChessCategory | "";
  item: string;
}

/** The move to send, without its id; the challenge is left out on the last move (the server would drop it). */
export function moveBody(
  draft: MoveDraft,
  { lastMove, baseVersion }: { lastMove: boolean; baseVersion: number },
): Omit<ChessMoveInput, "clientMoveId"> {
  return {
    ref: draft.ref.trim(),
    commentary: draft.commentary.trim(),
    challenge:
      lastMove || draft.category === "" || draft.item === ""
        ? null
        : { category: draft.category, item: draft.item },
    baseVersion,
  };
}

/** What is still missing before the move can be sent, or null when it is ready. */
export function missingForMove(draft: MoveDraft, lastMove: boolean): string | null {
  if (draft.ref.trim() === "") return "Enter a reference.";
  if (draft.commentary.trim() === "") return "Write your commentary.";
  if (!lastMove && (draft.category === "" || draft.item === "")) return "Set a challenge for your opponent.";
  return null;
}

/**
 * One id per attempt: the same move (same body) keeps its id until the server has answered it (`settle`), so a
 * network retry is recognised; an edited move, or any move after an answer, gets a new one.
 */
export function createMoveIds(makeId: () => string = newMoveId) {
  let current: { key: string; id: string } | null = null;
  return {
    idFor(body: Omit<ChessMoveInput, "clientMoveId">): string {
      const key = JSON.stringify(body);
      if (current?.key !== key) current = { key, id: makeId() };
      return current.id;
    },
    settle() {
      current = null;
    },
  };
}
