/**
 * Palace Cards (games.md §4.13): 8 cards, each a practice verse (KJV text from the Bible source) with one
 * palace room. Classic (mode solo): pick the statement that applies this room's method; the distractors are
 * other rooms' applications to the same verse. A wrong first pick is struck out and the card re-issued (10
 * first try, 5 second try, else 0). Write mode: at least 30 words applying the room, judged by the rules
 * (room named, method keywords, a valid reference; pass 10, partial 5), then — when the deps carry one — by the
 * optional AI judge of §3.5 (unless a hard gate failed). VICTORY at 60 of 80.
 */
import { PALACE_CARDS } from "@common/games/rules";
import { floors } from "@common/content/palace/floors";
import { roomOverviews } from "@common/content/palace/overview";
import type { RoomOverview } from "@common/content/palace/types";
import { type Check, feedbackFromChecks, type Judgement } from "@common/games/judge/types";
import {
  containsTerm,
  countAnswerWords,
  ECHO_MESSAGE,
  invalidReferenceMessage,
  isEcho,
  keywordHits,
  scanReferences,
} from "@common/games/judge/rules";
import type { RevealDto, RoundInput, RoundPayload, RunScoreDto } from "@common/schemas/games";
import type { PracticeVerse } from "../content/types";
import { practiceVerses } from "../content/practice-verses";
import { roomKeywords } from "../content/room-keywords";
import type { Rng } from "../rng";
import {
  assertOpenRound,
  dealOptions,
  judgement,
  onlyFields,
  optionByValue,
  publicOptions,
  readChoice,
  type RoomRef,
  type StoredOption,
} from "./choice-kit";
import {
  type AnswerContext,
  type Difficulty,
  type Finish,
  type GameEngine,
  InvalidGameInput,
  type RoundSpec,
  type StepOutcome,
} from "./types";
import { scoredFinish } from "./finish";

type Application = PracticeVerse["applications"][number];

interface CardRound {
  key: string;
  ref: string;
  text: string;
  room: RoomRef;
  /** "Room name (TAG) · Floor N · floor name". */
  label: string;
  coreQuestion: string;
  model: string;
  /** Classic only. */
  options?: StoredOption[];
  correctId?: string;
  struck: string[];
  tries: number;
  result?: { points: number; verdict: Judgement["verdict"] };
}

export interface PalaceCardsState {
  mode: "solo" | "write";
  difficulty: Difficulty;
  limitMs: number | null;
  cards: CardRound[];
  current: number;
  score: number;
  correct: number;
}

const EASY_FLOORS = 2;
const roomsById = new Map<string, RoomOverview>(roomOverviews.map((room) => [room.id, room]));

function roomOf(id: string): RoomOverview {
  const room = roomsById.get(id);
  if (!room) throw new Error(`Unknown room ${id}`);
  return room;
}

const keywordsByRoom = new Map<string, readonly string[]>(Object.entries(roomKeywords));

const floorOf = (app: Application) => roomOf(app.roomId).floor;

// ── Dealing ───────────────────────────────────────────────────────────────────────────────────────────────

/** Same-floor rooms among a verse's other applications (Hard draws its distractors from them). */
function sameFloorOthers(verse: PracticeVerse, app: Application): number {
  return verse.applications.filter((other) => other.roomId !== app.roomId && floorOf(other) === floorOf(app))
    .length;
}

function chooseApplication(
  rng: Rng,
  difficulty: Difficulty,
  verse: PracticeVerse,
  usedRooms: ReadonlySet<string>,
  usedHere: ReadonlySet<string>,
): Application | undefined {
  let candidates = verse.applications.filter(
    (app) => !usedHere.has(app.roomId) && (difficulty !== "easy" || floorOf(app) <= EASY_FLOORS),
  );
  const fresh = candidates.filter((app) => !usedRooms.has(app.roomId));
  if (fresh.length > 0) candidates = fresh;
  if (difficulty === "hard") {
    const want = PALACE_CARDS.options.hard - 1;
    const best = Math.max(0, ...candidates.map((app) => Math.min(want, sameFloorOthers(verse, app))));
    candidates = candidates.filter((app) => Math.min(want, sameFloorOthers(verse, app)) === best);
  }
  return candidates[rng.int(candidates.length)];
}

