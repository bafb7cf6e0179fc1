import { describe, expect, it } from "vitest";
import { PALACE_CARDS } from "@common/games/rules";
import { roomOverviews } from "@common/content/palace/overview";
import { floors } from "@common/content/palace/floors";
import { keywordHits } from "@common/games/judge/rules";
import { practiceVerses } from "../content/practice-verses";
import { roomKeywords } from "../content/room-keywords";
import { answerCtx, keysOf, startCtx } from "./choice-test-kit";
import { judgeCardWriting, namesRoom, palaceCardsEngine, type PalaceCardsState } from "./palace-cards";
import { InvalidGameInput, type StepOutcome } from "./types";

const roomById = new Map<string, (typeof roomOverviews)[number]>(
  roomOverviews.map((room) => [room.id, room]),
);
const floorOf = (id: string) => roomById.get(id)?.floor ?? 0;
const verseByRef = new Map(practiceVerses.map((verse) => [verse.ref, verse]));

function card(state: PalaceCardsState, index = state.current) {
  const found = state.cards[index];
  if (!found?.options || !found.correctId) throw new Error("no classic card");
  return { ...found, options: found.options, correctId: found.correctId };
}

function wrongIds(state: PalaceCardsState): string[] {
  const open = card(state);
  return open.options.filter((option) => option.id !== open.correctId).map((option) => option.id);
}

type Plan = "first" | "second" | "miss";

/** Plays a classic run card by card: right first time, right on the second try, or wrong twice. */
async function playClassic(state: PalaceCardsState, plans: Plan[]) {
  let current = state;
  const settled: Array<StepOutcome<PalaceCardsState>> = [];
  for (let i = 0; i < state.cards.length; i += 1) {
    const plan = plans[i] ?? "first";
    const ctx = answerCtx(null, null);
    if (plan === "first") {
      const outcome = await palaceCardsEngine.answer!(
        current,
        i + 1,
        { choice: card(current).correctId },
        ctx,
      );
      settled.push(outcome);
      current = outcome.state;
      continue;
    }
    const [wrong, other] = wrongIds(current);
    const first = await palaceCardsEngine.answer!(current, i + 1, { choice: wrong ?? "" }, ctx);
    const choice = plan === "second" ? card(first.state).correctId : (other ?? "");
    const outcome = await palaceCardsEngine.answer!(first.state, i + 1, { choice }, ctx);
    settled.push(outcome);
    current = outcome.state;
  }
  return { state: current, settled, last: settled[settled.length - 1] };
}

