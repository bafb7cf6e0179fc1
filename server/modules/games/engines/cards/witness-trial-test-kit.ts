// Test-only (engine tests, route tests and the e2e spec): an answer for the trial a run is in, built from the
// curated content so a test can play a run through without knowing the deal in advance.
import { objections } from "@server/modules/games/content/objections";

/** The part of the run's server-only state an answer needs (read with runKey / gameRunKey). */
export interface WitnessKeyState {
  hand: string[];
  objectionOrder: string[];
  objectionAt: number;
}

/** The objection the trial answers now. */
export function currentObjection(state: WitnessKeyState) {
  const id = state.objectionOrder[state.objectionAt % state.objectionOrder.length];
  const objection = objections.find((entry) => entry.id === id);
  if (!objection) throw new Error(`Unknown objection ${id}`);
  return objection;
}

/**
 * A convincing answer: every dealt card called by its code, then the objection's curated model (past the word
 * minimum on Normal, citing a curated verse, fresh for every objection).
 */
export function witnessAnswer(state: WitnessKeyState) {
  const objection = currentObjection(state);
  return { text: `My witnesses are ${state.hand.join(", ")}. ${objection.model}` };
}
