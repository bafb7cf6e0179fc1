import { describe, expect, it, vi } from "vitest";
import { frameCodes, wallCodes } from "@common/games/pt-symbols";
import { CARD_GAMES, FRAME_SNAPSHOT } from "@common/games/rules";
import { ECHO_MESSAGE } from "@common/games/judge/rules";
import type { Judgement } from "@common/games/judge/types";
import { frameStoryboards, frameVerses } from "@server/modules/games/content/frames";
import { createRng } from "@server/modules/games/rng";
import { answerCtx, fakeDeps, startCtx } from "../choice-test-kit";
import { type AiJudgeRequest, InvalidGameInput } from "../types";
import {
  dealStoryboard,
  type FrameCard,
  frameSnapshotDeck,
  frameSnapshotEngine,
  frameSnapshotPoints,
  type FrameSnapshotState,
  judgeFrameSnapshot,
  modelStoryboardOf,
  splitStoryboard,
  suggestedVerses,
} from "./frame-snapshot";
import { passingStoryboard } from "./frame-snapshot-test-kit";

/* Frame Snapshot (games.md §4.11): the sheet's acceptance points and pitfalls, on the rules judge and the engine. */

const deal: FrameCard[] = ["F01", "|S", "F12", "F24"];
type JudgeCtx = { difficulty: "easy" | "normal" | "hard"; history: string[]; prompt: string };
const normal: JudgeCtx = { difficulty: "normal", history: [], prompt: "Storyboard 1 of 5" };

/** Four parts for `deal`, each naming its card only (34–45 words); part 3 cites `ref`. */
const partsWith = (ref = "John 19:30") => [
  "Opening: God calls Abraham out of Ur and gives him a promise that in his seed all the families of the earth will be blessed, a word that starts the whole story of salvation.",
  "Sanctuary: in the tabernacle every morning and evening a lamb is offered on the altar, and the priest carries its blood toward the holy place, a picture drawn in wood and cloth of how a holy God makes a way to dwell with His people.",
  `Turning: at Calvary the true Lamb dies in our place, and when He cries that it is finished the debt of every sinner is paid, so that the whole story turns from judgment to mercy for all who believe (${ref}).`,
  "Final: the redeemed stand in the new earth where God wipes away every tear, and death, sorrow and crying are gone for ever, because the Lamb who was slain now reigns with His people in glory.",
];
const numbered = (parts: readonly string[]) => parts.map((part, i) => `${i + 1}. ${part}`).join("\n");
const judge = (
  text: string,
  ctx: Partial<typeof normal> & { difficulty?: "easy" | "normal" | "hard" } = {},
) => judgeFrameSnapshot({ cards: deal, text }, { ...normal, ...ctx });
const check = (judged: { judgement: Judgement }, id: string) =>
  judged.judgement.checks.find((entry) => entry.id === id);

describe("splitStoryboard: numbered lines or blank lines (§4.11 Answer)", () => {
  it("reads numbered lines 1. to 4., a line without a number continuing its part", () => {
    expect(splitStoryboard("1. One\n2. Two\nstill two\n3. Three\n4. Four")).toEqual([
      "One",
      "Two\nstill two",
      "Three",
      "Four",
    ]);
  });

  it("accepts 1) and Part 1: markers, places parts by their number and leaves a missing number empty", () => {
    expect(splitStoryboard("Part 1: One\n2) Two\n4. Four")).toEqual(["One", "Two", "", "Four"]);
    expect(splitStoryboard("2. Two\n1. One\n3. Three\n4. Four")).toEqual(["One", "Two", "Three", "Four"]);
  });

  it("drops a title before the first number and reads numbers outside 1–4 as text", () => {
    expect(splitStoryboard("My storyboard\n1. One\n2. Two\n3. Three\n4. Four\n5. more four")).toEqual([
      "One",
      "Two",
      "Three",
      "Four\n5. more four",
    ]);
  });

  it("never takes a reference or a verse number at a line's start for a part number", () => {
    expect(splitStoryboard("1 Cor 13:4 opens\n\n3:16 is next\n\nthree\n\nfour")).toEqual([
      "1 Cor 13:4 opens",
      "3:16 is next",
      "three",
      "four",
    ]);
  });

  it("without numbers, blank lines separate the parts; a fifth block is more of part 4", () => {
    expect(splitStoryboard("One\nstill one\n\nTwo\n\n\nThree\n \nFour\n\nFive")).toEqual([
      "One\nstill one",
      "Two",
      "Three",
      "Four\n\nFive",
    ]);
    expect(splitStoryboard("One\n\nTwo\n\nThree")).toEqual(["One", "Two", "Three", ""]);
  });

  it("with neither numbers nor blank lines, each line is a part; one paragraph is part 1 only", () => {
    expect(splitStoryboard("One\r\nTwo\nThree\nFour")).toEqual(["One", "Two", "Three", "Four"]);
    expect(splitStoryboard("All in one paragraph.")).toEqual(["All in one paragraph.", "", "", ""]);
  });
});

