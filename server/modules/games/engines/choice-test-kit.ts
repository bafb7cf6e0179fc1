// Test helpers for the choice engines: fake deps (fixed verse text, no memory verses) and contexts.
import type { GameModeId } from "@common/games/registry";
import { createRng } from "../rng";
import type { AnswerContext, Difficulty, EngineDeps, StartContext } from "./types";

export const fakeDeps: EngineDeps = {
  verseText: (ref) => Promise.resolve(`KJV text of ${ref}`),
  memoryVerses: () => Promise.resolve([]),
};

export function startCtx(difficulty: Difficulty, mode: GameModeId = "solo", seed = "seed"): StartContext {
  return { mode, difficulty, rng: createRng(seed), now: new Date("2025-01-01T00:00:00Z"), deps: fakeDeps };
}

export function answerCtx(
  msLeft: number | null,
  limitMs: number | null,
  history: string[] = [],
): AnswerContext {
  return { now: new Date("2025-01-01T00:00:10Z"), msLeft, limitMs, history, deps: fakeDeps };
}

/** Every key name anywhere in a JSON value. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}
