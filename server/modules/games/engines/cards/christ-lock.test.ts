import { describe, expect, it } from "vitest";
import { CARD_GAMES, CHRIST_LOCK } from "@common/games/rules";
import { ECHO_MESSAGE } from "@common/games/judge/rules";
import { christVerses } from "@server/modules/games/content/christ-lock";
import { answerCtx, keysOf, startCtx } from "../choice-test-kit";
import { type AiJudgeRequest, type Difficulty, InvalidGameInput, type StepOutcome } from "../types";
import {
  type ChristCard,
  christKeyOf,
  christLockEngine,
  christLockMaxScore,
  christLockPoints,
  type ChristLockState,
  judgeChristLock,
} from "./christ-lock";
import { christLockAnswer } from "./christ-lock-test-kit";
import { wordsIn } from "./kit";

/* Christ Lock (games.md §4.6): the sheet's acceptance points and pitfalls, on the rules judge and the engine. */

const words = (count: number, filler = "grace") => Array.from({ length: count }, () => filler).join(" ");
const normal: { difficulty: Difficulty; history: string[]; prompt: string } = {
  difficulty: "normal",
  history: [],
  prompt: "Draw 1 of 6: show how Gen 22:8 reveals Jesus.",
};
const genesis = christKeyOf("Gen 22:8");

/** §4.6 acceptance 1: |LC, John 1:29, "lamb" and "provide", 45 words. */
const moriah =
  "On Mount Moriah Abraham told Isaac that God would provide Himself a lamb, and a ram died in the boy's place. Jesus is that lamb: John the Baptist pointed to Him as the one who takes away the sin of the world (John 1:29), given for us.";

const judge = (card: ChristCard, text: string, ctx: Partial<typeof normal> = {}) =>
  judgeChristLock({ card, text }, genesis, { ...normal, ...ctx });