describe("the rules judge (§4.11)", () => {
  it("four valid parts and a reference → pass; a verse of a dealt frame's list adds 1 (R2)", () => {
    const curated = judge(numbered(partsWith()));
    expect(curated.judgement).toMatchObject({ verdict: "pass", points: 3, source: "rules" });
    expect(curated.parts).toEqual([true, true, true, true]);
    expect(curated.curated).toMatchObject({ frame: "F12", ref: "John 19:30" });
    expect(check(curated, "curated")).toMatchObject({
      ok: true,
      label: "Curated frame verse: John 19:30 is in F12's list",
    });
    expect(curated.hardGateFailed).toBe(false);
    expect(check(curated, "part-1")).toMatchObject({ ok: true, label: "Part 1: F01 mentioned, 34 words" });

    const plain = judge(numbered(partsWith("John 19:28")));
    expect(plain.judgement).toMatchObject({ verdict: "pass", points: 2 });
    expect(check(plain, "curated")).toBeUndefined();
  });

  it("the bonus needs the verse in the list of a frame that was dealt", () => {
    // Gen 3:6 is a curated F07 verse; F07 is not in this deal.
    const judged = judge(numbered(partsWith("Gen 3:6")));
    expect(judged.judgement).toMatchObject({ verdict: "pass", points: 2 });
    expect(judged.curated).toBeUndefined();
  });

  it("blank-line parts are judged like numbered ones", () => {
    expect(judge(partsWith().join("\n\n")).judgement).toMatchObject({ verdict: "pass", points: 3 });
  });

  it("acceptance 1: an answer in 3 parts → partial, with the check “Part 4 missing”", () => {
    const judged = judge(numbered(partsWith().slice(0, 3)));
    expect(judged.judgement).toMatchObject({ verdict: "partial", points: 1 });
    expect(check(judged, "part-4")).toEqual({ id: "part-4", ok: false, label: "Part 4 missing" });
    expect(judged.parts).toEqual([true, true, true, false]);
    expect(judged.judgement.feedback).toContain("✗ Part 4 missing");
    expect(judged.judgement.feedback).toContain("Tip: write part 4 about F24 (Final)");
    // A partial is a missed gate: the AI judge is not asked to raise it.
    expect(judged.hardGateFailed).toBe(true);
  });

  it("acceptance 2: parts in the wrong card order → those parts fail the mention check", () => {
    const [one, two, three, four] = partsWith();
    const judged = judge(numbered([one!, three!, two!, four!]));
    expect(check(judged, "part-2")).toMatchObject({ ok: false, label: "Part 2: |S not mentioned" });
    expect(check(judged, "part-3")).toMatchObject({ ok: false, label: "Part 3: F12 not mentioned" });
    expect(judged.parts).toEqual([true, false, false, true]);
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.judgement.feedback).toContain("part 2 is the place of |S (Sanctuary)");
  });

  it("a part under the word minimum fails on its own: 3 valid parts → partial", () => {
    const parts = partsWith();
    parts[1] = "Sanctuary: the tabernacle shows the way to God.";
    const judged = judge(numbered(parts));
    expect(check(judged, "part-2")).toMatchObject({ ok: false, label: "Part 2: 8 words (at least 25)" });
    expect(judged.judgement).toMatchObject({ verdict: "partial", points: 1 });
  });

  it("a partial earns no bonus, even with a curated verse", () => {
    const judged = judge(numbered(partsWith().slice(0, 3)));
    expect(judged.curated).toBeDefined();
    expect(judged.judgement.points).toBe(FRAME_SNAPSHOT.partial);
  });

  it("two valid parts or fewer → fail; one paragraph → parts 2–4 missing", () => {
    expect(judge(numbered(partsWith().slice(0, 2))).judgement.verdict).toBe("fail");
    const judged = judge(partsWith().join(" "));
    expect(judged.judgement.verdict).toBe("fail");
    expect(judged.judgement.checks.filter((entry) => entry.label.endsWith("missing"))).toHaveLength(3);
  });

  it("four valid parts without a reference → partial (references are part of a pass)", () => {
    const parts = partsWith().map((part) => part.replace(/ \(John 19:30\)/, ""));
    const judged = judge(numbered(parts));
    expect(check(judged, "references")).toMatchObject({
      ok: false,
      label: "No reference cited (at least 1)",
    });
    expect(judged.judgement).toMatchObject({ verdict: "partial", points: 1 });
    expect(judged.judgement.feedback).toContain("Tip: cite at least 1 reference in your storyboard");
  });

  it("an invalid reference is named and fails the storyboard, bonus or not (R1)", () => {
    const parts = partsWith();
    parts[3] = `${parts[3]} See John 22:1.`;
    const judged = judge(numbered(parts));
    expect(judged.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.judgement.feedback).toContain("John 22:1 does not exist");
    expect(judged.hardGateFailed).toBe(true);
  });

  it("the same storyboard again, or the prompt copied, → fail with the echo message (R7)", () => {
    const text = numbered(partsWith());
    const again = judge(text, { history: [text] });
    expect(again.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(again.judgement.feedback).toContain(ECHO_MESSAGE);
    expect(again.hardGateFailed).toBe(true);
    const prompt =
      "Storyboard 1 of 5: tell one salvation story in 4 parts, one per card in the order dealt (F01, |S, F12, F24).";
    expect(judge(prompt, { prompt }).judgement.feedback).toContain(ECHO_MESSAGE);
  });

  it("word minimums follow the difficulty: 13 per part on Easy, 38 on Hard with two distinct references", () => {
    const short = [
      "Opening: God calls Abraham and gives him a promise of a seed for every nation (Gen 12:1-3).",
      "Sanctuary: the tabernacle lamb on the altar pictures the way a holy God draws near.",
      "Turning: at Calvary the true Lamb dies in our place and the debt is paid.",
      "Final: the redeemed live with God in the new earth where every tear is gone.",
    ];
    expect(judge(numbered(short), { difficulty: "easy" }).judgement).toMatchObject({
      verdict: "pass",
      points: 3,
    });
    expect(judge(numbered(short)).judgement.verdict).toBe("fail");

    const hard = { difficulty: "hard" as const };
    const oneRef = judge(numbered(partsWith()), hard);
    expect(oneRef.judgement.verdict).toBe("fail"); // parts 1 (34 words) and 4 (36) are short of 38
    const longer = partsWith().map((part) => `${part} This part of the story teaches us to trust the Lord.`);
    const judged = judge(numbered(longer), hard);
    expect(judged.judgement.verdict).toBe("partial");
    expect(check(judged, "references")).toMatchObject({
      ok: false,
      label: "1 distinct valid reference (John 19:30): at least 2 needed",
    });
    longer[0] = `${longer[0]} (Gen 12:3)`;
    expect(judge(numbered(longer), hard).judgement).toMatchObject({ verdict: "pass", points: 3 });
  });

  it("points table: pass 2 (+1 curated), partial 1, fail 0; the most a run can score is 15", () => {
    expect(frameSnapshotPoints("pass", true)).toBe(3);
    expect(frameSnapshotPoints("pass", false)).toBe(2);
    expect(frameSnapshotPoints("partial", true)).toBe(1);
    expect(frameSnapshotPoints("fail", true)).toBe(0);
    expect(FRAME_SNAPSHOT.maxScore).toBe(
      FRAME_SNAPSHOT.storyboards * (FRAME_SNAPSHOT.pass + FRAME_SNAPSHOT.curatedBonus),
    );
  });
});

