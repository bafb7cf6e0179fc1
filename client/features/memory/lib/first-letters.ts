// First letters mode: the member types the first letter of each word. A wrong letter flashes and marks
// the word as missed; the member stays on it until the right letter comes.
import { HESITATION_MS } from "./grades";
import { type VerseToken, verseTokens } from "./words";

export type LetterTarget = { display: string; letter: string };

/** One target per word: its display form and the lower-case first letter or digit to type. */
export function firstLetterTargets(text: string): LetterTarget[] {
  return verseTokens(text)
    .filter((token: VerseToken) => token.word.length > 0)
    .map((token) => ({ display: token.display, letter: token.word[0]! }));
}

export const letterMatches = (target: LetterTarget, key: string): boolean =>
  key.length === 1 && key.toLowerCase() === target.letter;

export type FirstLettersState = {
  index: number; // the word being asked
  missed: ReadonlySet<number>; // words with at least one wrong letter
  lastKeyAt: number | null;
  maxGapMs: number; // longest pause between two keys (the wait before the first key is reading time)
};

export const startFirstLetters = (): FirstLettersState => ({
  index: 0,
  missed: new Set(),
  lastKeyAt: null,
  maxGapMs: 0,
});

/** Applies one typed key at time `at` (ms). Returns the new state and whether the key was right. */
export function typeLetter(
  state: FirstLettersState,
  targets: readonly LetterTarget[],
  key: string,
  at: number,
): { state: FirstLettersState; correct: boolean } {
  const target = targets[state.index];
  if (!target) return { state, correct: false };
  const gap = state.lastKeyAt === null ? 0 : at - state.lastKeyAt;
  const maxGapMs = Math.max(state.maxGapMs, gap);
  if (letterMatches(target, key))
    return { state: { ...state, index: state.index + 1, lastKeyAt: at, maxGapMs }, correct: true };
  const missed = new Set(state.missed);
  missed.add(state.index);
  return { state: { ...state, missed, lastKeyAt: at, maxGapMs }, correct: false };
}

export const firstLettersDone = (state: FirstLettersState, targets: readonly LetterTarget[]) =>
  state.index >= targets.length;

/** Share of words whose first letter was right at the first try. */
export function firstLettersAccuracy(state: FirstLettersState, total: number): number {
  return total === 0 ? 0 : (total - state.missed.size) / total;
}

export const hesitated = (state: FirstLettersState): boolean => state.maxGapMs > HESITATION_MS;
