import { describe, expect, it } from "vitest";
import { CHAIN_WAR } from "@common/games/rules";
import { ECHO_MESSAGE } from "@common/games/judge/rules";
import { chainLinks } from "@server/modules/games/content/chain-links";
import { answerCtx, startCtx } from "../choice-test-kit";
import { InvalidGameInput } from "../types";
import { chainWarDeck, chainWarEngine, type ChainWarState, judgeChainWar, suggestedRows } from "./chain-war";

/* Chain War (games.md §4.2): the sheet's acceptance points and pitfalls, on the rules judge and the engine. */

const words = (count: number, filler = "grace") => Array.from({ length: count }, () => filler).join(" ");
const normal = { difficulty: "normal" as const, history: [], prompt: "Turn 1 of 15" };

/** A 35-word answer naming both cards (§4.2 acceptance 1). */
const hebrewsAnswer = `The Christ dimension 2D shows Jesus entering as our high priest, and the Sanctuary wall |S shows the tabernacle not made with hands where ${words(12)} His own blood obtained eternal redemption for us all.`;

describe("the rules judge (§4.2)", () => {
  it("2D + |S with Heb 9:11-12 and 35 words naming both → pass, +3 with the verified link", () => {
    const judged = judgeChainWar({ cards: ["2D", "|S"], ref: "Heb 9:11-12", text: hebrewsAnswer }, normal);
    expect(judged.judgement.verdict).toBe("pass");
    expect(judged.verified).toBe(true);
    expect(judged.judgement.points).toBe(3);
    expect(judged.judgement.checks.find((check) => check.id === "verified")?.ok).toBe(true);
  });

  it("a verse outside the curated table passes for 1 per card, no bonus", () => {
    const text = `The Christ dimension 2D and the Sanctuary wall |S meet in this verse: ${words(26)}.`;
    const judged = judgeChainWar({ cards: ["2D", "|S"], ref: "Gen 1:1", text }, normal);
    expect(judged.judgement).toMatchObject({ verdict: "pass", points: 2 });
  });

  it("the same text again → fail with the echo message (R7)", () => {
    const judged = judgeChainWar(
      { cards: ["2D", "|S"], ref: "Heb 9:11-12", text: hebrewsAnswer },
      { ...normal, history: [hebrewsAnswer] },
    );
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.judgement.feedback).toContain(ECHO_MESSAGE);
    expect(judged.hardGateFailed).toBe(true);
  });

  it("one played card not mentioned → partial, 1 point; two → fail", () => {
    const text = `The Christ dimension 2D fills this verse with ${words(40)}.`;
    const one = judgeChainWar({ cards: ["2D", "|S"], ref: "Heb 9:11-12", text }, normal);
    expect(one.judgement).toMatchObject({ verdict: "partial", points: 1 });
    expect(one.mentioned).toEqual(["2D"]);
    expect(one.judgement.checks.find((check) => check.id === "card-|S")).toMatchObject({
      ok: false,
      label: "The card |S is not mentioned",
    });
    const two = judgeChainWar({ cards: ["2D", "|S", "⊙"], ref: "Heb 9:11-12", text }, normal);
    expect(two.judgement.verdict).toBe("fail");
  });

  it("words between half and the full minimum → partial; under half → fail (a gate)", () => {
    const short = `2D and |S ${words(18)}`;
    expect(
      judgeChainWar({ cards: ["2D", "|S"], ref: "Gen 1:1", text: short }, normal).judgement.verdict,
    ).toBe("partial");
    const tiny = `2D and |S ${words(10)}`;
    const judged = judgeChainWar({ cards: ["2D", "|S"], ref: "Gen 1:1", text: tiny }, normal);
    expect(judged.judgement.verdict).toBe("fail");
    expect(judged.hardGateFailed).toBe(true);
  });

  it("an invalid reference is named and fails the turn (R1)", () => {
    const judged = judgeChainWar({ cards: ["2D", "|S"], ref: "John 22:1", text: hebrewsAnswer }, normal);
    expect(judged.judgement.verdict).toBe("fail");
    expect(judged.judgement.feedback).toContain("John 22:1 does not exist");
  });

  it("word minimums follow the difficulty: Easy halves, Hard asks 1.5× and two distinct references", () => {
    const text = `2D and |S ${words(14)}`; // 16 words: Easy's minimum for two cards
    expect(
      judgeChainWar({ cards: ["2D", "|S"], ref: "Gen 1:1", text }, { ...normal, difficulty: "easy" })
        .judgement.verdict,
    ).toBe("pass");
    const hard = { ...normal, difficulty: "hard" as const };
    const oneRef = judgeChainWar(
      { cards: ["2D", "|S"], ref: "Gen 1:1", text: `2D and |S ${words(44)}` },
      hard,
    );
    expect(oneRef.judgement.verdict).toBe("fail");
    const twoRefs = judgeChainWar(
      { cards: ["2D", "|S"], ref: "Gen 1:1", text: `2D and |S, as John 1:3 says, ${words(44)}` },
      hard,
    );
    expect(twoRefs.judgement.verdict).toBe("pass");
  });
});

