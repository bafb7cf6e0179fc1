import { describe, expect, it } from "vitest";
import { CARD_GAMES, TIME_ZONE_INVASION } from "@common/games/rules";
import { ECHO_MESSAGE } from "@common/games/judge/rules";
import type { Judgement } from "@common/games/judge/types";
import { zoneCodes, type ZoneCode } from "@common/games/pt-symbols";
import { zoneVerses } from "@server/modules/games/content/zone-verses";
import { answerCtx, fakeDeps, keysOf, startCtx } from "../choice-test-kit";
import { type AiJudgeRequest, InvalidGameInput } from "../types";
import {
  judgeTimeZone,
  suggestedVerses,
  timeZoneInvasionEngine,
  type TimeZoneState,
  zoneKeyOf,
} from "./time-zone-invasion";
import { wrongZones, zonePlay } from "./time-zone-invasion-test-kit";

/* Time Zone Invasion (games.md §4.4): the sheet's acceptance points and pitfalls, on the rules judge and the engine. */

const words = (count: number, filler = "grace") => Array.from({ length: count }, () => filler).join(" ");
const isaiah = zoneKeyOf("Isa 14:12-14");
const normal = {
  difficulty: "normal" as const,
  history: [],
  prompt: "Place this verse in exactly 2 time zones",
};
const easy = { ...normal, difficulty: "easy" as const };
const hard = { ...normal, difficulty: "hard" as const };

/** An explanation naming both zones by code, of `total` words (each code counts as two words, R3). */
const naming = (a: ZoneCode, b: ZoneCode, total = 35) =>
  `The taunt sits in ${a} and also in ${b} because ${words(total - 12)}.`;

const judge = (zones: ZoneCode[], text: string, ctx: Parameters<typeof judgeTimeZone>[2] = normal) =>
  judgeTimeZone({ zones, text }, isaiah, ctx).judgement;

