// Time Zone Invasion (games.md §4.4) through the run API on a real database: the plan, what a round carries (the
// verse and its KJV text, never the zone key or the model explanation), forged plays refused, New prompt and Easy's
// suggestion, Hard's server clock, and a run of 10 verses played to "Invasion repelled" with the result, best and
// leaderboard written once.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { CARD_GAMES, TIME_ZONE_INVASION } from "@common/games/rules";
import { zoneCodes } from "@common/games/pt-symbols";
import { createTestClock } from "@server/clock";
import { gameResults } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { zoneVerses } from "./content/zone-verses";
import "./engines/all";
import type { TimeZoneState } from "./engines/cards/time-zone-invasion";
import { zonePlay } from "./engines/cards/time-zone-invasion-test-kit";
import { keysOf } from "./engines/choice-test-kit";
import { cardGameRoutes, expectPremiumOnly } from "./card-game-route-test-kit";

const clock = createTestClock(new Date("2026-03-02T10:00:00.000Z"));
const app = useTestApp({ clock });

const { start: startInvasion, stateOf, answer } = cardGameRoutes<TimeZoneState>(app, "time-zone-invasion");

const verseOf = (state: TimeZoneState) => state.deck[state.current]!;

describe("Time Zone Invasion", () => {
  test("Premium only: Essential gets 402 naming the game and the plan", () =>
    expectPremiumOnly(app, "time-zone-invasion", "Time Zone Invasion"));

  test("a round shows the verse with its KJV text and the six zones, never the key or a model explanation", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startInvasion(client);
    const payload = run.round.payload;
    const verse = verseOf(await stateOf(run.runId));
    expect(payload).toMatchObject({
      kind: "cards",
      game: "time-zone-invasion",
      refField: false,
      refsRequired: 0,
      redealsLeft: CARD_GAMES.redealsPerRun,
      pick: { min: 2, max: 2 },
      words: { min: TIME_ZONE_INVASION.baseWords, perCard: false },
    });
    expect(payload.context.ref).toBe(verse.ref);
    expect(payload.context.text).toBe(verse.text);
    expect(verse.text.length).toBeGreaterThan(20);
    expect(payload.hand.map((card: { code: string }) => card.code)).toEqual([...zoneCodes]);
    expect(run.round.total).toBe(TIME_ZONE_INVASION.verses);
    const json = JSON.stringify(run);
    for (const entry of zoneVerses) expect(json).not.toContain(entry.modelExplanation);
    expect(keysOf(run)).not.toContain("acceptableZones");
    expect(keysOf(run)).not.toContain("deck");
  });

  test("forged plays are refused with 422 and change nothing; a score field is refused by the schema", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startInvasion(client);
    const play = zonePlay(verseOf(await stateOf(run.runId)).ref);
    const oneZone = await answer(client, run.runId, 1, { cards: [play.cards[0]], text: play.text });
    expect(oneZone.status).toBe(422);
    expect(oneZone.body.error.code).toBe("invalid_input");
    expect(oneZone.body.error.message).toBe("Pick exactly 2 zones.");
    const notZones = await answer(client, run.runId, 1, { cards: ["2D", "|S"], text: play.text });
    expect(notZones.status).toBe(422);
    const noCards = await answer(client, run.runId, 1, { text: play.text });
    expect(noCards.status).toBe(422);
    const forgedScore = await answer(client, run.runId, 1, { ...play, score: 20 });
    expect(forgedScore.status).toBe(422);
    const after = await client.get(`/api/games/runs/${run.runId}`);
    expect(after.body.score.score).toBe(0);
    expect(after.body.round.roundNo).toBe(1);
    expect(after.body.history).toEqual([]);
  });

  test("New prompt deals a new verse twice; a third is refused; Normal refuses the suggestion", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startInvasion(client, "normal", "redeal-seed");
    const action = (type: string) => client.post(`/api/games/runs/${run.runId}/action`, { type });
    const first = await action("redeal");
    expect(first.body.run.round.payload.redealsLeft).toBe(1);
    expect(first.body.run.round.roundNo).toBe(1);
    expect(first.body.run.round.payload.context.ref).not.toBe(run.round.payload.context.ref);
    expect((await action("redeal")).body.run.round.payload.redealsLeft).toBe(0);
    const third = await action("redeal");
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe("You have used both new prompts for this run.");
    const hint = await action("hint");
    expect(hint.status).toBe(422);
    expect(hint.body.error.message).toBe("Suggestions are part of Easy only.");
  });

  test("Easy: 1 or 2 zones, half the words, and Show a suggestion reveals two verses", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startInvasion(client, "easy");
    expect(run.round.payload).toMatchObject({
      pick: { min: 1, max: 2 },
      words: { min: TIME_ZONE_INVASION.baseWords / 2 },
      suggestion: { available: true, refs: [] },
    });
    const hint = await client.post(`/api/games/runs/${run.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(200);
    expect(hint.body.run.round.payload.suggestion.available).toBe(false);
    expect(hint.body.run.round.payload.suggestion.refs).toHaveLength(CARD_GAMES.suggestionVerses);
  });

  test("Hard: the server's 2-minute clock ends a silent verse as a fail and a new verse follows", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startInvasion(client, "hard");
    expect(run.round.limitMs).toBe(TIME_ZONE_INVASION.hardSeconds * 1000);
    expect(run.round.payload.refsRequired).toBe(1);
    const before = verseOf(await stateOf(run.runId)).ref;
    clock.advance(TIME_ZONE_INVASION.hardSeconds * 1000 + 3000);
    const after = (await client.get(`/api/games/runs/${run.runId}`)).body;
    expect(after.history[0].judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(after.nextRound.roundNo).toBe(2);
    expect(verseOf(await stateOf(run.runId)).ref).not.toBe(before);
  });

  test("10 verses placed from the key: “Invasion repelled” with 20 points, the result and best written once", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await startInvasion(client, "normal", "win-seed");
    let body = run;
    const seen: string[] = [];
    for (let roundNo = 1; roundNo <= TIME_ZONE_INVASION.verses; roundNo += 1) {
      const ref = verseOf(await stateOf(run.runId)).ref;
      seen.push(ref);
      const res = await answer(client, run.runId, roundNo, zonePlay(ref));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.judgement, res.body.judgement.feedback).toMatchObject({
        verdict: "pass",
        points: 2,
        quality: "excellent",
      });
      expect(res.body.reveal.model).toBe(zoneVerses.find((entry) => entry.ref === ref)?.modelExplanation);
      body = res.body.run;
      if (body.nextRound) {
        const opened = await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: roundNo + 1 });
        expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      }
    }
    expect(new Set(seen).size).toBe(TIME_ZONE_INVASION.verses);
    expect(body.result).toMatchObject({
      won: true,
      title: "Invasion repelled",
      score: TIME_ZONE_INVASION.maxScore,
      maxScore: TIME_ZONE_INVASION.maxScore,
      metric: TIME_ZONE_INVASION.maxScore,
    });
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gameId: "time-zone-invasion", won: true, ranked: true, score: 20 });
    const board = (await client.get("/api/games/time-zone-invasion/leaderboard?difficulty=normal")).body;
    expect(board.metric).toBe("score");
    expect(board.me).toMatchObject({ rank: 1, best: 20 });
  });
});
