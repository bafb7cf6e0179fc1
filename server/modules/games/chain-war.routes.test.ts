// Chain War (games.md §4.2) through the run API on a real database: the plan, what a round carries (never the
// curated links), forged plays refused, a verified link scored by the server, redeals, Hard's server clock and a
// run played to its win with the result, best and ledger written once.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { CHAIN_WAR } from "@common/games/rules";
import { createTestClock } from "@server/clock";
import { gameResults } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { chainLinks } from "./content/chain-links";
import "./engines/all";
import type { ChainWarState } from "./engines/cards/chain-war";
import { curatedPlay } from "./engines/cards/chain-war-test-kit";
import { cardGameRoutes, expectPremiumOnly } from "./card-game-route-test-kit";

const clock = createTestClock(new Date("2026-03-02T10:00:00.000Z"));
const app = useTestApp({ clock });

const { start: startChainWar, stateOf, answer } = cardGameRoutes<ChainWarState>(app, "chain-war");

const filler = (count: number) => Array.from({ length: count }, () => "grace").join(" ");

describe("Chain War", () => {
  test("Premium only: Essential gets 402 naming the game and the plan", () =>
    expectPremiumOnly(app, "chain-war", "Chain War"));

  test("a round shows the hand and rules, never a curated verse or note", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startChainWar(client);
    const payload = run.round.payload;
    expect(payload).toMatchObject({ kind: "cards", game: "chain-war", refField: true, redealsLeft: 2 });
    expect(payload.hand).toHaveLength(CHAIN_WAR.hand);
    const json = JSON.stringify(run);
    for (const row of chainLinks) expect(json).not.toContain(row.note);
    expect(json).not.toContain("symbols");
  });

  test("forged plays are refused with 422 and change nothing; a score field is refused by the schema", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startChainWar(client);
    const operatorsOnly = await answer(client, run.runId, 1, {
      cards: ["⊙", "⚖"],
      ref: "John 1:1",
      text: "x",
    });
    expect(operatorsOnly.status).toBe(422);
    expect(operatorsOnly.body.error.code).toBe("invalid_input");
    const forgedScore = await answer(client, run.runId, 1, {
      cards: ["2D", "|S"],
      ref: "Heb 9:11-12",
      text: filler(40),
      score: 15,
    });
    expect(forgedScore.status).toBe(422);
    const after = await client.get(`/api/games/runs/${run.runId}`);
    expect(after.body.score.score).toBe(0);
    expect(after.body.round.roundNo).toBe(1);
  });

  test("New prompt twice deals new hands; a third is refused", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startChainWar(client, "normal", "redeal-seed");
    const action = () => client.post(`/api/games/runs/${run.runId}/action`, { type: "redeal" });
    expect((await action()).body.run.round.payload.redealsLeft).toBe(1);
    expect((await action()).body.run.round.payload.redealsLeft).toBe(0);
    const third = await action();
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe("You have used both new prompts for this run.");
    const hint = await client.post(`/api/games/runs/${run.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(422);
  });

  test("Hard: the server's 4-minute turn clock ends a silent turn as a fail, hand unchanged", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startChainWar(client, "hard");
    expect(run.round.limitMs).toBe(CHAIN_WAR.hardSeconds * 1000);
    const before = await stateOf(run.runId);
    clock.advance(CHAIN_WAR.hardSeconds * 1000 + 3000);
    const after = (await client.get(`/api/games/runs/${run.runId}`)).body;
    expect(after.history[0].judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect((await stateOf(run.runId)).hand).toEqual(before.hand);
    expect(after.nextRound.roundNo).toBe(2);
  });

  test("curated links played to 15 points: won in the turn count, the result and points written once", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await startChainWar(client, "normal", "win-seed");
    const used = new Set<string>();
    let roundNo = 1;
    let body = run;
    while (!body.result && roundNo <= CHAIN_WAR.maxTurns) {
      const state = await stateOf(run.runId);
      const play = curatedPlay(state.hand, used);
      const res = play
        ? await answer(client, run.runId, roundNo, play)
        : await client.post(`/api/games/runs/${run.runId}/action`, { type: "redeal" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      body = res.body.run;
      if (play) {
        expect(res.body.judgement.verdict, res.body.judgement.feedback).toBe("pass");
        expect(res.body.judgement.points).toBe(3);
        if (body.nextRound) await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: roundNo + 1 });
        roundNo += 1;
      }
    }
    expect(body.result).toMatchObject({ won: true, title: `Chain complete in ${roundNo - 1} turns!` });
    expect(body.result.metric).toBe(roundNo - 1);
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gameId: "chain-war", won: true, ranked: true, score: 15 });
    const board = (await client.get("/api/games/chain-war/leaderboard?difficulty=normal")).body;
    expect(board.metric).toBe("turns");
    expect(board.me).toMatchObject({ rank: 1, best: roundNo - 1 });
  });
});
