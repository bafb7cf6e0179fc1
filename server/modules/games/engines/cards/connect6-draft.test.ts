import { describe, expect, it } from "vitest";
import { CONNECT6_DRAFT } from "@common/games/rules";
import { ECHO_MESSAGE, parseReferenceField } from "@common/games/judge/rules";
import { genreCodes } from "@common/games/pt-symbols";
import { doctrines } from "@server/modules/games/content/doctrines";
import { answerCtx, startCtx } from "../choice-test-kit";
import { InvalidGameInput } from "../types";
import {
  type Connect6State,
  connect6DraftEngine,
  genreMismatch,
  judgeConnect6,
  suggestedRefs,
} from "./connect6-draft";
import { curatedPlay, pairText } from "./connect6-draft-test-kit";

/* Connect-6 Draft (games.md §4.5): the sheet's acceptance points and pitfalls, on the rules judge and the engine. */

const words = (count: number, filler = "grace") => Array.from({ length: count }, () => filler).join(" ");
const normal = { difficulty: "normal" as const, history: [], prompt: "Round 1 of 6" };
const doctrine = (id: string) => doctrines.find((entry) => entry.id === id)!;
const sabbath = doctrine("sabbath");
const grace = doctrine("grace-through-faith");

/** A 30-word explanation naming the Sabbath, made distinct by `topic`. */
const sabbathText = (topic: string) =>
  `The Sabbath is shown here in ${topic}: God rested on the seventh day and blessed it, ${words(16, topic)} for His people.`;

const verse = (ref: string) => {
  const found = parseReferenceField(ref);
  if (!found) throw new Error(ref);
  return found;
};

describe("the genre rule (palace map, parable list, exceptions)", () => {
  it.each([
    ["Gen 2:2-3", "Hi"],
    ["Acts 16:13", "Hi"],
    ["Ps 23:1", "Po"],
    ["Isa 53:5", "Pr"],
    ["Rev 14:12", "Pr"],
    ["Mark 2:27", "Go"],
    ["Heb 4:9", "Ep"],
    ["Luke 15:4-7", "Pa"],
    ["Luke 15:4-7", "Go"],
    ["Dan 3:17", "Hi"],
    ["Jonah 2:9", "Hi"],
    ["Lam 3:22-23", "Po"],
    ["Rev 3:20", "Ep"],
    ["Rev 3:20", "Pr"],
  ] as const)("%s may be played as %s", (ref, genre) => {
    expect(genreMismatch(verse(ref), genre)).toBeNull();
  });

  it.each([
    ["Rom 5:1", "Po", "Romans is an Epistle, not Poetry"],
    ["Dan 7:13", "Hi", "Daniel is Prophecy, not History"],
    ["Rev 14:12", "Ep", "Revelation is Prophecy, not Epistle"],
    ["Luke 10:1", "Pa", "Luke 10:1 is not inside a listed parable"],
    ["Luke 15:4-7", "Hi", "Luke is a Gospel, not History"],
  ] as const)("%s is refused as %s", (ref, genre, message) => {
    expect(genreMismatch(verse(ref), genre)).toBe(message);
  });
});

