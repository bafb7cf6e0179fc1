/**
 * What the speaker button reads (games.md §4.19): the prompt, and with it the verse (a blank read as "blank") or the
 * newest clue. The reading itself is the browser's speech synthesis, lent by the page.
 */
import type { KidsBoardDto } from "@common/schemas/games";

/** The page's read-aloud: which text is being read, and a toggle (the same id again stops it). */
export interface ReadAloud {
  speaking: string | null;
  toggle: (id: string, text: string) => void;
}

/** A verse with its missing words ("____") said as "blank". */
export const speakable = (text: string) => text.replace(/_{2,}/g, "blank").replace(/\s+/g, " ").trim();

export function boardSpeech(prompt: string, board: KidsBoardDto): string {
  const parts = [prompt];
  if (board.play === "choice") {
    if (board.verse) parts.push(`${board.verse.text} ${board.verse.ref}`);
    const clue = board.clues?.at(-1);
    if (clue) parts.push(clue);
  }
  return speakable(parts.join(". ").replace(/([.!?])\./g, "$1"));
}
