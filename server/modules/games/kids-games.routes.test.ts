// The kids games (games.md §4.19) through the run API on a real database: the catalogue with its age bands and
// saved stars, Premium/trial/student only, payloads without answer keys, a wrong tap that only says "Try again!",
// every game on every band finished with no AI configured, unranked, with its 2 (+2) points.
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { kidsGames } from "@common/games/registry";
import type { KidsCatalogDto } from "@common/schemas/games";
import { gameResults, xpEvents } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import "./engines/all";
import { rightTap, wrongTap } from "./engines/kids/kids-test-kit";
import type { KidsState } from "./engines/kids/types";
import { keysOf } from "./engines/choice-test-kit";
import { cardGameRoutes } from "./card-game-route-test-kit";

const app = useTestApp();

function routes(gameId: string) {
  return cardGameRoutes<KidsState>(app, gameId);
}

/** Plays a run to its end with right taps, opening each next round as the player's Next button does. */
async function playThrough(client: TestClient, gameId: string, band: string, wrongFirst = 0) {
  const { start, stateOf, answer } = routes(gameId);
  let run = await start(client, band);
  let wrongLeft = wrongFirst;
  for (let guard = 0; guard < 400 && run.status === "active"; guard += 1) {
    if (!run.round && run.nextRound) {
      const opened = await client.post(`/api/games/runs/${run.runId}/open`, {
        roundNo: run.nextRound.roundNo,
      });
      expect(opened.status).toBe(200);
      run = opened.body;
      continue;
    }
    const state = await stateOf(run.runId);
    const round = state.rounds[state.current];
    const canMiss = round?.play !== "memory" || round.faceUp.length === 1;
    const input = wrongLeft > 0 && canMiss ? wrongTap(state) : rightTap(state);
    if (wrongLeft > 0 && canMiss) wrongLeft -= 1;
    const res = await answer(client, run.runId, run.round.roundNo, input);
    expect(res.status).toBe(200);
    run = res.body.run;
  }
  return run;
}

