/**
 * The §4.18 choice engine: Sanctuary Architect, Feast Calendar, Dimension Detective and Cycle Navigator.
 * 10 timed questions × 4 options: the item's answer and 3 other codes of the game's option set, labelled from
 * the palace reference lists. Each question shows the item's reference; the reveal cites it with the
 * explanation (§4.18 acceptance 5).
 */
import { CHOICE_ENGINE } from "@common/games/rules";
import { list as sanctuaryArticles } from "@common/content/palace/reference/sanctuaryArticles";
import { list as feasts } from "@common/content/palace/reference/feasts";
import { list as dimensions } from "@common/content/palace/reference/dimensions";
import { list as cycles } from "@common/content/palace/reference/cycles";
import type { ChoiceItem } from "../content/types";
import { sanctuaryItems } from "../content/sanctuary-items";
import { feastItems } from "../content/feast-items";
import { dimensionStatements } from "../content/dimension-statements";
import { cycleItems } from "../content/cycle-items";
import type { Rng } from "../rng";
import {
  dealOptions,
  optionByValue,
  type SingleChoiceQuestion,
  type SingleChoiceState,
  singleChoiceAnswer,
  singleChoiceRound,
  singleChoiceScore,
  singleChoiceTimeout,
} from "./choice-kit";
import type { GameEngine } from "./types";

export type ChoiceGameState = SingleChoiceState;

interface OptionSetEntry {
  code: string;
  label: string;
}

interface ChoiceGame {
  /** Shown above the options. */
  question: string;
  options: readonly OptionSetEntry[];
  items: readonly ChoiceItem[];
}

const value = (values: Record<string, string>, key: string, fallback: string) => values[key] ?? fallback;

export const CHOICE_GAMES: Readonly<Record<string, ChoiceGame>> = {
  sanctuary_architect: {
    question: "Which sanctuary article does this point to?",
    options: sanctuaryArticles.items.map((item) => ({
      code: item.id,
      label: value(item.values, "article", item.id),
    })),
    items: sanctuaryItems,
  },
  feast_calendar: {
    question: "Which of the seven feasts does this belong to?",
    options: feasts.items.map((item) => ({ code: item.id, label: value(item.values, "feast", item.id) })),
    items: feastItems,
  },
  dimension_detective: {
    question: "Which dimension does this statement express?",
    options: dimensions.items.map((item) => {
      const code = value(item.values, "code", item.id);
      return { code, label: `${code} · ${value(item.values, "name", code)}` };
    }),
    items: dimensionStatements,
  },
  cycle_navigator: {
    question: "Which covenant cycle does this belong to?",
    options: cycles.items.map((item) => {
      const code = value(item.values, "code", item.id);
      return { code, label: `${code} ${value(item.values, "name", code)}` };
    }),
    items: cycleItems,
  },
};

function gameOf(gameId: string): ChoiceGame {
  const game = CHOICE_GAMES[gameId];
  if (!game) throw new Error(`No choice game ${gameId}`);
  return game;
}

function buildQuestion(rng: Rng, game: ChoiceGame, item: ChoiceItem): SingleChoiceQuestion {
  const answer = game.options.find((option) => option.code === item.answer);
  if (!answer) throw new Error(`Item ${item.id} answers ${item.answer}, which is not an option`);
  const distractors = rng.pick(
    game.options.filter((option) => option.code !== answer.code),
    CHOICE_ENGINE.options - 1,
  );
  const options = dealOptions(
    rng,
    [answer, ...distractors].map((option) => ({ value: option.code, label: option.label })),
  );
  return {
    key: item.id,
    prompt: item.prompt,
    context: { ref: item.ref, label: game.question },
    options,
    correctId: optionByValue(options, answer.code).id,
    explanation: item.explanation,
    refs: [item.ref],
  };
}

export const choiceGamesEngine: GameEngine<ChoiceGameState> = {
  gameIds: Object.keys(CHOICE_GAMES),
  totalRounds: (state) => state.questions.length,

  start(gameId, ctx) {
    const game = gameOf(gameId);
    const questions = ctx.rng
      .pick(game.items, CHOICE_ENGINE.questions)
      .map((item) => buildQuestion(ctx.rng, game, item));
    const state: ChoiceGameState = {
      gameId,
      mode: ctx.mode,
      difficulty: ctx.difficulty,
      limitMs: CHOICE_ENGINE.secondsPerQuestion[ctx.difficulty] * 1000,
      passAt: CHOICE_ENGINE.passAt,
      questions,
      current: 0,
      score: 0,
      correct: 0,
    };
    return Promise.resolve({ state, round: singleChoiceRound(state, 1) });
  },

  round: singleChoiceRound,
  score: singleChoiceScore,
  answer: singleChoiceAnswer,
  timeout: singleChoiceTimeout,
};
