import { describe, expect, it } from "vitest";
import { ESCAPE_DRAGON } from "@common/games/rules";
import { countAnswerWords, ECHO_MESSAGE } from "@common/games/judge/rules";
import type { Judgement } from "@common/games/judge/types";
import type { DefenceCode } from "@server/modules/games/content/card-types";
import { dragonAttacks } from "@server/modules/games/content/dragon-attacks";
import { answerCtx, fakeDeps, keysOf, startCtx } from "../choice-test-kit";
import { type AiJudgeRequest, type Difficulty, InvalidGameInput } from "../types";
import {
  attackOf,
  dragonDeck,
  escapeDragonEngine,
  type EscapeDragonState,
  heartsOf,
  judgeEscapeDragon,
} from "./escape-dragon";
import { dragonDefence } from "./escape-dragon-test-kit";

/* Escape the Dragon (games.md §4.8): the sheet's acceptance points and pitfalls, on the rules judge and the engine. */

const words = (count: number, filler = "plainly") => Array.from({ length: count }, () => filler).join(" ");
const sabbath = dragonAttacks.find((attack) => attack.id === "sabbath-breaking-by-law")!;
const normal: { difficulty: Difficulty; history: readonly string[]; prompt: string } = {
  difficulty: "normal",
  history: [],
  prompt: "Attack 1 of 10",
};
const judge = (cards: DefenceCode[], text: string, ctx = normal) =>
  judgeEscapeDragon({ cards, text }, sabbath, ctx);

/** ARK is a strong card against the Sabbath attack; Rev 14:12 one of its key verses. */
const passText = `The ARK holds the law of God and the LAMP shines it into the dark, as Rev 14:12 says: ${words(40)}.`;

