import { describe, expect, it } from "vitest";
import { CHEF_CHALLENGE } from "@common/games/rules";
import type { Judgement } from "@common/games/judge/types";
import { chefThemes } from "@server/modules/games/content/chef-themes";
import { answerCtx, keysOf, startCtx } from "../choice-test-kit";
import { type AiJudgeRequest, type Difficulty, InvalidGameInput } from "../types";
import {
  chefChallengeEngine,
  chefScore,
  chefTimeBonus,
  dailyTheme,
  judgeChefRecipe,
  starsForVerdict,
  themeById,
  verdictForStars,
} from "./chef-challenge";
import { chefRecipe } from "./chef-challenge-test-kit";

/* Chef Challenge (games.md §4.1): the sheet's acceptance points and pitfalls, on the rules judge and the engine. */

const sanctuary = themeById("sanctuary-altar-to-ark");
const gospel = themeById("gospel-in-brief");
const apprentice = { theme: sanctuary, level: "apprentice" as const, msLeft: 0 };
const level = (id: string) => id as unknown as Difficulty;
const limit = (id: keyof typeof CHEF_CHALLENGE.levels) => CHEF_CHALLENGE.levels[id].seconds * 1000;

const start = async (id = "apprentice", mode: "solo" | "daily" = "solo", seed = "seed", now?: Date) => {
  const ctx = { ...startCtx(level(id), mode, seed), ...(now ? { now } : {}) };
  return chefChallengeEngine.start("chef-challenge", ctx);
};