describe("the rules judge (§4.6)", () => {
  it("Gen 22:8 with |LC, citing John 1:29 and using lamb and provide in 45 words → pass, 15 points", () => {
    expect(wordsIn(moriah)).toBe(45);
    const judged = judge("|LC", moriah);
    expect(judged.judgement).toMatchObject({ verdict: "pass", points: 15, source: "rules" });
    expect(judged.fulfilment).toBe("John 1:29");
    expect(judged.judgement.checks.map((check) => [check.id, check.ok])).toEqual([
      ["christ", true],
      ["card-|LC", true],
      ["fulfilment", true],
      ["words", true],
    ]);
    expect(judged.judgement.feedback).toContain("Locked: |LC is yours, +15.");
  });

  it("a paragraph without any Christ word → fail, a hard gate (no AI)", () => {
    const text = `Abraham climbed Mount Moriah with Isaac and said that God would provide a lamb for the burnt offering. A ram caught in a thicket died in the boy's place as a substitute, and father and son went home grateful for the mercy shown on that mountain (John 1:29).`;
    const judged = judge("|LC", text);
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.hardGateFailed).toBe(true);
    expect(judged.judgement.checks.find((check) => check.id === "christ")).toMatchObject({ ok: false });
    expect(judged.judgement.feedback).toContain("Tip: name Jesus");
  });

  it("counts Jesus, Christ, Messiah and any curated title as mentioning Christ", () => {
    for (const name of ["Jesus", "Christ", "the Messiah", "the Redeemer", "the Son of Man", "Christ's"])
      expect(judge("⊙", `${name} ${words(45)} (Rom 8:32)`).judgement.verdict, name).not.toBe("fail");
    // "Christian" is not "Christ" (whole words only, R4).
    expect(judge("⊙", `Christian ${words(45)} (Rom 8:32)`).judgement.verdict).toBe("fail");
  });

  it("card requirements: 2D names a title, |LC cites a Gospel, ⊙ cites any New Testament verse", () => {
    const card = (code: ChristCard, text: string) =>
      judge(code, text).judgement.checks.find((check) => check.id === `card-${code}`)?.ok;
    expect(card("2D", `Jesus, the Lamb of God, ${words(40)}`)).toBe(true);
    expect(card("2D", `Jesus ${words(40)} (John 1:29)`)).toBe(false);
    expect(card("|LC", `Jesus ${words(40)} (Luke 2:11)`)).toBe(true);
    expect(card("|LC", `Jesus ${words(40)} (Rom 8:32)`)).toBe(false);
    expect(card("⊙", `Jesus ${words(40)} (Rom 8:32)`)).toBe(true);
    expect(card("⊙", `Jesus ${words(40)} (Isa 53:7)`)).toBe(false);
  });

  it("the main test: a curated fulfilment (R2 overlap, +5 on a pass) or at least 2 keywords (R5, stemmed)", () => {
    const overlap = judge("⊙", `Jesus ${words(40)} as John 1:29-31 shows.`);
    expect(overlap.fulfilment).toBe("John 1:29");
    expect(overlap.judgement).toMatchObject({ verdict: "pass", points: 15 });
    const keywords = judge("⊙", `Jesus was the lambs God provided ${words(40)} (Heb 9:28).`);
    expect(keywords.fulfilment).toBeNull();
    expect(keywords.judgement).toMatchObject({ verdict: "pass", points: 10 });
    const oneKeyword = judge("⊙", `Jesus was provided ${words(40)} (Heb 9:28).`);
    expect(oneKeyword.judgement.verdict).toBe("partial");
    expect(oneKeyword.judgement.checks.find((check) => check.id === "fulfilment")?.label).toBe(
      "No curated fulfilment cited, and 1 of 2 key words of the verse",
    );
  });

  it("partial when only the card requirement or only the main test holds (3 points); fail with neither", () => {
    expect(judge("|LC", `Jesus is seen here, as Luke 2:11 says, ${words(40)}`).judgement).toMatchObject({
      verdict: "partial",
      points: 3,
    });
    const mainOnly = judge("|LC", `Jesus is the lamb God would provide, ${words(40)}`);
    expect(mainOnly.judgement).toMatchObject({ verdict: "partial", points: 3 });
    expect(mainOnly.judgement.feedback).toContain("|LC stays unlocked");
    const neither = judge("|LC", `Jesus ${words(45)}`);
    expect(neither.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(neither.hardGateFailed).toBe(false);
  });

  it("word minimums follow the difficulty: Easy 20, Normal 40, Hard 60 (a gate)", () => {
    const text = (count: number) => `Jesus the lamb God would provide (John 1:29) ${words(count - 6)}`;
    expect(judge("|LC", text(39)).judgement.verdict).toBe("fail");
    expect(judge("|LC", text(39)).hardGateFailed).toBe(true);
    expect(judge("|LC", text(40)).judgement.verdict).toBe("pass");
    expect(judge("|LC", text(20), { difficulty: "easy" }).judgement.verdict).toBe("pass");
    expect(judge("|LC", text(59), { difficulty: "hard" }).judgement.verdict).toBe("fail");
    expect(judge("|LC", text(60), { difficulty: "hard" }).judgement.verdict).toBe("pass");
  });

  it("an invalid reference is named and never scores", () => {
    const judged = judge("|LC", `${moriah} See also John 22:1.`);
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.judgement.feedback).toContain("John 22:1 does not exist");
    expect(judged.hardGateFailed).toBe(true);
  });

  it("R7: the same paragraph again, or the prompt's verse copied, fails with the echo message", () => {
    const again = judge("|LC", moriah, { history: [moriah] });
    expect(again.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(again.judgement.feedback).toContain(ECHO_MESSAGE);
    const verse =
      "And Abraham said, My son, God will provide himself a lamb for a burnt offering: so they went both of them together.";
    const copied = judge("|LC", `${verse}`, { prompt: `${normal.prompt} ${verse}` });
    expect(copied.judgement.feedback).toContain(ECHO_MESSAGE);
  });

  it("points table: pass 10 (+5 with a fulfilment), partial 3, fail 0", () => {
    expect(christLockPoints("pass", true)).toBe(15);
    expect(christLockPoints("pass", false)).toBe(10);
    expect(christLockPoints("partial", true)).toBe(3);
    expect(christLockPoints("fail", true)).toBe(0);
    expect(christLockMaxScore).toBe(60);
  });
});

