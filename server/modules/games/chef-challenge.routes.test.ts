// Chef Challenge (games.md §4.1) through the run API on a real database: the plan, what the round carries (never
// the theme's anchors or model recipe), forged input refused, a five-star dish served with its result and personal
// best, the level clock's timeout, a late answer under the fast clock, and the daily theme shared by everyone.
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { CHEF_CHALLENGE } from "@common/games/rules";
import { createTestClock } from "@server/clock";
import { gameResults, personalBests } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { chefThemes } from "./content/chef-themes";
import "./engines/all";
import { type ChefState, dailyTheme, themeById } from "./engines/cards/chef-challenge";
import { anchorRecipe } from "./engines/cards/chef-challenge-test-kit";
import { cardGameRoutes } from "./card-game-route-test-kit";

const clock = createTestClock(new Date("2026-03-02T10:00:00.000Z"));
const app = useTestApp({ clock });

const { start, stateOf, answer } = cardGameRoutes<ChefState>(app, "chef-challenge");

describe("Chef Challenge", () => {
  test("Premium only: Essential gets 402 naming the game and the plan", async () => {
    const { client } = await app.member({ plan: "essential" });
    const res = await client.post("/api/games/chef-challenge/runs", {
      mode: "solo",
      difficulty: "apprentice",
    });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: "plan_required" });
    expect(res.body.error.message).toBe("Chef Challenge is included in Premium.");
  });

  test("the round shows the theme, brief and level, never the anchors, accepted verses or model recipe", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await start(client, "chef");
    expect(run.round.limitMs).toBe(CHEF_CHALLENGE.levels.chef.seconds * 1000);
    expect(run.round.payload).toMatchObject({
      kind: "chef",
      level: { id: "chef", label: "Chef", minRefs: 5, anchorsNeeded: 2 },
    });
    const theme = themeById((await stateOf(run.runId)).themeId);
    expect(run.round.payload.theme).toEqual({
      title: theme.title,
      brief: theme.brief,
      ordered: theme.ordered,
    });
    const json = JSON.stringify(run);
    for (const ref of [...theme.anchors, ...theme.alsoAccepted]) expect(json).not.toContain(`"${ref}"`);
    for (const step of theme.modelRecipe) expect(json).not.toContain(step.note);
    expect(json).not.toContain('"anchors"');
    expect(json).not.toContain("modelRecipe");
  });

  test("forged input is refused with 422 and changes nothing; New prompt and hints are refused", async () => {
    const { client } = await app.member({ plan: "premium" });
    const run = await start(client, "apprentice");
    const withCards = await answer(client, run.runId, 1, { cards: ["2D"], text: "John 3:16" });
    expect(withCards.status).toBe(422);
    expect(withCards.body.error.code).toBe("invalid_input");
    const forgedScore = await answer(client, run.runId, 1, { text: "John 3:16", score: 120 });
    expect(forgedScore.status).toBe(422);
    const empty = await answer(client, run.runId, 1, { text: "   " });
    expect(empty.status).toBe(422);
    for (const type of ["redeal", "hint"]) {
      const refused = await client.post(`/api/games/runs/${run.runId}/action`, { type });
      expect(refused.status).toBe(422);
    }
    const after = await client.get(`/api/games/runs/${run.runId}`);
    expect(after.body.status).toBe("active");
    expect(after.body.score.score).toBe(0);
    expect(after.body.round.roundNo).toBe(1);
    expect(after.body.result).toBeNull();
  });

  test('"hello" → No valid references and 0 stars; "John 22:1" is named', async () => {
    const first = await app.member({ plan: "premium" });
    const run = await start(first.client, "apprentice");
    const hello = await answer(first.client, run.runId, 1, { text: "hello" });
    expect(hello.status).toBe(200);
    expect(hello.body.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(hello.body.judgement.feedback).toContain("No valid references");
    expect(hello.body.run.result).toMatchObject({ won: false, score: 0, title: "Back to the kitchen" });
    const second = await app.member({ plan: "premium" });
    const other = await start(second.client, "apprentice");
    const missing = await answer(second.client, other.runId, 1, { text: "John 22:1" });
    expect(missing.body.judgement.feedback).toContain("John 22:1 does not exist");
  });

  test("Apprentice: three anchors of the theme in order → a five-star dish served, result and personal best", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await start(client, "apprentice", "dish-seed");
    const theme = themeById((await stateOf(run.runId)).themeId);
    clock.advance(60_000);
    const res = await answer(client, run.runId, 1, { text: anchorRecipe(theme, 3) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.judgement.verdict).toBe("pass");
    expect(res.body.judgement.feedback).toContain("5 stars");
    expect(res.body.reveal.model).toContain(theme.modelRecipe[0]!.note);
    // 19 minutes left: 5 × 20 + min(20, floor(1140 / 30)) = 120.
    expect(res.body.run.result).toMatchObject({
      won: true,
      title: "Dish served!",
      score: 120,
      maxScore: 120,
    });
    expect(res.body.run.result.newBest).toBe(true);
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      gameId: "chef-challenge",
      mode: "solo",
      difficulty: "apprentice",
      ranked: true,
    });
    const bests = await app.db.select().from(personalBests).where(eq(personalBests.userId, user.userId));
    expect(bests).toHaveLength(1);
    expect(bests[0]).toMatchObject({ gameId: "chef-challenge", difficulty: "apprentice", bestMetric: 120 });
    const again = await answer(client, run.runId, 1, { text: anchorRecipe(theme, 3) });
    expect(again.status).toBe(409);
  });

  test("the level clock runs out with nothing sent: the run ends timed_out with 0 stars, Time's up, no points", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const run = await start(client, "master");
    clock.advance(CHEF_CHALLENGE.levels.master.seconds * 1000 + 3000);
    const after = (await client.get(`/api/games/runs/${run.runId}`)).body;
    expect(after.status).toBe("timed_out");
    expect(after.history[0].judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(after.result).toMatchObject({
      title: "Time's up",
      score: 0,
      won: false,
      ranked: false,
      points: 0,
    });
    const [row] = await app.db.select().from(gameResults).where(eq(gameResults.userId, user.userId));
    expect(row).toMatchObject({ ranked: false, score: 0 });
  });

  test("fast clock: an answer after the deadline and grace → 409 deadline_passed, and it is never judged", async () => {
    const admin = await app.member({ plan: "premium" });
    await app.grantRole(admin.user, "admin");
    const res = await admin.client.post("/api/games/chef-challenge/runs", {
      mode: "solo",
      difficulty: "apprentice",
      options: { fastClock: true },
    });
    expect(res.status).toBe(201);
    expect(res.body.round.limitMs).toBe(20_000);
    const theme = themeById((await stateOf(res.body.runId)).themeId);
    clock.advance(25_000);
    const late = await answer(admin.client, res.body.runId, 1, { text: anchorRecipe(theme, 3) });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("deadline_passed");
    // No result from the recipe: the only row is the clock's own 0-star timeout.
    const rows = await app.db.select().from(gameResults).where(eq(gameResults.userId, admin.user.userId));
    expect(rows.every((row) => row.score === 0 && !row.won)).toBe(true);
  });

  test("daily mode: two accounts on the same UTC day get the same theme", async () => {
    const one = await app.member({ plan: "premium" });
    const two = await app.member({ plan: "premium" });
    const daily = (client: typeof one.client, difficulty: string) =>
      client.post("/api/games/chef-challenge/runs", { mode: "daily", difficulty });
    const first = await daily(one.client, "apprentice");
    const second = await daily(two.client, "master");
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body.round.payload.theme).toEqual(second.body.round.payload.theme);
    const expected = dailyTheme("2026-03-02");
    expect(first.body.round.payload.theme.title).toBe(expected.title);
    expect(chefThemes.some((theme) => theme.title === expected.title)).toBe(true);
  });
});
