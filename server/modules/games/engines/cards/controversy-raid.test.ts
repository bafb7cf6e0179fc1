import { describe, expect, it } from "vitest";
import { CARD_GAMES, CONTROVERSY_RAID } from "@common/games/rules";
import { ECHO_MESSAGE } from "@common/games/judge/rules";
import type { Judgement } from "@common/games/judge/types";
import { raidIssues } from "@server/modules/games/content/raid-issues";
import { createRng } from "@server/modules/games/rng";
import { answerCtx, fakeDeps, keysOf, startCtx } from "../choice-test-kit";
import { type AiJudgeRequest, InvalidGameInput } from "../types";
import {
  controversyRaidEngine,
  dealHand,
  judgeRaid,
  raidIssueOf,
  type RaidState,
  warfareCards,
  type WarfareCode,
} from "./controversy-raid";
import { capturePlay } from "./controversy-raid-test-kit";

/* Controversy Raid (games.md §4.7): the sheet's acceptance points and pitfalls, on the rules judge and the engine. */

const words = (count: number, filler = "grace") => Array.from({ length: count }, () => filler).join(" ");
const worship = raidIssueOf("pressure-toward-false-worship"); // best cards |GC and ≅
const normal = { difficulty: "normal" as const, history: [], prompt: "Play 1 warfare card" };
const easy = { ...normal, difficulty: "easy" as const };
const hard = { ...normal, difficulty: "hard" as const };

/** 25 words of their own, naming |GC and citing the curated Rev 14:7; `extra` filler words follow. */
const diagnosis = (extra: number, ref = "Rev 14:7") =>
  `The |GC card exposes this pressure: the dragon still wars against the remnant, and ${ref} calls every nation back to fear God and give Him glory. ${words(extra)}`;

const judge = (card: WarfareCode, text: string, ctx: Parameters<typeof judgeRaid>[2] = normal) =>
  judgeRaid({ card, text }, worship, ctx);

