import { describe, expect, it } from "vitest";
import { PALACE_QUIZ } from "@common/games/rules";
import { roomOverviews } from "@common/content/palace/overview";
import { quizQuestions } from "../content/quiz-questions";
import { answerCtx, keysOf, startCtx } from "./choice-test-kit";
import { palaceQuizEngine, type PalaceQuizState } from "./palace-quiz";
import { InvalidGameInput, type StepOutcome } from "./types";

const floorOf = new Map<string, number>(roomOverviews.map((room) => [room.id, room.floor]));
const labelToRoom = new Map(roomOverviews.map((room) => [`${room.name} (${room.tag})`, room]));
const NORMAL_MS = PALACE_QUIZ.secondsPerQuestion.normal * 1000;

function correctId(state: PalaceQuizState): string {
  const id = state.questions[state.current]?.correctId;
  if (!id) throw new Error("no open question");
  return id;
}

function wrongId(state: PalaceQuizState): string {
  const question = state.questions[state.current];
  const id = question?.options.find((option) => option.id !== question.correctId)?.id;
  if (!id) throw new Error("no wrong option");
  return id;
}

/** Plays a whole run: the first `right` questions answered right with `msLeft`, the rest wrong. */
async function play(state: PalaceQuizState, right: number, msLeft = NORMAL_MS) {
  const outcomes: Array<StepOutcome<PalaceQuizState>> = [];
  let current = state;
  for (let i = 0; i < current.questions.length; i += 1) {
    const choice = i < right ? correctId(current) : wrongId(current);
    const outcome = await palaceQuizEngine.answer!(current, i + 1, { choice }, answerCtx(msLeft, NORMAL_MS));
    outcomes.push(outcome);
    current = outcome.state;
  }
  return { state: current, outcomes, last: outcomes[outcomes.length - 1] };
}

