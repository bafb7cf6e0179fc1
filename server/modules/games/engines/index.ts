// The engines by registry id. A live game without an engine is a defect: games.routes.test.ts checks every
// live registry entry has one.
import type { GameEngine } from "./types";

const engines = new Map<string, GameEngine>();

export function registerEngine(engine: GameEngine<never>): void {
  for (const id of engine.gameIds) engines.set(id, engine);
}

export function engineFor(gameId: string): GameEngine | undefined {
  return engines.get(gameId);
}
