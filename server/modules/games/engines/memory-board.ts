/**
 * The memory boards (games.md §4.12 Parallels Concentration, §4.16 Verse Match). No rounds: the player flips
 * cards one `flip` action at a time and the server decides every match. The state holds the whole deal (faces
 * and pairings); `board` shows only the faces of matched cards and of the card(s) face up now, so the pairing
 * never leaves the server before it is found. Time counts up from the first flip (server clock) to the last
 * match. Verse Match adds a custom mode (the member's saved verses) and a turn-based duel against the bot.
 */
import type { GameModeId } from "@common/games/registry";
import { MEMORY_BOARD, memoryScore } from "@common/games/rules";
import type { ActionInput, BoardDto, CardFaceDto, FlipResultDto, RunScoreDto } from "@common/schemas/games";
import { parallelPairs } from "../content/parallel-pairs";
import { versePairs } from "../content/verse-pairs";
import type { Rng } from "../rng";
import {
  InvalidGameInput,
  type Difficulty,
  type EngineDeps,
  type Finish,
  type GameEngine,
  type StartContext,
  type StepOutcome,
} from "./types";

type MemoryGameId = "concentration" | "verse_match";
type Face = Omit<CardFaceDto, "card">;
type BotTurn = NonNullable<FlipResultDto["botTurns"]>[number];

export interface MemoryBoardState {
  gameId: MemoryGameId;
  mode: GameModeId;
  difficulty: Difficulty;
  /** One entry per pair: a content key (audit trail) and the toast shown when it is matched. */
  pairs: Array<{ key: string; label: string }>;
  /** The dealt cards, in board order: which pair each belongs to and its face. */
  cards: Array<{ pair: number; face: Face }>;
  matched: number[];
  /** At most 2: the first card of a pair, or the last mismatched pair until the next flip. */
  faceUp: number[];
  /** The player's moves (one per pair of flips). */
  moves: number;
  /** Server time of the first flip (ISO). */
  firstFlipAt: string | null;
  finished: { score: number; durationMs: number } | null;
  /** Verse Match bot mode. `memory` lists the unmatched cards the bot remembers. */
  duel: { turn: "player" | "bot"; playerPairs: number; botPairs: number; memory: number[] } | null;
}

export const CUSTOM_NOTICE = "Save at least 6 memory verses to play your own set";

/**
 * A verse text cut for a card: unchanged up to `maxWords` words; longer texts end at the last phrase boundary
 * (a comma, semicolon, colon or sentence end) inside the first `maxWords` words, or at the word limit when no
 * boundary falls late enough, followed by "…".
 */
export function cutVerse(text: string, maxWords: number = MEMORY_BOARD.verseMaxWords): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(" ");
  const head = words.slice(0, maxWords);
  const earliest = Math.max(0, Math.ceil(maxWords / 3) - 1);
  let cut = head.length;
  for (let i = head.length - 1; i >= earliest; i -= 1) {
    if (/[,;:.?!]$/.test(head[i] ?? "")) {
      cut = i + 1;
      break;
    }
  }
  return `${head
    .slice(0, cut)
    .join(" ")
    .replace(/[,;:.?!]+$/, "")}…`;
}

