// Frame Snapshot (games.md §4.11) through the run API on a real database: the plan, what a round carries (never
// the curated frame verses or model storyboards), forged storyboards refused, a three-part storyboard judged
// partial, redeals and Easy's suggestion, Hard's server clock and a run played to its win with the result, best
// and ledger written once.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { FRAME_SNAPSHOT } from "@common/games/rules";
import { createTestClock } from "@server/clock";
import { gameResults } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { frameStoryboards, frameVerses } from "./content/frames";
import "./engines/all";
import { frameSnapshotDeck, type FrameSnapshotState } from "./engines/cards/frame-snapshot";
import { passingStoryboard } from "./engines/cards/frame-snapshot-test-kit";
import { cardGameRoutes, expectPremiumOnly } from "./card-game-route-test-kit";

const clock = createTestClock(new Date("2026-03-02T10:00:00.000Z"));
const app = useTestApp({ clock });

const { start: startFrames, stateOf, answer } = cardGameRoutes<FrameSnapshotState>(app, "frame-snapshot");

describe("Frame Snapshot", () => {
  test("Premium only: Essential gets 402 naming the game and the plan", () =>
    expectPremiumOnly(app, "frame-snapshot", "Frame Snapshot"));

  test("a round shows the four dealt cards and the rules, never a curated verse or model storyboard", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startFrames(client);
    const payload = run.round.payload;
    expect(payload).toMatchObject({
      kind: "cards",
      game: "frame-snapshot",
      pick: { min: 0, max: 0, needKinds: [] },
      parts: FRAME_SNAPSHOT.parts,
      words: { min: FRAME_SNAPSHOT.wordsPerPart * FRAME_SNAPSHOT.parts, perCard: false },
      refField: false,
      refsRequired: 1,
      redealsLeft: 2,
      suggestion: { available: false, refs: [] },
    });
    expect(payload.hand.map((card: { code: string }) => card.code)).toEqual((await stateOf(run.runId)).cards);
    expect(run.round.total).toBe(FRAME_SNAPSHOT.storyboards);
    const json = JSON.stringify(run);
    for (const frame of frameVerses)
      for (const verse of frame.verses) expect(json).not.toContain(`"${verse}"`);
    for (const board of frameStoryboards)
      for (const part of board.parts) expect(json).not.toContain(part.slice(0, 40));
    expect(json).not.toContain('"storyboards"');
    expect(json).not.toContain('"seed"');
  });

  test("forged storyboards are refused with 422 and change nothing; a score field is refused by the schema", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startFrames(client);
    const cards = (await stateOf(run.runId)).cards;
    const text = passingStoryboard(cards);
    const forged = [
      { cards: cards.slice(0, 3), text },
      { cards: [...cards].reverse(), text },
      { cards: [...cards.slice(0, 3), frameSnapshotDeck.find((code) => !cards.includes(code))], text },
      { ref: "John 3:16", text },
      { text: "" },
      { text, score: 15 },
    ];
    for (const input of forged) {
      const res = await answer(client, run.runId, 1, input);
      expect(res.status, JSON.stringify(input)).toBe(422);
      expect(res.body.error.code).toBe("invalid_input");
    }
    const after = await client.get(`/api/games/runs/${run.runId}`);
    expect(after.body.score.score).toBe(0);
    expect(after.body.round.roundNo).toBe(1);
    expect((await stateOf(run.runId)).cards).toEqual(cards);
  });

  test("a storyboard in 3 parts is judged partial with the check “Part 4 missing”, +1", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startFrames(client);
    const cards = (await stateOf(run.runId)).cards;
    const threeParts = passingStoryboard(cards).split("\n").slice(0, 3).join("\n");
    const res = await answer(client, run.runId, 1, { cards: [], text: threeParts });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.judgement).toMatchObject({ verdict: "partial", points: 1, source: "rules" });
    expect(res.body.judgement.checks).toContainEqual({ id: "part-4", ok: false, label: "Part 4 missing" });
    expect(res.body.reveal.refs.length).toBeGreaterThan(0);
    expect(res.body.run.score.score).toBe(1);
  });

  test("New prompt twice deals new storyboards; a third is refused; Show a suggestion is Easy's", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startFrames(client, "normal", "redeal-seed");
    const action = (runId: string, type: string) => client.post(`/api/games/runs/${runId}/action`, { type });
    const first = await action(run.runId, "redeal");
    expect(first.body.run.round.payload.redealsLeft).toBe(1);
    expect(first.body.run.round.payload.hand).not.toEqual(run.round.payload.hand);
    expect((await action(run.runId, "redeal")).body.run.round.payload.redealsLeft).toBe(0);
    const third = await action(run.runId, "redeal");
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe("You have used both new prompts for this run.");
    expect((await action(run.runId, "hint")).status).toBe(422);

    const easy = await startFrames(client, "easy");
    expect(easy.round.payload.suggestion).toEqual({ available: true, refs: [] });
    const hint = await action(easy.runId, "hint");
    expect(hint.status).toBe(200);
    const refs: string[] = hint.body.run.round.payload.suggestion.refs;
    expect(refs).toHaveLength(2);
    const dealtFrames = (await stateOf(easy.runId)).cards.filter((code) => code.startsWith("F"));
    const curated = frameVerses
      .filter((frame) => dealtFrames.includes(frame.code))
      .flatMap((frame) => frame.verses);
    for (const ref of refs) expect(curated).toContain(ref);
  });

  test("Hard: the server's 6-minute clock ends a silent storyboard as a fail and deals the next", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await startFrames(client, "hard");
    expect(run.round.limitMs).toBe(FRAME_SNAPSHOT.hardSeconds * 1000);
    expect(run.round.payload.refsRequired).toBe(2);
    clock.advance(FRAME_SNAPSHOT.hardSeconds * 1000 + 3000);
    const after = (await client.get(`/api/games/runs/${run.runId}`)).body;
    expect(after.history[0].judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(after.nextRound.roundNo).toBe(2);
    expect((await stateOf(run.runId)).storyboards[0]?.parts).toEqual([false, false, false, false]);
  });

  test("five storyboards locked with curated verses: won on 15, the result and points written once", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await startFrames(client, "normal", "win-seed");
    const used = new Set<string>();
    let body = run;
    for (let roundNo = 1; roundNo <= FRAME_SNAPSHOT.storyboards; roundNo += 1) {
      const state = await stateOf(run.runId);
      const res = await answer(client, run.runId, roundNo, {
        cards: state.cards,
        text: passingStoryboard(state.cards, used),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.judgement.verdict, res.body.judgement.feedback).toBe("pass");
      expect(res.body.judgement.points).toBe(3);
      expect(
        res.body.judgement.checks.filter((check: { id: string }) => check.id.startsWith("part-")),
      ).toHaveLength(4);
      body = res.body.run;
      if (body.nextRound) await client.post(`/api/games/runs/${run.runId}/open`, { roundNo: roundNo + 1 });
    }
    expect(body.result).toMatchObject({ won: true, score: 15, maxScore: 15, title: "Frames locked!" });
    expect(body.result.metrics).toMatchObject({ storyboards: 5, passed: 5, partsValid: 20, parts: 20 });
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gameId: "frame-snapshot", won: true, score: 15 });
    const board = (await client.get("/api/games/frame-snapshot/leaderboard?difficulty=normal")).body;
    expect(board.metric).toBe("score");
    expect(board.me).toMatchObject({ rank: 1, best: 15 });
  });
});