describe("kids games", () => {
  test("acceptance 1: the catalogue lists 8 games, 3 for ages 4–6, each with its bands and 0 stars at first", async () => {
    const { client } = await app.member({ plan: "premium" });
    const res = await client.get("/api/games/kids");
    expect(res.status).toBe(200);
    const catalog = res.body as KidsCatalogDto;
    expect(catalog.locked).toBe(false);
    expect(catalog.games).toHaveLength(8);
    expect(catalog.games.filter((game) => game.bands.includes("4-6")).map((game) => game.id)).toEqual([
      "creation_days",
      "two_by_two",
      "armor_of_god",
    ]);
    for (const game of catalog.games) expect(game).toMatchObject({ stars: 0, starsByBand: {} });
    // The adult hub keeps them out of its grid.
    const hub = (await client.get("/api/games/catalog")).body;
    expect(hub.games.some((entry: { game: { audience: string } }) => entry.game.audience === "kids")).toBe(
      false,
    );
  });

  test("acceptance 5: free and Essential members are locked out (402); trial and student play", async () => {
    for (const plan of ["free", "essential"] as const) {
      const { client } = await app.member({ plan });
      expect((await client.get("/api/games/kids")).body.locked).toBe(true);
      const res = await client.post("/api/games/two_by_two/runs", { mode: "solo", difficulty: "4-6" });
      expect(res.status).toBe(402);
      expect(res.body.error.message).toBe("Two by Two is included in Premium.");
    }
    for (const plan of ["trial", "student"] as const) {
      const { client } = await app.member({ plan });
      const res = await client.post("/api/games/two_by_two/runs", { mode: "solo", difficulty: "4-6" });
      expect(res.status).toBe(201);
    }
  });

  test("a band the game does not have is refused; a kids game has no leaderboard", async () => {
    const { client } = await app.member({ plan: "premium" });
    const res = await client.post("/api/games/parable_picker/runs", { mode: "solo", difficulty: "4-6" });
    expect(res.status).toBe(422);
    expect((await client.get("/api/games/two_by_two/leaderboard")).status).toBe(404);
  });

  test("acceptance 2: Two by Two (4–6) shows 8 cards; matching all pairs gives stars, saved on the catalogue", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const { start } = routes("two_by_two");
    const first = await start(client, "4-6");
    expect(first.round.payload.board.cards).toHaveLength(8);
    expect(first.round.payload.board.cards.every((card: { face: unknown }) => card.face === null)).toBe(true);
    expect(first.round.deadlineAt).toBeNull();
    await client.post(`/api/games/runs/${first.runId}/abandon`, {});

    const run = await playThrough(client, "two_by_two", "4-6");
    expect(run.status).toBe("completed");
    expect(run.result).toMatchObject({
      score: 3,
      maxScore: 3,
      metric: 3,
      ranked: false,
      title: "Super star!",
    });
    // §3.8: 2 for finishing, +2 for three stars; no personal-best bonus.
    expect(run.result.points).toBe(4);
    const ledger = await app.db
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, user.userId), eq(xpEvents.source, "game:two_by_two")));
    expect(ledger.map((row) => row.amount)).toEqual([4]);
    const [result] = await app.db.select().from(gameResults).where(eq(gameResults.runId, run.runId));
    expect(result).toMatchObject({ ranked: false, difficulty: "4-6", metric: 3 });

    const catalog = (await client.get("/api/games/kids")).body as KidsCatalogDto;
    expect(catalog.games.find((game) => game.id === "two_by_two")).toMatchObject({
      stars: 3,
      starsByBand: { "4-6": 3 },
    });
    // The hub's "Your bests" are the adult games'.
    expect((await client.get("/api/games/catalog")).body.bests).toEqual([]);
  });

  test("acceptance 3: a wrong tap says Try again!, costs no points and leaves the board as it was", async () => {
    const { client } = await app.member({ plan: "premium" });
    const { start, stateOf, answer } = routes("creation_days");
    const run = await start(client, "7-9");
    const res = await answer(client, run.runId, 1, wrongTap(await stateOf(run.runId)));
    expect(res.status).toBe(200);
    expect(res.body.judgement).toMatchObject({ verdict: "fail", feedback: "Try again!", points: 0 });
    expect(res.body.roundDone).toBe(false);
    expect(res.body.run.round.payload).toEqual(run.round.payload);
    expect(res.body.run.score).toEqual(run.score);
    const right = await answer(client, run.runId, 1, rightTap(await stateOf(run.runId)));
    expect(right.body.judgement).toMatchObject({ verdict: "pass", points: 0 });
    expect(right.body.run.round.payload.board.slots[0].tile).not.toBeNull();
  });

  test("acceptance 4: Verse Builder's payload has the 3 word tiles but nothing that tells the right one", async () => {
    const { client } = await app.member({ plan: "premium" });
    const { start, stateOf } = routes("verse_builder");
    const run = await start(client, "7-9");
    const board = run.round.payload.board;
    expect(board.play).toBe("choice");
    expect(board.tiles).toHaveLength(3);
    expect(keysOf(run)).not.toContain("answer");
    expect(keysOf(run)).not.toContain("blanks");
    const state = await stateOf(run.runId);
    const missing = state.rounds[0]?.play === "choice" ? state.rounds[0].verse?.blanks[0] : undefined;
    expect(board.verse.text).toContain("____");
    expect(board.verse.text).not.toMatch(new RegExp(`\\b${missing}\\b`));
  });

  test("forged input: an unknown tile, a second answer to a finished run, a hint where there are no clues", async () => {
    const { client } = await app.member({ plan: "premium" });
    const { start, answer } = routes("armor_of_god");
    const run = await start(client, "7-9");
    const forged = await answer(client, run.runId, 1, { choices: ["aaaaaa", "bbbbbb"] });
    expect(forged.status).toBe(422);
    expect(forged.body.error).toMatchObject({ code: "invalid_input", message: "Tap one card on each side." });
    const hint = await client.post(`/api/games/runs/${run.runId}/action`, { type: "hint" });
    expect(hint.status).toBe(422);
    const done = await playThrough(client, "parable_picker", "10-12");
    expect((await answer(client, done.runId, 1, { choices: ["a", "b"] })).status).toBe(409);
  });

  test("acceptance 6: every game finishes on every band with no AI configured; mistakes lower the stars", async () => {
    const { client } = await app.member({ plan: "premium" });
    for (const game of kidsGames)
      for (const band of game.difficulties) {
        const run = await playThrough(client, game.id, band.id);
        expect(run.status, `${game.id} ${band.id}`).toBe("completed");
        expect(run.result.metric).toBe(3);
        const last = run.history.at(-1);
        expect(last.reveal.explanation.length).toBeGreaterThan(10);
      }
    // A fresh member: the 15 runs above filled the UTC day's 60 game points (§3.8 caps).
    const { client: other } = await app.member({ plan: "premium" });
    const clumsy = await playThrough(other, "sanctuary_match", "10-12", 4);
    expect(clumsy.result).toMatchObject({ metric: 1, title: "You did it!", points: 2 });
  });
});