function chooseDistractors(
  rng: Rng,
  difficulty: Difficulty,
  verse: PracticeVerse,
  app: Application,
): Application[] {
  const count = PALACE_CARDS.options[difficulty] - 1;
  const others = rng.shuffle(verse.applications.filter((other) => other.roomId !== app.roomId));
  const floor = floorOf(app);
  const rank = (other: Application) => {
    if (difficulty === "easy") return floorOf(other) <= EASY_FLOORS ? 0 : 1;
    if (difficulty === "hard") return Math.abs(floorOf(other) - floor);
    return 0;
  };
  return others.sort((a, b) => rank(a) - rank(b)).slice(0, count);
}

function buildCard(
  rng: Rng,
  mode: PalaceCardsState["mode"],
  difficulty: Difficulty,
  verse: PracticeVerse,
  app: Application,
  text: string,
): CardRound {
  const room = roomOf(app.roomId);
  const floorName = floors.find((floor) => floor.number === room.floor)?.name ?? "";
  const card: CardRound = {
    key: `${verse.id}:${room.id}`,
    ref: verse.ref,
    text,
    room: { id: room.id, tag: room.tag, name: room.name, floor: room.floor },
    label: `${room.name} (${room.tag}) · Floor ${room.floor} · ${floorName}`,
    coreQuestion: room.coreQuestion,
    model: app.model,
    struck: [],
    tries: 0,
  };
  if (mode === "solo") {
    const options = dealOptions(
      rng,
      [app, ...chooseDistractors(rng, difficulty, verse, app)].map((option) => ({
        value: option.roomId,
        label: option.statement,
      })),
    );
    card.options = options;
    card.correctId = optionByValue(options, app.roomId).id;
  }
  return card;
}

async function dealCards(
  rng: Rng,
  mode: PalaceCardsState["mode"],
  difficulty: Difficulty,
  verseText: (ref: string) => Promise<string | null>,
): Promise<CardRound[]> {
  const cards: CardRound[] = [];
  const usedRooms = new Set<string>();
  const usedByVerse = new Map<string, Set<string>>();
  const texts = new Map<string, string | null>();
  const verses = rng.shuffle(practiceVerses);
  // One card per verse first; a bank smaller than the deck gives some verses a second room.
  for (let pass = 0; pass < 8 && cards.length < PALACE_CARDS.cards; pass += 1) {
    let dealt = false;
    for (const verse of verses) {
      if (cards.length >= PALACE_CARDS.cards) break;
      if (!texts.has(verse.ref)) texts.set(verse.ref, await verseText(verse.ref));
      const text = texts.get(verse.ref);
      if (text === null || text === undefined) continue;
      const usedHere = usedByVerse.get(verse.id) ?? new Set<string>();
      const app = chooseApplication(rng, difficulty, verse, usedRooms, usedHere);
      if (!app) continue;
      usedHere.add(app.roomId);
      usedByVerse.set(verse.id, usedHere);
      usedRooms.add(app.roomId);
      cards.push(buildCard(rng, mode, difficulty, verse, app, text));
      dealt = true;
    }
    if (!dealt) break;
  }
  return cards;
}

// ── Rounds ────────────────────────────────────────────────────────────────────────────────────────────────

function writePrompt(card: CardRound): string {
  return `Apply the ${card.room.name} (${card.room.tag}) to ${card.ref}. Write at least ${PALACE_CARDS.writeMinWords} words: name the room, use its method and cite this verse or another.`;
}

