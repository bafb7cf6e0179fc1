import { describe, expect, it } from "vitest";
import { type ArticleCode, articleCodes, symbolOf } from "@common/games/pt-symbols";
import { CARD_GAMES, SANCTUARY_RUN } from "@common/games/rules";
import { ECHO_MESSAGE } from "@common/games/judge/rules";
import { sanctuaryArticleVerses, sanctuaryNarratives } from "@server/modules/games/content/sanctuary-run";
import { answerCtx, startCtx } from "../choice-test-kit";
import { type AiJudgeRequest, type Difficulty, InvalidGameInput, type StepOutcome } from "../types";
import { wordsIn } from "./kit";
import {
  anchorOf,
  firstMentionEnd,
  judgeSanctuaryRun,
  sanctuaryMaxScore,
  sanctuaryPoints,
  sanctuaryRevealOf,
  sanctuaryRunEngine,
  type SanctuaryRunState,
} from "./sanctuary-run";
import { sanctuaryNarrative } from "./sanctuary-run-test-kit";

/* Sanctuary Run (games.md §4.3): the sheet's acceptance points and pitfalls, on the rules judge and the engine. */

const words = (count: number, filler = "grace") => Array.from({ length: count }, () => filler).join(" ");
const acceptancePath: ArticleCode[] = ["ALTAR", "LAVER", "ARK"];
const normal: { difficulty: Difficulty; path: ArticleCode[]; history: string[]; prompt: string } = {
  difficulty: "normal",
  path: acceptancePath,
  history: [],
  prompt: "Round 1 of 8",
};

const altar =
  "My walk starts at the altar, where Jesus suffered outside the city to make His people holy with His own blood (Heb 13:12).";
const laver =
  "Next I come to the laver, for Christ cleanses His church with the washing of water by the word (Eph 5:26).";
const ark =
  "Last I reach the ark in the most holy place, where God set Christ forth as a propitiation through faith in His blood (Rom 3:25), and His law no longer condemns me.";
/** §4.3 acceptance 1: a 70-word narrative in the dealt order citing Heb 13:12, Eph 5:26 and Rom 3:25. */
const inOrder = `${altar} ${laver} ${ark}`;
/** §4.3 acceptance 2: the same narrative with the ark mentioned first. */
const arkFirst = `${ark} ${altar} ${laver}`;

const judge = (text: string, ctx: Partial<typeof normal> = {}) =>
  judgeSanctuaryRun(text, { ...normal, ...ctx });

/** Every path of 2, 3 and 4 articles, in sanctuary order. */
function allPaths(size: number, from = 0): ArticleCode[][] {
  if (size === 0) return [[]];
  const paths: ArticleCode[][] = [];
  for (let i = from; i <= articleCodes.length - size; i += 1)
    for (const rest of allPaths(size - 1, i + 1)) paths.push([articleCodes[i]!, ...rest]);
  return paths;
}

