// Sanctuary Run (games.md §4.3) through the run API on a real database: the plan, what a round carries (the path in
// sanctuary order, never a curated list or model narrative), forged input refused, new prompts, Hard's server
// clock, and a run played to five passes ("VICTORY") with the result, best and leaderboard written once.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { articleCodes } from "@common/games/pt-symbols";
import { SANCTUARY_RUN } from "@common/games/rules";
import { createTestClock } from "@server/clock";
import { gameResults } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { sanctuaryArticleVerses, sanctuaryNarratives } from "./content/sanctuary-run";
import "./engines/all";
import { anchorOf, sanctuaryMaxScore, type SanctuaryRunState } from "./engines/cards/sanctuary-run";
import { sanctuaryNarrative } from "./engines/cards/sanctuary-run-test-kit";
import { cardGameRoutes, expectPremiumOnly } from "./card-game-route-test-kit";

const clock = createTestClock(new Date("2026-03-02T10:00:00.000Z"));
const app = useTestApp({ clock });

const { start: startSanctuaryRun, stateOf, answer } = cardGameRoutes<SanctuaryRunState>(app, "sanctuary-run");

describe("Sanctuary Run", () => {
  test("Premium only: Essential gets 402 naming the game and the plan", () =>
    expectPremiumOnly(app, "sanctuary-run", "Sanctuary Run"));

  test("a round shows the path in sanctuary order, never a curated verse list or model narrative", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startSanctuaryRun(client);
    const payload = run.round.payload;
    expect(payload).toMatchObject({
      kind: "cards",
      game: "sanctuary-run",
      path: true,
      pick: { min: 0, max: 0 },
      refField: false,
      refsRequired: 3,
      words: { min: SANCTUARY_RUN.baseWords, perCard: false },
      status: [
        { label: "ROUNDS WON", value: "0/5" },
        { label: "Round", value: "1 / 8" },
      ],
    });
    const codes: string[] = payload.hand.map((card: { code: string }) => card.code);
    expect(codes).toHaveLength(SANCTUARY_RUN.articles.normal);
    const order = (code: string) => (articleCodes as readonly string[]).indexOf(code);
    expect(codes).toEqual([...codes].sort((a, b) => order(a) - order(b)));
    expect(codes).toEqual((await stateOf(run.runId)).path);
    const json = JSON.stringify(run);
    for (const { narrative } of sanctuaryNarratives) expect(json).not.toContain(narrative.slice(0, 40));
    const anchors = new Set(articleCodes.map(anchorOf));
    for (const { verses } of sanctuaryArticleVerses)
      for (const ref of verses) if (!anchors.has(ref)) expect(json).not.toContain(`${ref})`);
  });

  test("forged input is refused with 422 and changes nothing; a score field is refused by the schema", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startSanctuaryRun(client);
    const before = await stateOf(run.runId);
    const text = sanctuaryNarrative(before.path, "forged");
    for (const input of [
      { cards: [...before.path].reverse(), text },
      { cards: [before.path[0]], text },
      { ref: "Heb 13:12", text },
      { text: "" },
      { text, score: 30 },
    ]) {
      const res = await answer(client, run.runId, 1, input);
      expect(res.status, JSON.stringify(input)).toBe(422);
      expect(res.body.error.code).toBe("invalid_input");
    }
    const after = await client.get(`/api/games/runs/${run.runId}`);
    expect(after.body.score.score).toBe(0);
    expect(after.body.round.roundNo).toBe(1);
    expect(await stateOf(run.runId)).toEqual(before);
  });

  test("New prompt twice deals new paths for the same round; a third is refused; Normal has no suggestion", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startSanctuaryRun(client, "normal", "redeal-seed");
    const first = (await stateOf(run.runId)).path;
    const action = () => client.post(`/api/games/runs/${run.runId}/action`, { type: "redeal" });
    const once = await action();
    expect(once.body.run.round.payload.redealsLeft).toBe(1);
    expect(once.body.run.round.roundNo).toBe(1);
    expect((await stateOf(run.runId)).path).not.toEqual(first);
    expect((await action()).body.run.round.payload.redealsLeft).toBe(0);
    const third = await action();
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe("You have used both new prompts for this run.");
    const hint = await client.post(`/api/games/runs/${run.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(422);
  });

  test("Hard: the server's 5-minute round clock ends a silent round as a fail", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startSanctuaryRun(client, "hard");
    expect(run.round.limitMs).toBe(SANCTUARY_RUN.hardSeconds * 1000);
    expect(run.round.payload.hand).toHaveLength(SANCTUARY_RUN.articles.hard);
    clock.advance(SANCTUARY_RUN.hardSeconds * 1000 + 3000);
    const after = (await client.get(`/api/games/runs/${run.runId}`)).body;
    expect(after.history[0].judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(await stateOf(run.runId)).toMatchObject({ rounds: 1, passes: 0 });
    expect(after.nextRound.roundNo).toBe(2);
  });

  test("five passing walks: VICTORY, the result, best and leaderboard written once", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await startSanctuaryRun(client, "normal", "win-seed");
    let roundNo = 1;
    let body = run;
    while (!body.result && roundNo <= SANCTUARY_RUN.maxRounds) {
      const state = await stateOf(run.runId);
      const res = await answer(client, run.runId, roundNo, {
        cards: [],
        text: sanctuaryNarrative(state.path, roundNo),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.judgement.verdict, res.body.judgement.feedback).toBe("pass");
      expect(res.body.judgement.points).toBe(SANCTUARY_RUN.pass + SANCTUARY_RUN.articles.normal);
      expect(res.body.reveal.model.length).toBeGreaterThan(0);
      body = res.body.run;
      if (body.nextRound) await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: roundNo + 1 });
      roundNo += 1;
    }
    expect(roundNo - 1).toBe(SANCTUARY_RUN.passesToWin);
    const max = sanctuaryMaxScore("normal");
    expect(body.result).toMatchObject({ won: true, title: "VICTORY", score: max });
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gameId: "sanctuary-run", won: true, ranked: true, score: max });
    const board = (await client.get("/api/games/sanctuary-run/leaderboard?difficulty=normal")).body;
    expect(board.metric).toBe("score");
    expect(board.me).toMatchObject({ rank: 1, best: max });
  });
});
