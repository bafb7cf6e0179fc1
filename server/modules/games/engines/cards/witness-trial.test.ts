import { describe, expect, it } from "vitest";
import { WITNESS_TRIAL } from "@common/games/rules";
import { countAnswerWords, ECHO_MESSAGE } from "@common/games/judge/rules";
import { objections } from "@server/modules/games/content/objections";
import { answerCtx, keysOf, startCtx } from "../choice-test-kit";
import { type Difficulty, InvalidGameInput } from "../types";
import {
  dealKey,
  judgeWitnessTrial,
  objectionOf,
  type WitnessCode,
  witnessDeck,
  witnessTrialEngine,
  type WitnessTrialState,
} from "./witness-trial";
import { witnessAnswer } from "./witness-trial-test-kit";

/* Witness Trial (games.md §4.10): the sheet's acceptance points and pitfalls, on the rules judge and the engine. */

const words = (count: number, filler = "plainly") => Array.from({ length: count }, () => filler).join(" ");
const beingGood = objections.find((objection) => objection.id === "being-good-is-enough")!;
const hand: WitnessCode[] = ["2D", "|S", "ARK"];
const normal: { difficulty: Difficulty; history: readonly string[]; prompt: string } = {
  difficulty: "normal",
  history: [],
  prompt: "Trial 1 of 5",
};
const judge = (text: string, ctx = normal, cards = hand) =>
  judgeWitnessTrial({ cards, text }, beingGood, ctx);

/** All three cards named, a curated verse of the objection (Rom 3:23), 50+ words. */
const passText = `The Christ dimension 2D, the Sanctuary wall |S and the ARK all testify, as Rom 3:23 says: ${words(50)}.`;