describe("the rules judge (§4.5)", () => {
  it('"Sabbath" with Hi Gen 2:2-3 and Ep Heb 4:9 → pass, 6 points (both curated proof texts)', () => {
    const judged = judgeConnect6(
      {
        doctrine: sabbath,
        pairs: [
          { card: "Hi", ref: "Gen 2:2-3", text: sabbathText("creation") },
          { card: "Ep", ref: "Heb 4:9", text: sabbathText("hebrews") },
        ],
      },
      normal,
    );
    expect(judged.judgement).toMatchObject({ verdict: "pass", points: 6, source: "rules" });
    expect(judged.hardGateFailed).toBe(false);
    expect(judged.judgement.checks.find((check) => check.id === "pair1-proof")?.ok).toBe(true);
  });

  it('claiming Po for Rom 5:1 → that pair fails with "Romans is an Epistle"; the other holds: partial', () => {
    const text = (topic: string) =>
      `Justification by faith is the heart of ${topic}: we are justified by faith and have peace with God, ${words(14, topic)}.`;
    const judged = judgeConnect6(
      {
        doctrine: grace,
        pairs: [
          { card: "Po", ref: "Rom 5:1", text: text("romans") },
          { card: "Hi", ref: "Gen 15:6", text: text("abraham") },
        ],
      },
      normal,
    );
    expect(judged.judgement.verdict).toBe("partial");
    expect(judged.judgement.points).toBe(3); // 2 for the valid pair, +1: Gen 15:6 is a curated proof text
    expect(judged.judgement.feedback).toContain("Romans is an Epistle");
    expect(judged.pairs.map((pair) => pair.valid)).toEqual([false, true]);
    expect(judged.hardGateFailed).toBe(true);
  });

  it("Luke 15:4-7 is accepted as Pa", () => {
    const text = (topic: string) =>
      `Saved by grace: the shepherd goes after the lost sheep, and so grace through faith finds ${topic}, ${words(16, topic)}.`;
    const judged = judgeConnect6(
      {
        doctrine: grace,
        pairs: [
          { card: "Pa", ref: "Luke 15:4-7", text: text("wanderers") },
          {
            card: "Ep",
            ref: "Eph 2:8-9",
            text: `Paul says we are saved by grace through faith and not of works, lest any man boast, ${words(16, "gift")}.`,
          },
        ],
      },
      normal,
    );
    expect(judged.judgement.verdict, judged.judgement.feedback).toBe("pass");
    expect(judged.judgement.checks.find((check) => check.id === "pair1-genre")).toMatchObject({ ok: true });
    // Luke 15:4-7 is not a curated proof text of this doctrine (Luke 15:20 is): 2 + 3.
    expect(judged.judgement.points).toBe(5);
  });

  it("a valid pair off the curated list scores 2; none valid → fail, 0", () => {
    const ok = judgeConnect6(
      {
        doctrine: sabbath,
        pairs: [
          { card: "Hi", ref: "Gen 1:1", text: sabbathText("beginning") },
          { card: "Po", ref: "Ps 92:1", text: sabbathText("psalm") },
        ],
      },
      normal,
    );
    expect(ok.judgement).toMatchObject({ verdict: "pass", points: 4 });
    const none = judgeConnect6(
      {
        doctrine: sabbath,
        pairs: [
          { card: "Po", ref: "Gen 1:1", text: sabbathText("beginning") },
          { card: "Hi", ref: "Ps 92:1", text: sabbathText("psalm") },
        ],
      },
      normal,
    );
    expect(none.judgement).toMatchObject({ verdict: "fail", points: 0 });
  });

  it("an invalid reference is named and scores nothing (R1)", () => {
    const judged = judgeConnect6(
      {
        doctrine: sabbath,
        pairs: [
          { card: "Go", ref: "John 22:1", text: sabbathText("john") },
          { card: "Hi", ref: "Gen 2:2-3", text: sabbathText("creation") },
        ],
      },
      normal,
    );
    expect(judged.judgement.verdict).toBe("partial");
    expect(judged.judgement.points).toBe(3);
    expect(judged.judgement.feedback).toContain("John 22:1 does not exist");
  });

  it("an explanation that does not name the doctrine fails its pair", () => {
    const judged = judgeConnect6(
      {
        doctrine: sabbath,
        pairs: [
          {
            card: "Hi",
            ref: "Gen 2:2-3",
            text: `God finished His work and blessed it, ${words(30, "creation")}.`,
          },
          { card: "Ep", ref: "Heb 4:9", text: sabbathText("hebrews") },
        ],
      },
      normal,
    );
    expect(judged.judgement.verdict).toBe("partial");
    expect(judged.judgement.checks.find((check) => check.id === "pair1-doctrine")).toMatchObject({
      ok: false,
      label: "Pair 1 (Hi): Sabbath is not named",
    });
  });

  it("a synonym names the doctrine (R4)", () => {
    const text = (topic: string) => `The seventh day is holy time in ${topic}, ${words(26, topic)}.`;
    const judged = judgeConnect6(
      {
        doctrine: sabbath,
        pairs: [
          { card: "Hi", ref: "Gen 2:2-3", text: text("eden") },
          { card: "Ep", ref: "Heb 4:9", text: text("hebrews") },
        ],
      },
      normal,
    );
    expect(judged.judgement.verdict).toBe("pass");
  });

  it("word minimums per pair follow the difficulty: 13 on Easy, 25 on Normal, 38 on Hard", () => {
    const play = (count: number) => ({
      doctrine: sabbath,
      pairs: [
        { card: "Hi" as const, ref: "Gen 2:2-3", text: `Sabbath ${words(count - 1, "eden")}` },
        { card: "Ep" as const, ref: "Heb 4:9", text: `Sabbath ${words(count - 1, "rest")}` },
      ],
    });
    expect(judgeConnect6(play(13), { ...normal, difficulty: "easy" }).judgement.verdict).toBe("pass");
    expect(judgeConnect6(play(24), normal).judgement.verdict).toBe("fail");
    expect(judgeConnect6(play(25), normal).judgement.verdict).toBe("pass");
    expect(judgeConnect6(play(37), { ...normal, difficulty: "hard" }).judgement.verdict).toBe("fail");
    expect(judgeConnect6(play(38), { ...normal, difficulty: "hard" }).judgement.verdict).toBe("pass");
  });

  it("R7: an earlier explanation repeated fails its pair; the whole answer repeated fails the round", () => {
    const first = sabbathText("creation");
    const second = sabbathText("hebrews");
    const pairs = [
      { card: "Hi" as const, ref: "Gen 2:2-3", text: first },
      { card: "Ep" as const, ref: "Heb 4:9", text: second },
    ];
    const onePair = judgeConnect6({ doctrine: sabbath, pairs }, { ...normal, history: [first] });
    expect(onePair.judgement.verdict).toBe("partial");
    expect(onePair.judgement.feedback).toContain(ECHO_MESSAGE);
    const whole = judgeConnect6(
      { doctrine: sabbath, pairs },
      { ...normal, history: [`${first}\n${second}`] },
    );
    expect(whole.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(whole.hardGateFailed).toBe(true);
    const twins = judgeConnect6(
      { doctrine: sabbath, pairs: [pairs[0]!, { ...pairs[1]!, text: first }] },
      normal,
    );
    expect(twins.pairs.map((pair) => pair.valid)).toEqual([true, false]);
  });
});

describe("the engine (§4.5)", () => {
  const started = async (difficulty: "easy" | "normal" | "hard" = "normal", seed = "connect") =>
    (await connect6DraftEngine.start("connect6-draft", startCtx(difficulty, "solo", seed))).state;

  const payloadOf = (state: Connect6State) => {
    const payload = connect6DraftEngine.round(state, state.rounds + 1)?.payload;
    if (payload?.kind !== "connect6") throw new Error("no connect6 round");
    return payload;
  };

  /** The state with Sabbath offered and Hi, Ep in the hand. */
  const sabbathState = async (difficulty: "easy" | "normal" | "hard" = "normal") => {
    const state = await started(difficulty);
    return {
      ...state,
      offer: [{ id: "zz0001", doctrineId: "sabbath" }, ...state.offer.slice(1)],
      hand: ["Hi", "Ep", "Po", "Go"],
      aside: ["Pr", "Pa"],
    } as Connect6State;
  };
  const sabbathPlay = {
    choice: "zz0001",
    pairs: [
      { card: "Hi", ref: "Gen 2:2-3", text: sabbathText("creation") },
      { card: "Ep", ref: "Heb 4:9", text: sabbathText("hebrews") },
    ],
  };

  it("deals 4 different genre cards and 3 doctrines with opaque ids; the round carries no proof text", async () => {
    const state = await started();
    expect(new Set(state.hand).size).toBe(CONNECT6_DRAFT.hand);
    expect([...state.hand, ...state.aside].sort()).toEqual([...genreCodes].sort());
    const payload = payloadOf(state);
    expect(payload.hand.every((card) => card.kind === "genre" && card.meaning !== "")).toBe(true);
    expect(payload.doctrines).toHaveLength(3);
    for (const option of payload.doctrines) {
      expect(option.id).toMatch(/^[0-9a-z]{6}$/);
      expect(doctrines.some((entry) => entry.id === option.id)).toBe(false);
    }
    expect(payload.wordsPerPair).toBe(25);
    expect(payload.redealsLeft).toBe(2);
    expect(payload.status.map((item) => item.label)).toEqual(["Score", "Round", "Win at"]);
    const json = JSON.stringify(payload);
    for (const entry of state.offer) {
      const offered = doctrine(entry.doctrineId);
      expect(json).toContain(offered.name);
      for (const ref of Object.values(offered.proofTexts).flat()) expect(json).not.toContain(ref);
      for (const synonym of offered.synonyms) expect(json.toLowerCase()).not.toContain(`"${synonym}"`);
    }
    expect(json).not.toContain("proofTexts");
  });

  it("refuses forged plays (422): wrong card count, cards not held, a doctrine not offered, missing fields", async () => {
    const state = await sabbathState();
    const ctx = answerCtx(null, null);
    const forged = (input: Record<string, unknown>) => () =>
      connect6DraftEngine.answer!(state, 1, input, ctx);
    expect(forged({ ...sabbathPlay, pairs: sabbathPlay.pairs.slice(0, 1) })).toThrow(
      "Pick exactly 2 genre cards.",
    );
    expect(
      forged({ ...sabbathPlay, pairs: [sabbathPlay.pairs[0], { ...sabbathPlay.pairs[1], card: "Pr" }] }),
    ).toThrow("Play genre cards from your hand.");
    expect(forged({ ...sabbathPlay, pairs: [sabbathPlay.pairs[0], sabbathPlay.pairs[0]] })).toThrow(
      "Play two different genre cards.",
    );
    expect(forged({ ...sabbathPlay, choice: "sabbath" })).toThrow("Pick one of the three doctrines.");
    expect(forged({ pairs: sabbathPlay.pairs })).toThrow(InvalidGameInput);
    expect(
      forged({ ...sabbathPlay, pairs: [sabbathPlay.pairs[0], { ...sabbathPlay.pairs[1], ref: " " }] }),
    ).toThrow("Enter a reference for each card you play.");
    expect(
      forged({ ...sabbathPlay, pairs: [sabbathPlay.pairs[0], { ...sabbathPlay.pairs[1], text: "" }] }),
    ).toThrow("Write an explanation for each card you play.");
    expect(forged({ ...sabbathPlay, text: "extra" })).toThrow(InvalidGameInput);
    expect(forged({ ...sabbathPlay, cards: ["Hi", "Ep"] })).toThrow(InvalidGameInput);
  });

  it("scores the acceptance play 6 and swaps the played cards for the two aside, with a new offer", async () => {
    const state = await sabbathState();
    const out = await connect6DraftEngine.answer!(state, 1, sabbathPlay, answerCtx(null, null));
    expect(out.judgement).toMatchObject({ verdict: "pass", points: 6 });
    expect(out.state.score).toBe(6);
    expect([...out.state.hand].sort()).toEqual(["Go", "Pa", "Po", "Pr"]);
    expect([...out.state.aside].sort()).toEqual(["Ep", "Hi"]);
    expect(out.state.offer.map((entry) => entry.doctrineId)).not.toContain("sabbath");
    expect(out.reveal?.refs).toContain("Gen 2:2-3");
    expect(out.next?.roundNo).toBe(2);
  });

  it("the same explanations in a later round are an echo (the engine keeps the run's pair texts)", async () => {
    const state = await sabbathState();
    const first = await connect6DraftEngine.answer!(state, 1, sabbathPlay, answerCtx(null, null));
    const again = {
      ...first.state,
      offer: [{ id: "zz0002", doctrineId: "sabbath" }, ...first.state.offer.slice(1)],
      hand: ["Hi", "Ep", "Po", "Go"],
    } as Connect6State;
    const second = await connect6DraftEngine.answer!(
      again,
      2,
      { ...sabbathPlay, choice: "zz0002" },
      answerCtx(null, null),
    );
    expect(second.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(second.judgement?.feedback).toContain(ECHO_MESSAGE);
  });

  it("Hard times each round at 5:00 and a timeout is a fail with the hand kept; Easy and Normal are untimed", async () => {
    const hard = await started("hard");
    expect(connect6DraftEngine.round(hard, 1)?.limitMs).toBe(5 * 60 * 1000);
    expect(connect6DraftEngine.round(await started("normal"), 1)?.limitMs).toBeNull();
    const timedOut = connect6DraftEngine.timeout!(hard, 1);
    expect(timedOut.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(timedOut.state.hand).toEqual(hard.hand);
    expect(timedOut.state.rounds).toBe(1);
    expect(timedOut.next?.roundNo).toBe(2);
  });

  it("New prompt offers three other doctrines at most twice a run; Show a suggestion is Easy's, two curated verses", async () => {
    const state = await started("easy", "redeal");
    const rng = { now: new Date(), rng: startCtx("easy").rng };
    const first = connect6DraftEngine.action!(state, { type: "redeal" }, rng);
    const second = connect6DraftEngine.action!(first.state, { type: "redeal" }, rng);
    const offers = [state, first.state, second.state].flatMap((s) =>
      s.offer.map((entry) => entry.doctrineId),
    );
    expect(new Set(offers).size).toBe(9);
    expect(second.state.hand).toEqual(state.hand);
    expect(payloadOf(second.state).redealsLeft).toBe(0);
    expect(() => connect6DraftEngine.action!(second.state, { type: "redeal" }, rng)).toThrow(
      InvalidGameInput,
    );

    const hinted = connect6DraftEngine.action!(state, { type: "hint" }, rng);
    const payload = payloadOf(hinted.state);
    expect(payload.suggestion.available).toBe(false);
    expect(payload.suggestion.refs).toEqual(suggestedRefs(state));
    expect(payload.suggestion.refs).toHaveLength(2);
    const normalRun = await started("normal");
    expect(() => connect6DraftEngine.action!(normalRun, { type: "hint" }, rng)).toThrow(
      "Suggestions are part of Easy only.",
    );
  });

  it("curated plays over 6 rounds: 36 points, won, then the result; six timeouts lose", async () => {
    for (const difficulty of ["easy", "normal", "hard"] as const) {
      let state = await started(difficulty, `win-${difficulty}`);
      let finish;
      for (let roundNo = 1; roundNo <= CONNECT6_DRAFT.rounds; roundNo += 1) {
        let play = curatedPlay(state);
        while (!play) {
          state = connect6DraftEngine.action!(
            state,
            { type: "redeal" },
            { now: new Date(), rng: startCtx(difficulty).rng },
          ).state;
          play = curatedPlay(state);
        }
        const out = await connect6DraftEngine.answer!(state, roundNo, play.input, answerCtx(null, null));
        expect(out.judgement?.verdict, out.judgement?.feedback).toBe("pass");
        expect(out.judgement?.points).toBe(6);
        state = out.state;
        finish = out.finish;
        if (roundNo < CONNECT6_DRAFT.rounds) expect(finish).toBeUndefined();
      }
      expect(finish).toMatchObject({
        score: 36,
        maxScore: 36,
        won: true,
        metric: 36,
        title: "Doctrines connected!",
      });
    }
    let lost = await started();
    let outcome;
    for (let roundNo = 1; roundNo <= CONNECT6_DRAFT.rounds; roundNo += 1) {
      outcome = connect6DraftEngine.timeout!(lost, roundNo);
      lost = outcome.state;
    }
    expect(outcome?.finish).toMatchObject({ score: 0, won: false, title: "Keep connecting" });
    expect(outcome?.next).toBeNull();
    expect(() =>
      connect6DraftEngine.action!(lost, { type: "redeal" }, { now: new Date(), rng: startCtx("normal").rng }),
    ).toThrow("This game has ended.");
  });

  it("18 points is the win line", async () => {
    const state = { ...(await sabbathState()), rounds: 5, score: 12 };
    const out = await connect6DraftEngine.answer!(state, 6, sabbathPlay, answerCtx(null, null));
    expect(out.finish).toMatchObject({ score: 18, won: true });
    const short = { ...(await sabbathState()), rounds: 5, score: 11 };
    const lost = await connect6DraftEngine.answer!(short, 6, sabbathPlay, answerCtx(null, null));
    expect(lost.finish).toMatchObject({ score: 17, won: false });
  });

  it("the same seed deals the same hand and doctrines (and ids)", async () => {
    const a = await started("normal", "same");
    const b = await started("normal", "same");
    expect(a.hand).toEqual(b.hand);
    expect(a.offer).toEqual(b.offer);
    expect(pairText("Sabbath", "Hi", "Gen 2:2-3")).not.toEqual(pairText("Sabbath", "Ep", "Heb 4:9"));
  });
});
