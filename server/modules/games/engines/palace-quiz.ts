/**
 * Palace Quiz (games.md §4.15): 10 timed questions, each a stem that describes one room and 4 room options.
 * Easy asks about floors 1–2 only (options too); Hard draws distractors from the room's floor and its
 * easily-confused twin (PR/PRm, TR/TRm, SR/SRm, FRt/FRm). In bot mode the Palace Bot's answers are drawn from
 * the run's rng at the start and revealed question by question.
 */
import { PALACE_QUIZ } from "@common/games/rules";
import { scanReferences } from "@common/games/judge/rules";
import { roomOverviews } from "@common/content/palace/overview";
import type { RoomId, RoomOverview } from "@common/content/palace/types";
import type { QuizQuestion } from "../content/types";
import { quizQuestions } from "../content/quiz-questions";
import type { Rng } from "../rng";
import {
  dealOptions,
  drawTimedBot,
  optionByValue,
  type SingleChoiceQuestion,
  type SingleChoiceState,
  singleChoiceAnswer,
  singleChoiceRound,
  singleChoiceScore,
  singleChoiceTimeout,
} from "./choice-kit";
import type { Difficulty, GameEngine } from "./types";

export type PalaceQuizState = SingleChoiceState;

const EASY_FLOORS = 2;

/** Rooms players mix up by their tags (§4.15 Hard). */
const CONFUSABLE: Readonly<Partial<Record<RoomId, RoomId>>> = {
  pr: "prm",
  prm: "pr",
  tr: "trm",
  trm: "tr",
  sr: "srm",
  srm: "sr",
  frt: "frm",
  frm: "frt",
};

const roomsById = new Map<string, RoomOverview>(roomOverviews.map((room) => [room.id, room]));

export function roomLabel(room: Pick<RoomOverview, "name" | "tag">): string {
  return `${room.name} (${room.tag})`;
}

function roomOf(id: string): RoomOverview {
  const room = roomsById.get(id);
  if (!room) throw new Error(`Unknown room ${id}`);
  return room;
}

/** 10 questions, each on a different room while the pool allows it. */
function chooseQuestions(rng: Rng, difficulty: Difficulty, count: number): QuizQuestion[] {
  const pool = quizQuestions.filter(
    (question) => difficulty !== "easy" || roomOf(question.roomId).floor <= EASY_FLOORS,
  );
  const shuffled = rng.shuffle(pool);
  const chosen: QuizQuestion[] = [];
  const rooms = new Set<string>();
  for (const question of shuffled) {
    if (chosen.length >= count) break;
    if (rooms.has(question.roomId)) continue;
    rooms.add(question.roomId);
    chosen.push(question);
  }
  for (const question of shuffled) {
    if (chosen.length >= count) break;
    if (!chosen.includes(question)) chosen.push(question);
  }
  return chosen;
}

/** Three rooms that are not the answer, by the difficulty's rule. */
export function chooseDistractors(
  rng: Rng,
  difficulty: Difficulty,
  answer: RoomOverview,
  count: number,
): RoomOverview[] {
  const others = roomOverviews.filter((room) => room.id !== answer.id);
  if (difficulty === "easy") {
    const easy = rng.shuffle(others.filter((room) => room.floor <= EASY_FLOORS));
    return easy.length >= count
      ? easy.slice(0, count)
      : [...easy, ...rng.shuffle(others.filter((room) => !easy.includes(room)))].slice(0, count);
  }
  if (difficulty === "normal") return rng.pick(others, count);
  // Hard: the confusable twin, then the same floor, then the nearest floors.
  const picked: RoomOverview[] = [];
  const twin = CONFUSABLE[answer.id];
  if (twin) picked.push(roomOf(twin));
  const byDistance = rng
    .shuffle(others.filter((room) => !picked.includes(room)))
    .sort((a, b) => Math.abs(a.floor - answer.floor) - Math.abs(b.floor - answer.floor));
  for (const room of byDistance) {
    if (picked.length >= count) break;
    picked.push(room);
  }
  return picked;
}

function buildQuestion(rng: Rng, difficulty: Difficulty, question: QuizQuestion): SingleChoiceQuestion {
  const answer = roomOf(question.roomId);
  const distractors = chooseDistractors(rng, difficulty, answer, PALACE_QUIZ.options - 1);
  const options = dealOptions(
    rng,
    [answer, ...distractors].map((room) => ({ value: room.id, label: roomLabel(room) })),
  );
  return {
    key: question.id,
    prompt: question.stem,
    context: { label: "Which room is this?" },
    options,
    correctId: optionByValue(options, answer.id).id,
    explanation: question.explanation,
    // The explanation's own citations, when it has any.
    refs: scanReferences(question.explanation).valid.map((found) => found.label),
    room: { id: answer.id, tag: answer.tag, name: answer.name, floor: answer.floor },
  };
}

export const palaceQuizEngine: GameEngine<PalaceQuizState> = {
  gameIds: ["palace_quiz"],
  totalRounds: (state) => state.questions.length,

  start(gameId, ctx) {
    const limitMs = PALACE_QUIZ.secondsPerQuestion[ctx.difficulty] * 1000;
    const questions = chooseQuestions(ctx.rng, ctx.difficulty, PALACE_QUIZ.questions).map((question) =>
      buildQuestion(ctx.rng, ctx.difficulty, question),
    );
    const state: PalaceQuizState = {
      gameId,
      mode: ctx.mode,
      difficulty: ctx.difficulty,
      limitMs,
      passAt: PALACE_QUIZ.passAt,
      questions,
      current: 0,
      score: 0,
      correct: 0,
    };
    if (ctx.mode === "bot") state.bot = drawTimedBot(ctx.rng, ctx.difficulty, questions.length, limitMs);
    return Promise.resolve({ state, round: singleChoiceRound(state, 1) });
  },

  round: singleChoiceRound,
  score: singleChoiceScore,
  answer: singleChoiceAnswer,
  timeout: singleChoiceTimeout,
};