function roundOf(state: PalaceCardsState, roundNo: number): RoundSpec | null {
  const card = state.cards[roundNo - 1];
  if (!card) return null;
  let payload: RoundPayload;
  if (state.mode === "write") {
    payload = {
      kind: "write",
      prompt: writePrompt(card),
      ref: card.ref,
      text: card.text,
      room: { id: card.room.id, tag: card.room.tag, name: card.room.name },
      minWords: PALACE_CARDS.writeMinWords,
      card: { front: { ref: card.ref, text: card.text }, roomId: card.room.id },
    };
  } else {
    payload = {
      kind: "choice",
      prompt: `Which statement applies this room's method to ${card.ref}?`,
      context: { ref: card.ref, text: card.text, label: card.label },
      options: publicOptions(card.options ?? []),
      multi: false,
      struck: [...card.struck],
      tries: card.tries,
      card: { front: { ref: card.ref, text: card.text }, roomId: card.room.id },
    };
  }
  return { roundNo, promptKey: card.key, payload, limitMs: state.limitMs };
}

function finishOf(state: PalaceCardsState): Finish {
  return scoredFinish({
    score: state.score,
    maxScore: state.cards.length * PALACE_CARDS.firstTry,
    passed: state.score >= PALACE_CARDS.victoryAt,
    passTitle: "VICTORY",
    metrics: { completed: state.current, correct: state.correct, cards: state.cards.length },
  });
}

function settle(
  state: PalaceCardsState,
  index: number,
  judged: Judgement,
  picked: string[],
): StepOutcome<PalaceCardsState> {
  const card = state.cards[index];
  if (!card) throw new InvalidGameInput("This round is not open.");
  const next: PalaceCardsState = {
    ...state,
    cards: state.cards.map((item, i) =>
      i === index ? { ...item, result: { points: judged.points, verdict: judged.verdict } } : item,
    ),
    current: index + 1,
    score: state.score + judged.points,
    correct: state.correct + (judged.points > 0 ? 1 : 0),
  };
  const reveal: RevealDto = {
    explanation: `${card.room.name} asks: ${card.coreQuestion}`,
    refs: [card.ref],
    model: card.model,
    room: { ...card.room },
  };
  if (card.correctId) {
    reveal.correct = [card.correctId];
    reveal.picked = picked;
  }
  const done = index + 1 >= state.cards.length;
  return {
    state: next,
    judgement: judged,
    reveal,
    roundDone: true,
    next: done ? null : roundOf(next, index + 2),
    ...(done ? { finish: finishOf(next) } : {}),
  };
}

// ── Judging ───────────────────────────────────────────────────────────────────────────────────────────────

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whole-word match with the exact case: short tags ("OR", "ST", "MR") are also ordinary words. */
function containsExact(text: string, term: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, "u").test(text);
}

/** R4 for a room: its name (with or without a bracketed part), its tag or its id. */
export function namesRoom(text: string, room: Pick<RoomRef, "id" | "tag" | "name">): boolean {
  const plainName = room.name.replace(/\s*\([^)]*\)\s*$/, "");
  if ([room.name, plainName].some((term) => containsTerm(text, term))) return true;
  const tagNamed = room.tag.length <= 3 ? containsExact(text, room.tag) : containsTerm(text, room.tag);
  if (tagNamed) return true;
  return room.id !== room.tag.toLowerCase() && containsTerm(text, room.id);
}

/** Write-mode points (§4.13): pass 10, partial 5, fail 0. */
function writePoints(verdict: Judgement["verdict"]): number {
  return verdict === "pass" ? PALACE_CARDS.writePass : verdict === "partial" ? PALACE_CARDS.writePartial : 0;
}

/** The write-mode rules judge (§4.13): gates, then pass / partial / fail. */
export function judgeCardWriting(
  answer: string,
  room: Pick<RoomRef, "id" | "tag" | "name">,
  keywords: readonly string[],
  history: readonly string[],
  prompt: string,
): Judgement {
  return judgeWritingWithGates(answer, room, keywords, history, prompt).judgement;
}

/**
 * The rules judge and whether one of its hard gates failed (an echo, fewer than 30 words, an invalid reference):
 * then the verdict is `fail` and the AI judge is not asked (§3.5, §4 "Gates").
 */
