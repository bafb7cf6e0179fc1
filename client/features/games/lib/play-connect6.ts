import type { RoundPayload } from "@common/schemas/games";

type Connect6Payload = Extract<RoundPayload, { kind: "connect6" }>;

/** Genre cards played per round (games.md §4.5): exactly two. */
export const CONNECT6_PICK = 2;

/** Toggles a genre card: off when picked, on while fewer than two are picked (a third is ignored). */
export function toggleGenreCard(picked: readonly string[], code: string): string[] {
  if (picked.includes(code)) return picked.filter((item) => item !== code);
  return picked.length >= CONNECT6_PICK ? [...picked] : [...picked, code];
}

export interface Connect6Draft {
  doctrine: string | null;
  /** The picked cards in order, each with its reference and its explanation's word count. */
  pairs: ReadonlyArray<{ card: string; ref: string; words: number }>;
}

/**
 * Whether Submit may be pressed (§4.0, §4.5): an offered doctrine is picked, exactly two cards of the hand are,
 * and each has a reference and an explanation reaching the words per pair. The server checks all of it again.
 */
export function connect6RoundReady(
  payload: Pick<Connect6Payload, "doctrines" | "hand" | "wordsPerPair">,
  draft: Connect6Draft,
): { ok: boolean; pairs: Array<{ card: string; wordsMet: boolean; refOk: boolean }> } {
  const doctrineOk = payload.doctrines.some((option) => option.id === draft.doctrine);
  const cards = draft.pairs.map((pair) => pair.card);
  const cardsOk =
    cards.length === CONNECT6_PICK &&
    new Set(cards).size === cards.length &&
    cards.every((code) => payload.hand.some((card) => card.code === code));
  const pairs = draft.pairs.map((pair) => ({
    card: pair.card,
    wordsMet: pair.words >= payload.wordsPerPair,
    refOk: pair.ref.trim() !== "",
  }));
  return { ok: doctrineOk && cardsOk && pairs.every((pair) => pair.wordsMet && pair.refOk), pairs };
}