describe("the rules judge (§4.8)", () => {
  it("the sheet's example: ARK + LAMP naming both, Rev 14:12, 40+ words → pass, +10", () => {
    const judged = judge(["ARK", "LAMP"], passText);
    expect(judged.judgement).toMatchObject({ verdict: "pass", points: ESCAPE_DRAGON.points.pass });
    expect(judged.strongPlayed).toEqual(["ARK"]);
    expect(judged.keyVerse).toBe("Rev 14:12");
    expect(judged.judgement.checks.find((check) => check.id === "strong-card")?.ok).toBe(true);
    expect(judged.judgement.checks.find((check) => check.id === "key-verse")?.label).toBe(
      "Key verse cited (Rev 14:12)",
    );
  });

  it("A only (a strong card, no key verse, under 2 keywords) → partial, +5", () => {
    const judged = judge(["ARK", "LAMP"], `The ARK and the LAMP stand firm, as Gen 1:1 shows: ${words(40)}.`);
    expect(judged.judgement).toMatchObject({ verdict: "partial", points: ESCAPE_DRAGON.points.partial });
    expect(judged.hardGateFailed).toBe(false);
  });

  it("B only (a key verse, no strong card) → partial, +5", () => {
    const judged = judge(["LAMP", "|TP"], `The LAMP and |TP answer with Rev 14:12: ${words(40)}.`);
    expect(judged.judgement).toMatchObject({ verdict: "partial", points: 5 });
    expect(judged.strongPlayed).toEqual([]);
  });

  it("B by 2 keywords instead of a key verse (R5, stemmed)", () => {
    const text = `The LAMP and |TP call us to keep the sabbaths and to worship the Creator, as Gen 1:1 shows: ${words(40)}.`;
    const judged = judge(["LAMP", "|TP"], text);
    expect(judged.keywords).toEqual(expect.arrayContaining(["sabbath", "worship"]));
    expect(judged.judgement.verdict).toBe("partial");
    expect(judge(["ARK", "|TP"], text.replace("LAMP", "ARK")).judgement.verdict).toBe("pass");
    const one = judge(["LAMP", "|TP"], `The LAMP and |TP, and the sabbath, as Gen 1:1 shows: ${words(40)}.`);
    expect(one.judgement.verdict).toBe("fail");
  });

  it("gates met but neither A nor B → fail (a life), yet not a hard gate: the AI may still look", () => {
    const judged = judge(["LAMP", "|TP"], `The LAMP and |TP, as Gen 1:1 shows: ${words(40)}.`);
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.hardGateFailed).toBe(false);
    expect(judged.judgement.feedback).toContain("The attack breaks through");
  });

  it("a played card not named → fail, naming the card (a gate)", () => {
    const judged = judge(["ARK", "LAMP"], `The ARK answers it, as Rev 14:12 says: ${words(40)}.`);
    expect(judged.judgement.verdict).toBe("fail");
    expect(judged.hardGateFailed).toBe(true);
    expect(judged.judgement.checks.find((check) => check.id === "card-LAMP")).toMatchObject({
      ok: false,
      label: "The card LAMP is not mentioned",
    });
    expect(judged.judgement.feedback).toContain("The card LAMP is not mentioned");
  });

  it("under the word minimum → fail (a gate, no half credit)", () => {
    const text = `The ARK and the LAMP, Rev 14:12: ${words(30)}`;
    expect(countAnswerWords(text)).toBeLessThan(40);
    const judged = judge(["ARK", "LAMP"], text);
    expect(judged.judgement.verdict).toBe("fail");
    expect(judged.hardGateFailed).toBe(true);
  });

  it("an invalid reference is named and scores nothing, even beside a key verse (R1)", () => {
    const judged = judge(["ARK", "LAMP"], passText.replace("Rev 14:12", "Rev 14:12 and John 22:1"));
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.judgement.feedback).toContain("John 22:1 does not exist");
  });

  it("no reference at all → fail", () => {
    const judged = judge(["ARK", "LAMP"], passText.replace(", as Rev 14:12 says", ""));
    expect(judged.judgement.verdict).toBe("fail");
    expect(judged.judgement.checks[0]).toMatchObject({ id: "reference", ok: false });
  });

  it("the same defence again, or the attack copied back → fail with the echo message (R7)", () => {
    const again = judge(["ARK", "LAMP"], passText, { ...normal, history: [passText] });
    expect(again.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(again.judgement.feedback).toContain(ECHO_MESSAGE);
    expect(again.hardGateFailed).toBe(true);
    const copied = judge(["ARK", "LAMP"], sabbath.description, { ...normal, prompt: sabbath.description });
    expect(copied.judgement.feedback).toContain(ECHO_MESSAGE);
  });

  it("word minimums follow the difficulty: Easy 20; Hard 60 with two distinct references", () => {
    const easyText = `The ARK and the LAMP, Rev 14:12: ${words(15)}`;
    expect(countAnswerWords(easyText)).toBe(20);
    expect(judge(["ARK", "LAMP"], easyText, { ...normal, difficulty: "easy" }).judgement.verdict).toBe(
      "pass",
    );
    expect(judge(["ARK", "LAMP"], easyText).judgement.verdict).toBe("fail");
    const hard = { ...normal, difficulty: "hard" as const };
    const oneRef = judge(["ARK", "LAMP"], `The ARK and the LAMP, Rev 14:12: ${words(60)}`, hard);
    expect(oneRef.judgement.verdict).toBe("fail");
    expect(oneRef.judgement.checks[0]?.label).toBe("1 of 2 distinct references (Revelation 14:12)");
    const twoRefs = judge(
      ["ARK", "LAMP"],
      `The ARK and the LAMP, Rev 14:12 and Exod 20:8-11: ${words(60)}`,
      hard,
    );
    expect(twoRefs.judgement.verdict).toBe("pass");
  });

  it("every curated model, played with its strong cards, passes its own attack", () => {
    for (const attack of dragonAttacks) {
      const cards = attack.strongCards.slice(0, 2);
      const text = `${cards.join(" and ")}: ${attack.model}`;
      const judged = judgeEscapeDragon({ cards, text }, attack, normal);
      expect(judged.judgement.verdict, `${attack.id}: ${judged.judgement.feedback}`).toBe("pass");
    }
  });
});