describe("the rules judge (§4.1)", () => {
  it("Apprentice: 3 anchors of one ordered theme in order → 5 stars, pass (acceptance 1)", () => {
    const judged = judgeChefRecipe("Exod 27:16\nHeb 13:10-12\nRom 3:25", apprentice);
    expect(judged.stars).toBe(5);
    expect(judged.judgement.verdict).toBe("pass");
    expect(judged.matched).toEqual([0, 3, 13]);
    expect(judged.judgement.checks.every((check) => check.ok)).toBe(true);
  });

  it('"hello" → "No valid references", 0 stars, a hard gate (acceptance 2)', () => {
    const judged = judgeChefRecipe("hello", { ...apprentice, msLeft: limit("apprentice") });
    expect(judged.stars).toBe(0);
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.judgement.feedback).toContain("No valid references");
    expect(judged.hardGateFailed).toBe(true);
  });

  it('"John 22:1" → "John 22:1 does not exist", 0 stars (acceptance 3)', () => {
    const judged = judgeChefRecipe("John 22:1", apprentice);
    expect(judged.stars).toBe(0);
    expect(judged.judgement.feedback).toContain("John 22:1 does not exist");
    expect(judged.judgement.feedback).toContain("No valid references");
  });

  it("an invalid line among valid ones is named, costs the clean-lines star and skips the AI judge", () => {
    const judged = judgeChefRecipe("Exod 27:16\nJohn 22:1\nHeb 13:10-12\nRom 3:25", apprentice);
    expect(judged.stars).toBe(4);
    expect(judged.judgement.verdict).toBe("pass");
    expect(judged.judgement.checks.find((check) => check.id === "lines")?.ok).toBe(false);
    expect(judged.judgement.feedback).toContain("John 22:1 does not exist");
    expect(judged.hardGateFailed).toBe(true);
  });

  it("commentary lines cost the clean-lines star; references inside them still count", () => {
    const judged = judgeChefRecipe("Exod 27:16\nthe altar comes next: Heb 13:10-12\nRom 3:25", apprentice);
    expect(judged.judgement.checks.find((check) => check.id === "lines")).toMatchObject({
      ok: false,
      label: "Line 2 is not a reference",
    });
    expect(judged.judgement.checks.find((check) => check.id === "distinct")?.ok).toBe(true);
    expect(judged.stars).toBe(4);
  });

  it("anchors out of the theme's order lose the flow star; a repeated anchor keeps it", () => {
    const reversed = judgeChefRecipe("Rom 3:25\nHeb 13:10-12\nExod 27:16", apprentice);
    expect(reversed.stars).toBe(4);
    expect(reversed.judgement.checks.find((check) => check.id === "flow")).toMatchObject({
      ok: false,
      label: "Key verses out of the theme's order",
    });
    const repeated = judgeChefRecipe(
      "Exod 27:16\nExod 27:16\nHeb 13:10-12\nHeb 13:10-12\nRom 3:25",
      apprentice,
    );
    expect(repeated.judgement.checks.find((check) => check.id === "flow")?.ok).toBe(true);
    expect(repeated.stars).toBe(5);
  });

  it("a verse inside an anchor's range matches it (R2 overlap); non-anchor lines do not break the order", () => {
    const judged = judgeChefRecipe("Exod 27:16\nGen 1:1\nHeb 13:11\nPs 23:1\nRom 3:25", apprentice);
    expect(judged.matched).toEqual([0, 3, 13]);
    expect(judged.stars).toBe(5);
  });

  it("ordered themes need the level's anchors for the anchor star and two to judge an order", () => {
    const one = judgeChefRecipe("Exod 27:16\nGen 1:1\nPs 23:1", apprentice);
    expect(one.judgement.checks.find((check) => check.id === "anchors")?.ok).toBe(false);
    expect(one.judgement.checks.find((check) => check.id === "flow")?.ok).toBe(false);
    expect(one.stars).toBe(3);
    expect(one.judgement.verdict).toBe("partial");
  });

  it("unordered themes: the flow star asks for both Testaments", () => {
    const both = judgeChefRecipe("Rom 3:23\nIsa 53:5-6\nJohn 3:16", { ...apprentice, theme: gospel });
    expect(both.stars).toBe(5);
    const newOnly = judgeChefRecipe("Rom 3:23\nRom 6:23\nJohn 3:16", { ...apprentice, theme: gospel });
    expect(newOnly.judgement.checks.find((check) => check.id === "flow")).toMatchObject({
      ok: false,
      label: "Use both Testaments",
    });
    expect(newOnly.stars).toBe(4);
  });

  it("levels: Chef asks 5 distinct references, Master Chef 7 and 3 anchors", () => {
    const three = "Exod 27:16\nHeb 13:10-12\nRom 3:25";
    const chef = judgeChefRecipe(three, { ...apprentice, level: "chef" });
    expect(chef.judgement.checks.find((check) => check.id === "distinct")).toMatchObject({
      ok: false,
      label: "3 distinct valid references (at least 5)",
    });
    expect(chef.stars).toBe(4);
    const master = judgeChefRecipe("Exod 27:16\nGen 1:1\nPs 23:1\nJohn 1:1\nRom 3:25\nActs 2:1\nJude 1:3", {
      ...apprentice,
      level: "master",
    });
    expect(master.judgement.checks.find((check) => check.id === "distinct")?.ok).toBe(true);
    expect(master.judgement.checks.find((check) => check.id === "anchors")).toMatchObject({
      ok: false,
      label: "2 of the theme's key verses (at least 3)",
    });
  });

  it("distinct references count once: the same verse twice is one", () => {
    const judged = judgeChefRecipe("John 3:16\nJn 3:16\nJohn 3:16", { ...apprentice, theme: gospel });
    expect(judged.judgement.checks.find((check) => check.id === "distinct")?.ok).toBe(false);
  });

  it("verdict bands: 4–5 pass, 2–3 partial, 0–1 fail; AI verdicts clamp the stars into their band", () => {
    expect([0, 1, 2, 3, 4, 5].map(verdictForStars)).toEqual([
      "fail",
      "fail",
      "partial",
      "partial",
      "pass",
      "pass",
    ]);
    expect(starsForVerdict(3, "pass")).toBe(4);
    expect(starsForVerdict(5, "partial")).toBe(3);
    expect(starsForVerdict(4, "partial")).toBe(3);
    expect(starsForVerdict(1, "partial")).toBe(2);
    expect(starsForVerdict(3, "fail")).toBe(1);
    expect(starsForVerdict(5, "pass")).toBe(5);
  });

  it("score: stars × 20 + min(20, floor(secondsLeft / 30)); no time bonus without a star; max 120", () => {
    expect(chefTimeBonus(limit("apprentice"))).toBe(20);
    expect(chefTimeBonus(95_000)).toBe(3);
    expect(chefTimeBonus(-1500)).toBe(0);
    expect(chefScore(5, 20)).toBe(CHEF_CHALLENGE.maxScore);
    expect(chefScore(3, 3)).toBe(63);
    expect(chefScore(0, 20)).toBe(0);
    const judged = judgeChefRecipe("Exod 27:16\nHeb 13:10-12\nRom 3:25", { ...apprentice, msLeft: 95_000 });
    expect(judged.judgement.points).toBe(103);
  });
});

