import type { RoundPayload } from "@common/schemas/games";

type CardsPayload = Extract<RoundPayload, { kind: "cards" }>;

const kindNames: Record<string, string> = { dimension: "dimension", wall: "wall", operator: "operator" };

/** "Pick 2–3 cards, at least one a dimension or wall." — the hand's rule as the player reads it. */
export function pickRuleText(pick: CardsPayload["pick"]): string {
  if (pick.max === 0) return "Use every card dealt.";
  const count = pick.min === pick.max ? `${pick.min}` : `${pick.min}–${pick.max}`;
  const noun = pick.max === 1 ? "card" : "cards";
  const kinds = pick.needKinds.map((kind) => kindNames[kind] ?? kind);
  const need = kinds.length > 0 ? `, at least one a ${kinds.join(" or ")}` : "";
  return `Pick ${count} ${noun}${need}.`;
}

/**
 * Whether Submit may be pressed (§4.0): the pick rule holds, the reference field is filled where there is one,
 * and the words reach the minimum (per card played where the game counts so). The server checks all of it again.
 */
export function cardsRoundReady(
  payload: Pick<CardsPayload, "hand" | "pick" | "words" | "refField">,
  draft: { cards: readonly string[]; ref: string; words: number },
): { ok: boolean; minWords: number; wordsMet: boolean } {
  const kinds = draft.cards.map((code) => payload.hand.find((card) => card.code === code)?.kind);
  const countOk = draft.cards.length >= payload.pick.min && draft.cards.length <= payload.pick.max;
  const kindsOk =
    payload.pick.needKinds.length === 0 ||
    kinds.some((kind) => kind && payload.pick.needKinds.includes(kind));
  const minWords = payload.words.perCard
    ? payload.words.min * Math.max(draft.cards.length, payload.pick.min)
    : payload.words.min;
  const wordsMet = draft.words >= minWords;
  const refOk = !payload.refField || draft.ref.trim() !== "";
  return { ok: countOk && kindsOk && wordsMet && refOk, minWords, wordsMet };
}