/** m:ss for result titles. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

function isMemoryGame(gameId: string): gameId is MemoryGameId {
  return gameId === "concentration" || gameId === "verse_match";
}

interface DealtPair {
  key: string;
  label: string;
  faces: [Face, Face];
}

function concentrationPairs(difficulty: Difficulty, rng: Rng): DealtPair[] {
  return rng.pick(parallelPairs, MEMORY_BOARD.concentrationPairs[difficulty]).map((pair) => ({
    key: pair.id,
    label: `${pair.ot.event} ↔ ${pair.nt.event} · ${pair.category}`,
    faces: [
      { badge: "OT", title: pair.ot.event, ref: pair.ot.ref, text: pair.ot.description },
      { badge: "NT", title: pair.nt.event, ref: pair.nt.ref, text: pair.nt.description },
    ],
  }));
}

function verseFaces(ref: string, text: string): [Face, Face] {
  return [
    { badge: "Verse", title: "KJV", text: cutVerse(text) },
    { badge: "Reference", title: ref, ref },
  ];
}

const bankLevels: Record<Difficulty, ReadonlyArray<"easy" | "normal" | "hard">> = {
  easy: ["easy"],
  normal: ["easy", "normal"],
  hard: ["easy", "normal", "hard"],
};

async function bankVersePairs(difficulty: Difficulty, rng: Rng, deps: EngineDeps): Promise<DealtPair[]> {
  const count = MEMORY_BOARD.verseMatchPairs[difficulty];
  const pool = rng.shuffle(versePairs.filter((pair) => bankLevels[difficulty].includes(pair.level)));
  const dealt: DealtPair[] = [];
  for (const pair of pool) {
    if (dealt.length >= count) break;
    const text = await deps.verseText(pair.ref);
    if (!text) continue;
    dealt.push({ key: pair.ref, label: `${pair.ref} · ${pair.topic}`, faces: verseFaces(pair.ref, text) });
  }
  return dealt;
}

async function customVersePairs(difficulty: Difficulty, deps: EngineDeps): Promise<DealtPair[] | null> {
  const seen = new Set<string>();
  const saved = (await deps.memoryVerses()).filter((verse) => {
    const key = verse.ref.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (saved.length < MEMORY_BOARD.customMinimum) return null;
  const dealt: DealtPair[] = [];
  for (const verse of saved.slice(0, MEMORY_BOARD.verseMatchPairs[difficulty])) {
    const ref = verse.ref.trim();
    const text = verse.text.trim() || (await deps.verseText(ref)) || "";
    if (!text) continue;
    dealt.push({ key: ref, label: ref, faces: verseFaces(ref, text) });
  }
  return dealt;
}

function deal(dealt: readonly DealtPair[], rng: Rng): Pick<MemoryBoardState, "pairs" | "cards"> {
  const cards = rng.shuffle(
    dealt.flatMap((pair, index) => pair.faces.map((face) => ({ pair: index, face: { ...face } }))),
  );
  return { pairs: dealt.map(({ key, label }) => ({ key, label })), cards };
}

function faceOf(state: MemoryBoardState, card: number): CardFaceDto {
  const dealt = state.cards[card];
  if (!dealt) throw new InvalidGameInput("There is no such card on this board.");
  return { card, ...dealt.face };
}

function samePair(state: MemoryBoardState, a: number, b: number): boolean {
  return a !== b && state.cards[a]?.pair === state.cards[b]?.pair;
}

function pairCount(state: MemoryBoardState): number {
  return state.pairs.length;
}

/** The bot sees a card: it keeps it in mind with the difficulty's probability (one roll per sighting). */
function botSees(state: MemoryBoardState, card: number, rng: Rng): void {
  const duel = state.duel;
  if (!duel || duel.memory.includes(card) || state.matched.includes(card)) return;
  if (rng.next() < MEMORY_BOARD.botMemory[state.difficulty]) duel.memory.push(card);
}

function pickCard(cards: readonly number[], rng: Rng): number | undefined {
  return cards[rng.int(cards.length)];
}

/** The bot's turn: it plays until it misses or the board is cleared. Mutates the state. */
function botPlays(state: MemoryBoardState, rng: Rng): BotTurn[] {
  const duel = state.duel;
  const turns: BotTurn[] = [];
  if (!duel) return turns;
  duel.turn = "bot";
  while (state.matched.length < state.cards.length) {
    const unmatched = state.cards.map((_, card) => card).filter((card) => !state.matched.includes(card));
    const memory = duel.memory.filter((card) => unmatched.includes(card));
    let first: number | undefined;
    let second: number | undefined;
    for (const a of memory) {
      const partner = memory.find((b) => samePair(state, a, b));
      if (partner !== undefined) {
        first = a;
        second = partner;
        break;
      }
    }
    if (first === undefined || second === undefined) {
      const unknown = unmatched.filter((card) => !memory.includes(card));
      first = pickCard(unknown.length > 0 ? unknown : unmatched, rng);
      if (first === undefined) break;
      const opened = first;
      const partner = memory.find((card) => samePair(state, opened, card));
      if (partner !== undefined) second = partner;
      else {
        const others = unknown.filter((card) => card !== opened);
        second = pickCard(others.length > 0 ? others : unmatched.filter((card) => card !== opened), rng);
      }
      if (second === undefined) break;
    }
    botSees(state, first, rng);
    botSees(state, second, rng);
    const matched = samePair(state, first, second);
    turns.push({ cards: [first, second], faces: [faceOf(state, first), faceOf(state, second)], matched });
    if (!matched) {
      state.faceUp = [first, second];
      break;
    }
    state.matched.push(first, second);
    duel.memory = duel.memory.filter((card) => card !== first && card !== second);
    duel.botPairs += 1;
    state.faceUp = [];
  }
  duel.turn = "player";
  return turns;
}

function finishRun(state: MemoryBoardState, now: Date): Finish {
  const pairs = pairCount(state);
  const durationMs = state.firstFlipAt ? Math.max(0, now.getTime() - Date.parse(state.firstFlipAt)) : 0;
  const seconds = Math.floor(durationMs / 1000);
  const duel = state.duel;
  const ownPairs = duel ? duel.playerPairs : pairs;
  const score = memoryScore(ownPairs, state.moves, seconds);
  state.finished = { score, durationMs };
  const base = { score, maxScore: 100 * pairs, metric: score, durationMs };
  if (duel) {
    const title =
      duel.playerPairs > duel.botPairs
        ? "You win the duel!"
        : duel.playerPairs < duel.botPairs
          ? "The bot wins the duel"
          : "A drawn duel";
    return {
      ...base,
      won: duel.playerPairs > duel.botPairs,
      title,
      metrics: { playerPairs: duel.playerPairs, botPairs: duel.botPairs, moves: state.moves, seconds },
    };
  }
  const title =
    state.gameId === "concentration"
      ? `You matched all ${pairs} parallels in ${state.moves} moves and ${clock(seconds)}`
      : `All ${pairs} verses matched in ${state.moves} moves and ${clock(seconds)}`;
  return { ...base, won: true, title, metrics: { moves: state.moves, seconds, pairs } };
}

