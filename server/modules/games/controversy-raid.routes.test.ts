// Controversy Raid (games.md §4.7) through the run API on a real database: the plan, what a round carries (the
// issue card and 3 warfare cards, never keywords, curated verses, best cards or the model), forged plays refused,
// New prompt and Easy's suggestion, Hard's server clock, and a run of 8 strongholds played to its result with the
// header "STRONGHOLDS n" and the result, best and leaderboard written once.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { CARD_GAMES, CONTROVERSY_RAID } from "@common/games/rules";
import { createTestClock } from "@server/clock";
import { gameResults } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { raidIssues } from "./content/raid-issues";
import "./engines/all";
import { type RaidState, warfareCards } from "./engines/cards/controversy-raid";
import { capturePlay } from "./engines/cards/controversy-raid-test-kit";
import { keysOf } from "./engines/choice-test-kit";
import { cardGameRoutes, expectPremiumOnly } from "./card-game-route-test-kit";

const clock = createTestClock(new Date("2026-03-02T10:00:00.000Z"));
const app = useTestApp({ clock });

const { start: startRaid, stateOf, answer } = cardGameRoutes<RaidState>(app, "controversy-raid");

const dealOf = (state: RaidState) => state.deck[state.current]!;
const issueOf = (id: string) => raidIssues.find((issue) => issue.id === id)!;

const strongholds = (run: { round: { payload: { status: Array<{ label: string; value: string }> } } }) =>
  run.round.payload.status.find((item) => item.label === "STRONGHOLDS")?.value;

describe("Controversy Raid", () => {
  test("Premium only: Essential gets 402 naming the game and the plan", () =>
    expectPremiumOnly(app, "controversy-raid", "Controversy Raid"));

  test("a round shows the issue card and 3 warfare cards, never keywords, curated verses, best cards or the model", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startRaid(client);
    const deal = dealOf(await stateOf(run.runId));
    const issue = issueOf(deal.issueId);
    const payload = run.round.payload;
    expect(payload).toMatchObject({
      kind: "cards",
      game: "controversy-raid",
      context: { label: issue.title, text: issue.scenario },
      pick: { min: 1, max: 1 },
      refField: false,
      refsRequired: 1,
      redealsLeft: CARD_GAMES.redealsPerRun,
      words: { min: CONTROVERSY_RAID.baseWords, perCard: false },
    });
    expect(payload.hand.map((card: { code: string }) => card.code)).toEqual(deal.hand);
    expect(payload.hand).toHaveLength(CONTROVERSY_RAID.hand);
    expect(strongholds(run)).toBe("0");
    expect(run.round.total).toBe(CONTROVERSY_RAID.rounds);
    const json = JSON.stringify(run);
    for (const entry of raidIssues) expect(json).not.toContain(entry.model);
    for (const ref of issue.verses) expect(json).not.toContain(ref);
    for (const key of ["keywords", "verses", "bestCards", "deck"]) expect(keysOf(run)).not.toContain(key);
  });

  test("forged plays are refused with 422 and change nothing; a score field is refused by the schema", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startRaid(client);
    const deal = dealOf(await stateOf(run.runId));
    const play = capturePlay(deal);
    const missing = warfareCards.find((card) => !deal.hand.includes(card))!;
    const notInHand = await answer(client, run.runId, 1, { cards: [missing], text: play.text });
    expect(notInHand.status).toBe(422);
    expect(notInHand.body.error).toMatchObject({
      code: "invalid_input",
      message: "Play a card from your hand.",
    });
    const twoCards = await answer(client, run.runId, 1, { cards: deal.hand.slice(0, 2), text: play.text });
    expect(twoCards.status).toBe(422);
    expect(twoCards.body.error.message).toBe("Pick exactly 1 card.");
    const noText = await answer(client, run.runId, 1, { cards: play.cards });
    expect(noText.status).toBe(422);
    const forgedScore = await answer(client, run.runId, 1, { ...play, score: 24 });
    expect(forgedScore.status).toBe(422);
    const after = await client.get(`/api/games/runs/${run.runId}`);
    expect(after.body.score.score).toBe(0);
    expect(after.body.round.roundNo).toBe(1);
    expect(after.body.history).toEqual([]);
  });

  test("New prompt deals a new issue twice; a third is refused; Easy's suggestion shows two curated verses", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startRaid(client, "easy", "redeal-seed");
    const action = (type: string) => client.post(`/api/games/runs/${run.runId}/action`, { type });
    const first = await action("redeal");
    expect(first.body.run.round.payload.redealsLeft).toBe(1);
    expect(first.body.run.round.payload.context.label).not.toBe(run.round.payload.context.label);
    expect((await action("redeal")).body.run.round.payload.redealsLeft).toBe(0);
    const third = await action("redeal");
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe("You have used both new prompts for this run.");
    const hint = await action("hint");
    expect(hint.status).toBe(200);
    const issue = issueOf(dealOf(await stateOf(run.runId)).issueId);
    expect(hint.body.run.round.payload.suggestion).toEqual({
      available: false,
      refs: issue.verses.slice(0, CARD_GAMES.suggestionVerses),
    });
  });

  test("Hard: the server's 4-minute clock ends a silent round as a fail, and Normal refuses the suggestion", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startRaid(client, "hard");
    expect(run.round.limitMs).toBe(CONTROVERSY_RAID.hardSeconds * 1000);
    expect(run.round.payload.refsRequired).toBe(2);
    clock.advance(CONTROVERSY_RAID.hardSeconds * 1000 + 3000);
    const after = (await client.get(`/api/games/runs/${run.runId}`)).body;
    expect(after.history[0].judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(after.nextRound.roundNo).toBe(2);
    const normalRun = await startRaid(client, "normal");
    const hint = await client.post(`/api/games/runs/${normalRun.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(422);
  });

  test("8 strongholds captured with best cards: STRONGHOLDS counts up, 24 points, the result and best written once", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await startRaid(client, "normal", "win-seed");
    let body = run;
    for (let roundNo = 1; roundNo <= CONTROVERSY_RAID.rounds; roundNo += 1) {
      const deal = dealOf(await stateOf(run.runId));
      const res = await answer(client, run.runId, roundNo, capturePlay(deal));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.judgement, res.body.judgement.feedback).toMatchObject({ verdict: "pass", points: 3 });
      expect(res.body.reveal).toMatchObject({ model: issueOf(deal.issueId).model });
      body = res.body.run;
      if (body.nextRound) {
        const opened = await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: roundNo + 1 });
        expect(opened.status, JSON.stringify(opened.body)).toBe(200);
        const now = (await client.get(`/api/games/runs/${run.runId}`)).body;
        expect(strongholds(now)).toBe(String(roundNo));
      }
    }
    expect(body.result).toMatchObject({
      won: true,
      title: "Strongholds captured",
      score: CONTROVERSY_RAID.maxScore,
      maxScore: CONTROVERSY_RAID.maxScore,
      metric: CONTROVERSY_RAID.maxScore,
    });
    expect(body.result.metrics).toMatchObject({ captures: CONTROVERSY_RAID.rounds });
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gameId: "controversy-raid", won: true, ranked: true, score: 24 });
    const board = (await client.get("/api/games/controversy-raid/leaderboard?difficulty=normal")).body;
    expect(board.metric).toBe("score");
    expect(board.me).toMatchObject({ rank: 1, best: 24 });
  });
});