describe("palace quiz engine", () => {
  it("deals 10 questions of 4 room options with no answer in the payload", async () => {
    const { state, round } = await palaceQuizEngine.start("palace_quiz", startCtx("normal"));
    expect(state.questions).toHaveLength(PALACE_QUIZ.questions);
    expect(round?.limitMs).toBe(NORMAL_MS);
    const payload = round?.payload;
    if (payload?.kind !== "choice") throw new Error("expected a choice round");
    expect(payload.options).toHaveLength(PALACE_QUIZ.options);
    expect(payload.multi).toBe(false);
    const keys = keysOf(payload);
    for (const key of ["correct", "correctId", "answer", "explanation", "roomId", "value"])
      expect(keys).not.toContain(key);
    // Option ids are opaque: never a room id, and labels read "Room name (TAG)".
    const roomIds = new Set<string>(roomOverviews.map((room) => room.id));
    for (const option of payload.options) {
      expect(roomIds.has(option.id)).toBe(false);
      expect(labelToRoom.has(option.label)).toBe(true);
    }
  });

  it("puts the correct option in different positions over 10 questions", async () => {
    const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("normal"));
    const positions = state.questions.map((question) =>
      question.options.findIndex((option) => option.id === question.correctId),
    );
    expect(new Set(positions).size).toBeGreaterThan(1);
    // Each round payload, across the run, never gives the id away either.
    for (let roundNo = 1; roundNo <= state.questions.length; roundNo += 1) {
      const text = JSON.stringify(palaceQuizEngine.round(state, roundNo));
      expect(text).not.toMatch(/"(correct|answer|explanation)"/);
    }
  });

  it("asks about distinct rooms with questions from the content", async () => {
    const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("normal", "solo", "distinct"));
    const ids = new Set(quizQuestions.map((question) => question.id));
    for (const question of state.questions) expect(ids.has(question.key)).toBe(true);
    expect(new Set(state.questions.map((question) => question.room?.id)).size).toBe(10);
  });

  it("keeps Easy on floors 1–2, questions and options", async () => {
    for (const seed of ["e1", "e2", "e3"]) {
      const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("easy", "solo", seed));
      expect(state.limitMs).toBe(PALACE_QUIZ.secondsPerQuestion.easy * 1000);
      for (const question of state.questions) {
        expect(question.room?.floor).toBeLessThanOrEqual(2);
        for (const option of question.options) expect(floorOf.get(option.value)).toBeLessThanOrEqual(2);
      }
    }
  });

  it("draws Hard distractors from the confusable twin and the same floor", async () => {
    for (const seed of ["h1", "h2", "h3", "h4"]) {
      const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("hard", "solo", seed));
      expect(state.limitMs).toBe(PALACE_QUIZ.secondsPerQuestion.hard * 1000);
      for (const question of state.questions) {
        const answer = question.room;
        if (!answer) throw new Error("no room");
        const others = question.options.filter((option) => option.id !== question.correctId);
        const twins: Record<string, string> = {
          pr: "prm",
          prm: "pr",
          tr: "trm",
          trm: "tr",
          sr: "srm",
          srm: "sr",
          frt: "frm",
          frm: "frt",
        };
        const twin = twins[answer.id];
        if (twin) expect(others.map((option) => option.value)).toContain(twin);
        const sameFloor = roomOverviews.filter(
          (room) => room.floor === answer.floor && room.id !== answer.id,
        );
        if (sameFloor.length >= 3 && !twin)
          for (const option of others) expect(floorOf.get(option.value)).toBe(answer.floor);
      }
    }
  });

  it("scores 9 points for a right answer with 27 s left of 30 on Normal", async () => {
    const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("normal"));
    const outcome = await palaceQuizEngine.answer!(
      state,
      1,
      { choice: correctId(state) },
      answerCtx(27_000, 30_000),
    );
    expect(outcome.judgement?.points).toBe(9);
    expect(outcome.judgement?.verdict).toBe("pass");
    expect(outcome.judgement?.source).toBe("rules");
    expect(outcome.roundDone).toBe(true);
    expect(outcome.state.score).toBe(9);
    expect(outcome.next?.roundNo).toBe(2);
    expect(palaceQuizEngine.score(outcome.state)).toMatchObject({ score: 9, maxScore: 100, correct: 1 });
  });

  it("scores a wrong answer 0 and reveals the right room", async () => {
    const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("normal"));
    const wrong = wrongId(state);
    const outcome = await palaceQuizEngine.answer!(state, 1, { choice: wrong }, answerCtx(29_000, 30_000));
    expect(outcome.judgement?.points).toBe(0);
    expect(outcome.judgement?.verdict).toBe("fail");
    expect(outcome.reveal?.correct).toEqual([state.questions[0]?.correctId]);
    expect(outcome.reveal?.picked).toEqual([wrong]);
    expect(outcome.reveal?.explanation).toBe(state.questions[0]?.explanation);
    expect(outcome.reveal?.room).toEqual(state.questions[0]?.room);
  });

  it("scores a timeout 0 and still reveals the answer", async () => {
    const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("normal"));
    const outcome = palaceQuizEngine.timeout!(state, 1);
    expect(outcome.judgement?.points).toBe(0);
    expect(outcome.judgement?.feedback).toMatch(/Time's up/);
    expect(outcome.reveal?.correct).toEqual([state.questions[0]?.correctId]);
    expect(outcome.reveal?.picked).toEqual([]);
    expect(outcome.roundDone).toBe(true);
    expect(outcome.state.current).toBe(1);
  });

  it("refuses input that is not one of the options, or not this round", async () => {
    const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("normal"));
    const ctx = answerCtx(10_000, 30_000);
    expect(() => palaceQuizEngine.answer!(state, 1, { choice: "sr" }, ctx)).toThrow(InvalidGameInput);
    expect(() => palaceQuizEngine.answer!(state, 1, {}, ctx)).toThrow(InvalidGameInput);
    expect(() => palaceQuizEngine.answer!(state, 1, { choices: [correctId(state)] }, ctx)).toThrow(
      InvalidGameInput,
    );
    expect(() => palaceQuizEngine.answer!(state, 2, { choice: correctId(state) }, ctx)).toThrow(
      InvalidGameInput,
    );
  });

  it("passes at 7 correct and finishes after the 10th question", async () => {
    const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("normal"));
    const { outcomes, last } = await play(state, 7);
    expect(outcomes.slice(0, -1).every((outcome) => outcome.finish === undefined)).toBe(true);
    expect(last?.next).toBeNull();
    expect(last?.finish).toMatchObject({ title: "Passed", won: true, score: 70, maxScore: 100, metric: 70 });
    expect(last?.finish?.metrics).toEqual({ correct: 7, questions: 10 });
  });

  it("says Keep practising at 6 correct", async () => {
    const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("normal"));
    const { last } = await play(state, 6);
    expect(last?.finish).toMatchObject({ title: "Keep practising", won: false, score: 60 });
  });

  it("reproduces a run from its seed", async () => {
    const a = await palaceQuizEngine.start("palace_quiz", startCtx("hard", "bot", "same"));
    const b = await palaceQuizEngine.start("palace_quiz", startCtx("hard", "bot", "same"));
    expect(a.state).toEqual(b.state);
  });
});