describe("palace cards, classic", () => {
  it("deals 8 cards of different verses, each with its room on the label and the KJV text", async () => {
    const { state, round } = await palaceCardsEngine.start("palace-cards", startCtx("normal"));
    expect(state.cards).toHaveLength(PALACE_CARDS.cards);
    expect(new Set(state.cards.map((item) => item.ref)).size).toBe(PALACE_CARDS.cards);
    const payload = round?.payload;
    if (payload?.kind !== "choice") throw new Error("expected a choice round");
    const first = card(state, 0);
    const room = roomById.get(first.room.id);
    const floorName = floors.find((floor) => floor.number === room?.floor)?.name;
    expect(payload.context).toEqual({
      ref: first.ref,
      text: `KJV text of ${first.ref}`,
      label: `${room?.name} (${room?.tag}) · Floor ${room?.floor} · ${floorName}`,
    });
    // The card's back is its own room (public palace data), the room the player is asked to apply.
    expect(payload.card).toEqual({
      front: { ref: first.ref, text: `KJV text of ${first.ref}` },
      roomId: card(state, 0).room.id,
    });
    expect(payload.prompt).toMatch(/this room's method/);
    expect(payload.options).toHaveLength(PALACE_CARDS.options.normal);
    expect(round?.limitMs).toBeNull();
  });

  it("never says which statement is right in the payload", async () => {
    const { state } = await palaceCardsEngine.start("palace-cards", startCtx("normal", "solo", "secret"));
    const positions = new Set<number>();
    for (let roundNo = 1; roundNo <= state.cards.length; roundNo += 1) {
      const payload = palaceCardsEngine.round(state, roundNo)?.payload;
      // No statement carries its room (the card names only its own room, on its back).
      const keys = keysOf(payload && { ...payload, card: undefined });
      for (const key of ["correct", "correctId", "answer", "model", "value", "roomId"])
        expect(keys).not.toContain(key);
      const open = card(state, roundNo - 1);
      positions.add(open.options.findIndex((option) => option.id === open.correctId));
      // The options are the verse's own applications; the right one is this card's room.
      const verse = verseByRef.get(open.ref);
      const statements = new Map(verse?.applications.map((app) => [app.statement, app.roomId]));
      for (const option of open.options) expect(statements.get(option.label)).toBe(option.value);
      expect(open.options.find((option) => option.id === open.correctId)?.value).toBe(open.room.id);
    }
    expect(positions.size).toBeGreaterThan(1);
  });

  it("keeps Easy on floors 1–2 with 3 options", async () => {
    for (const seed of ["e1", "e2", "e3"]) {
      const { state } = await palaceCardsEngine.start("palace-cards", startCtx("easy", "solo", seed));
      expect(state.cards).toHaveLength(8);
      for (const [i, item] of state.cards.entries()) {
        expect(item.room.floor).toBeLessThanOrEqual(2);
        const open = card(state, i);
        expect(open.options).toHaveLength(PALACE_CARDS.options.easy);
        for (const option of open.options) expect(floorOf(option.value)).toBeLessThanOrEqual(2);
      }
    }
  });

  it("times Hard at 60 s and draws its distractors from the same floor where it can", async () => {
    for (const seed of ["h1", "h2", "h3"]) {
      const { state, round } = await palaceCardsEngine.start("palace-cards", startCtx("hard", "solo", seed));
      expect(round?.limitMs).toBe(PALACE_CARDS.hardSeconds * 1000);
      for (const [i, item] of state.cards.entries()) {
        const open = card(state, i);
        const verse = verseByRef.get(item.ref);
        const available = (verse?.applications ?? []).filter(
          (app) => app.roomId !== item.room.id && floorOf(app.roomId) === item.room.floor,
        ).length;
        const sameFloor = open.options.filter(
          (option) => option.id !== open.correctId && floorOf(option.value) === item.room.floor,
        ).length;
        expect(sameFloor).toBe(Math.min(3, available));
      }
    }
  });

  it("scores 10 for a right first pick", async () => {
    const { state } = await palaceCardsEngine.start("palace-cards", startCtx("normal"));
    const outcome = await palaceCardsEngine.answer!(
      state,
      1,
      { choice: card(state).correctId },
      answerCtx(null, null),
    );
    expect(outcome.judgement).toMatchObject({ verdict: "pass", points: 10, source: "rules" });
    expect(outcome.roundDone).toBe(true);
    expect(outcome.reveal?.room).toEqual(state.cards[0]?.room);
    expect(outcome.reveal?.model).toBe(state.cards[0]?.model);
    expect(outcome.reveal?.refs).toEqual([state.cards[0]?.ref]);
    expect(outcome.next?.roundNo).toBe(2);
  });

  it("strikes a wrong first pick and re-issues the card; right on the second try scores 5", async () => {
    const { state } = await palaceCardsEngine.start("palace-cards", startCtx("normal"));
    const [wrong] = wrongIds(state);
    const first = await palaceCardsEngine.answer!(state, 1, { choice: wrong ?? "" }, answerCtx(null, null));
    expect(first.roundDone).toBe(false);
    expect(first.judgement).toMatchObject({
      verdict: "fail",
      points: 0,
      feedback: "Not this one — try again.",
    });
    expect(first.reveal ?? null).toBeNull();
    expect(first.finish).toBeUndefined();
    const reissued = first.reissue?.payload;
    if (reissued?.kind !== "choice") throw new Error("expected a re-issued choice round");
    expect(first.reissue?.roundNo).toBe(1);
    expect(reissued.struck).toEqual([wrong]);
    expect(reissued.tries).toBe(1);
    expect(keysOf(reissued)).not.toContain("correct");
    expect(palaceCardsEngine.round(first.state, 1)).toEqual(first.reissue);
    // The struck option cannot be picked again.
    expect(() =>
      palaceCardsEngine.answer!(first.state, 1, { choice: wrong ?? "" }, answerCtx(null, null)),
    ).toThrow(InvalidGameInput);
    const second = await palaceCardsEngine.answer!(
      first.state,
      1,
      { choice: card(first.state).correctId },
      answerCtx(null, null),
    );
    expect(second.judgement?.points).toBe(5);
    expect(second.roundDone).toBe(true);
    expect(second.state.score).toBe(5);
    expect(second.reveal?.picked).toEqual([wrong, card(state).correctId]);
  });

  it("scores 0 after two wrong picks and reveals the answer", async () => {
    const { state } = await palaceCardsEngine.start("palace-cards", startCtx("normal"));
    const [a, b] = wrongIds(state);
    const first = await palaceCardsEngine.answer!(state, 1, { choice: a ?? "" }, answerCtx(null, null));
    const second = await palaceCardsEngine.answer!(
      first.state,
      1,
      { choice: b ?? "" },
      answerCtx(null, null),
    );
    expect(second.judgement?.points).toBe(0);
    expect(second.roundDone).toBe(true);
    expect(second.reveal?.correct).toEqual([card(state).correctId]);
  });

  it("scores a Hard timeout 0 and moves on", async () => {
    const { state } = await palaceCardsEngine.start("palace-cards", startCtx("hard"));
    const outcome = palaceCardsEngine.timeout!(state, 1);
    expect(outcome.judgement?.points).toBe(0);
    expect(outcome.roundDone).toBe(true);
    expect(outcome.reveal?.correct).toEqual([card(state).correctId]);
    expect(outcome.next?.roundNo).toBe(2);
  });

  it("refuses options that are not shown, and text in classic mode", async () => {
    const { state } = await palaceCardsEngine.start("palace-cards", startCtx("normal"));
    const ctx = answerCtx(null, null);
    expect(() => palaceCardsEngine.answer!(state, 1, { choice: state.cards[0]?.room.id ?? "" }, ctx)).toThrow(
      InvalidGameInput,
    );
    expect(() => palaceCardsEngine.answer!(state, 1, { text: "hello" }, ctx)).toThrow(InvalidGameInput);
    expect(() => palaceCardsEngine.answer!(state, 3, { choice: card(state).correctId }, ctx)).toThrow(
      InvalidGameInput,
    );
  });

  it("finishes after 8 cards: VICTORY at 60 of 80, else Keep practising", async () => {
    const { state } = await palaceCardsEngine.start("palace-cards", startCtx("normal"));
    const victory = await playClassic(state, [
      "first",
      "first",
      "first",
      "first",
      "first",
      "second",
      "second",
      "miss",
    ]);
    expect(victory.settled.slice(0, -1).some((outcome) => outcome.finish)).toBe(false);
    expect(victory.last?.next).toBeNull();
    expect(victory.last?.finish).toMatchObject({ title: "VICTORY", won: true, score: 60, maxScore: 80 });
    expect(victory.last?.finish?.metrics).toMatchObject({ completed: 8, correct: 7 });
    const short = await playClassic(state, [
      "first",
      "first",
      "first",
      "first",
      "first",
      "second",
      "miss",
      "miss",
    ]);
    expect(short.last?.finish).toMatchObject({ title: "Keep practising", won: false, score: 55 });
    expect(palaceCardsEngine.score(short.state)).toEqual({ score: 55, maxScore: 80, correct: 6 });
  });
});

describe("palace cards, write mode", () => {
  const filler =
    "Here the verse shows how the Lord keeps His word to His people and how each reader may rest in that promise through every hard day that comes.";

  function answerFor(state: PalaceCardsState, extra = "") {
    const open = state.cards[state.current];
    if (!open) throw new Error("no card");
    const [k1, k2] = roomKeywords[open.room.id as keyof typeof roomKeywords];
    return `Using the ${open.room.name}, I work with ${k1} and ${k2}. ${filler} See ${open.ref}. ${extra}`;
  }

  it("issues write rounds with the room and verse, untimed even on Hard", async () => {
    const { state, round } = await palaceCardsEngine.start("palace-cards", startCtx("hard", "write"));
    expect(state.cards).toHaveLength(8);
    const payload = round?.payload;
    if (payload?.kind !== "write") throw new Error("expected a write round");
    const first = state.cards[0];
    expect(payload).toMatchObject({
      ref: first?.ref,
      text: `KJV text of ${first?.ref}`,
      room: { id: first?.room.id, tag: first?.room.tag, name: first?.room.name },
      minWords: PALACE_CARDS.writeMinWords,
    });
    expect(round?.limitMs).toBeNull();
    expect(keysOf(payload)).not.toContain("model");
    expect(JSON.stringify(payload)).not.toContain(first?.model ?? "-");
  });

  it("passes a named room, 2 keywords, a valid reference and 30 words: 10 points and the model", async () => {
    const { state } = await palaceCardsEngine.start("palace-cards", startCtx("normal", "write"));
    const outcome = await palaceCardsEngine.answer!(
      state,
      1,
      { text: answerFor(state) },
      answerCtx(null, null),
    );
    expect(outcome.judgement).toMatchObject({ verdict: "pass", points: 10, source: "rules" });
    expect(outcome.reveal?.model).toBe(state.cards[0]?.model);
    expect(outcome.reveal?.room).toEqual(state.cards[0]?.room);
  });

  it("fails an echo of an earlier answer with the R7 message", async () => {
    const { state } = await palaceCardsEngine.start("palace-cards", startCtx("normal", "write"));
    const text = answerFor(state);
    const outcome = await palaceCardsEngine.answer!(state, 1, { text }, answerCtx(null, null, [text]));
    expect(outcome.judgement).toMatchObject({ verdict: "fail", points: 0 });
    expect(outcome.judgement?.feedback).toMatch(/Write a fresh answer for this round/);
  });

  it("refuses an empty answer or a choice", async () => {
    const { state } = await palaceCardsEngine.start("palace-cards", startCtx("normal", "write"));
    expect(() => palaceCardsEngine.answer!(state, 1, {}, answerCtx(null, null))).toThrow(InvalidGameInput);
    expect(() => palaceCardsEngine.answer!(state, 1, { text: "   " }, answerCtx(null, null))).toThrow(
      InvalidGameInput,
    );
    expect(() => palaceCardsEngine.answer!(state, 1, { choice: "o1" }, answerCtx(null, null))).toThrow(
      InvalidGameInput,
    );
  });

  it("finishes after 8 written cards", async () => {
    let { state } = await palaceCardsEngine.start("palace-cards", startCtx("easy", "write"));
    const history: string[] = [];
    let last: StepOutcome<PalaceCardsState> | undefined;
    for (let i = 0; i < 8; i += 1) {
      const text = answerFor(state, `Card ${"abcdefgh"[i]} stands on its own.`);
      last = await palaceCardsEngine.answer!(state, i + 1, { text }, answerCtx(null, null, [...history]));
      history.push(text);
      state = last.state;
    }
    expect(last?.finish).toMatchObject({ title: "VICTORY", score: 80, maxScore: 80 });
    expect(last?.finish?.metrics).toMatchObject({ completed: 8, correct: 8 });
  });
});

describe("palace cards write judge", () => {
  const room = { id: "sr", tag: "SR", name: "Story Room" };
  const keywords = roomKeywords.sr;
  const filler =
    "This verse tells how God keeps His promise to His people, and it invites every reader to walk with Him faithfully through each hard day that comes along.";

  it("passes with the room, two keywords, a valid reference and 30 words", () => {
    const text = `In the Story Room I set the beats in sequence. ${filler} (Gen 22:8)`;
    expect(keywordHits(text, keywords).length).toBeGreaterThanOrEqual(2);
    const judged = judgeCardWriting(text, room, keywords, [], "");
    expect(judged).toMatchObject({ verdict: "pass", points: PALACE_CARDS.writePass });
    expect(judged.checks.every((check) => check.ok)).toBe(true);
  });

  it("is partial with the room and one keyword", () => {
    const text = `In the Story Room I mark the beats. ${filler} It is worth reading again and again.`;
    expect(keywordHits(text, keywords)).toEqual(["beats"]);
    const judged = judgeCardWriting(text, room, keywords, [], "");
    expect(judged).toMatchObject({ verdict: "partial", points: PALACE_CARDS.writePartial });
  });

  it("is partial with two keywords but no reference", () => {
    const text = `In the Story Room I set the beats in sequence. ${filler}`;
    expect(judgeCardWriting(text, room, keywords, [], "")).toMatchObject({ verdict: "partial", points: 5 });
  });

  it("fails when the room is not named", () => {
    const text = `I set the beats in sequence here. ${filler} (Gen 22:8)`;
    const judged = judgeCardWriting(text, room, keywords, [], "");
    expect(judged).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.feedback).toMatch(/Story Room not named/);
  });

  it("fails under 30 words", () => {
    const judged = judgeCardWriting("Story Room: beats in sequence (Gen 22:8).", room, keywords, [], "");
    expect(judged).toMatchObject({ verdict: "fail", points: 0 });
    expect(judged.checks.find((check) => check.id === "words")?.ok).toBe(false);
  });

  it("names an invalid reference in the feedback", () => {
    const text = `In the Story Room I set the beats in sequence. ${filler} (Gen 22:8; John 22:1)`;
    const judged = judgeCardWriting(text, room, keywords, [], "");
    expect(judged.verdict).toBe("fail");
    expect(judged.feedback).toContain("John 22:1 does not exist");
  });

  it("fails an echo of an earlier answer or of the prompt", () => {
    const text = `In the Story Room I set the beats in sequence. ${filler} (Gen 22:8)`;
    expect(judgeCardWriting(text, room, keywords, [text], "").feedback).toBe(
      "Write a fresh answer for this round.",
    );
    expect(judgeCardWriting(text, room, keywords, [], text).verdict).toBe("fail");
  });

  it("recognises a room by name, bracket-less name, tag or id, but not by a common word", () => {
    expect(
      namesRoom("the blue room shows the altar", { id: "bl", tag: "BL", name: "Blue Room (Sanctuary)" }),
    ).toBe(true);
    expect(namesRoom("Read it in OR first", { id: "or", tag: "OR", name: "Observation Room" })).toBe(true);
    expect(namesRoom("this or that", { id: "or", tag: "OR", name: "Observation Room" })).toBe(false);
    expect(namesRoom("the 24fps frame", { id: "24fps", tag: "24", name: "24FPS Room" })).toBe(true);
    expect(namesRoom("a PRm pattern", { id: "prm", tag: "PRm", name: "Patterns Room" })).toBe(true);
  });
});
