// Escape the Dragon (games.md §4.8) through the run API on a real database: the plan, what a round carries (never
// the attack's strong cards, key verses, keywords or model), forged plays refused, Normal's server clock taking a
// life with no input down to DRAGON VICTORY, redeals, and a run played to REMNANT VICTORY with the result, best and
// ledger written once.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { ESCAPE_DRAGON, GAME_LIMITS } from "@common/games/rules";
import { createTestClock } from "@server/clock";
import { gameResults } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { dragonAttacks } from "./content/dragon-attacks";
import "./engines/all";
import { dragonDeck, type EscapeDragonState } from "./engines/cards/escape-dragon";
import { dragonDefence } from "./engines/cards/escape-dragon-test-kit";
import { keysOf } from "./engines/choice-test-kit";
import { cardGameRoutes, expectPremiumOnly } from "./card-game-route-test-kit";

const clock = createTestClock(new Date("2026-03-02T10:00:00.000Z"));
const app = useTestApp({ clock });

const { start: startDragon, stateOf, answer } = cardGameRoutes<EscapeDragonState>(app, "escape-dragon");

const filler = (count: number) => Array.from({ length: count }, () => "plainly").join(" ");

const normalLimitMs = (ESCAPE_DRAGON.seconds.normal ?? 0) * 1000;

describe("Escape the Dragon", () => {
  test("Premium only: Essential gets 402 naming the game and the plan", () =>
    expectPremiumOnly(app, "escape-dragon", "Escape the Dragon"));

  test("a round shows the attack, the hand, the hearts and the attack count, never the attack's key", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startDragon(client);
    const payload = run.round.payload;
    expect(payload).toMatchObject({
      kind: "cards",
      game: "escape-dragon",
      refField: false,
      redealsLeft: 2,
      pick: { min: 2, max: 2 },
      words: { min: ESCAPE_DRAGON.baseWords, perCard: false },
    });
    expect(payload.hand).toHaveLength(ESCAPE_DRAGON.hand);
    expect(payload.status).toEqual(
      expect.arrayContaining([
        { label: "Lives", value: "♥♥♥" },
        { label: "Attack", value: `1 / ${ESCAPE_DRAGON.attacks}` },
      ]),
    );
    expect(run.round.limitMs).toBe(normalLimitMs);
    const json = JSON.stringify(run);
    for (const attack of dragonAttacks) {
      expect(json).not.toContain(attack.model);
      for (const ref of attack.keyVerses) expect(json).not.toContain(ref);
    }
    for (const key of ["strongCards", "keyVerses", "keywords", "model"])
      expect(keysOf(run)).not.toContain(key);
  });

  test("forged plays are refused with 422 and change nothing; a score field is refused by the schema", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startDragon(client);
    const before = await stateOf(run.runId);
    const [first, second] = before.hand;
    const missing = dragonDeck.find((code) => !before.hand.includes(code));
    const text = `${first} and ${second}, as Rev 12:17 says: ${filler(45)}`;
    const oneCard = await answer(client, run.runId, 1, { cards: [first], text });
    expect(oneCard.status).toBe(422);
    expect(oneCard.body.error).toMatchObject({ code: "invalid_input", message: "Pick exactly 2 cards." });
    const notHeld = await answer(client, run.runId, 1, { cards: [first, missing], text });
    expect(notHeld.status).toBe(422);
    expect(notHeld.body.error.message).toBe("Play cards from your hand.");
    const forgedScore = await answer(client, run.runId, 1, { cards: [first, second], text, score: 115 });
    expect(forgedScore.status).toBe(422);
    const after = await client.get(`/api/games/runs/${run.runId}`);
    expect(after.body.score.score).toBe(0);
    expect(after.body.round.roundNo).toBe(1);
    expect(after.body.history).toEqual([]);
    expect(await stateOf(run.runId)).toEqual(before);
  });

  test("New prompt twice brings new attacks; a third is refused, and so is a suggestion on Normal", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startDragon(client, "normal", "redeal-seed");
    const action = () => client.post(`/api/games/runs/${run.runId}/action`, { type: "redeal" });
    const first = await action();
    expect(first.status).toBe(200);
    expect(first.body.run.round.payload.redealsLeft).toBe(1);
    expect(first.body.run.round.payload.context.label).not.toBe(run.round.payload.context.label);
    expect((await action()).body.run.round.payload.redealsLeft).toBe(0);
    const third = await action();
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe("You have used both new prompts for this run.");
    const hint = await client.post(`/api/games/runs/${run.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(422);
    expect(hint.body.error.message).toBe("Suggestions are part of Easy only.");
  });

  test("Normal: an attack left for 3:00 plus the grace takes a life with no input; a 3rd → DRAGON VICTORY", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await startDragon(client, "normal");
    const silent = async (roundNo: number) => {
      clock.advance(normalLimitMs + GAME_LIMITS.graceMs + 1000);
      const body = (await client.get(`/api/games/runs/${run.runId}`)).body;
      expect(body.history.at(-1)).toMatchObject({ roundNo, judgement: { verdict: "fail", points: 0 } });
      return body;
    };
    const afterFirst = await silent(1);
    expect((await stateOf(run.runId)).lives).toBe(2);
    expect(afterFirst.nextRound.roundNo).toBe(2);
    const opened = await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: 2 });
    expect(opened.body.round.payload.status).toEqual(
      expect.arrayContaining([
        { label: "Lives", value: "♥♥♡" },
        { label: "Attack", value: "2 / 10" },
      ]),
    );
    await silent(2);
    await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: 3 });
    const end = await silent(3);
    expect(end.status).toBe("completed");
    expect(end.result).toMatchObject({
      won: false,
      score: 0,
      maxScore: ESCAPE_DRAGON.maxScore,
      title: "DRAGON VICTORY — You held out for 2 attacks",
    });
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gameId: "escape-dragon", won: false, score: 0 });
  });

  test("ten defences played through the API: REMNANT VICTORY with +5 per heart, written once", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await startDragon(client, "normal", "win-seed");
    let body = run;
    let expected = 0;
    for (let roundNo = 1; roundNo <= ESCAPE_DRAGON.attacks; roundNo += 1) {
      const play = dragonDefence(await stateOf(run.runId));
      const res = await answer(client, run.runId, roundNo, { cards: play.cards, text: play.text });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.judgement.verdict, res.body.judgement.feedback).toBe(play.expected);
      expect(res.body.reveal.model).toBeTruthy();
      expected += ESCAPE_DRAGON.points[play.expected];
      body = res.body.run;
      if (body.nextRound) await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: roundNo + 1 });
    }
    const final = expected + ESCAPE_DRAGON.lives * ESCAPE_DRAGON.lifeBonus;
    expect(body.result).toMatchObject({ won: true, title: "REMNANT VICTORY", score: final, metric: final });
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gameId: "escape-dragon", won: true, score: final });
    const board = (await client.get("/api/games/escape-dragon/leaderboard?difficulty=normal")).body;
    expect(board.metric).toBe("score");
    expect(board.me).toMatchObject({ rank: 1, best: final });
  });
});