function judgeWritingWithGates(
  answer: string,
  room: Pick<RoomRef, "id" | "tag" | "name">,
  keywords: readonly string[],
  history: readonly string[],
  prompt: string,
): { judgement: Judgement; hardGateFailed: boolean } {
  if (isEcho(answer, history, prompt)) {
    const echo = judgement("fail", 0, `${ECHO_MESSAGE}.`, [{ id: "fresh", ok: false, label: ECHO_MESSAGE }]);
    return { judgement: echo, hardGateFailed: true };
  }
  const named = namesRoom(answer, room);
  const hits = keywordHits(answer, keywords);
  const references = scanReferences(answer);
  const words = countAnswerWords(answer);
  const firstRef = references.valid[0];
  const checks: Check[] = [
    { id: "room", ok: named, label: named ? `${room.name} named` : `${room.name} not named` },
    {
      id: "keywords",
      ok: hits.length >= 2,
      label:
        hits.length === 0
          ? "No method keywords of the room"
          : `${hits.length} method keyword${hits.length === 1 ? "" : "s"} (${hits.join(", ")})`,
    },
    {
      id: "reference",
      ok: firstRef !== undefined,
      label: firstRef ? `Valid reference (${firstRef.label})` : "No valid reference cited",
    },
    {
      id: "words",
      ok: words >= PALACE_CARDS.writeMinWords,
      label: `${words} words (at least ${PALACE_CARDS.writeMinWords})`,
    },
    ...references.invalid.map((written, i) => ({
      id: `invalid-${i + 1}`,
      ok: false,
      label: invalidReferenceMessage(written),
    })),
  ];
  const gatesOk = words >= PALACE_CARDS.writeMinWords && references.invalid.length === 0;
  const verdict: Judgement["verdict"] = !gatesOk
    ? "fail"
    : named && hits.length >= 2 && firstRef !== undefined
      ? "pass"
      : named && hits.length >= 1
        ? "partial"
        : "fail";
  const points = writePoints(verdict);
  const tip = !named
    ? `name the ${room.name} you are applying`
    : references.invalid.length > 0
      ? "check your references against the Bible"
      : words < PALACE_CARDS.writeMinWords
        ? `write at least ${PALACE_CARDS.writeMinWords} words of your own`
        : hits.length < 2
          ? "use the room's own method words"
          : firstRef === undefined
            ? "cite the verse or another one"
            : undefined;
  const lead =
    verdict === "pass"
      ? `Well applied: +${points} points.`
      : verdict === "partial"
        ? `Partly there: +${points} points.`
        : "Not yet.";
  return {
    judgement: judgement(verdict, points, `${lead} ${feedbackFromChecks(checks, tip)}`, checks),
    hardGateFailed: !gatesOk,
  };
}

/** What the AI judge is told about the card besides the prompt: the room's method and the model application. */
function aiGuidance(card: CardRound, keywords: readonly string[]): string {
  return [
    `Room: ${card.label}.`,
    `Core question: ${card.coreQuestion}`,
    `Method keywords: ${keywords.join(", ")}.`,
    `Model application: ${card.model}`,
  ].join("\n");
}

function answerWrite(
  state: PalaceCardsState,
  index: number,
  text: string | undefined,
  ctx: AnswerContext,
): StepOutcome<PalaceCardsState> | Promise<StepOutcome<PalaceCardsState>> {
  const card = state.cards[index];
  if (!card) throw new InvalidGameInput("This round is not open.");
  if (text === undefined || text.trim() === "") throw new InvalidGameInput("Write your application first.");
  const prompt = `${writePrompt(card)} ${card.text}`;
  const keywords = keywordsByRoom.get(card.room.id) ?? [];
  const { judgement: rules, hardGateFailed } = judgeWritingWithGates(
    text,
    card.room,
    keywords,
    ctx.history,
    prompt,
  );
  // Without an AI judge the engine stays synchronous and deterministic (§4.13 acceptance 4).
  const aiJudge = ctx.deps.aiJudge;
  if (!aiJudge) return settle(state, index, rules, []);
  return aiJudge({
    gameId: "palace-cards",
    promptKey: card.key,
    prompt,
    guidance: aiGuidance(card, keywords),
    answer: text,
    rules,
    hardGateFailed,
    pointsFor: writePoints,
  }).then((judged) => settle(state, index, judged, []));
}

