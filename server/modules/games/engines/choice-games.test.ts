import { describe, expect, it } from "vitest";
import { CHOICE_ENGINE } from "@common/games/rules";
import { findGame } from "@common/games/registry";
import { parseReference } from "@common/bible/reference";
import { sanctuaryItems } from "../content/sanctuary-items";
import { feastItems } from "../content/feast-items";
import { dimensionStatements } from "../content/dimension-statements";
import { cycleItems } from "../content/cycle-items";
import type { ChoiceItem } from "../content/types";
import { answerCtx, keysOf, startCtx } from "./choice-test-kit";
import { CHOICE_GAMES, choiceGamesEngine, type ChoiceGameState } from "./choice-games";
import { InvalidGameInput } from "./types";

const GAME_IDS = ["sanctuary_architect", "feast_calendar", "dimension_detective", "cycle_navigator"] as const;
const itemsOf: Record<(typeof GAME_IDS)[number], readonly ChoiceItem[]> = {
  sanctuary_architect: sanctuaryItems,
  feast_calendar: feastItems,
  dimension_detective: dimensionStatements,
  cycle_navigator: cycleItems,
};

async function playAll(gameId: string, right: number, msLeft: number, limitMs: number) {
  const started = await choiceGamesEngine.start(gameId, startCtx("normal", "solo", gameId));
  let state: ChoiceGameState = started.state;
  const outcomes = [];
  for (let i = 0; i < state.questions.length; i += 1) {
    const question = state.questions[i];
    if (!question) throw new Error("missing question");
    const choice =
      i < right
        ? question.correctId
        : (question.options.find((option) => option.id !== question.correctId)?.id ?? "");
    const outcome = await choiceGamesEngine.answer!(state, i + 1, { choice }, answerCtx(msLeft, limitMs));
    outcomes.push(outcome);
    state = outcome.state;
  }
  return { state, outcomes, last: outcomes[outcomes.length - 1] };
}