describe("the engine (§4.1)", () => {
  it("a round shows the theme and level, never anchors, accepted verses or the model recipe", async () => {
    const { state, round } = await start("master");
    expect(round?.limitMs).toBe(limit("master"));
    expect(round?.payload).toMatchObject({
      kind: "chef",
      level: { id: "master", label: "Master Chef", minRefs: 7, anchorsNeeded: 3 },
    });
    const theme = themeById(state.themeId);
    const json = JSON.stringify(round);
    for (const ref of [...theme.anchors, ...theme.alsoAccepted]) expect(json).not.toContain(`"${ref}"`);
    for (const step of theme.modelRecipe) expect(json).not.toContain(step.note);
    expect(keysOf(round)).not.toContain("anchors");
    expect(round?.payload.kind === "chef" && round.payload.status).toContainEqual({
      label: "Time",
      value: "10:00",
    });
  });

  it("level timers: Apprentice 20:00, Chef 15:00, Master Chef 10:00; an unknown level is refused", async () => {
    expect((await start("apprentice")).round?.limitMs).toBe(20 * 60 * 1000);
    expect((await start("chef")).round?.limitMs).toBe(15 * 60 * 1000);
    await expect(start("normal")).rejects.toBeInstanceOf(InvalidGameInput);
  });

  it("solo deals from the seed (reproducible); daily deals the day's theme to everyone", async () => {
    expect((await start("chef", "solo", "a")).state.themeId).toBe(
      (await start("chef", "solo", "a")).state.themeId,
    );
    const solos = new Set<string>();
    for (let i = 0; i < 20; i += 1) solos.add((await start("chef", "solo", `s${i}`)).state.themeId);
    expect(solos.size).toBeGreaterThan(1);
    const day = new Date("2026-03-02T08:00:00Z");
    const one = await start("chef", "daily", "first", day);
    const two = await start("master", "daily", "second", new Date("2026-03-02T23:59:00Z"));
    expect(one.state.themeId).toBe(two.state.themeId);
    expect(one.state.themeId).toBe(dailyTheme("2026-03-02").id);
    expect(one.state.day).toBe("2026-03-02");
    const days = new Set(
      ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"].map((d) => dailyTheme(d).id),
    );
    expect(days.size).toBeGreaterThan(1);
  });

  it("a winning recipe finishes the run: Dish served!, score with the time bonus, reveal of the model recipe", async () => {
    const { state } = await start("apprentice", "solo", "win");
    const theme = themeById(state.themeId);
    const out = await chefChallengeEngine.answer!(
      state,
      1,
      { text: chefRecipe(theme, "apprentice") },
      answerCtx(60_000, limit("apprentice")),
    );
    expect(out.judgement?.verdict).toBe("pass");
    expect(out.finish).toMatchObject({ won: true, title: "Dish served!", maxScore: 120, score: 5 * 20 + 2 });
    expect(out.finish?.metric).toBe(out.finish?.score);
    expect(out.state.finished).toBe(true);
    expect(out.roundDone).toBe(true);
    expect(out.reveal?.model).toContain(theme.modelRecipe[0]!.note);
    expect(out.reveal?.explanation).toContain("line 1");
    expect(chefChallengeEngine.score(out.state)).toEqual({ score: 102, maxScore: 120 });
  });

  it("fewer than 3 stars → Back to the kitchen; an answer at 0:00 says Time's up", async () => {
    const { state } = await start("apprentice", "solo", "lose");
    const out = await chefChallengeEngine.answer!(
      state,
      1,
      { text: "hello" },
      answerCtx(-500, limit("apprentice")),
    );
    expect(out.finish).toMatchObject({ won: false, score: 0, title: "Time's up · Back to the kitchen" });
  });

  it("timeout: the run ends with 0 stars and the title Time's up", async () => {
    const { state } = await start("chef");
    const out = chefChallengeEngine.timeout!(state, 1);
    expect(out.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(out.finish).toMatchObject({ title: "Time's up", score: 0, won: false, maxScore: 120 });
    expect(out.state.finished).toBe(true);
    expect(out.next).toBeNull();
  });

  it("forged input → InvalidGameInput: cards, an empty recipe, a closed round; actions are refused", async () => {
    const { state } = await start();
    const ctx = answerCtx(60_000, limit("apprentice"));
    expect(() => chefChallengeEngine.answer!(state, 1, { cards: ["2D"], text: "John 3:16" }, ctx)).toThrow(
      InvalidGameInput,
    );
    expect(() => chefChallengeEngine.answer!(state, 1, { text: "  " }, ctx)).toThrow(InvalidGameInput);
    expect(() => chefChallengeEngine.answer!(state, 2, { text: "John 3:16" }, ctx)).toThrow(InvalidGameInput);
    expect(() =>
      chefChallengeEngine.answer!({ ...state, finished: true }, 1, { text: "John 3:16" }, ctx),
    ).toThrow(InvalidGameInput);
    // An empty cards list is what the form sends for "no cards": accepted.
    expect(await chefChallengeEngine.answer!(state, 1, { cards: [], text: "John 3:16" }, ctx)).toHaveProperty(
      "finish",
    );
    for (const type of ["redeal", "hint"] as const)
      expect(() =>
        chefChallengeEngine.action!(state, { type }, { now: new Date(), rng: startCtx("normal").rng }),
      ).toThrow(InvalidGameInput);
  });

  it("the AI judge refines a recipe within one step; stars follow the final verdict; gates skip it", async () => {
    const { state } = await start("apprentice", "solo", "ai");
    const theme = themeById(state.themeId);
    const calls: AiJudgeRequest[] = [];
    const aiJudge = (request: AiJudgeRequest): Promise<Judgement> => {
      calls.push(request);
      return Promise.resolve({
        ...request.rules,
        verdict: "partial",
        points: request.pointsFor("partial"),
        source: "ai",
      });
    };
    const ctx = { ...answerCtx(0, limit("apprentice")), deps: { ...answerCtx(0, null).deps, aiJudge } };
    const out = await chefChallengeEngine.answer!(state, 1, { text: chefRecipe(theme, "apprentice") }, ctx);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.guidance).toContain(theme.anchors[0]);
    expect(out.judgement).toMatchObject({ verdict: "partial", points: 60, source: "ai" });
    expect(out.finish).toMatchObject({
      won: true,
      score: 60,
      metrics: expect.objectContaining({ stars: 3 }),
    });
    await chefChallengeEngine.answer!(state, 1, { text: "hello" }, ctx);
    expect(calls).toHaveLength(1);
  });

  it("every theme's test recipe earns 5 stars at every level", () => {
    for (const theme of chefThemes)
      for (const id of ["apprentice", "chef", "master"] as const) {
        const judged = judgeChefRecipe(chefRecipe(theme, id), { theme, level: id, msLeft: 0 });
        expect(judged.stars, `${theme.id} ${id}: ${judged.judgement.feedback}`).toBe(5);
      }
  });
});