function copyState(state: MemoryBoardState): MemoryBoardState {
  return {
    ...state,
    matched: [...state.matched],
    faceUp: [...state.faceUp],
    duel: state.duel ? { ...state.duel, memory: [...state.duel.memory] } : null,
  };
}

function flip(
  current: MemoryBoardState,
  card: number,
  ctx: { now: Date; rng: Rng },
): StepOutcome<MemoryBoardState> {
  if (current.finished) throw new InvalidGameInput("This board is already finished.");
  if (current.duel && current.duel.turn !== "player")
    throw new InvalidGameInput("Wait for the bot to finish.");
  if (!Number.isInteger(card) || card < 0 || card >= current.cards.length)
    throw new InvalidGameInput("There is no such card on this board.");
  if (current.matched.includes(card)) throw new InvalidGameInput("That card is already matched.");
  // A mismatched pair stays face up only until the next flip.
  const faceUp = current.faceUp.length >= 2 ? [] : current.faceUp;
  if (faceUp.includes(card)) throw new InvalidGameInput("That card is already face up.");

  const state = copyState(current);
  state.faceUp = [...faceUp, card];
  state.firstFlipAt ??= ctx.now.toISOString();
  botSees(state, card, ctx.rng);
  const face = faceOf(state, card);
  const [a, b] = state.faceUp;
  if (a === undefined || b === undefined) return { state, roundDone: false, flip: { face } };

  state.moves += 1;
  const matched = samePair(state, a, b);
  const result: FlipResultDto = { face, pair: { matched, cards: [a, b] } };
  if (matched) {
    const label = state.pairs[state.cards[a]?.pair ?? -1]?.label;
    if (result.pair && label) result.pair.label = label;
    state.matched.push(a, b);
    state.faceUp = [];
    if (state.duel) {
      state.duel.playerPairs += 1;
      state.duel.memory = state.duel.memory.filter((known) => known !== a && known !== b);
    }
  } else if (state.duel) {
    result.botTurns = botPlays(state, ctx.rng);
  }
  if (state.matched.length === state.cards.length) {
    return { state, roundDone: false, flip: result, finish: finishRun(state, ctx.now) };
  }
  return { state, roundDone: false, flip: result };
}

export const memoryBoardEngine: GameEngine<MemoryBoardState> = {
  gameIds: ["concentration", "verse_match"],

  async start(gameId: string, ctx: StartContext) {
    if (!isMemoryGame(gameId)) throw new Error(`memoryBoardEngine cannot play ${gameId}`);
    let dealt: DealtPair[];
    let notice: string | undefined;
    if (gameId === "concentration") dealt = concentrationPairs(ctx.difficulty, ctx.rng);
    else if (ctx.mode === "custom") {
      const own = await customVersePairs(ctx.difficulty, ctx.deps);
      if (own) dealt = own;
      else {
        notice = CUSTOM_NOTICE;
        dealt = await bankVersePairs(ctx.difficulty, ctx.rng, ctx.deps);
      }
    } else dealt = await bankVersePairs(ctx.difficulty, ctx.rng, ctx.deps);

    if (dealt.length === 0) throw new Error(`No ${gameId} pairs could be dealt`);
    const state: MemoryBoardState = {
      gameId,
      mode: ctx.mode,
      difficulty: ctx.difficulty,
      ...deal(dealt, ctx.rng),
      matched: [],
      faceUp: [],
      moves: 0,
      firstFlipAt: null,
      finished: null,
      duel:
        gameId === "verse_match" && ctx.mode === "bot"
          ? { turn: "player", playerPairs: 0, botPairs: 0, memory: [] }
          : null,
    };
    return notice ? { state, round: null, notice } : { state, round: null };
  },

  round() {
    return null;
  },

  board(state): BoardDto {
    const shown = [...state.matched, ...state.faceUp].sort((x, y) => x - y);
    const board: BoardDto = {
      cards: state.cards.length,
      faces: shown.map((card) => faceOf(state, card)),
      matched: [...state.matched],
      faceUp: [...state.faceUp],
      pairs: pairCount(state),
      pairsFound: state.matched.length / 2,
      moves: state.moves,
      startedAt: state.firstFlipAt,
    };
    if (state.duel)
      board.duel = {
        turn: state.duel.turn,
        playerPairs: state.duel.playerPairs,
        botPairs: state.duel.botPairs,
      };
    return board;
  },

  score(state): RunScoreDto {
    const score: RunScoreDto = {
      score: state.finished?.score ?? 0,
      maxScore: 100 * pairCount(state),
      correct: state.duel ? state.duel.playerPairs : state.matched.length / 2,
    };
    if (state.duel) score.bot = { total: state.duel.botPairs };
    return score;
  },

  action(state, action: ActionInput, ctx) {
    if (action.type !== "flip") throw new InvalidGameInput("Flip a card to play this board.");
    return flip(state, action.card, ctx);
  },
};