describe("the engine (§4.11)", () => {
  const started = async (difficulty: "easy" | "normal" | "hard" = "normal", seed = "frames") =>
    (await frameSnapshotEngine.start("frame-snapshot", startCtx(difficulty, "solo", seed))).state;

  const payloadOf = (state: FrameSnapshotState) => {
    const payload = frameSnapshotEngine.round(state, state.storyboards.length + 1)?.payload;
    if (payload?.kind !== "cards") throw new Error("no cards round");
    return payload;
  };
  const action = { now: new Date(), rng: createRng("action") };

  it("deals 4 different cards of the 8, at least one frame and one wall, frames in numeric order", () => {
    expect(frameSnapshotDeck).toEqual([...frameCodes, ...wallCodes]);
    const places = new Set<number>();
    for (let i = 0; i < 300; i += 1) {
      const cards = dealStoryboard(createRng(`deal-${i}`));
      expect(cards).toHaveLength(FRAME_SNAPSHOT.parts);
      expect(new Set(cards).size).toBe(4);
      const frames = cards.filter((code) => code.startsWith("F"));
      expect(frames.length).toBeGreaterThanOrEqual(1);
      expect(frames.length).toBeLessThanOrEqual(3);
      expect(frames).toEqual([...frames].sort());
      cards.forEach((code, place) => {
        if (code.startsWith("|")) places.add(place);
      });
    }
    // Walls may sit in any place.
    expect([...places].sort()).toEqual([0, 1, 2, 3]);
  });

  it("the round is a dealt hand of 4 in 4 parts; it carries no curated verse or model part", async () => {
    const state = await started();
    const payload = payloadOf(state);
    expect(payload.hand.map((card) => card.code)).toEqual(state.cards);
    expect(payload).toMatchObject({
      game: "frame-snapshot",
      pick: { min: 0, max: 0, needKinds: [] },
      parts: 4,
      words: { min: 100, perCard: false },
      refField: false,
      refsRequired: 1,
      redealsLeft: CARD_GAMES.redealsPerRun,
      suggestion: { available: false, refs: [] },
    });
    expect(payload.status).toEqual([
      { label: "Storyboard", value: "1 / 5" },
      { label: "Score", value: "0 / 15" },
      { label: "Frames locked", value: "0" },
    ]);
    expect(payload.prompt).toContain("at least 25 words");
    const json = JSON.stringify(frameSnapshotEngine.round(state, 1));
    for (const frame of frameVerses)
      for (const verse of frame.verses) expect(json).not.toContain(`"${verse}`);
    for (const board of frameStoryboards)
      for (const part of board.parts) expect(json).not.toContain(part.slice(0, 40));
    expect(frameSnapshotEngine.round(state, 2)).toBeNull();
  });

  it("accepts no cards or the deal itself; refuses forged cards, other fields and an empty answer (422)", async () => {
    const state = { ...(await started()), cards: deal };
    const ctx = answerCtx(null, null);
    const text = numbered(partsWith());
    for (const cards of [undefined, [], [...deal]]) {
      const outcome = await frameSnapshotEngine.answer!(state, 1, { cards, text }, ctx);
      expect(outcome.judgement?.verdict).toBe("pass");
    }
    const forged = [
      { cards: ["F01", "|S", "F12"], text },
      { cards: ["F01", "F12", "|S", "F24"], text },
      { cards: ["F01", "|S", "F12", "F07"], text },
      { cards: [...deal], ref: "John 3:16", text },
      { choice: "a", text },
      { text: "   " },
    ];
    for (const input of forged)
      expect(() => frameSnapshotEngine.answer!(state, 1, input, ctx), JSON.stringify(input)).toThrow(
        InvalidGameInput,
      );
    expect(() => frameSnapshotEngine.answer!(state, 1, { cards: ["F01", "|S", "F12"], text }, ctx)).toThrow(
      "A storyboard uses the 4 cards dealt.",
    );
    expect(() => frameSnapshotEngine.answer!(state, 2, { text }, ctx)).toThrow("This round is not open.");
  });

  it("a judged storyboard deals the next one, records its parts and reveals the frames' first verses", async () => {
    const state = { ...(await started()), cards: deal };
    const outcome = await frameSnapshotEngine.answer!(
      state,
      1,
      { text: numbered(partsWith().slice(0, 3)) },
      answerCtx(null, null),
    );
    expect(outcome.state.storyboards).toEqual([
      { cards: deal, parts: [true, true, true, false], verdict: "partial", points: 1 },
    ]);
    expect(outcome.state.score).toBe(1);
    expect(outcome.state.cards).not.toEqual(deal);
    expect(outcome.next?.roundNo).toBe(2);
    expect(outcome.reveal).toEqual({
      explanation: "Each dealt frame's first curated verse:",
      refs: ["Gen 1:1", "Gen 22:13", "Job 19:25-26"],
      model: "F01 Opening: Gen 1:1\nF12 Turning: Gen 22:13\nF24 Final: Job 19:25-26",
    });
  });

  it("the reveal is the model storyboard when the deal equals one", async () => {
    const model = frameStoryboards[0]!;
    const cards = [...model.cards];
    expect(modelStoryboardOf(cards)).toBe(model);
    const state = { ...(await started()), cards };
    const outcome = frameSnapshotEngine.timeout!(state, 1);
    expect(outcome.reveal?.model).toBe(model.parts.map((part, i) => `${i + 1}. ${part}`).join("\n\n"));
    expect(outcome.reveal?.refs).toContain("Exodus 12:13");
  });

  it("a timeout fails the storyboard (0 points, no part valid) and deals the next; Hard times 6:00", async () => {
    const state = await started("hard");
    expect(frameSnapshotEngine.round(state, 1)?.limitMs).toBe(6 * 60 * 1000);
    expect(frameSnapshotEngine.round(await started("normal"), 1)?.limitMs).toBeNull();
    expect(frameSnapshotEngine.round(await started("easy"), 1)?.limitMs).toBeNull();
    const outcome = frameSnapshotEngine.timeout!(state, 1);
    expect(outcome.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(outcome.state.storyboards[0]?.parts).toEqual([false, false, false, false]);
    expect(outcome.next?.roundNo).toBe(2);
  });

  it("New prompt deals another storyboard at most twice a run", async () => {
    const state = await started("normal", "redeal");
    const first = frameSnapshotEngine.action!(state, { type: "redeal" }, action);
    expect(first.state.cards).not.toEqual(state.cards);
    expect(first.reissue?.roundNo).toBe(1);
    const second = frameSnapshotEngine.action!(first.state, { type: "redeal" }, action);
    expect(second.state.cards).not.toEqual(first.state.cards);
    expect(payloadOf(second.state).redealsLeft).toBe(0);
    expect(() => frameSnapshotEngine.action!(second.state, { type: "redeal" }, action)).toThrow(
      "You have used both new prompts for this run.",
    );
  });

  it("Show a suggestion is Easy's: two curated verses of the dealt frames; refused on Normal and Hard", async () => {
    const state = { ...(await started("easy")), cards: deal };
    expect(payloadOf(state).suggestion).toEqual({ available: true, refs: [] });
    const hinted = frameSnapshotEngine.action!(state, { type: "hint" }, action);
    const payload = payloadOf(hinted.state);
    expect(payload.suggestion).toEqual({ available: false, refs: ["Gen 1:1", "Gen 22:13"] });
    expect(suggestedVerses(deal, 1)).toEqual(["Gen 1:1", "Gen 22:13"]);
    expect(suggestedVerses(["|S", "F07", "|GC", "|TP"], 2)).toEqual(["Gen 4:8", "Gen 6:5"]);
    for (const difficulty of ["normal", "hard"] as const)
      expect(() => frameSnapshotEngine.action!({ ...state, difficulty }, { type: "hint" }, action)).toThrow(
        "Suggestions are part of Easy only.",
      );
  });

  it("five passing storyboards with curated verses: 15 points, won, with the parts counted", async () => {
    let state = await started("normal", "win");
    const used = new Set<string>();
    const history: string[] = [];
    for (let roundNo = 1; roundNo <= FRAME_SNAPSHOT.storyboards; roundNo += 1) {
      const text = passingStoryboard(state.cards, used);
      const outcome = await frameSnapshotEngine.answer!(
        state,
        roundNo,
        { text },
        answerCtx(null, null, history),
      );
      expect(outcome.judgement, outcome.judgement?.feedback).toMatchObject({ verdict: "pass", points: 3 });
      history.push(text);
      state = outcome.state;
      if (roundNo < FRAME_SNAPSHOT.storyboards) expect(outcome.finish).toBeUndefined();
      else
        expect(outcome.finish).toEqual({
          score: 15,
          maxScore: 15,
          won: true,
          metric: 15,
          title: "Frames locked!",
          metrics: {
            score: 15,
            storyboards: 5,
            passed: 5,
            partial: 0,
            partsValid: 20,
            parts: 20,
            rounds: 5,
            perfectRounds: 5,
            cards: 20,
            completed: 20,
          },
        });
    }
    expect(state.finished).toBe(true);
    expect(() => frameSnapshotEngine.action!(state, { type: "redeal" }, action)).toThrow(
      "This game has ended.",
    );
  });

  it("the test kit's storyboards lock every storyboard of many seeded runs (the route and e2e tests rely on it)", async () => {
    for (let run = 0; run < 8; run += 1) {
      let state = await started("normal", `kit-${run}`);
      const used = new Set<string>();
      const history: string[] = [];
      while (!state.finished) {
        const roundNo = state.storyboards.length + 1;
        const text = passingStoryboard(state.cards, used);
        const threeParts = text.split("\n").slice(0, 3).join("\n");
        expect(
          judgeFrameSnapshot({ cards: state.cards, text: threeParts }, { ...normal, history }).judgement
            .verdict,
        ).toBe("partial");
        const outcome = await frameSnapshotEngine.answer!(
          state,
          roundNo,
          { text },
          answerCtx(null, null, history),
        );
        expect(outcome.judgement, `${state.cards.join(" ")}: ${outcome.judgement?.feedback}`).toMatchObject({
          verdict: "pass",
          points: 3,
        });
        history.push(text);
        state = outcome.state;
      }
      expect(state.score).toBe(FRAME_SNAPSHOT.maxScore);
    }
  });

  it("the test kit's storyboard also passes on Hard with its longer parts", async () => {
    const state = await started("hard", "hard-kit");
    const text = passingStoryboard(state.cards, new Set(), 38);
    const outcome = await frameSnapshotEngine.answer!(state, 1, { text }, answerCtx(null, null));
    expect(outcome.judgement, outcome.judgement?.feedback).toMatchObject({ verdict: "pass", points: 3 });
  });

  it("8 points wins; less loses (“Keep practising”)", async () => {
    const base = await started();
    const fourDone: FrameSnapshotState = {
      ...base,
      cards: deal,
      storyboards: Array.from({ length: 4 }, () => ({
        cards: deal,
        parts: [true, true, true, true],
        verdict: "pass" as const,
        points: 2,
      })),
      score: 6,
    };
    const won = await frameSnapshotEngine.answer!(
      fourDone,
      5,
      { text: numbered(partsWith("John 19:28")) },
      answerCtx(null, null),
    );
    expect(won.finish).toMatchObject({ score: 8, won: true, title: "Frames locked!" });
    expect(won.next).toBeNull();
    const lost = frameSnapshotEngine.timeout!(fourDone, 5);
    expect(lost.finish).toMatchObject({ score: 6, won: false, metric: 6, title: "Keep practising" });
    expect(lost.finish?.metrics).toMatchObject({ passed: 4, partsValid: 16, parts: 20 });
  });

  it("the AI judge sees only a storyboard through every gate; its verdict re-prices the points", async () => {
    const aiJudge = vi.fn((request: AiJudgeRequest) =>
      Promise.resolve({
        ...request.rules,
        verdict: "partial" as const,
        points: request.pointsFor("partial"),
        source: "ai" as const,
      }),
    );
    const ctx = { ...answerCtx(null, null), deps: { ...fakeDeps, aiJudge } };
    const state = { ...(await started()), cards: deal };
    const partial = await frameSnapshotEngine.answer!(
      state,
      1,
      { text: numbered(partsWith().slice(0, 3)) },
      ctx,
    );
    expect(aiJudge).not.toHaveBeenCalled();
    expect(partial.judgement?.source).toBe("rules");
    const passed = await frameSnapshotEngine.answer!(state, 1, { text: numbered(partsWith()) }, ctx);
    expect(aiJudge).toHaveBeenCalledTimes(1);
    expect(aiJudge.mock.calls[0]?.[0]).toMatchObject({
      gameId: "frame-snapshot",
      promptKey: "storyboard:F01 |S F12 F24",
    });
    expect(passed.judgement).toMatchObject({ verdict: "partial", points: 1, source: "ai" });
    expect(passed.state.score).toBe(1);
  });

  it("the same seed deals the same storyboards, through redeals and answers", async () => {
    const play = async () => {
      const state = await started("normal", "same");
      const redealt = frameSnapshotEngine.action!(state, { type: "redeal" }, action).state;
      const next = frameSnapshotEngine.timeout!(redealt, 1).state;
      return [state.cards, redealt.cards, next.cards];
    };
    expect(await play()).toEqual(await play());
  });
});