describe("the engine (§4.2)", () => {
  const started = async (difficulty: "easy" | "normal" | "hard" = "normal", seed = "chain") =>
    (await chainWarEngine.start("chain-war", startCtx(difficulty, "solo", seed))).state;

  const payloadOf = (state: ChainWarState) => {
    const payload = chainWarEngine.round(state, state.turns + 1)?.payload;
    if (payload?.kind !== "cards") throw new Error("no cards round");
    return payload;
  };

  it("deals 5 different cards of the 14; the round shows names and meanings and no curated verse", async () => {
    const state = await started();
    expect(chainWarDeck).toHaveLength(14);
    expect(new Set(state.hand).size).toBe(CHAIN_WAR.hand);
    const payload = payloadOf(state);
    expect(payload.hand.every((card) => card.name !== "" && card.meaning !== "")).toBe(true);
    const json = JSON.stringify(payload);
    for (const row of chainLinks.slice(0, 20)) expect(json).not.toContain(row.note);
    expect(payload.pick).toEqual({ min: 2, max: 3, needKinds: ["dimension", "wall"] });
    expect(payload.redealsLeft).toBe(2);
  });

  it("refuses operators alone, cards not in the hand and a missing reference (422)", async () => {
    const state = await started();
    const ctx = answerCtx(null, null);
    const operators = state.hand.filter((code) => ["+", "∥", "≅", "⊙", "⚖"].includes(code));
    const forged = operators.length >= 2 ? operators.slice(0, 2) : ["⊙", "⚖"];
    expect(() =>
      chainWarEngine.answer!(state, 1, { cards: forged, ref: "John 1:1", text: "x" }, ctx),
    ).toThrow(InvalidGameInput);
    const missing = chainWarDeck.find((code) => !state.hand.includes(code))!;
    expect(() =>
      chainWarEngine.answer!(state, 1, { cards: [state.hand[0]!, missing], ref: "John 1:1", text: "x" }, ctx),
    ).toThrow("Play cards from your hand.");
    const anchor = state.hand.find((code) => /D$|^\|/.test(code))!;
    const other = state.hand.find((code) => code !== anchor)!;
    expect(() => chainWarEngine.answer!(state, 1, { cards: [anchor, other], text: "x" }, ctx)).toThrow(
      "Enter the verse reference you are linking to.",
    );
  });

  it("a pass discards the played cards and draws; a partial keeps the unmentioned card; a fail keeps the hand", async () => {
    const state = { ...(await started()), hand: ["2D", "|S", "⊙", "+", "1D"] as ChainWarState["hand"] };
    const passed = await chainWarEngine.answer!(
      state,
      1,
      { cards: ["2D", "|S"], ref: "Heb 9:11-12", text: hebrewsAnswer },
      answerCtx(null, null),
    );
    expect(passed.state.score).toBe(3);
    expect(passed.state.hand).toHaveLength(5);
    expect(passed.state.hand).not.toContain("2D");
    expect(passed.state.discard).toEqual(expect.arrayContaining(["2D", "|S"]));

    const partial = await chainWarEngine.answer!(
      state,
      1,
      {
        cards: ["2D", "|S"],
        ref: "Heb 9:11-12",
        text: `The Christ dimension 2D fills this verse with ${words(40)}.`,
      },
      answerCtx(null, null),
    );
    expect(partial.state.score).toBe(1);
    expect(partial.state.hand).toContain("|S");
    expect(partial.state.hand).not.toContain("2D");

    const failed = chainWarEngine.timeout!(state, 1);
    expect(failed.judgement?.verdict).toBe("fail");
    expect(failed.state.hand).toEqual(state.hand);
    expect(failed.state.turns).toBe(1);
  });

  it("reaching 15 ends the run as won with the turn count; 15 turns without it is a loss", async () => {
    const near = {
      ...(await started()),
      score: 13,
      turns: 5,
      hand: ["2D", "|S", "⊙", "+", "1D"],
    } as ChainWarState;
    const won = await chainWarEngine.answer!(
      near,
      6,
      { cards: ["2D", "|S"], ref: "Heb 9:11-12", text: hebrewsAnswer },
      answerCtx(null, null),
    );
    expect(won.finish).toMatchObject({
      won: true,
      metric: 6,
      title: "Chain complete in 6 turns!",
      ranked: true,
    });
    expect(won.next).toBeNull();

    const last = { ...(await started()), score: 4, turns: CHAIN_WAR.maxTurns - 1 };
    const lost = chainWarEngine.timeout!(last, CHAIN_WAR.maxTurns);
    expect(lost.finish).toMatchObject({ won: false, title: "Out of turns", ranked: false });
  });

  it("Hard times each turn at 4:00; Easy and Normal are untimed", async () => {
    expect(chainWarEngine.round(await started("hard"), 1)?.limitMs).toBe(4 * 60 * 1000);
    expect(chainWarEngine.round(await started("normal"), 1)?.limitMs).toBeNull();
  });

  it("New prompt deals a new hand at most twice a run; Show a suggestion is Easy's, with two curated verses", async () => {
    const state = await started("easy", "redeal");
    const rng = { now: new Date(), rng: startCtx("easy").rng };
    const first = chainWarEngine.action!(state, { type: "redeal" }, rng);
    const second = chainWarEngine.action!(first.state, { type: "redeal" }, rng);
    expect(payloadOf(second.state).redealsLeft).toBe(0);
    expect(() => chainWarEngine.action!(second.state, { type: "redeal" }, rng)).toThrow(InvalidGameInput);
    expect(new Set(second.state.hand).size).toBe(5);

    const hinted = chainWarEngine.action!(state, { type: "hint" }, rng);
    const payload = payloadOf(hinted.state);
    expect(payload.suggestion.available).toBe(false);
    expect(payload.suggestion.refs).toEqual(suggestedRows(state.hand).map((row) => row.ref));
    const normalRun = await started("normal");
    expect(() => chainWarEngine.action!(normalRun, { type: "hint" }, rng)).toThrow(
      "Suggestions are part of Easy only.",
    );
  });

  it("the same seed deals the same hands", async () => {
    expect((await started("normal", "same")).hand).toEqual((await started("normal", "same")).hand);
  });
});
