// Connect-6 Draft (games.md §4.5) through the run API on a real database: the plan, what a round carries (never a
// proof text or the doctrine ids), forged plays refused, redeals, Hard's server clock and a run played through its
// 6 rounds to the win with the result written once.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { CONNECT6_DRAFT } from "@common/games/rules";
import { createTestClock } from "@server/clock";
import { gameResults } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { doctrines } from "./content/doctrines";
import "./engines/all";
import type { Connect6State } from "./engines/cards/connect6-draft";
import { curatedPlay } from "./engines/cards/connect6-draft-test-kit";
import { cardGameRoutes, expectPremiumOnly } from "./card-game-route-test-kit";

const clock = createTestClock(new Date("2026-03-02T10:00:00.000Z"));
const app = useTestApp({ clock });

const { start: startConnect6, stateOf, answer } = cardGameRoutes<Connect6State>(app, "connect6-draft");

describe("Connect-6 Draft", () => {
  test("Premium only: Essential gets 402 naming the game and the plan", () =>
    expectPremiumOnly(app, "connect6-draft", "Connect-6 Draft"));

  test("a round shows 3 doctrines by name with opaque ids and 4 genre cards, never a proof text", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startConnect6(client);
    const payload = run.round.payload;
    expect(payload).toMatchObject({ kind: "connect6", wordsPerPair: 25, redealsLeft: 2 });
    expect(payload.hand).toHaveLength(CONNECT6_DRAFT.hand);
    expect(payload.doctrines).toHaveLength(CONNECT6_DRAFT.doctrinesOffered);
    const json = JSON.stringify(run);
    const state = await stateOf(run.runId);
    for (const entry of state.offer) {
      const doctrine = doctrines.find((candidate) => candidate.id === entry.doctrineId)!;
      for (const ref of Object.values(doctrine.proofTexts).flat()) expect(json).not.toContain(`"${ref}"`);
      expect(json).not.toContain(`"${doctrine.id}"`);
    }
    expect(json).not.toContain("proofTexts");
    expect(json).not.toContain("synonyms");
  });

  test("forged plays are refused with 422 and change nothing", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startConnect6(client);
    const state = await stateOf(run.runId);
    const choice = run.round.payload.doctrines[0].id;
    const pair = (card: string) => ({ card, ref: "Gen 2:2-3", text: "Sabbath grace" });
    const notHeld = (["Pr", "Go", "Ep", "Hi", "Po", "Pa"] as const).find(
      (code) => !state.hand.includes(code),
    )!;
    const forged = [
      { choice, pairs: [pair(state.hand[0]!)] },
      { choice, pairs: [pair(state.hand[0]!), pair(notHeld)] },
      { choice: "sabbath", pairs: [pair(state.hand[0]!), pair(state.hand[1]!)] },
      { pairs: [pair(state.hand[0]!), pair(state.hand[1]!)] },
      { choice, pairs: [pair(state.hand[0]!), { ...pair(state.hand[1]!), ref: "" }] },
      { choice, pairs: [pair(state.hand[0]!), pair(state.hand[1]!)], score: 36 },
    ];
    for (const input of forged) {
      const res = await answer(client, run.runId, 1, input);
      expect(res.status, JSON.stringify(input)).toBe(422);
      expect(res.body.error.code).toBe("invalid_input");
    }
    const after = await client.get(`/api/games/runs/${run.runId}`);
    expect(after.body.score.score).toBe(0);
    expect(after.body.round.roundNo).toBe(1);
    expect((await stateOf(run.runId)).hand).toEqual(state.hand);
  });

  test("Rom 5:1 claimed as another genre fails that pair with 'Romans is an Epistle'", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startConnect6(client, "normal", "romans-seed");
    const state = await stateOf(run.runId);
    const [first, second] = state.hand.filter((code) => code !== "Ep");
    const choice = run.round.payload.doctrines[0].id;
    const res = await answer(client, run.runId, 1, {
      choice,
      pairs: [
        { card: first, ref: "Gen 1:1", text: "In the beginning God created the heaven and the earth." },
        { card: second, ref: "Rom 5:1", text: "Being justified by faith we have peace with God." },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.judgement.feedback).toContain("Romans is an Epistle");
    expect(res.body.judgement.points).toBe(0);
  });

  test("New prompt twice offers new doctrines; a third is refused; no hint on Normal", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startConnect6(client, "normal", "redeal-seed");
    const action = () => client.post(`/api/games/runs/${run.runId}/action`, { type: "redeal" });
    const first = await action();
    expect(first.body.run.round.payload.redealsLeft).toBe(1);
    expect(first.body.run.round.payload.doctrines).not.toEqual(run.round.payload.doctrines);
    expect((await action()).body.run.round.payload.redealsLeft).toBe(0);
    const third = await action();
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe("You have used both new prompts for this run.");
    const hint = await client.post(`/api/games/runs/${run.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(422);
  });

  test("Easy: Show a suggestion reveals two curated verses", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startConnect6(client, "easy");
    const hint = await client.post(`/api/games/runs/${run.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(200);
    expect(hint.body.run.round.payload.suggestion).toMatchObject({ available: false });
    expect(hint.body.run.round.payload.suggestion.refs).toHaveLength(2);
  });

  test("Hard: the server's 5-minute round clock ends a silent round as a fail, hand unchanged", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startConnect6(client, "hard");
    expect(run.round.limitMs).toBe(CONNECT6_DRAFT.hardSeconds * 1000);
    const before = await stateOf(run.runId);
    clock.advance(CONNECT6_DRAFT.hardSeconds * 1000 + 3000);
    const after = (await client.get(`/api/games/runs/${run.runId}`)).body;
    expect(after.history[0].judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect((await stateOf(run.runId)).hand).toEqual(before.hand);
    expect(after.nextRound.roundNo).toBe(2);
  });

  test("curated proof texts over 6 rounds: 36 points, won, the result written once", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await startConnect6(client, "normal", "win-seed");
    let roundNo = 1;
    let body = run;
    while (!body.result && roundNo <= CONNECT6_DRAFT.rounds) {
      const state = await stateOf(run.runId);
      const play = curatedPlay(state);
      const res = play
        ? await answer(client, run.runId, roundNo, play.input)
        : await client.post(`/api/games/runs/${run.runId}/action`, { type: "redeal" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      body = res.body.run;
      if (play) {
        expect(res.body.judgement.verdict, res.body.judgement.feedback).toBe("pass");
        expect(res.body.judgement.points).toBe(6);
        if (body.nextRound) await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: roundNo + 1 });
        roundNo += 1;
      }
    }
    expect(roundNo - 1).toBe(CONNECT6_DRAFT.rounds);
    expect(body.result).toMatchObject({ won: true, score: 36, title: "Doctrines connected!" });
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gameId: "connect6-draft", won: true, score: 36, maxScore: 36 });
  });
});