function answerClassic(
  state: PalaceCardsState,
  index: number,
  roundNo: number,
  input: RoundInput,
): StepOutcome<PalaceCardsState> {
  const card = state.cards[index];
  if (!card?.options || !card.correctId) throw new InvalidGameInput("This round is not open.");
  const picked = readChoice(input, card.options);
  if (card.struck.includes(picked.id)) throw new InvalidGameInput("That statement is already struck out.");
  const picks = [...card.struck, picked.id];
  if (picked.id === card.correctId) {
    const first = card.tries === 0;
    const points = first ? PALACE_CARDS.firstTry : PALACE_CARDS.secondTry;
    const judged = judgement(
      first ? "pass" : "partial",
      points,
      first ? `Right first time: +${points} points.` : `Right on the second try: +${points} points.`,
      [{ id: "answer", ok: true, label: `Try ${card.tries + 1}: the ${card.room.name}'s method` }],
    );
    return settle(state, index, judged, picks);
  }
  if (card.tries === 0) {
    const next: PalaceCardsState = {
      ...state,
      cards: state.cards.map((item, i) => (i === index ? { ...item, struck: picks, tries: 1 } : item)),
    };
    const reissue = roundOf(next, roundNo);
    if (!reissue) throw new InvalidGameInput("This round is not open.");
    return {
      state: next,
      judgement: judgement("fail", 0, "Not this one — try again.", [
        { id: "answer", ok: false, label: "Try 1: another room's method" },
      ]),
      reveal: null,
      roundDone: false,
      reissue,
    };
  }
  const judged = judgement("fail", 0, "Not this one either. The right statement is shown below.", [
    { id: "answer", ok: false, label: "Try 2: another room's method" },
  ]);
  return settle(state, index, judged, picks);
}

export const palaceCardsEngine: GameEngine<PalaceCardsState> = {
  gameIds: ["palace-cards"],
  totalRounds: (state) => state.cards.length,

  async start(_gameId, ctx) {
    const mode = ctx.mode === "write" ? "write" : "solo";
    const cards = await dealCards(ctx.rng, mode, ctx.difficulty, (ref) => ctx.deps.verseText(ref));
    const state: PalaceCardsState = {
      mode,
      difficulty: ctx.difficulty,
      // Hard times each card; write mode stays untimed (30 words in a minute is no fair test).
      limitMs: mode === "solo" && ctx.difficulty === "hard" ? PALACE_CARDS.hardSeconds * 1000 : null,
      cards,
      current: 0,
      score: 0,
      correct: 0,
    };
    return { state, round: roundOf(state, 1) };
  },

  round: roundOf,

  score(state): RunScoreDto {
    return {
      score: state.score,
      maxScore: state.cards.length * PALACE_CARDS.firstTry,
      correct: state.correct,
    };
  },

  answer(state, roundNo, input, ctx) {
    const index = assertOpenRound(state.current, state.cards.length, roundNo);
    if (state.mode === "write") {
      onlyFields(input, ["text"]);
      return answerWrite(state, index, input.text, ctx);
    }
    return answerClassic(state, index, roundNo, input);
  },

  timeout(state, roundNo) {
    const index = assertOpenRound(state.current, state.cards.length, roundNo);
    const card = state.cards[index];
    const shown = state.mode === "write" ? "A model application" : "The right statement";
    const judged = judgement("fail", 0, `Time's up. ${shown} is shown below.`, [
      { id: "time", ok: false, label: "No answer in time" },
    ]);
    return settle(state, index, judged, card ? [...card.struck] : []);
  },
};