describe("the rules judge (§4.7)", () => {
  it("a 45-word diagnosis naming |GC and citing a curated verse → captured, 2 + 1 for a best card", () => {
    const out = judge("|GC", diagnosis(20));
    expect(out.judgement).toMatchObject({ verdict: "pass", points: 3, source: "rules" });
    expect(out.judgement.checks.find((check) => check.id === "words")?.label).toBe("45 words (at least 40)");
    expect(out.judgement.checks).toContainEqual({
      id: "curated",
      ok: true,
      label: "Curated verse cited (Revelation 14:7)",
    });
    expect(out.judgement.checks.find((check) => check.id === "best-card")?.ok).toBe(true);
    expect(out.bestCard).toBe(true);
  });

  it("a captured stronghold with a card that is not one of the best scores 2", () => {
    const text = `The ⚖ integrity check weighs this pressure: ${diagnosis(20).replace("The |GC card exposes", "it exposes")}`;
    const out = judge("⚖", text);
    expect(out.judgement).toMatchObject({ verdict: "pass", points: 2 });
    expect(out.judgement.checks.find((check) => check.id === "best-card")).toMatchObject({
      ok: false,
      label: "⚖ works; |GC or ≅ fits this stronghold best",
    });
  });

  it("without a curated verse: 3 issue keywords capture; fewer leave the gates only → partial, 1 point", () => {
    const three = `The |GC card: the conflict over worship tests conscience and loyalty, as Gen 1:1 shows. ${words(40)}`;
    expect(judge("|GC", three).judgement).toMatchObject({ verdict: "pass", points: 3 });
    const two = `The |GC card: the conflict over worship tests conscience, as Gen 1:1 shows. ${words(40)}`;
    const partial = judge("|GC", two).judgement;
    expect(partial).toMatchObject({ verdict: "partial", points: 1 });
    expect(partial.checks.find((check) => check.id === "keywords")).toMatchObject({
      ok: false,
      label: "2 of the issue's keywords (worship, conscience)",
    });
    expect(partial.checks.some((check) => check.id === "best-card")).toBe(false);
  });

  it("keywords are lightly stemmed (R5): “worships”, “consciences”, “obeyed” count", () => {
    const text = `The |GC card: the crowd worships, consciences are silenced, and Gen 1:1 is obeyed no more. ${words(40)}`;
    expect(judge("|GC", text).judgement.verdict).toBe("pass");
  });

  it("no card named → fail with “The card |GC is not mentioned” (a gate)", () => {
    const out = judge("|GC", `This pressure is old, and Rev 14:7 calls us to fear God. ${words(40)}`);
    expect(out.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(out.judgement.checks).toContainEqual({
      id: "card-|GC",
      ok: false,
      label: "The card |GC is not mentioned",
    });
    expect(out.hardGateFailed).toBe(true);
  });

  it("the card counts as named by its name or a synonym (R4)", () => {
    const byName = diagnosis(20).replace("The |GC card", "The Great Controversy");
    expect(judge("|GC", byName).judgement.verdict).toBe("pass");
    const type = diagnosis(20).replace("The |GC card exposes", "A type exposes");
    expect(judge("≅", type).judgement).toMatchObject({ verdict: "pass", points: 3 });
  });

  it("no reference, an invalid reference or too few words fail; the invalid one is named (R1, R3)", () => {
    const noRef = judge("|GC", `The |GC card exposes this pressure on every side. ${words(40)}`);
    expect(noRef.judgement.verdict).toBe("fail");
    expect(noRef.judgement.checks).toContainEqual({
      id: "references",
      ok: false,
      label: "No valid reference cited",
    });
    const invalid = judge("|GC", `${diagnosis(20)} See John 22:1.`);
    expect(invalid.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(invalid.judgement.feedback).toContain("John 22:1 does not exist");
    const short = judge("|GC", diagnosis(14));
    expect(short.judgement.verdict).toBe("fail");
    expect(short.hardGateFailed).toBe(true);
  });

  it("Easy halves the minimum (20); Hard asks 60 words and 2 distinct references", () => {
    expect(judge("|GC", diagnosis(0), easy).judgement.verdict).toBe("pass");
    const oneRef = judge("|GC", diagnosis(35), hard);
    expect(oneRef.judgement.verdict).toBe("fail");
    expect(oneRef.judgement.checks).toContainEqual({
      id: "references",
      ok: false,
      label: "1 of 2 distinct references",
    });
    expect(judge("|GC", `${diagnosis(35)} Compare Dan 3:18.`, hard).judgement.verdict).toBe("pass");
    expect(judge("|GC", `${diagnosis(35)} Compare Rev 14:7.`, hard).judgement.verdict).toBe("fail");
  });

  it("R7: an earlier answer again, or the scenario copied, fails with the echo message", () => {
    const text = diagnosis(20);
    const again = judge("|GC", text, { ...normal, history: [text] });
    expect(again.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(again.judgement.feedback).toContain(ECHO_MESSAGE);
    expect(again.hardGateFailed).toBe(true);
    const copied = judge("|GC", `|GC Rev 14:7 ${worship.scenario}`, {
      ...normal,
      prompt: `${worship.title}. ${worship.scenario}`,
    });
    expect(copied.judgement.feedback).toContain(ECHO_MESSAGE);
  });

  it("every curated issue is captured with a best card by the test kit's play, on every difficulty", () => {
    for (const issue of raidIssues)
      for (const difficulty of ["easy", "normal", "hard"] as const) {
        const play = capturePlay({ issueId: issue.id, hand: [...warfareCards] });
        const out = judgeRaid({ card: play.cards[0] as WarfareCode, text: play.text }, issue, {
          difficulty,
          history: [],
          prompt: `${issue.title}. ${issue.scenario}`,
        });
        expect(out.judgement, `${issue.id} ${difficulty}: ${out.judgement.feedback}`).toMatchObject({
          verdict: "pass",
          points: 3,
        });
      }
  });
});

describe("the engine (§4.7)", () => {
  const started = async (difficulty: "easy" | "normal" | "hard" = "normal", seed = "raid") =>
    (await controversyRaidEngine.start("controversy-raid", startCtx(difficulty, "solo", seed))).state;

  const payloadOf = (state: RaidState) => {
    const payload = controversyRaidEngine.round(state, state.answered + 1)?.payload;
    if (payload?.kind !== "cards") throw new Error("no cards round");
    return payload;
  };
  const dealOf = (state: RaidState) => state.deck[state.current]!;
  const actionCtx = { now: new Date(), rng: startCtx("easy").rng };

  it("deals 8 issues plus one per New prompt, all different, each with 3 of the 4 warfare cards", async () => {
    const state = await started();
    expect(state.deck).toHaveLength(CONTROVERSY_RAID.rounds + CARD_GAMES.redealsPerRun);
    expect(new Set(state.deck.map((deal) => deal.issueId)).size).toBe(state.deck.length);
    for (const deal of state.deck) {
      expect(deal.hand).toHaveLength(CONTROVERSY_RAID.hand);
      expect(new Set(deal.hand).size).toBe(3);
      for (const card of deal.hand) expect(warfareCards).toContain(card);
    }
  });

  it("a hand always keeps one of the issue's best cards, and every card is sometimes left out", () => {
    const left = new Set<string>();
    for (const issue of raidIssues)
      for (let i = 0; i < 20; i += 1) {
        const hand = dealHand(createRng(`${issue.id}:${i}`), issue);
        expect(
          hand.some((card) => issue.bestCards.includes(card)),
          issue.id,
        ).toBe(true);
        for (const card of warfareCards) if (!hand.includes(card)) left.add(card);
      }
    expect(left.size).toBe(4);
  });

  it("the round shows the issue card and the hand; never keywords, curated verses, best cards or the model", async () => {
    const state = await started();
    const payload = payloadOf(state);
    const issue = raidIssueOf(dealOf(state).issueId);
    expect(payload.context).toEqual({ label: issue.title, text: issue.scenario });
    expect(payload.hand.map((card) => card.code)).toEqual(dealOf(state).hand);
    expect(payload).toMatchObject({
      game: "controversy-raid",
      pick: { min: 1, max: 1, needKinds: [] },
      words: { min: 40, perCard: false },
      refField: false,
      refsRequired: 1,
      redealsLeft: 2,
    });
    expect(payload.status[0]).toEqual({ label: "STRONGHOLDS", value: "0" });
    const json = JSON.stringify(payload);
    for (const entry of raidIssues) {
      expect(json).not.toContain(entry.model);
      expect(json).not.toContain(entry.id);
    }
    for (const ref of issue.verses) expect(json).not.toContain(ref);
    expect(keysOf(payload)).not.toEqual(expect.arrayContaining(["keywords"]));
    expect(keysOf(payload)).not.toContain("bestCards");
    expect(keysOf(payload)).not.toContain("verses");
  });

  it("refuses forged input (422): not exactly 1 card, a card not in the hand, no text, a ref field, another round", async () => {
    const state = await started();
    const ctx = answerCtx(null, null);
    const hand = dealOf(state).hand;
    const missing = warfareCards.find((card) => !hand.includes(card))!;
    const answer = (input: Record<string, unknown>, roundNo = 1) =>
      controversyRaidEngine.answer!(state, roundNo, input, ctx);
    expect(() => answer({ text: "x" })).toThrow("Pick exactly 1 card.");
    expect(() => answer({ cards: [hand[0], hand[1]], text: "x" })).toThrow("Pick exactly 1 card.");
    expect(() => answer({ cards: [missing], text: "x" })).toThrow("Play a card from your hand.");
    expect(() => answer({ cards: ["2D"], text: "x" })).toThrow("Play a card from your hand.");
    expect(() => answer({ cards: [hand[0]], text: " " })).toThrow("Write your answer first.");
    expect(() => answer({ cards: [hand[0]], text: "x", ref: "Gen 1:1" })).toThrow(InvalidGameInput);
    expect(() => answer({ cards: [hand[0]], text: "x" }, 2)).toThrow("This round is not open.");
  });

  it("a capture raises STRONGHOLDS to 1, reveals the best cards, the verses and the model, and deals the next issue", async () => {
    const state = await started();
    const deal = dealOf(state);
    const issue = raidIssueOf(deal.issueId);
    const out = await controversyRaidEngine.answer!(state, 1, capturePlay(deal), answerCtx(null, null));
    expect(out.judgement).toMatchObject({ verdict: "pass", points: 3 });
    expect(out.state).toMatchObject({ captures: 1, score: 3, answered: 1 });
    expect(out.reveal).toMatchObject({
      correct: [...issue.bestCards],
      refs: [...issue.verses],
      model: issue.model,
    });
    const next = out.next?.payload;
    expect(next?.kind === "cards" && next.status).toEqual([
      { label: "STRONGHOLDS", value: "1" },
      { label: "Score", value: "3 / 24" },
    ]);
    expect(dealOf(out.state).issueId).not.toBe(deal.issueId);
  });

  it("8 rounds reach the result: 5 captures win, 4 lose; 8 captures with best cards score the maximum 24", async () => {
    const play = async (captures: number) => {
      let state = await started("normal", `full-${captures}`);
      const history: string[] = [];
      let out;
      for (let roundNo = 1; roundNo <= CONTROVERSY_RAID.rounds; roundNo += 1) {
        const deal = dealOf(state);
        const capture = capturePlay(deal);
        const input =
          roundNo <= captures
            ? capture
            : { cards: capture.cards, text: `${capture.cards[0]} ${words(50, `round${roundNo}`)} Num 1:1` };
        out = await controversyRaidEngine.answer!(state, roundNo, input, answerCtx(null, null, history));
        history.push(input.text);
        state = out.state;
      }
      expect(out?.next).toBeNull();
      return out?.finish;
    };
    expect(await play(8)).toMatchObject({
      won: true,
      score: 24,
      maxScore: 24,
      metric: 24,
      title: "Strongholds captured",
      metrics: { captures: 8, rounds: 8 },
    });
    expect(await play(5)).toMatchObject({ won: true, score: 18, metrics: { captures: 5, partials: 3 } });
    expect(await play(4)).toMatchObject({ won: false, score: 16, title: "The strongholds stand" });
  });

  it("Hard times each round at 4:00; a timeout is a fail and the next issue follows; Easy and Normal are untimed", async () => {
    const state = await started("hard");
    expect(controversyRaidEngine.round(state, 1)?.limitMs).toBe(4 * 60 * 1000);
    expect(controversyRaidEngine.round(await started("normal"), 1)?.limitMs).toBeNull();
    expect(controversyRaidEngine.round(await started("easy"), 1)?.limitMs).toBeNull();
    const out = controversyRaidEngine.timeout!(state, 1);
    expect(out.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(out.state).toMatchObject({ answered: 1, captures: 0 });
    expect(out.next?.roundNo).toBe(2);
  });

  it("New prompt deals a new issue for the same round, twice a run; a third is refused", async () => {
    const state = await started("normal", "redeal");
    const first = controversyRaidEngine.action!(state, { type: "redeal" }, actionCtx);
    expect(first.reissue?.roundNo).toBe(1);
    expect(dealOf(first.state).issueId).not.toBe(dealOf(state).issueId);
    const second = controversyRaidEngine.action!(first.state, { type: "redeal" }, actionCtx);
    expect(payloadOf(second.state).redealsLeft).toBe(0);
    expect(() => controversyRaidEngine.action!(second.state, { type: "redeal" }, actionCtx)).toThrow(
      "You have used both new prompts for this run.",
    );
    const shown = [state, first.state, second.state].map((run) => dealOf(run).issueId);
    let current = second.state;
    for (let roundNo = 1; roundNo < CONTROVERSY_RAID.rounds; roundNo += 1) {
      current = controversyRaidEngine.timeout!(current, roundNo).state;
      shown.push(dealOf(current).issueId);
    }
    expect(new Set(shown).size).toBe(shown.length);
  });

  it("Show a suggestion is Easy's: two of the issue's curated verses; refused on Normal", async () => {
    const state = await started("easy", "hint");
    const hinted = controversyRaidEngine.action!(state, { type: "hint" }, actionCtx);
    const payload = payloadOf(hinted.state);
    expect(payload.suggestion).toEqual({
      available: false,
      refs: raidIssueOf(dealOf(state).issueId).verses.slice(0, CARD_GAMES.suggestionVerses),
    });
    const normalRun = await started("normal");
    expect(() => controversyRaidEngine.action!(normalRun, { type: "hint" }, actionCtx)).toThrow(
      "Suggestions are part of Easy only.",
    );
  });

  it("the same seed deals the same issues and hands; another seed another run", async () => {
    const a = await started("normal", "same");
    expect((await started("normal", "same")).deck).toEqual(a.deck);
    expect((await started("normal", "other")).deck).not.toEqual(a.deck);
  });

  it("the AI judge refines a round whose gates hold (points by the best-card rule), never when a gate fails", async () => {
    const state = await started();
    const deal = dealOf(state);
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
    const refined = await controversyRaidEngine.answer!(state, 1, capturePlay(deal), ctx);
    expect(refined.judgement).toMatchObject({ verdict: "partial", points: 1, source: "ai" });
    expect(refined.state.captures).toBe(0);
    expect(asked[0]?.guidance).toContain(raidIssueOf(deal.issueId).model);
    expect(asked[0]?.pointsFor("pass")).toBe(3);
    const gated = await controversyRaidEngine.answer!(
      state,
      1,
      { cards: capturePlay(deal).cards, text: words(50) },
      ctx,
    );
    expect(gated.judgement?.source).toBe("rules");
    expect(asked).toHaveLength(1);
  });
});