describe("the engine (§4.8)", () => {
  const started = async (difficulty: "easy" | "normal" | "hard" = "normal", seed = "dragon") =>
    (await escapeDragonEngine.start("escape-dragon", startCtx(difficulty, "solo", seed))).state;

  /** A run facing the Sabbath attack with a known hand and deck. */
  const facingSabbath = async (): Promise<EscapeDragonState> => {
    const state = await started();
    return {
      ...state,
      attackOrder: [sabbath.id, ...state.attackOrder.filter((id) => id !== sabbath.id)],
      attackAt: 0,
      hand: ["ARK", "LAMP", "|TP", "E-Now", "⚖"],
      deck: ["|GC", "|S", "E-Fu", "ALTAR"],
      discard: [],
    };
  };

  const payloadOf = (state: EscapeDragonState) => {
    const payload = escapeDragonEngine.round(state, state.faced + 1)?.payload;
    if (payload?.kind !== "cards") throw new Error("no cards round");
    return payload;
  };

  const actionCtx = { now: new Date(), rng: startCtx("easy").rng };

  const lifeLost = (state: EscapeDragonState) => escapeDragonEngine.timeout!(state, state.faced + 1);

  it("deals 5 different cards of the 9 and shows the attack, never its key", async () => {
    const state = await started();
    expect(dragonDeck).toHaveLength(9);
    expect(new Set(state.hand).size).toBe(ESCAPE_DRAGON.hand);
    expect(state.hand.every((code) => dragonDeck.includes(code))).toBe(true);
    const payload = payloadOf(state);
    const attack = attackOf(state);
    expect(payload.context).toEqual({
      label: `The dragon attacks: ${attack.title}`,
      text: attack.description,
    });
    expect(payload.pick).toEqual({ min: 2, max: 2, needKinds: [] });
    expect(payload.words).toEqual({ min: 40, perCard: false });
    expect(payload.refField).toBe(false);
    expect(payload.status).toEqual([
      { label: "Lives", value: "♥♥♥" },
      { label: "Attack", value: "1 / 10" },
      { label: "Score", value: "0" },
    ]);
    for (const candidate of dragonAttacks) {
      const json = JSON.stringify(payloadOf({ ...state, attackOrder: [candidate.id], attackAt: 0 }));
      expect(json).not.toContain(candidate.model);
      for (const ref of candidate.keyVerses) expect(json).not.toContain(ref);
    }
    const keys = keysOf(payload);
    for (const key of ["strongCards", "keyVerses", "keywords", "model"]) expect(keys).not.toContain(key);
  });

  it("refuses a wrong card count, cards not in the hand, a card twice and an empty defence (422)", async () => {
    const state = await facingSabbath();
    const ctx = answerCtx(null, null);
    const play = (cards: string[] | undefined, text = passText) =>
      escapeDragonEngine.answer!(state, 1, { ...(cards ? { cards } : {}), text }, ctx);
    expect(() => play(["ARK"])).toThrow("Pick exactly 2 cards.");
    expect(() => play(["ARK", "LAMP", "|TP"])).toThrow("Pick exactly 2 cards.");
    expect(() => play(undefined)).toThrow("Pick exactly 2 cards.");
    expect(() => play(["ARK", "|GC"])).toThrow("Play cards from your hand.");
    expect(() => play(["ARK", "ARK"])).toThrow("Play each card once.");
    expect(() => play(["ARK", "LAMP"], "   ")).toThrow(InvalidGameInput);
  });

  it("a pass scores +10 and replaces the played cards; a fail greys one heart", async () => {
    const state = await facingSabbath();
    const passed = await escapeDragonEngine.answer!(
      state,
      1,
      { cards: ["ARK", "LAMP"], text: passText },
      answerCtx(null, null),
    );
    expect(passed.judgement).toMatchObject({ verdict: "pass", points: 10 });
    expect(passed.state).toMatchObject({ score: 10, lives: 3, faced: 1 });
    expect(passed.state.hand).toEqual(["|TP", "E-Now", "⚖", "|GC", "|S"]);
    expect(passed.state.discard).toEqual(["ARK", "LAMP"]);
    expect(passed.reveal?.model).toBe(sabbath.model);
    expect(passed.reveal?.refs).toEqual(sabbath.keyVerses);
    const next = passed.next?.payload;
    expect(next?.kind === "cards" && next.status[1]).toEqual({ label: "Attack", value: "2 / 10" });

    const failed = await escapeDragonEngine.answer!(
      state,
      1,
      { cards: ["LAMP", "|TP"], text: `The LAMP and |TP, as Gen 1:1 shows: ${words(40)}.` },
      answerCtx(null, null),
    );
    expect(failed.judgement?.verdict).toBe("fail");
    expect(failed.state).toMatchObject({ lives: 2, score: 0, faced: 1 });
    expect(failed.state.hand).not.toContain("LAMP");
    expect(payloadOf(failed.state).status[0]).toEqual({ label: "Lives", value: "♥♥♡" });
    expect(heartsOf(0)).toBe("♡♡♡");
  });

  it("Normal and Hard time each attack (3:00, 1:30); Easy is untimed; a timeout takes a life with no input", async () => {
    expect(escapeDragonEngine.round(await started("easy"), 1)?.limitMs).toBeNull();
    expect(escapeDragonEngine.round(await started("normal"), 1)?.limitMs).toBe(3 * 60 * 1000);
    expect(escapeDragonEngine.round(await started("hard"), 1)?.limitMs).toBe(90 * 1000);
    const state = await started();
    const out = lifeLost(state);
    expect(out.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(out.state).toMatchObject({ lives: 2, faced: 1 });
    expect(out.state.hand).toEqual(state.hand);
    expect(out.state.attackAt).toBe(state.attackAt + 1);
    expect(out.next?.roundNo).toBe(2);
  });

  it("a 3rd fail → DRAGON VICTORY: you held out for the attacks before it", async () => {
    let state = await started();
    state = lifeLost(state).state;
    state = lifeLost(state).state;
    expect(payloadOf(state).status[0]?.value).toBe("♥♡♡");
    const last = lifeLost(state);
    expect(last.next).toBeNull();
    expect(last.state.finished).toBe(true);
    expect(last.finish).toMatchObject({
      won: false,
      score: 0,
      maxScore: 115,
      title: "DRAGON VICTORY — You held out for 2 attacks",
      metrics: { attacks: 2, lives: 0 },
    });
    expect(escapeDragonEngine.round(last.state, 4)).toBeNull();
    expect(() => escapeDragonEngine.action!(last.state, { type: "redeal" }, actionCtx)).toThrow(
      "This game has ended.",
    );
  });

  it("the 10th attack survived → REMNANT VICTORY with +5 per heart left", async () => {
    const near = { ...(await facingSabbath()), faced: 9, lives: 2, score: 60 };
    const won = await escapeDragonEngine.answer!(
      near,
      10,
      { cards: ["ARK", "LAMP"], text: passText },
      answerCtx(null, null),
    );
    expect(won.finish).toMatchObject({
      won: true,
      title: "REMNANT VICTORY",
      score: 60 + 10 + 2 * ESCAPE_DRAGON.lifeBonus,
      metric: 80,
      maxScore: ESCAPE_DRAGON.maxScore,
    });
    expect(escapeDragonEngine.score(won.state)).toEqual({ score: 80, maxScore: 115 });
    // A fail on the 10th with a life to spare still survives the dragon.
    const spare = escapeDragonEngine.timeout!({ ...near, lives: 2 }, 10);
    expect(spare.finish).toMatchObject({ won: true, title: "REMNANT VICTORY", score: 60 + 5 });
    expect(ESCAPE_DRAGON.maxScore).toBe(
      ESCAPE_DRAGON.attacks * ESCAPE_DRAGON.points.pass + ESCAPE_DRAGON.lives * ESCAPE_DRAGON.lifeBonus,
    );
  });

  it("New prompt brings a new attack for the same hand, at most twice a run", async () => {
    const state = await started("normal", "redeal");
    const first = escapeDragonEngine.action!(state, { type: "redeal" }, actionCtx);
    expect(attackOf(first.state).id).not.toBe(attackOf(state).id);
    expect(first.state.hand).toEqual(state.hand);
    expect(first.reissue?.roundNo).toBe(1);
    const second = escapeDragonEngine.action!(first.state, { type: "redeal" }, actionCtx);
    expect(payloadOf(second.state).redealsLeft).toBe(0);
    expect(() => escapeDragonEngine.action!(second.state, { type: "redeal" }, actionCtx)).toThrow(
      "You have used both new prompts for this run.",
    );
  });

  it("Show a suggestion is Easy's: two of the attack's key verses; refused on Normal and Hard", async () => {
    const easy = await started("easy");
    const hinted = escapeDragonEngine.action!(easy, { type: "hint" }, actionCtx);
    const payload = payloadOf(hinted.state);
    expect(payload.suggestion).toEqual({
      available: false,
      refs: attackOf(easy).keyVerses.slice(0, 2),
    });
    for (const difficulty of ["normal", "hard"] as const) {
      const run = await started(difficulty);
      expect(payloadOf(run).suggestion).toEqual({ available: false, refs: [] });
      expect(() => escapeDragonEngine.action!(run, { type: "hint" }, actionCtx)).toThrow(
        "Suggestions are part of Easy only.",
      );
    }
  });

  it("the same seed deals the same hand and attacks; another seed another run", async () => {
    const a = await started("normal", "same");
    const b = await started("normal", "same");
    expect(b.hand).toEqual(a.hand);
    expect(b.attackOrder).toEqual(a.attackOrder);
    const other = await started("normal", "other");
    expect([other.hand, other.attackOrder]).not.toEqual([a.hand, a.attackOrder]);
  });

  it("the AI judge refines a round whose gates hold, and is never asked when a gate fails", async () => {
    const state = await facingSabbath();
    const asked: AiJudgeRequest[] = [];
    const aiJudge = (request: AiJudgeRequest): Promise<Judgement> => {
      asked.push(request);
      return Promise.resolve({
        ...request.rules,
        verdict: "partial",
        points: request.pointsFor("partial"),
        source: "ai",
      });
    };
    const ctx = { ...answerCtx(null, null), deps: { ...fakeDeps, aiJudge } };
    const refined = await escapeDragonEngine.answer!(
      state,
      1,
      { cards: ["ARK", "LAMP"], text: passText },
      ctx,
    );
    expect(refined.judgement).toMatchObject({ verdict: "partial", points: 5, source: "ai" });
    expect(asked[0]?.guidance).toContain(sabbath.model);
    const gated = await escapeDragonEngine.answer!(
      state,
      1,
      { cards: ["ARK", "LAMP"], text: `The ARK alone, Rev 14:12: ${words(40)}` },
      ctx,
    );
    expect(gated.judgement?.source).toBe("rules");
    expect(asked).toHaveLength(1);
  });

  it("whole runs played with the test kit's defences survive to REMNANT VICTORY (the kit the route and e2e tests use)", async () => {
    for (const seed of ["full-run", "win-seed", ...Array.from({ length: 10 }, (_, i) => `kit-${i}`)]) {
      let state = await started("normal", seed);
      const history: string[] = [];
      let finish;
      let expected = 0;
      for (let roundNo = 1; roundNo <= ESCAPE_DRAGON.attacks; roundNo += 1) {
        const play = dragonDefence(state);
        const out = await escapeDragonEngine.answer!(state, roundNo, play, answerCtx(null, null, history));
        expect(out.judgement?.verdict, `${seed}: ${out.judgement?.feedback}`).toBe(play.expected);
        expected += ESCAPE_DRAGON.points[play.expected];
        history.push(play.text);
        state = out.state;
        finish = out.finish;
      }
      expect(finish).toMatchObject({ won: true, title: "REMNANT VICTORY", score: expected + 15 });
      expect(state.score).toBe(finish?.score);
    }
  });
});