describe("the engine (§4.6)", () => {
  const started = async (difficulty: "easy" | "normal" | "hard" = "normal", seed = "lock") =>
    (await christLockEngine.start("christ-lock", startCtx(difficulty, "solo", seed))).state;

  const payloadOf = (state: ChristLockState) => {
    const payload = christLockEngine.round(state, state.draws + 1)?.payload;
    if (payload?.kind !== "cards") throw new Error("no cards round");
    return payload;
  };

  /** The state with a chosen verse and card on the table. */
  const onTable = (state: ChristLockState, ref: string, card: ChristCard): ChristLockState => ({
    ...state,
    deck: [
      ...state.deck.slice(0, state.deals - 1),
      { ref, text: `KJV text of ${ref}` },
      ...state.deck.slice(state.deals),
    ],
    card,
  });

  const play = async (state: ChristLockState, text: string, history: string[] = []) =>
    await christLockEngine.answer!(state, state.draws + 1, { text }, answerCtx(null, null, history));

  it("deals one Christ card and one OT verse with its KJV text; the round carries no curated key", async () => {
    const state = await started();
    expect(state.deck).toHaveLength(CHRIST_LOCK.maxDraws + CARD_GAMES.redealsPerRun);
    expect(new Set(state.deck.map((verse) => verse.ref)).size).toBe(state.deck.length);
    expect(CHRIST_LOCK.cards).toContain(state.card);
    const payload = payloadOf(state);
    const ref = state.deck[0]!.ref;
    expect(payload.hand.map((card) => card.code)).toEqual([state.card]);
    expect(payload.pick).toEqual({ min: 0, max: 0, needKinds: [] });
    expect(payload.context).toEqual({ ref, text: `KJV text of ${ref}`, label: "Old Testament verse" });
    expect(payload.words).toEqual({ min: CHRIST_LOCK.baseWords, perCard: false });
    expect(payload.refField).toBe(false);
    expect(payload.status).toEqual([
      { label: "Locked", value: "0 / 3" },
      { label: "Draw", value: "1 / 6" },
    ]);
    const json = JSON.stringify(christLockEngine.round(state, 1));
    const key = christKeyOf(ref);
    expect(json).not.toContain(key.model);
    for (const fulfilment of key.fulfilments) expect(json).not.toContain(fulfilment);
    expect(keysOf(payload)).not.toEqual(expect.arrayContaining(["fulfilments"]));
    expect(keysOf(payload)).not.toEqual(expect.arrayContaining(["keywords"]));
  });

  it("a pass locks the card for 15; a partial scores 3 and leaves it open; a timeout fails the draw", async () => {
    const state = onTable(await started(), "Gen 22:8", "|LC");
    const passed = await play(state, moriah);
    expect(passed.judgement).toMatchObject({ verdict: "pass", points: 15 });
    expect(passed.state).toMatchObject({ locked: ["|LC"], draws: 1, score: 15 });
    expect(passed.state.card).not.toBe("|LC");
    expect(passed.reveal).toMatchObject({ refs: genesis.fulfilments, model: genesis.model });
    expect(passed.next?.payload).toMatchObject({ status: [{ value: "1 / 3" }, { value: "2 / 6" }] });

    const partial = await play(state, `Jesus is seen here, as Luke 2:11 says, ${words(40)}`);
    expect(partial.state).toMatchObject({ locked: [], draws: 1, score: 3 });

    const timedOut = christLockEngine.timeout!(state, 1);
    expect(timedOut.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(timedOut.state).toMatchObject({ locked: [], draws: 1, score: 0 });
    expect(timedOut.reveal?.model).toBe(genesis.model);
  });

  it("a locked card is never dealt again, through draws and new prompts", async () => {
    for (const seed of ["a", "b", "c", "d", "e"]) {
      let state = onTable(await started("normal", seed), "Gen 22:8", "|LC");
      state = (await play(state, moriah)).state;
      const cards: string[] = [state.card];
      state = christLockEngine.action!(
        state,
        { type: "redeal" },
        { now: new Date(), rng: startCtx("normal").rng },
      ).state;
      cards.push(state.card);
      while (!state.finished) {
        state = christLockEngine.timeout!(state, state.draws + 1).state;
        if (!state.finished) cards.push(state.card);
      }
      expect(cards).not.toContain("|LC");
    }
  });

  it("three locks within six draws open the lock: +5 per unused draw, score 60 at best", async () => {
    let state = await started("hard", "win");
    const history: string[] = [];
    let outcome: StepOutcome<ChristLockState> | undefined;
    while (!state.finished) {
      const text = christLockAnswer(state);
      outcome = await play(state, text, history);
      expect(outcome.judgement?.verdict, outcome.judgement?.feedback).toBe("pass");
      history.push(text);
      state = outcome.state;
    }
    expect(state.draws).toBe(3);
    expect(outcome?.finish).toMatchObject({
      won: true,
      title: "The lock opens",
      score: christLockMaxScore,
      maxScore: christLockMaxScore,
      metric: christLockMaxScore,
      metrics: { draws: 3, locked: 3, unusedDraws: 3 },
    });
    expect(outcome?.next).toBeNull();
  });

  it("a sixth failed draw ends the run lost, with the partial points kept", async () => {
    const state: ChristLockState = {
      ...(await started()),
      draws: CHRIST_LOCK.maxDraws - 1,
      score: 6,
      locked: ["2D"],
    };
    const lost = christLockEngine.timeout!(state, CHRIST_LOCK.maxDraws);
    expect(lost.finish).toMatchObject({
      won: false,
      score: 6,
      title: "Keep practising",
      metrics: { locked: 1 },
    });
    expect(lost.next).toBeNull();
  });

  it("accepts a dealt hand as no cards, an empty list or the card itself; refuses forged input (422)", async () => {
    const state = onTable(await started(), "Gen 22:8", "|LC");
    const ctx = answerCtx(null, null);
    for (const cards of [undefined, [], ["|LC"]])
      expect(
        (await christLockEngine.answer!(state, 1, { cards, text: moriah }, ctx)).judgement?.verdict,
      ).toBe("pass");
    expect(() => christLockEngine.answer!(state, 1, { cards: ["2D"], text: moriah }, ctx)).toThrow(
      InvalidGameInput,
    );
    expect(() => christLockEngine.answer!(state, 1, { cards: ["|LC", "⊙"], text: moriah }, ctx)).toThrow(
      "Your card is dealt: write about the card you were given.",
    );
    expect(() => christLockEngine.answer!(state, 1, { ref: "John 1:29", text: moriah }, ctx)).toThrow(
      InvalidGameInput,
    );
    expect(() => christLockEngine.answer!(state, 1, { text: "  " }, ctx)).toThrow("Write your answer first.");
    expect(() => christLockEngine.answer!(state, 2, { text: moriah }, ctx)).toThrow(
      "This round is not open.",
    );
  });

  it("Hard times each draw at 3:00; Easy and Normal are untimed; word minimums 20 / 40 / 60", async () => {
    expect(christLockEngine.round(await started("hard"), 1)?.limitMs).toBe(3 * 60 * 1000);
    expect(christLockEngine.round(await started("normal"), 1)?.limitMs).toBeNull();
    expect(payloadOf(await started("easy")).words.min).toBe(20);
    expect(payloadOf(await started("hard")).words.min).toBe(60);
  });

  it("New prompt deals a new verse for the same draw at most twice a run; Show a suggestion is Easy's", async () => {
    const state = await started("easy", "redeal");
    const rng = { now: new Date(), rng: startCtx("easy").rng };
    const first = christLockEngine.action!(state, { type: "redeal" }, rng);
    const second = christLockEngine.action!(first.state, { type: "redeal" }, rng);
    expect(second.state.deals).toBe(3);
    expect(second.state.draws).toBe(0);
    expect(second.reissue?.roundNo).toBe(1);
    expect(payloadOf(second.state).redealsLeft).toBe(0);
    expect(payloadOf(second.state).context?.ref).toBe(state.deck[2]!.ref);
    expect(() => christLockEngine.action!(second.state, { type: "redeal" }, rng)).toThrow(
      "You have used both new prompts for this run.",
    );

    const short = { ...state, deck: state.deck.slice(0, CHRIST_LOCK.maxDraws) };
    expect(() => christLockEngine.action!(short, { type: "redeal" }, rng)).toThrow(
      "No new prompt is left for this run.",
    );

    const hinted = christLockEngine.action!(state, { type: "hint" }, rng);
    const payload = payloadOf(hinted.state);
    expect(payload.suggestion).toEqual({
      available: false,
      refs: christKeyOf(state.deck[0]!.ref).fulfilments.slice(0, CARD_GAMES.suggestionVerses),
    });
    const normalRun = await started("normal");
    expect(() => christLockEngine.action!(normalRun, { type: "hint" }, rng)).toThrow(
      "Suggestions are part of Easy only.",
    );
    expect(() => christLockEngine.action!(state, { type: "skip" }, rng)).toThrow(InvalidGameInput);
  });

  it("the AI judge refines a partial within the clamp (a pass locks the card); a failed gate never calls it", async () => {
    const state = onTable(await started(), "Gen 22:8", "|LC");
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
    const raised = await christLockEngine.answer!(
      state,
      1,
      { text: `Jesus is seen here, as Luke 2:11 says, ${words(40)}` },
      ctx,
    );
    expect(raised.judgement).toMatchObject({ verdict: "pass", points: 10, source: "ai" });
    expect(raised.state.locked).toEqual(["|LC"]);
    expect(calls[0]?.guidance).toContain("John 1:29");
    const gated = await christLockEngine.answer!(state, 1, { text: `Abraham ${words(45)}` }, ctx);
    expect(gated.judgement).toMatchObject({ verdict: "fail", source: "rules" });
    expect(calls).toHaveLength(1);
  });

  it("the same seed deals the same verses and cards", async () => {
    const a = await started("normal", "same");
    const b = await started("normal", "same");
    expect(a.deck).toEqual(b.deck);
    expect(a.card).toBe(b.card);
    expect((await started("normal", "other")).deck).not.toEqual(a.deck);
  });

  it("the test kit's paragraph passes every curated verse with every card on Hard (route and e2e tests rely on it)", () => {
    for (const verse of christVerses)
      for (const card of CHRIST_LOCK.cards) {
        const text = christLockAnswer({ deck: [{ ref: verse.ref, text: "" }], deals: 1 });
        const judged = judgeChristLock({ card, text }, verse, {
          difficulty: "hard",
          history: [],
          prompt: "",
        });
        expect(judged.judgement.verdict, `${verse.ref} ${card}: ${judged.judgement.feedback}`).toBe("pass");
        expect(judged.judgement.points).toBe(15);
      }
  });
});