describe("palace quiz bot mode", () => {
  it("reveals the bot's answer each question and keeps its total", async () => {
    const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("normal", "bot", "bot-1"));
    expect(state.bot?.answers).toHaveLength(10);
    expect(palaceQuizEngine.score(state).bot).toEqual({ total: 0 });
    const { outcomes, state: end } = await play(state, 10, 30_000);
    let total = 0;
    outcomes.forEach((outcome, i) => {
      const bot = state.bot?.answers[i];
      total += bot?.points ?? 0;
      expect(outcome.reveal?.bot).toEqual({ correct: bot?.correct, points: bot?.points, total });
    });
    expect(palaceQuizEngine.score(end).bot).toEqual({ total });
  });

  it("scores the bot like a player: 5–20 s answers on a 30 s clock give 4–9 points", async () => {
    for (const seed of ["b1", "b2", "b3", "b4", "b5"]) {
      const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("normal", "bot", seed));
      for (const answer of state.bot?.answers ?? []) {
        if (answer.correct) {
          expect(answer.points).toBeGreaterThanOrEqual(4);
          expect(answer.points).toBeLessThanOrEqual(9);
        } else expect(answer.points).toBe(0);
      }
    }
  });

  it("is right about as often as the difficulty's accuracy", async () => {
    for (const difficulty of ["easy", "normal", "hard"] as const) {
      let right = 0;
      let total = 0;
      for (let i = 0; i < 60; i += 1) {
        const { state } = await palaceQuizEngine.start(
          "palace_quiz",
          startCtx(difficulty, "bot", `acc-${i}`),
        );
        for (const answer of state.bot?.answers ?? []) {
          total += 1;
          if (answer.correct) right += 1;
        }
      }
      expect(right / total).toBeGreaterThan(PALACE_QUIZ.botAccuracy[difficulty] - 0.08);
      expect(right / total).toBeLessThan(PALACE_QUIZ.botAccuracy[difficulty] + 0.08);
    }
  });

  it("names the winner by totals, with the bot's score in the metrics", async () => {
    const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("normal", "bot", "winner"));
    const botTotal = (state.bot?.answers ?? []).reduce((sum, answer) => sum + answer.points, 0);
    const win = await play(state, 10, 30_000);
    expect(win.last?.finish).toMatchObject({ title: "You win!", won: true, score: 100 });
    expect(win.last?.finish?.metrics.botScore).toBe(botTotal);
    const lose = await play(state, 0);
    expect(lose.last?.finish).toMatchObject({
      title: botTotal > 0 ? "The bot wins" : "It's a draw",
      won: false,
    });
  });

  it("calls equal totals a draw", async () => {
    const { state } = await palaceQuizEngine.start("palace_quiz", startCtx("normal", "bot", "draw"));
    const rigged: PalaceQuizState = {
      ...state,
      bot: { answers: state.questions.map(() => ({ correct: true, points: 10 })), total: 0 },
    };
    const { last } = await play(rigged, 10, 30_000);
    expect(last?.finish).toMatchObject({ title: "It's a draw", won: false, score: 100 });
    expect(last?.finish?.metrics.botScore).toBe(100);
  });
});