describe("the rules judge (§4.3)", () => {
  it("Normal ALTAR → LAVER → ARK, 70 words in order with Heb 13:12, Eph 5:26 and Rom 3:25 → pass, 6 points", () => {
    expect(wordsIn(inOrder)).toBe(70);
    const judged = judge(inOrder);
    expect(judged.judgement).toMatchObject({ verdict: "pass", points: 6, source: "rules" });
    expect(judged.curated).toEqual(["ALTAR", "LAVER", "ARK"]);
    expect(judged.judgement.checks.filter((check) => !check.ok)).toEqual([]);
    expect(judged.judgement.checks.map((check) => check.id)).toEqual([
      "article-ALTAR",
      "article-LAVER",
      "article-ARK",
      "order",
      "references",
      "words",
      "curated-ALTAR",
      "curated-LAVER",
      "curated-ARK",
    ]);
  });

  it("the same narrative with the ark mentioned first → partial, 1 point", () => {
    const judged = judge(arkFirst);
    expect(judged.judgement).toMatchObject({ verdict: "partial", points: 1 });
    expect(judged.judgement.checks.find((check) => check.id === "order")).toMatchObject({
      ok: false,
      label: "First mentions do not follow the path ALTAR → LAVER → ARK",
    });
    expect(judged.judgement.feedback).toContain("Tip: mention the articles in the order of the path");
    expect(judged.hardGateFailed).toBe(false);
  });

  it("synonyms count as mentions (R4): cross, baptism, mercy seat", () => {
    const text = `At the cross Jesus died for me (Heb 13:12). In baptism I am made clean (Eph 5:26). At the mercy seat I find grace (Rom 3:25). ${words(50)}`;
    expect(judge(text).judgement.verdict).toBe("pass");
  });

  it("an article not mentioned → fail, a hard gate (no AI)", () => {
    const judged = judge(`${altar} ${laver} ${words(30)} (Rom 3:25)`);
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.hardGateFailed).toBe(true);
    expect(judged.judgement.checks.find((check) => check.id === "article-ARK")).toMatchObject({
      ok: false,
      label: "ARK (Ark of the covenant) is not mentioned",
    });
  });

  it("too few references → partial; Easy asks one, Normal and Hard one per article", () => {
    const twoRefs = inOrder.replace(" (Rom 3:25)", "");
    expect(judge(twoRefs).judgement).toMatchObject({ verdict: "partial", points: 1 });
    const easy = { difficulty: "easy" as const, path: ["ALTAR", "ARK"] as ArticleCode[] };
    expect(judge(`The altar (Heb 13:12) leads me on to the ark. ${words(25)}`, easy).judgement.verdict).toBe(
      "pass",
    );
    const hard = { difficulty: "hard" as const, path: ["ALTAR", "LAVER", "VEIL", "ARK"] as ArticleCode[] };
    const threeRefs = `${altar} ${laver} The veil was torn. ${ark} ${words(30)}`;
    expect(judge(threeRefs, hard).judgement).toMatchObject({ verdict: "partial", points: 1 });
    expect(judge(threeRefs.replace("was torn.", "was torn (Heb 10:19-20)."), hard).judgement).toMatchObject({
      verdict: "pass",
      points: 7,
    });
  });

  it("words below the minimum → fail (Easy 30, Normal 60, Hard 90)", () => {
    const short = `${altar} ${laver} Then the ark (Rom 3:25).`;
    expect(wordsIn(short)).toBeLessThan(60);
    const judged = judge(short);
    expect(judged.judgement.verdict).toBe("fail");
    expect(judged.hardGateFailed).toBe(true);
    expect(judge(short, { difficulty: "easy" }).judgement.verdict).toBe("pass");
    expect(judge(`${inOrder} ${words(19)}`, { difficulty: "hard" }).judgement.verdict).toBe("fail");
    expect(judge(`${inOrder} ${words(20)}`, { difficulty: "hard" }).judgement.verdict).toBe("pass");
  });

  it("references outside the curated lists pass for 3 with no bonus", () => {
    const text = inOrder
      .replace("Heb 13:12", "Gal 2:20")
      .replace("Eph 5:26", "Rom 6:4")
      .replace("Rom 3:25", "Rom 8:1");
    const judged = judge(text);
    expect(judged.judgement).toMatchObject({ verdict: "pass", points: 3 });
    expect(judged.curated).toEqual([]);
  });

  it("an invalid reference is named and never scores", () => {
    const judged = judge(`${inOrder} See John 22:1.`);
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.judgement.feedback).toContain("John 22:1 does not exist");
    expect(judged.hardGateFailed).toBe(true);
  });

  it("R7: the same narrative again fails with the echo message", () => {
    const judged = judge(inOrder, { history: [inOrder] });
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.judgement.feedback).toContain(ECHO_MESSAGE);
  });

  it("pitfall: a synonym early in the story is a first mention ('new covenant' names the ark)", () => {
    const early = `Under the new covenant, ${inOrder}`;
    expect(judge(early).judgement.verdict).toBe("partial");
  });

  it("first mentions end where R4 finds them; a name inside a longer phrase ties and is not 'in order'", () => {
    expect(firstMentionEnd("the cross and the laver", symbolOf("ALTAR"))).toBe("the cross".length);
    expect(firstMentionEnd("no article here", symbolOf("ARK"))).toBe(-1);
    expect(firstMentionEnd("a darkness", symbolOf("ARK"))).toBe(-1);
    const golden = "the golden altar";
    expect(firstMentionEnd(golden, symbolOf("ALTAR"))).toBe(firstMentionEnd(golden, symbolOf("INCENSE")));
  });

  it("points table: pass 3 + 1 per curated article, partial 1, fail 0", () => {
    expect(sanctuaryPoints("pass", 3)).toBe(6);
    expect(sanctuaryPoints("pass", 0)).toBe(3);
    expect(sanctuaryPoints("partial", 3)).toBe(1);
    expect(sanctuaryPoints("fail", 3)).toBe(0);
    expect(sanctuaryMaxScore("normal")).toBe(30);
  });
});

