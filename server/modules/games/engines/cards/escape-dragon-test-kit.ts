// Test-only (engine tests, route tests and the e2e spec): a defence for the attack a run faces, built from the curated
// content so a test can play a run through without knowing the deal in advance.
import { dragonAttacks } from "@server/modules/games/content/dragon-attacks";

/** The part of the run's server-only state a defence needs (read with runKey / gameRunKey). */
export interface DragonKeyState {
  hand: string[];
  attackOrder: string[];
  attackAt: number;
}

/** The attack the run faces now. */
export function currentAttack(state: DragonKeyState) {
  const id = state.attackOrder[state.attackAt % state.attackOrder.length];
  const attack = dragonAttacks.find((entry) => entry.id === id);
  if (!attack) throw new Error(`Unknown dragon attack ${id}`);
  return attack;
}

/**
 * Two cards of the hand (the attack's strong ones first) and a defence that names both by code, then gives the
 * attack's curated model (past the word minimum on Normal, citing a key verse, fresh for every attack). It passes
 * when a strong card is in the hand (conditions A and B), else it holds its ground as a partial (B only).
 */
export function dragonDefence(state: DragonKeyState) {
  const attack = currentAttack(state);
  const strong = state.hand.filter((code) => (attack.strongCards as readonly string[]).includes(code));
  const cards = [...strong, ...state.hand.filter((code) => !strong.includes(code))].slice(0, 2);
  const text = `I answer with ${cards[0]} and ${cards[1]}. ${attack.model}`;
  return { cards, text, expected: strong.length > 0 ? ("pass" as const) : ("partial" as const) };
}