describe("the rules judge (§4.10)", () => {
  it("every card named, a curated verse and 50 words → pass, Convincing, 3 points", () => {
    const judged = judge(passText);
    expect(judged.judgement).toMatchObject({ verdict: "pass", points: WITNESS_TRIAL.points.pass });
    expect(judged.curatedVerse).toBe("Rom 3:23");
    expect(judged.judgement.feedback).toMatch(/^Convincing: \+3\./);
  });

  it("3 keywords stand in for a curated verse (R5)", () => {
    const text = `2D, |S and the ARK show that grace is a gift received by faith, as Gen 1:1 shows: ${words(50)}.`;
    const judged = judge(text);
    expect(judged.keywords).toEqual(["grace", "gift", "faith"]);
    expect(judged.judgement).toMatchObject({ verdict: "pass", points: 3 });
  });

  it("the gates alone (a verse outside the curated list, under 3 keywords) → partial, Hung jury, 1 point", () => {
    const judged = judge(`2D, |S and the ARK, and grace and faith, as Gen 1:1 shows: ${words(50)}.`);
    expect(judged.judgement).toMatchObject({ verdict: "partial", points: WITNESS_TRIAL.points.partial });
    expect(judged.judgement.feedback).toMatch(/^Hung jury: \+1\./);
    expect(judged.hardGateFailed).toBe(false);
  });

  it("an answer missing one card → fail, Weak case, naming the missing card (acceptance 2)", () => {
    const judged = judge(
      `The Christ dimension 2D and the Sanctuary wall |S, as Rom 3:23 says: ${words(50)}.`,
    );
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.hardGateFailed).toBe(true);
    expect(judged.judgement.feedback).toMatch(/^Weak case: no points\./);
    expect(judged.judgement.feedback).toContain("The card ARK is not mentioned");
    expect(judged.judgement.checks.find((check) => check.id === "card-ARK")).toMatchObject({
      ok: false,
      label: "The card ARK is not mentioned",
    });
  });

  it("a card counts by its name or a synonym as well as its code (R4)", () => {
    const text = `Jesus, the tabernacle and the mercy seat all testify, as Rom 3:23 says: ${words(50)}.`;
    expect(judge(text).judgement.verdict).toBe("pass");
  });

  it("under 50 words → fail; no reference → fail; an invalid reference is named → fail", () => {
    const short = `2D, |S and the ARK, Rom 3:23: ${words(40)}`;
    expect(countAnswerWords(short)).toBeLessThan(50);
    expect(judge(short).judgement.verdict).toBe("fail");
    const noRef = judge(passText.replace(", as Rom 3:23 says", ""));
    expect(noRef.judgement.verdict).toBe("fail");
    expect(noRef.judgement.checks[0]).toMatchObject({ id: "reference", ok: false });
    const invalid = judge(passText.replace("Rom 3:23", "Rom 3:23 and John 22:1"));
    expect(invalid.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(invalid.judgement.feedback).toContain("John 22:1 does not exist");
  });

  it("the same answer again, or the objection copied back → fail with the echo message (R7)", () => {
    const again = judge(passText, { ...normal, history: [passText] });
    expect(again.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(again.judgement.feedback).toContain(ECHO_MESSAGE);
    const copied = judge(beingGood.text, { ...normal, prompt: `Trial 1 of 5 ${beingGood.text}` });
    expect(copied.judgement.feedback).toContain(ECHO_MESSAGE);
  });

  it("Easy asks 25 words; Hard 75 words and two distinct references", () => {
    const easyText = `2D, |S and the ARK, Rom 3:23: ${words(20)}`;
    expect(countAnswerWords(easyText)).toBe(25);
    expect(judge(easyText, { ...normal, difficulty: "easy" }).judgement.verdict).toBe("pass");
    const hard = { ...normal, difficulty: "hard" as const };
    const oneRef = judge(`2D, |S and the ARK, Rom 3:23: ${words(75)}`, hard);
    expect(oneRef.judgement.verdict).toBe("fail");
    const twoRefs = judge(`2D, |S and the ARK, Rom 3:23 and Eph 2:8-9: ${words(75)}`, hard);
    expect(twoRefs.judgement.verdict).toBe("pass");
  });

  it("every curated model, with the cards called by code, convinces", () => {
    for (const objection of objections) {
      const text = witnessAnswer({ hand, objectionOrder: [objection.id], objectionAt: 0 }).text;
      const judged = judgeWitnessTrial({ cards: hand, text }, objection, normal);
      expect(judged.judgement.verdict, `${objection.id}: ${judged.judgement.feedback}`).toBe("pass");
    }
  });
});

describe("the engine (§4.10)", () => {
  const started = async (difficulty: "easy" | "normal" | "hard" = "normal", seed = "witness") =>
    (await witnessTrialEngine.start("witness-trial", startCtx(difficulty, "solo", seed))).state;

  const payloadOf = (state: WitnessTrialState) => {
    const payload = witnessTrialEngine.round(state, state.trials + 1)?.payload;
    if (payload?.kind !== "cards") throw new Error("no cards round");
    return payload;
  };

  const actionCtx = { now: new Date(), rng: startCtx("easy").rng };

  /** The sets dealt over a run's 5 trials (each ended by its clock). */
  const fiveDeals = async (seed: string) => {
    let state = await started("normal", seed);
    const sets = [dealKey(state.hand)];
    for (let trial = 1; trial < WITNESS_TRIAL.trials; trial += 1) {
      state = witnessTrialEngine.timeout!(state, trial).state;
      sets.push(dealKey(state.hand));
    }
    return sets;
  };

  it("different trials deal different card sets: 5 trials with a seed, and over many seeds (acceptance 1)", async () => {
    expect(witnessDeck).toHaveLength(12);
    expect(new Set(await fiveDeals("trial-seed")).size).toBe(WITNESS_TRIAL.trials);
    for (let i = 0; i < 40; i += 1) {
      const sets = await fiveDeals(`seed-${i}`);
      expect(new Set(sets).size, sets.join(" / ")).toBe(WITNESS_TRIAL.trials);
      for (const set of sets) {
        const cards = set.split(" ");
        expect(new Set(cards).size).toBe(WITNESS_TRIAL.dealt);
        expect(cards.every((code) => (witnessDeck as readonly string[]).includes(code))).toBe(true);
      }
    }
    // The pitfall: not always the same three at the start of a run either.
    const openings = new Set(
      await Promise.all(
        ["a", "b", "c", "d", "e"].map(async (seed) => dealKey((await started("normal", seed)).hand)),
      ),
    );
    expect(openings.size).toBeGreaterThan(1);
  });

  it("a round shows the objection and the three dealt cards, never the curated verses or model", async () => {
    const state = await started();
    const payload = payloadOf(state);
    expect(payload.hand.map((card) => card.code)).toEqual(state.hand);
    expect(payload.pick).toEqual({ min: 0, max: 0, needKinds: [] });
    expect(payload.words).toEqual({ min: 50, perCard: false });
    expect(payload.refField).toBe(false);
    expect(payload.context).toEqual({ label: "The objection", text: objectionOf(state).text });
    expect(payload.status).toEqual([
      { label: "Score", value: "0 / 15" },
      { label: "Trial", value: "1 / 5" },
      { label: "Case won at", value: "9" },
    ]);
    for (const objection of objections) {
      const json = JSON.stringify(payloadOf({ ...state, objectionOrder: [objection.id], objectionAt: 0 }));
      expect(json).not.toContain(objection.model);
      for (const ref of objection.verses) expect(json).not.toContain(ref);
    }
    for (const key of ["verses", "keywords", "model"]) expect(keysOf(payload)).not.toContain(key);
  });

  it("takes the dealt hand with no cards sent (or the three themselves); other cards are refused (422)", async () => {
    const state = { ...(await started()), hand, objectionOrder: [beingGood.id], objectionAt: 0 };
    const ctx = answerCtx(null, null);
    for (const cards of [undefined, [], ["ARK", "2D", "|S"]]) {
      const out = await witnessTrialEngine.answer!(
        state,
        1,
        { ...(cards ? { cards } : {}), text: passText },
        ctx,
      );
      expect(out.judgement?.verdict).toBe("pass");
    }
    expect(() => witnessTrialEngine.answer!(state, 1, { cards: ["2D"], text: passText }, ctx)).toThrow(
      "The cards are dealt: answer with the three you were given.",
    );
    expect(() =>
      witnessTrialEngine.answer!(state, 1, { cards: ["2D", "|S", "1D"], text: passText }, ctx),
    ).toThrow(InvalidGameInput);
    expect(() => witnessTrialEngine.answer!(state, 1, { text: "  " }, ctx)).toThrow(
      "Write your answer first.",
    );
    expect(() => witnessTrialEngine.answer!(state, 2, { text: passText }, ctx)).toThrow(
      "This round is not open.",
    );
  });

  it("a judged trial scores, reveals the curated answer and deals a new objection and three new cards", async () => {
    const state = {
      ...(await started()),
      hand,
      objectionOrder: [beingGood.id, "truth-is-relative"],
      objectionAt: 0,
    };
    const out = await witnessTrialEngine.answer!(state, 1, { text: passText }, answerCtx(null, null));
    expect(out.state).toMatchObject({ score: 3, trials: 1, convincing: 1 });
    expect(out.reveal).toMatchObject({ model: beingGood.model, refs: beingGood.verses });
    expect(objectionOf(out.state).id).toBe("truth-is-relative");
    expect(dealKey(out.state.hand)).not.toBe(dealKey(hand));
    const next = out.next?.payload;
    expect(next?.kind === "cards" && next.status[0]).toEqual({ label: "Score", value: "3 / 15" });
  });

  it("Hard times each trial at 4:00 and a timeout is a weak case; Easy and Normal are untimed", async () => {
    expect(witnessTrialEngine.round(await started("hard"), 1)?.limitMs).toBe(4 * 60 * 1000);
    expect(witnessTrialEngine.round(await started("normal"), 1)?.limitMs).toBeNull();
    expect(witnessTrialEngine.round(await started("easy"), 1)?.limitMs).toBeNull();
    const out = witnessTrialEngine.timeout!(await started("hard"), 1);
    expect(out.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(out.state.trials).toBe(1);
    expect(out.next?.roundNo).toBe(2);
  });

  it("5 trials → the result: Case won at 9 or more, Case lost below (acceptance 3)", async () => {
    const base = { ...(await started()), hand, objectionOrder: [beingGood.id], objectionAt: 0, trials: 4 };
    const won = await witnessTrialEngine.answer!(
      { ...base, score: 6 },
      5,
      { text: passText },
      answerCtx(null, null),
    );
    expect(won.next).toBeNull();
    expect(won.finish).toMatchObject({ won: true, title: "Case won", score: 9, maxScore: 15, metric: 9 });
    const lost = witnessTrialEngine.timeout!({ ...base, score: 8 }, 5);
    expect(lost.finish).toMatchObject({ won: false, title: "Case lost", score: 8 });
    expect(witnessTrialEngine.round(lost.state, 6)).toBeNull();
  });

  it("New prompt: a new objection and a new deal, at most twice a run", async () => {
    const state = await started("normal", "redeal");
    const first = witnessTrialEngine.action!(state, { type: "redeal" }, actionCtx);
    expect(objectionOf(first.state).id).not.toBe(objectionOf(state).id);
    expect(dealKey(first.state.hand)).not.toBe(dealKey(state.hand));
    expect(first.reissue?.roundNo).toBe(1);
    const second = witnessTrialEngine.action!(first.state, { type: "redeal" }, actionCtx);
    expect(payloadOf(second.state).redealsLeft).toBe(0);
    expect(() => witnessTrialEngine.action!(second.state, { type: "redeal" }, actionCtx)).toThrow(
      "You have used both new prompts for this run.",
    );
  });

  it("Show a suggestion is Easy's: two curated verses of the objection; refused on Normal and Hard", async () => {
    const easy = await started("easy");
    const hinted = witnessTrialEngine.action!(easy, { type: "hint" }, actionCtx);
    expect(payloadOf(hinted.state).suggestion).toEqual({
      available: false,
      refs: objectionOf(easy).verses.slice(0, 2),
    });
    for (const difficulty of ["normal", "hard"] as const) {
      const run = await started(difficulty);
      expect(payloadOf(run).suggestion).toEqual({ available: false, refs: [] });
      expect(() => witnessTrialEngine.action!(run, { type: "hint" }, actionCtx)).toThrow(
        "Suggestions are part of Easy only.",
      );
    }
  });

  it("the same seed deals the same cards and objections", async () => {
    const a = await started("normal", "same");
    const b = await started("normal", "same");
    expect(b.hand).toEqual(a.hand);
    expect(b.objectionOrder).toEqual(a.objectionOrder);
    expect(await fiveDeals("same")).toEqual(await fiveDeals("same"));
  });

  it("whole runs answered with the test kit win the case with 15 (the kit the route and e2e tests use)", async () => {
    for (const seed of ["full-run", "case-seed", ...Array.from({ length: 10 }, (_, i) => `kit-${i}`)]) {
      let state = await started("normal", seed);
      const history: string[] = [];
      let finish;
      for (let roundNo = 1; roundNo <= WITNESS_TRIAL.trials; roundNo += 1) {
        const play = witnessAnswer(state);
        const out = await witnessTrialEngine.answer!(state, roundNo, play, answerCtx(null, null, history));
        expect(out.judgement?.verdict, `${seed}: ${out.judgement?.feedback}`).toBe("pass");
        history.push(play.text);
        state = out.state;
        finish = out.finish;
      }
      expect(finish).toMatchObject({ won: true, title: "Case won", score: 15 });
    }
  });
});