describe("the engine (§4.3)", () => {
  const started = async (difficulty: "easy" | "normal" | "hard" = "normal", seed = "walk") =>
    (await sanctuaryRunEngine.start("sanctuary-run", startCtx(difficulty, "solo", seed))).state;

  const payloadOf = (state: SanctuaryRunState) => {
    const payload = sanctuaryRunEngine.round(state, state.rounds + 1)?.payload;
    if (payload?.kind !== "cards") throw new Error("no cards round");
    return payload;
  };

  const play = async (state: SanctuaryRunState, text: string, history: string[] = []) =>
    await sanctuaryRunEngine.answer!(state, state.rounds + 1, { text }, answerCtx(null, null, history));

  it("every dealt path is in sanctuary order, 2 / 3 / 4 distinct articles by difficulty", async () => {
    for (const difficulty of ["easy", "normal", "hard"] as const)
      for (let seed = 0; seed < 25; seed += 1) {
        let state = await started(difficulty, `order-${seed}`);
        for (let round = 0; round < 3; round += 1) {
          const order = state.path.map((code) => articleCodes.indexOf(code));
          expect(state.path).toHaveLength(SANCTUARY_RUN.articles[difficulty]);
          for (let i = 1; i < order.length; i += 1) expect(order[i]).toBeGreaterThan(order[i - 1]!);
          state = sanctuaryRunEngine.timeout!(state, state.rounds + 1).state;
        }
      }
  });

  it("the round shows the path with arrows, the rules and the status, never a curated verse or narrative", async () => {
    const state = await started();
    const payload = payloadOf(state);
    expect(payload).toMatchObject({
      kind: "cards",
      game: "sanctuary-run",
      path: true,
      pick: { min: 0, max: 0, needKinds: [] },
      words: { min: 60, perCard: false },
      refField: false,
      refsRequired: 3,
      redealsLeft: 2,
      suggestion: { available: false, refs: [] },
      status: [
        { label: "ROUNDS WON", value: "0/5" },
        { label: "Round", value: "1 / 8" },
      ],
    });
    expect(payload.hand.map((card) => card.code)).toEqual(state.path);
    const json = JSON.stringify(sanctuaryRunEngine.round(state, 1));
    for (const { narrative } of sanctuaryNarratives) expect(json).not.toContain(narrative.slice(0, 40));
    // The cards' meanings quote each article's public anchor; no other curated verse appears.
    const anchors = new Set(articleCodes.map(anchorOf));
    for (const { verses } of sanctuaryArticleVerses)
      for (const ref of verses) if (!anchors.has(ref)) expect(json).not.toContain(`${ref})`);
    expect(payloadOf(await started("easy")).refsRequired).toBe(1);
    expect(payloadOf(await started("hard")).refsRequired).toBe(4);
    expect(payloadOf(await started("hard")).words.min).toBe(90);
  });

  it("the test kit's narrative passes every path of every size on its difficulty, with every curated bonus", () => {
    const difficultyOf = { 2: "easy", 3: "normal", 4: "hard" } as const;
    for (const size of [2, 3, 4] as const)
      for (const path of allPaths(size)) {
        const text = sanctuaryNarrative(path, path.join());
        const judged = judgeSanctuaryRun(text, {
          difficulty: difficultyOf[size],
          path,
          history: [],
          prompt: "",
        });
        expect(judged.judgement.verdict, `${path.join(" → ")}: ${judged.judgement.feedback}`).toBe("pass");
        expect(judged.judgement.points).toBe(3 + size);
      }
  });

  it("a pass counts toward ROUNDS WON and deals the next path; a timeout fails the round", async () => {
    const state = await started("normal", "flow");
    const passed = await play(state, sanctuaryNarrative(state.path, 1));
    expect(passed.judgement).toMatchObject({ verdict: "pass", points: 6 });
    expect(passed.state).toMatchObject({ rounds: 1, passes: 1, score: 6 });
    expect(passed.next?.payload).toMatchObject({ status: [{ value: "1/5" }, { value: "2 / 8" }] });
    const timedOut = sanctuaryRunEngine.timeout!(state, 1);
    expect(timedOut.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(timedOut.state).toMatchObject({ rounds: 1, passes: 0, score: 0 });
    expect(timedOut.reveal).toEqual(sanctuaryRevealOf(state.path));
  });

  it("5 passes → VICTORY; 8 rounds with fewer → lost", async () => {
    let state = await started("hard", "win");
    const history: string[] = [];
    let outcome: StepOutcome<SanctuaryRunState> | undefined;
    while (!state.finished) {
      const text = sanctuaryNarrative(state.path, state.rounds + 1);
      outcome = await play(state, text, history);
      expect(outcome.judgement?.verdict, outcome.judgement?.feedback).toBe("pass");
      history.push(text);
      state = outcome.state;
    }
    expect(outcome?.finish).toMatchObject({
      won: true,
      title: "VICTORY",
      score: sanctuaryMaxScore("hard"),
      maxScore: sanctuaryMaxScore("hard"),
      metric: sanctuaryMaxScore("hard"),
      metrics: { rounds: 5, passes: 5 },
    });

    const last = { ...(await started()), rounds: SANCTUARY_RUN.maxRounds - 1, passes: 4, score: 20 };
    const lost = sanctuaryRunEngine.timeout!(last, SANCTUARY_RUN.maxRounds);
    expect(lost.finish).toMatchObject({ won: false, score: 20, title: "Keep practising" });
    expect(lost.next).toBeNull();
  });

  it("the reveal: the model narrative for a curated path, else the template from each article's verses", () => {
    const model = sanctuaryRevealOf(acceptancePath);
    expect(model.model).toBe(
      sanctuaryNarratives.find((n) => n.articles.join() === "ALTAR,LAVER,ARK")?.narrative,
    );
    const template = sanctuaryRevealOf(["GATE", "LAMP", "ARK"]);
    expect(template.model?.split("\n")).toHaveLength(3);
    expect(template.model).toContain(
      "LAMP: Rev 1:20, Exod 25:31, Exod 25:37 — Light: the Spirit-filled church shining.",
    );
    expect(sanctuaryRevealOf(["ALTAR", "VEIL", "ARK"]).model).toMatch(/^ALTAR: Heb 13:10-12/);
    expect(template.refs).toEqual(["John 10:9", "Rev 1:20", "Rom 3:25"]);
  });

  it("accepts a dealt path as no cards, an empty list or the path; refuses forged input (422)", async () => {
    const state = await started("normal", "forged");
    const ctx = answerCtx(null, null);
    const text = sanctuaryNarrative(state.path, "forged");
    for (const cards of [undefined, [], [...state.path]])
      expect((await sanctuaryRunEngine.answer!(state, 1, { cards, text }, ctx)).judgement?.verdict).toBe(
        "pass",
      );
    expect(() =>
      sanctuaryRunEngine.answer!(state, 1, { cards: [...state.path].reverse(), text }, ctx),
    ).toThrow("Your path is dealt: walk the articles you were given.");
    expect(() => sanctuaryRunEngine.answer!(state, 1, { cards: ["GATE"], text }, ctx)).toThrow(
      InvalidGameInput,
    );
    expect(() => sanctuaryRunEngine.answer!(state, 1, { ref: "Heb 13:12", text }, ctx)).toThrow(
      InvalidGameInput,
    );
    expect(() => sanctuaryRunEngine.answer!(state, 1, { text: "" }, ctx)).toThrow("Write your answer first.");
    expect(() => sanctuaryRunEngine.answer!(state, 3, { text }, ctx)).toThrow("This round is not open.");
  });

  it("Hard times each round at 5:00; Easy and Normal are untimed", async () => {
    expect(sanctuaryRunEngine.round(await started("hard"), 1)?.limitMs).toBe(5 * 60 * 1000);
    expect(sanctuaryRunEngine.round(await started("easy"), 1)?.limitMs).toBeNull();
  });

  it("New prompt deals a different path for the same round at most twice; Show a suggestion is Easy's", async () => {
    const state = await started("easy", "redeal");
    const rng = { now: new Date(), rng: startCtx("easy").rng };
    const first = sanctuaryRunEngine.action!(state, { type: "redeal" }, rng);
    expect(first.state.path).not.toEqual(state.path);
    expect(first.reissue?.roundNo).toBe(1);
    const second = sanctuaryRunEngine.action!(first.state, { type: "redeal" }, rng);
    expect(second.state.rounds).toBe(0);
    expect(payloadOf(second.state).redealsLeft).toBe(0);
    expect(() => sanctuaryRunEngine.action!(second.state, { type: "redeal" }, rng)).toThrow(
      "You have used both new prompts for this run.",
    );

    const hinted = sanctuaryRunEngine.action!(state, { type: "hint" }, rng);
    expect(payloadOf(hinted.state).suggestion).toEqual({
      available: false,
      refs: state.path.map(anchorOf).slice(0, CARD_GAMES.suggestionVerses),
    });
    const normalRun = await started("normal");
    expect(() => sanctuaryRunEngine.action!(normalRun, { type: "hint" }, rng)).toThrow(
      "Suggestions are part of Easy only.",
    );
  });

  it("the AI judge refines a partial within the clamp; a missing article (a hard gate) never calls it", async () => {
    const state = { ...(await started()), path: acceptancePath };
    const calls: AiJudgeRequest[] = [];
    const aiJudge = (request: AiJudgeRequest) => {
      calls.push(request);
      return Promise.resolve({
        ...request.rules,
        verdict: "pass" as const,
        points: request.pointsFor("pass"),
        source: "ai" as const,
      });
    };
    const ctx = { ...answerCtx(null, null), deps: { ...answerCtx(null, null).deps, aiJudge } };
    const raised = await sanctuaryRunEngine.answer!(state, 1, { text: arkFirst }, ctx);
    expect(raised.judgement).toMatchObject({ verdict: "pass", points: 6, source: "ai" });
    expect(raised.state.passes).toBe(1);
    expect(calls[0]?.guidance).toContain("Check that the story holds together");
    const gated = await sanctuaryRunEngine.answer!(state, 1, { text: `${altar} ${laver} ${words(30)}` }, ctx);
    expect(gated.judgement).toMatchObject({ verdict: "fail", source: "rules" });
    expect(calls).toHaveLength(1);
  });

  it("the same seed deals the same paths", async () => {
    const walk = async (seed: string) => {
      let state = await started("normal", seed);
      const paths = [state.path.join()];
      for (let i = 0; i < 4; i += 1) {
        state = sanctuaryRunEngine.timeout!(state, state.rounds + 1).state;
        paths.push(state.path.join());
      }
      return paths;
    };
    expect(await walk("same")).toEqual(await walk("same"));
  });
});