describe("the rules judge (§4.4)", () => {
  it("Isa 14:12-14 with H-Pa + E-Fu and 35 words naming both → partial (good), 1 point", () => {
    const judged = judge(["H-Pa", "E-Fu"], naming("H-Pa", "E-Fu"));
    expect(judged).toMatchObject({ verdict: "partial", points: 1, quality: "good", source: "rules" });
    expect(judged.checks.find((check) => check.id === "words")?.label).toBe("35 words (at least 30)");
    expect(judged.checks.find((check) => check.id === "key-E-Fu")).toMatchObject({ ok: false });
    expect(judged.checks.find((check) => check.id === "key-H-Pa")).toMatchObject({ ok: true });
  });

  it("the same verse with H-Pa + E-Pa → pass (excellent), 2 points", () => {
    const judged = judge(["H-Pa", "E-Pa"], naming("H-Pa", "E-Pa"));
    expect(judged).toMatchObject({ verdict: "pass", points: 2, quality: "excellent" });
  });

  it("neither chosen zone in the key → fail (weak), 0 points, but not a hard gate", () => {
    const out = judgeTimeZone({ zones: ["H-Now", "E-Fu"], text: naming("H-Now", "E-Fu") }, isaiah, normal);
    expect(out.judgement).toMatchObject({ verdict: "fail", points: 0, quality: "weak" });
    expect(out.hardGateFailed).toBe(false);
  });

  it("an explanation that does not name a chosen zone → fail with the check “E-Fu not mentioned” (a gate)", () => {
    const out = judgeTimeZone(
      { zones: ["H-Pa", "E-Fu"], text: `The taunt sits in H-Pa because ${words(35)}.` },
      isaiah,
      normal,
    );
    expect(out.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(out.judgement.checks).toContainEqual({ id: "zone-E-Fu", ok: false, label: "E-Fu not mentioned" });
    expect(out.judgement.feedback).toContain("✗ E-Fu not mentioned");
    expect(out.hardGateFailed).toBe(true);
  });

  it("a zone counts as named by its name or a synonym (R4), not inside a longer word", () => {
    const byName = `Heaven past and earthly past hold this verse: ${words(30)}.`;
    expect(judge(["H-Pa", "E-Pa"], byName).verdict).toBe("pass");
    const glued = `The H-Past and E-Pastor idea ${words(35)}.`;
    expect(judge(["H-Pa", "E-Pa"], glued).verdict).toBe("fail");
  });

  it("Easy: one zone chosen and in the key is a pass; one zone not in the key fails; the minimum is halved", () => {
    const short = `It is H-Pa: Lucifer fell before the world ${words(7)}.`; // 15 words
    expect(judge(["H-Pa"], short, easy)).toMatchObject({ verdict: "pass", points: 2 });
    expect(judge(["H-Fu"], short.replace("H-Pa", "H-Fu"), easy)).toMatchObject({
      verdict: "fail",
      points: 0,
    });
    expect(judge(["H-Pa", "E-Fu"], naming("H-Pa", "E-Fu", 15), easy).verdict).toBe("partial");
  });

  it("words below the minimum fail (a gate): 30 on Normal, 45 on Hard", () => {
    const out = judgeTimeZone({ zones: ["H-Pa", "E-Pa"], text: naming("H-Pa", "E-Pa", 29) }, isaiah, normal);
    expect(out.judgement.verdict).toBe("fail");
    expect(out.judgement.checks.find((check) => check.id === "words")).toMatchObject({
      ok: false,
      label: "29 words (at least 30)",
    });
    expect(out.hardGateFailed).toBe(true);
    const hardText = `${naming("H-Pa", "E-Pa", 40)} Compare Ezek 28:15.`;
    expect(judge(["H-Pa", "E-Pa"], hardText, hard).verdict).toBe("fail");
  });

  it("Hard needs 1 supporting reference besides the verse: the verse itself does not count", () => {
    const body = naming("H-Pa", "E-Pa", 46);
    const none = judgeTimeZone({ zones: ["H-Pa", "E-Pa"], text: body }, isaiah, hard);
    expect(none.judgement.verdict).toBe("fail");
    expect(none.judgement.checks).toContainEqual({
      id: "supporting",
      ok: false,
      label: "No supporting reference besides Isa 14:12-14",
    });
    expect(none.hardGateFailed).toBe(true);
    expect(judge(["H-Pa", "E-Pa"], `${body} See Isa 14:12 and Isaiah 14:13.`, hard).verdict).toBe("fail");
    const supported = judge(["H-Pa", "E-Pa"], `${body} See Isa 14:12 and Ezek 28:15.`, hard);
    expect(supported.verdict).toBe("pass");
    expect(supported.checks.find((check) => check.id === "supporting")?.label).toBe(
      "Supporting reference (Ezekiel 28:15)",
    );
    // Normal and Easy ask for no reference at all.
    expect(judge(["H-Pa", "E-Pa"], naming("H-Pa", "E-Pa")).checks.some((c) => c.id === "supporting")).toBe(
      false,
    );
  });

  it("an invalid reference is named and fails the verse, never scoring (R1)", () => {
    const out = judgeTimeZone(
      { zones: ["H-Pa", "E-Pa"], text: `${naming("H-Pa", "E-Pa")} As John 22:1 says.` },
      isaiah,
      normal,
    );
    expect(out.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(out.judgement.feedback).toContain("John 22:1 does not exist");
    expect(out.hardGateFailed).toBe(true);
  });

  it("R7: an earlier answer again, or the verse's own text, fails with the echo message", () => {
    const text = naming("H-Pa", "E-Pa");
    const again = judgeTimeZone({ zones: ["H-Pa", "E-Pa"], text }, isaiah, { ...normal, history: [text] });
    expect(again.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(again.judgement.feedback).toContain(ECHO_MESSAGE);
    expect(again.hardGateFailed).toBe(true);
    const verse =
      "How art thou fallen from heaven O Lucifer son of the morning how art thou cut down to the ground which didst weaken the nations H-Pa E-Pa";
    const copied = judgeTimeZone({ zones: ["H-Pa", "E-Pa"], text: verse }, isaiah, {
      ...normal,
      prompt: `Place this verse. Isa 14:12-14 ${verse}`,
    });
    expect(copied.judgement.feedback).toContain(ECHO_MESSAGE);
  });

  it("every curated model explanation passes its own verse on every difficulty (the test kit's play)", () => {
    for (const entry of zoneVerses)
      for (const difficulty of ["easy", "normal", "hard"] as const) {
        const play = zonePlay(entry.ref);
        const out = judgeTimeZone({ zones: play.cards as ZoneCode[], text: play.text }, entry, {
          difficulty,
          history: [],
          prompt: "",
        });
        expect(out.judgement.verdict, `${entry.ref} ${difficulty}: ${out.judgement.feedback}`).toBe("pass");
      }
  });
});

describe("the engine (§4.4)", () => {
  const started = async (difficulty: "easy" | "normal" | "hard" = "normal", seed = "zones") =>
    (await timeZoneInvasionEngine.start("time-zone-invasion", startCtx(difficulty, "solo", seed))).state;

  const payloadOf = (state: TimeZoneState) => {
    const payload = timeZoneInvasionEngine.round(state, state.answered + 1)?.payload;
    if (payload?.kind !== "cards") throw new Error("no cards round");
    return payload;
  };
  const refOf = (state: TimeZoneState) => state.deck[state.current]!.ref;
  const actionCtx = { now: new Date(), rng: startCtx("easy").rng };

  it("deals 10 verses plus one per New prompt, all different, each with its KJV text read at start", async () => {
    const state = await started();
    expect(state.deck).toHaveLength(TIME_ZONE_INVASION.verses + CARD_GAMES.redealsPerRun);
    expect(new Set(state.deck.map((deal) => deal.ref)).size).toBe(state.deck.length);
    for (const deal of state.deck) expect(deal.text).toBe(`KJV text of ${deal.ref}`);
  });

  it("the round shows the verse, its text and the six zones; never the key or the model explanation", async () => {
    const state = await started();
    const payload = payloadOf(state);
    const ref = refOf(state);
    expect(payload.context).toMatchObject({ ref, text: `KJV text of ${ref}` });
    expect(payload.hand.map((card) => card.code)).toEqual([...zoneCodes]);
    expect(payload.hand.every((card) => card.kind === "zone" && card.meaning !== "")).toBe(true);
    expect(payload).toMatchObject({
      game: "time-zone-invasion",
      pick: { min: 2, max: 2, needKinds: [] },
      words: { min: 30, perCard: false },
      refField: false,
      refsRequired: 0,
      redealsLeft: 2,
      suggestion: { available: false, refs: [] },
    });
    expect(payload.status).toEqual([
      { label: "Score", value: "0 / 20" },
      { label: "Verse", value: "1 / 10" },
    ]);
    const json = JSON.stringify(payload);
    for (const entry of zoneVerses) expect(json).not.toContain(entry.modelExplanation);
    expect(keysOf(payload)).not.toContain("acceptableZones");
  });

  it("Easy picks 1–2 zones with 15 words and a suggestion; Hard exactly 2, 45 words and 1 supporting reference", async () => {
    const easyPayload = payloadOf(await started("easy"));
    expect(easyPayload).toMatchObject({ pick: { min: 1, max: 2 }, words: { min: 15 }, refsRequired: 0 });
    expect(easyPayload.suggestion.available).toBe(true);
    const hardPayload = payloadOf(await started("hard"));
    expect(hardPayload).toMatchObject({ pick: { min: 2, max: 2 }, words: { min: 45 }, refsRequired: 1 });
    expect(hardPayload.prompt).toContain("supporting reference");
  });

  it("refuses forged input (422): wrong zone count, a repeated zone, a card not in the hand, no text, a ref field", async () => {
    const state = await started();
    const ctx = answerCtx(null, null);
    const answer = (input: Record<string, unknown>, roundNo = 1) =>
      timeZoneInvasionEngine.answer!(state, roundNo, input, ctx);
    expect(() => answer({ cards: ["H-Pa"], text: "x" })).toThrow("Pick exactly 2 zones.");
    expect(() => answer({ cards: [], text: "x" })).toThrow("Pick exactly 2 zones.");
    expect(() => answer({ text: "x" })).toThrow(InvalidGameInput);
    expect(() => answer({ cards: ["H-Pa", "H-Pa"], text: "x" })).toThrow("Pick each zone once.");
    expect(() => answer({ cards: ["H-Pa", "2D"], text: "x" })).toThrow("Pick zones from your hand.");
    expect(() => answer({ cards: ["H-Pa", "E-Pa"], text: "  " })).toThrow("Write your answer first.");
    expect(() => answer({ cards: ["H-Pa", "E-Pa"], text: "x", ref: "Gen 1:1" })).toThrow(InvalidGameInput);
    expect(() => answer({ cards: ["H-Pa", "E-Pa"], text: "x" }, 2)).toThrow("This round is not open.");
    const easyRun = await started("easy");
    expect(() =>
      timeZoneInvasionEngine.answer!(easyRun, 1, { cards: ["H-Pa", "E-Pa", "E-Fu"], text: "x" }, ctx),
    ).toThrow("Pick 1 or 2 zones.");
  });

  it("a judged verse scores, reveals the key and model, and a new verse follows", async () => {
    const state = await started();
    const ref = refOf(state);
    const play = zonePlay(ref);
    const out = await timeZoneInvasionEngine.answer!(state, 1, play, answerCtx(null, null));
    expect(out.judgement).toMatchObject({ verdict: "pass", points: 2, quality: "excellent" });
    expect(out.reveal).toMatchObject({
      correct: [...zoneKeyOf(ref).acceptableZones],
      picked: play.cards,
      model: zoneKeyOf(ref).modelExplanation,
    });
    expect(out.reveal?.refs?.[0]).toBe(ref);
    expect(out.state.score).toBe(2);
    expect(refOf(out.state)).not.toBe(ref);
    const nextPayload = out.next?.payload;
    expect(nextPayload?.kind === "cards" && nextPayload.status[0]).toEqual({
      label: "Score",
      value: "2 / 20",
    });
    expect(out.next?.roundNo).toBe(2);
  });

  it("10 verses with no repeats reach the result: 12 or more is “Invasion repelled”, less is “Zones overrun”", async () => {
    const play = async (right: number) => {
      let state = await started("normal", `full-${right}`);
      const seen: string[] = [];
      const history: string[] = [];
      let out;
      for (let roundNo = 1; roundNo <= TIME_ZONE_INVASION.verses; roundNo += 1) {
        const ref = refOf(state);
        seen.push(ref);
        const base = zonePlay(ref);
        const input = roundNo <= right ? base : { ...base, cards: wrongZones(ref) };
        const text = roundNo <= right ? base.text : `${input.cards.join(" and ")} ${base.text}`;
        out = await timeZoneInvasionEngine.answer!(
          state,
          roundNo,
          { cards: input.cards, text },
          answerCtx(null, null, history),
        );
        history.push(text);
        state = out.state;
      }
      expect(new Set(seen).size).toBe(TIME_ZONE_INVASION.verses);
      expect(out?.next).toBeNull();
      return out?.finish;
    };
    expect(await play(6)).toMatchObject({
      won: true,
      score: 12,
      maxScore: 20,
      metric: 12,
      title: "Invasion repelled",
    });
    expect(await play(10)).toMatchObject({ won: true, score: 20, metrics: { passes: 10, verses: 10 } });
    expect(await play(5)).toMatchObject({ won: false, score: 10, title: "Zones overrun" });
  });

  it("Hard times each verse at 2:00; a timeout is a fail and the next verse follows; Easy and Normal are untimed", async () => {
    const state = await started("hard");
    expect(timeZoneInvasionEngine.round(state, 1)?.limitMs).toBe(2 * 60 * 1000);
    expect(timeZoneInvasionEngine.round(await started("normal"), 1)?.limitMs).toBeNull();
    expect(timeZoneInvasionEngine.round(await started("easy"), 1)?.limitMs).toBeNull();
    const out = timeZoneInvasionEngine.timeout!(state, 1);
    expect(out.judgement).toMatchObject({ verdict: "fail", points: 0, quality: "weak" });
    expect(out.state.answered).toBe(1);
    expect(refOf(out.state)).not.toBe(refOf(state));
    expect(out.next?.roundNo).toBe(2);
  });

  it("New prompt deals a new verse for the same round, twice a run; the verses never repeat", async () => {
    const state = await started("normal", "redeal");
    const first = timeZoneInvasionEngine.action!(state, { type: "redeal" }, actionCtx);
    expect(first.reissue?.roundNo).toBe(1);
    expect(refOf(first.state)).not.toBe(refOf(state));
    const second = timeZoneInvasionEngine.action!(first.state, { type: "redeal" }, actionCtx);
    expect(payloadOf(second.state).redealsLeft).toBe(0);
    expect(() => timeZoneInvasionEngine.action!(second.state, { type: "redeal" }, actionCtx)).toThrow(
      "You have used both new prompts for this run.",
    );
    // Play the rest of the run: no verse shown before comes back.
    const shown = [refOf(state), refOf(first.state), refOf(second.state)];
    let current = second.state;
    for (let roundNo = 1; roundNo < TIME_ZONE_INVASION.verses; roundNo += 1) {
      current = timeZoneInvasionEngine.timeout!(current, roundNo).state;
      shown.push(refOf(current));
    }
    expect(new Set(shown).size).toBe(shown.length);
  });

  it("Show a suggestion is Easy's: two other curated verses sharing a zone, none of this run's; refused otherwise", async () => {
    const state = await started("easy", "hint");
    const hinted = timeZoneInvasionEngine.action!(state, { type: "hint" }, actionCtx);
    const payload = payloadOf(hinted.state);
    expect(payload.suggestion.available).toBe(false);
    expect(payload.suggestion.refs).toHaveLength(CARD_GAMES.suggestionVerses);
    const key = zoneKeyOf(refOf(state));
    for (const ref of payload.suggestion.refs) {
      expect(state.deck.map((deal) => deal.ref)).not.toContain(ref);
      expect(zoneKeyOf(ref).acceptableZones.some((zone) => key.acceptableZones.includes(zone))).toBe(true);
    }
    expect(payload.suggestion.refs).toEqual(
      suggestedVerses(
        refOf(state),
        state.deck.map((deal) => deal.ref),
      ),
    );
    const normalRun = await started("normal");
    expect(() => timeZoneInvasionEngine.action!(normalRun, { type: "hint" }, actionCtx)).toThrow(
      "Suggestions are part of Easy only.",
    );
    expect(() => timeZoneInvasionEngine.action!(normalRun, { type: "skip" }, actionCtx)).toThrow(
      InvalidGameInput,
    );
  });

  it("the same seed deals the same verses; another seed another run", async () => {
    const a = await started("normal", "same");
    const b = await started("normal", "same");
    expect(b.deck).toEqual(a.deck);
    expect((await started("normal", "other")).deck).not.toEqual(a.deck);
  });

  it("the AI judge refines a verse whose gates hold (quality follows), and is never asked when a gate fails", async () => {
    const state = await started();
    const ref = refOf(state);
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
    const refined = await timeZoneInvasionEngine.answer!(state, 1, zonePlay(ref), ctx);
    expect(refined.judgement).toMatchObject({ verdict: "partial", points: 1, quality: "good", source: "ai" });
    expect(asked[0]?.guidance).toContain(zoneKeyOf(ref).modelExplanation);
    const gated = await timeZoneInvasionEngine.answer!(
      state,
      1,
      { cards: zonePlay(ref).cards, text: words(40) },
      ctx,
    );
    expect(gated.judgement?.source).toBe("rules");
    expect(asked).toHaveLength(1);
  });
});