describe("choice games engine", () => {
  it("plays the four §4.18 choice games, all live choice games in the registry", () => {
    expect([...choiceGamesEngine.gameIds].sort()).toEqual([...GAME_IDS].sort());
    for (const id of GAME_IDS) expect(findGame(id)?.engine).toBe("choice");
  });

  it("every item's answer is an option of its game", () => {
    for (const id of GAME_IDS) {
      const codes = CHOICE_GAMES[id]?.options.map((option) => option.code) ?? [];
      for (const item of itemsOf[id]) expect(codes, item.id).toContain(item.answer);
    }
  });

  for (const gameId of GAME_IDS) {
    describe(gameId, () => {
      it("deals 10 distinct items × 4 options from the game's set, with the ref as context", async () => {
        const { state, round } = await choiceGamesEngine.start(
          gameId,
          startCtx("normal", "solo", `${gameId}-deal`),
        );
        expect(state.questions).toHaveLength(CHOICE_ENGINE.questions);
        expect(new Set(state.questions.map((question) => question.key)).size).toBe(CHOICE_ENGINE.questions);
        expect(round?.limitMs).toBe(CHOICE_ENGINE.secondsPerQuestion.normal * 1000);
        const labels = new Set(CHOICE_GAMES[gameId]?.options.map((option) => option.label));
        const items = new Map(itemsOf[gameId].map((item) => [item.id, item]));
        for (let roundNo = 1; roundNo <= state.questions.length; roundNo += 1) {
          const spec = choiceGamesEngine.round(state, roundNo);
          const item = items.get(spec?.promptKey ?? "");
          if (spec?.payload.kind !== "choice" || !item) throw new Error("expected a choice round on an item");
          expect(spec.payload.prompt).toBe(item.prompt);
          expect(spec.payload.context?.ref).toBe(item.ref);
          expect(parseReference(item.ref)).not.toBeNull();
          expect(spec.payload.options).toHaveLength(CHOICE_ENGINE.options);
          expect(new Set(spec.payload.options.map((option) => option.label)).size).toBe(
            CHOICE_ENGINE.options,
          );
          for (const option of spec.payload.options) expect(labels.has(option.label)).toBe(true);
          // No answer key in the payload: no key names, no item code as an option id.
          const keys = keysOf(spec.payload);
          for (const key of ["correct", "answer", "explanation", "value"]) expect(keys).not.toContain(key);
          for (const option of spec.payload.options) expect(option.id).toMatch(/^o\d$/);
        }
        const positions = state.questions.map((question) =>
          question.options.findIndex((option) => option.id === question.correctId),
        );
        expect(new Set(positions).size).toBeGreaterThan(1);
      });

      it("reveals the item's reference and explanation", async () => {
        const { state } = await choiceGamesEngine.start(gameId, startCtx("easy", "solo", `${gameId}-reveal`));
        const question = state.questions[0];
        if (!question) throw new Error("missing question");
        const outcome = await choiceGamesEngine.answer!(
          state,
          1,
          { choice: question.correctId },
          answerCtx(15_000, 30_000),
        );
        const item = itemsOf[gameId].find((candidate) => candidate.id === question.key);
        expect(outcome.reveal?.refs).toEqual([item?.ref]);
        expect(outcome.reveal?.explanation).toBe(item?.explanation);
        expect(outcome.reveal?.correct).toEqual([question.correctId]);
        expect(outcome.judgement?.points).toBe(5);
      });
    });
  }

  it("times each question by difficulty", async () => {
    for (const difficulty of ["easy", "normal", "hard"] as const) {
      const { round } = await choiceGamesEngine.start("feast_calendar", startCtx(difficulty));
      expect(round?.limitMs).toBe(CHOICE_ENGINE.secondsPerQuestion[difficulty] * 1000);
    }
  });

  it("scores max(1, ceil(10 × left / limit)) for a right answer, 0 for wrong or timeout", async () => {
    const { state } = await choiceGamesEngine.start("cycle_navigator", startCtx("normal"));
    const question = state.questions[0];
    if (!question) throw new Error("missing question");
    const right = await choiceGamesEngine.answer!(
      state,
      1,
      { choice: question.correctId },
      answerCtx(18_000, 20_000),
    );
    expect(right.judgement?.points).toBe(9);
    const late = await choiceGamesEngine.answer!(
      state,
      1,
      { choice: question.correctId },
      answerCtx(-1_500, 20_000),
    );
    expect(late.judgement?.points).toBe(1);
    const wrong = question.options.find((option) => option.id !== question.correctId)?.id ?? "";
    expect(
      (await choiceGamesEngine.answer!(state, 1, { choice: wrong }, answerCtx(18_000, 20_000))).judgement
        ?.points,
    ).toBe(0);
    const timeout = choiceGamesEngine.timeout!(state, 1);
    expect(timeout.judgement?.points).toBe(0);
    expect(timeout.reveal?.refs).toEqual([question.refs[0]]);
  });

  it("refuses an unknown option", async () => {
    const { state } = await choiceGamesEngine.start("dimension_detective", startCtx("normal"));
    expect(() => choiceGamesEngine.answer!(state, 1, { choice: "2D" }, answerCtx(1_000, 20_000))).toThrow(
      InvalidGameInput,
    );
  });

  it("passes at 7 correct, not at 6, and finishes after the 10th", async () => {
    const pass = await playAll("sanctuary_architect", 7, 20_000, 20_000);
    expect(pass.outcomes.slice(0, -1).some((outcome) => outcome.finish)).toBe(false);
    expect(pass.last?.finish).toMatchObject({ title: "Passed", won: true, score: 70, maxScore: 100 });
    expect(pass.last?.finish?.metrics).toEqual({ correct: 7, questions: 10 });
    const fail = await playAll("sanctuary_architect", 6, 20_000, 20_000);
    expect(fail.last?.finish).toMatchObject({ title: "Keep practising", won: false, score: 60 });
  });
});
