// Test-only: what the card games' route tests share (games.md §4.0): start a seeded run, read the server's state
// (the keys) to build answers, answer a round, and the plan rule every card game has (Premium only, §3.10).
import { expect } from "vitest";
import type { TestAppHandle } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { runKey } from "./test-key";

export function cardGameRoutes<State>(app: TestAppHandle, gameId: string) {
  return {
    /** Starts a run (seeded, so a test can replay it) and returns the RunDto. */
    start: async (client: TestClient, difficulty = "normal", seed: string = crypto.randomUUID()) => {
      const res = await client.post(`/api/games/${gameId}/runs`, {
        mode: "solo",
        difficulty,
        options: { seed },
      });
      expect(res.status).toBe(201);
      return res.body;
    },
    /** The run's server-only state, keys included. */
    stateOf: async (runId: string) => (await runKey(app.db, runId))?.state as State,
    answer: (client: TestClient, runId: string, roundNo: number, input: Record<string, unknown>) =>
      client.post(`/api/games/runs/${runId}/answer`, { roundNo, clientAnswerId: crypto.randomUUID(), input }),
  };
}

/** §3.10 games.all: an Essential member's start is 402 with the spec's message naming the game and Premium. */
export async function expectPremiumOnly(app: TestAppHandle, gameId: string, title: string): Promise<void> {
  const { client } = await app.member({ plan: "essential" });
  const res = await client.post(`/api/games/${gameId}/runs`, { mode: "solo", difficulty: "normal" });
  expect(res.status).toBe(402);
  expect(res.body.error).toMatchObject({ code: "plan_required" });
  expect(res.body.error.message).toBe(`${title} is included in Premium.`);
}
