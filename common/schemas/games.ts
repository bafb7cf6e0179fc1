/**
 * The games API contract (games.md §3.2, §3.3, §3.9, §3.12): request schemas the server validates with and the
 * DTOs it returns. Rounds carry only what the player must see — never correct options, accepted answers,
 * curated verse lists, keywords or memory pairings; `reveal` carries the learning material after judging.
 */
import { z } from "zod";
import type { Judgement } from "../games/judge/types";
import { GAME_LIMITS, type KidsBand } from "../games/rules";
import { gameModeIds, type GameDef, type GameModeId } from "../games/registry";
import { text } from "./text";

const id = text().min(1).max(64);

export const gameIdParam = z.strictObject({ gameId: text().min(1).max(64) });
export const runIdParam = z.strictObject({ runId: z.uuid() });

export const startRunInput = z.strictObject({
  mode: z.enum(gameModeIds),
  difficulty: text().min(1).max(20),
  options: z
    .strictObject({
      /** Test hook (§3.13): reproducible deals; refused in production. */
      seed: text().min(1).max(64).optional(),
      /** Test hook (§3.13), admins only: every time limit of the run divided by 60; refused in production. */
      fastClock: z.boolean().optional(),
    })
    .optional(),
  clientVersion: text().max(40).optional(),
});
export type StartRunInput = z.output<typeof startRunInput>;

/** What a player may send for a round; each engine reads the fields it needs (the others must be absent). */
export const roundInput = z.strictObject({
  choice: id.optional(),
  choices: z.array(id).max(GAME_LIMITS.maxInputIds).optional(),
  order: z.array(id).max(GAME_LIMITS.maxInputIds).optional(),
  text: text()
    .max(GAME_LIMITS.maxTextChars, `Keep your answer under ${GAME_LIMITS.maxTextChars} characters.`)
    .optional(),
  /** Card games: the codes of the cards played, in the order given. */
  cards: z.array(text().min(1).max(12)).max(12).optional(),
  /** Card games with a reference field (Chain War's verse). */
  ref: text().max(120).optional(),
  /** Connect-6 Draft: one reference and explanation per genre card played (the doctrine is `choice`). */
  pairs: z
    .array(
      z.strictObject({
        card: text().min(1).max(12),
        ref: text().max(120),
        text: text().max(
          GAME_LIMITS.maxTextChars,
          `Keep each explanation under ${GAME_LIMITS.maxTextChars} characters.`,
        ),
      }),
    )
    .max(2)
    .optional(),
});
export type RoundInput = z.output<typeof roundInput>;

export const answerInput = z.strictObject({
  roundNo: z.int().min(1).max(1000),
  clientAnswerId: text().min(8).max(64),
  input: roundInput,
});
export type AnswerInput = z.output<typeof answerInput>;

/** Opens the round that waits after a judgement: its clock starts now, so reading a reveal costs no time. */
export const openRoundInput = z.strictObject({ roundNo: z.int().min(1).max(1000) });
export type OpenRoundInput = z.output<typeof openRoundInput>;

export const actionInput = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("flip"), card: z.int().min(0).max(99) }),
  z.strictObject({ type: z.literal("pair"), left: id, right: id }),
  z.strictObject({ type: z.literal("hint") }),
  z.strictObject({ type: z.literal("redeal") }),
  z.strictObject({ type: z.literal("skip") }),
]);
export type ActionInput = z.output<typeof actionInput>;

export const leaderboardQuery = z.strictObject({
  period: z.enum(["today", "week", "all"]).default("all"),
  mode: text().max(20).optional(),
  difficulty: text().max(20).optional(),
});
export type LeaderboardQuery = z.output<typeof leaderboardQuery>;

// ── DTOs ───────────────────────────────────────────────────────────────────────────────────────────────────

export type RunStatus = "active" | "completed" | "abandoned" | "expired" | "timed_out";

export interface OptionDto {
  id: string;
  label: string;
  detail?: string;
}

/** A card face (memory games): what one flip shows. */
export interface CardFaceDto {
  card: number;
  badge: string; // "OT" / "NT" / "Verse" / "Reference"
  title: string;
  ref?: string;
  text?: string;
}

/** The round as the player sees it; `kind` picks the screen. */
/** A Palace Cards card: the front's verse and the room whose information its back shows. */
export interface PalaceCardDto {
  front: { ref: string; text: string };
  roomId: string;
}

/** A palace card in a hand (games.md §3.11, §4.0): its code, and the name and meaning shown on hover and focus. */
export interface CardDto {
  code: string;
  name: string;
  meaning: string;
  kind: "dimension" | "wall" | "operator" | "zone" | "genre" | "article" | "frame";
}

/** A header figure of a card game ("Score 7 / 15", "Turn 3 / 15", "STRONGHOLDS 1"). */
export interface StatusDto {
  label: string;
  value: string;
}

export type RoundPayload =
  | {
      kind: "choice";
      prompt: string;
      /** Extra context above the options (a verse's text, a reference). */
      context?: { ref?: string; text?: string; label?: string };
      options: OptionDto[];
      /** Principle Puzzle: tick several. */
      multi: boolean;
      /** Palace Cards: options struck out after a wrong first try. */
      struck?: string[];
      tries?: number;
      /** Palace Cards: the card — the verse on its front, the room (public palace data) on its back. */
      card?: PalaceCardDto;
    }
  | {
      kind: "write";
      prompt: string;
      ref: string;
      text: string;
      room: { id: string; tag: string; name: string };
      minWords: number;
      /** Palace Cards write mode: the card to turn (the room it applies). */
      card?: PalaceCardDto;
    }
  | {
      /** The card games (games.md §4.0): the hand, the pick rule, the word minimum and the round's helpers. */
      kind: "cards";
      game: string;
      prompt: string;
      context?: { ref?: string; text?: string; label?: string };
      hand: CardDto[];
      /**
       * How many cards to play, and the kinds at least one of them must be ("operators alone are invalid"). A max of
       * 0: the hand is dealt, not chosen (Sanctuary Run's path, Witness Trial's three): every card is to be used.
       */
      pick: { min: number; max: number; needKinds: CardDto["kind"][] };
      /** The dealt hand is a path to follow in order (Sanctuary Run): shown with arrows. */
      path?: boolean;
      /** The answer is written in parts, one per card in order (Frame Snapshot's storyboard). */
      parts?: number;
      /** The word minimum: per card played when `perCard`, else for the whole answer. */
      words: { min: number; perCard: boolean };
      /** A separate reference field (Chain War's verse), and how many distinct valid references the answer needs. */
      refField: boolean;
      refsRequired: number;
      /** "New prompt" uses left this run (§4.0: two). */
      redealsLeft: number;
      /** Easy: "Show a suggestion" can still be used; once used, the curated verses it showed. */
      suggestion: { available: boolean; refs: string[] };
      status: StatusDto[];
    }
  | {
      /** Connect-6 Draft (§4.5): pick a doctrine of three, play two genre cards, each with a reference and a reason. */
      kind: "connect6";
      prompt: string;
      doctrines: OptionDto[];
      hand: CardDto[];
      /** Words per pair (each explanation). */
      wordsPerPair: number;
      redealsLeft: number;
      suggestion: { available: boolean; refs: string[] };
      status: StatusDto[];
    }
  | {
      /** Equation Builder (§4.9): build operand, operator, operand (3 or 5 pieces) from the pieces, then explain. */
      kind: "equation";
      prompt: string;
      pieces: CardDto[];
      lengths: number[];
      minWords: number;
      redealsLeft: number;
      suggestion: { available: boolean; refs: string[] };
      status: StatusDto[];
    }
  | {
      /** Chef Challenge (§4.1): a theme to cook as references, one per line, before the clock runs out. */
      kind: "chef";
      prompt: string;
      theme: { title: string; brief: string; ordered: boolean };
      /** The level's numbers: distinct valid references for the second star, anchors for the fourth. */
      level: { id: string; label: string; minRefs: number; anchorsNeeded: number };
      status: StatusDto[];
    }
  | {
      /**
       * A kids game (games.md §4.19): one tap at a time. The tiles carry run-unique random ids, so neither an id
       * nor a position tells which tile is right; a wrong tap is only ever answered "Try again!".
       */
      kind: "kids";
      game: string;
      band: KidsBand;
      /** What the speaker button reads aloud (and the heading of the board). */
      prompt: string;
      /** "Verse 3 of 8", "Board 1 of 2": where the child is in the game (never a score). */
      progress: { label: string; step: number; steps: number };
      board: KidsBoardDto;
    }
  | { kind: "order"; prompt: string; items: OptionDto[] }
  | {
      kind: "match";
      prompt: string;
      board: number;
      boards: number;
      left: OptionDto[];
      right: OptionDto[];
      matched: Array<{ left: string; right: string }>;
    };

/** A big tap target of a kids game: a picture and a short label (the label is also what is read aloud). */
export interface KidsTileDto {
  id: string;
  label: string;
  emoji?: string;
  /** Ages 4–6 boards show the picture only; the label is still read aloud and given to screen readers. */
  pictureOnly?: boolean;
}

/** What a kids round shows; each play answers with `choice` (a tile or card id) or `choices` ([left, right]). */
export type KidsBoardDto =
  | {
      /** Tap the tile that comes next; placed tiles fill the slots in order (Creation Week's days, Timeline Trek). */
      play: "order";
      slots: Array<{ label: string; tile: KidsTileDto | null }>;
      tiles: KidsTileDto[];
    }
  | {
      /** Tap the right tile: Verse Builder's words (the verse shows "____" where a word is missing), Who Am I?'s names. */
      play: "choice";
      verse?: { ref: string; text: string };
      /** Who Am I?: the clues revealed so far, and whether "Another clue" can show one more. */
      clues?: string[];
      moreClues: boolean;
      tiles: KidsTileDto[];
      /** Tiles already tapped wrongly in this round (shown faded, no longer tappable). */
      tried: string[];
    }
  | {
      /** Tap a left tile, then the right tile that belongs with it. */
      play: "match";
      left: KidsTileDto[];
      right: KidsTileDto[];
      matched: Array<{ left: string; right: string }>;
      /** The picture the matches build: the armor's soldier or the tabernacle. */
      scene: "armor" | "tabernacle" | "parables";
    }
  | {
      /** Turn two cards at a time; a pair that does not match stays up until the next tap. */
      play: "memory";
      cards: Array<{ card: string; face: KidsTileDto | null; matched: boolean }>;
      pairs: number;
      /** The animals already on the ark, in the order found. */
      found: KidsTileDto[];
    };

/** GET /api/games/kids — the kids catalogue (§4.19) with the stars each game has earned so far. */
export interface KidsCatalogDto {
  locked: boolean;
  games: Array<{
    id: string;
    title: string;
    tagline: string;
    icon: string;
    bands: KidsBand[];
    /** The best stars of any band so far (0 before the first finish). */
    stars: number;
    /** Best stars per band played. */
    starsByBand: Partial<Record<KidsBand, number>>;
  }>;
}

export interface RoundDto {
  roundNo: number;
  total: number | null;
  promptKey: string;
  issuedAt: string;
  deadlineAt: string | null;
  limitMs: number | null;
  payload: RoundPayload;
}

export interface PendingRoundDto {
  roundNo: number;
  total: number | null;
  /** The round's timer once opened; null = untimed. */
  limitMs: number | null;
}

export interface JudgedRoundDto {
  roundNo: number;
  judgement: Judgement;
  reveal: RevealDto | null;
}

/** Learning material after a judged round. */
export interface RevealDto {
  correct?: string[];
  picked?: string[];
  explanation?: string;
  refs?: string[];
  model?: string;
  room?: { id: string; tag: string; name: string; floor: number };
  /** Bot mode: what the bot did this round ("Bot: ✓ +7"). */
  bot?: { correct: boolean; points: number; total: number };
  /** Order engine: the true order. */
  order?: OptionDto[];
}

/** Board games' public state (memory boards): faces only of matched cards. */
export interface BoardDto {
  cards: number;
  faces: CardFaceDto[]; // matched cards' faces, plus the one currently face up
  matched: number[];
  faceUp: number[];
  pairs: number;
  pairsFound: number;
  moves: number;
  startedAt: string | null; // first flip (server), for the count-up timer
  /** Verse Match bot duel. */
  duel?: { turn: "player" | "bot"; playerPairs: number; botPairs: number };
}

export interface RunScoreDto {
  score: number;
  maxScore: number;
  correct?: number;
  bot?: { total: number };
}

export interface GameResultDto {
  resultId: string;
  title: string; // "Passed", "Keep practising", "VICTORY", "You win!" …
  won: boolean;
  score: number;
  maxScore: number;
  metric: number;
  durationMs: number;
  metrics: Record<string, number>;
  ranked: boolean;
  points: number;
  pointsCapped: boolean;
  newBest: boolean;
  previousBest: number | null;
}

export interface RunDto {
  runId: string;
  gameId: string;
  mode: GameModeId;
  difficulty: string;
  status: RunStatus;
  startedAt: string;
  serverNow: string;
  round: RoundDto | null;
  /**
   * The round that comes next, not opened yet (games.md §3.6): its question and clock are sent only when the
   * player opens it (POST …/open), so time spent reading the last reveal is never counted.
   */
  nextRound: PendingRoundDto | null;
  board: BoardDto | null;
  score: RunScoreDto;
  history: JudgedRoundDto[];
  notice: string | null;
  result: GameResultDto | null;
}

export interface AnswerDto {
  judgement: Judgement;
  reveal: RevealDto | null;
  /** The round is settled (Palace Cards keeps it open after a wrong first try). */
  roundDone: boolean;
  run: RunDto;
}

export interface FlipResultDto {
  face: CardFaceDto;
  /** Set when this flip was the second of a pair. */
  pair?: { matched: boolean; cards: [number, number]; label?: string };
  /** Verse Match duel: the bot's flips after the player's mismatch, in order. */
  botTurns?: Array<{ cards: [number, number]; faces: [CardFaceDto, CardFaceDto]; matched: boolean }>;
}

export interface PairResultDto {
  correct: boolean;
  points: number;
  boardDone: boolean;
}

export interface ActionDto {
  flip?: FlipResultDto;
  pair?: PairResultDto;
  run: RunDto;
}

export interface PersonalBestDto {
  gameId: string;
  mode: string;
  difficulty: string;
  bestScore: number;
  bestMetric: number;
  achievedAt: string;
}

export interface ResumableRunDto {
  runId: string;
  gameId: string;
  title: string;
  href: string;
  roundNo: number | null;
  total: number | null;
  startedAt: string;
  deadlineAt: string | null;
}

export interface CatalogGameDto {
  game: GameDef;
  locked: boolean;
  /** "Essential+" or "Premium" when locked or when a lower plan lacks it. */
  requiredPlan: "essential" | "premium" | null;
  personalBests: PersonalBestDto[];
}

export interface CatalogDto {
  games: CatalogGameDto[];
  kidsLocked: boolean;
  resumableRuns: ResumableRunDto[];
  bests: PersonalBestDto[];
  trialAvailable: boolean;
  /** The test hooks of §3.13 this member may use (the fast clock): admins on a non-production server only. */
  testHooks: boolean;
}

export interface LeaderboardEntryDto {
  rank: number;
  displayName: string;
  avatarUrl: string | null;
  level: number;
  metric: number;
  achievedAt: string;
  isMe: boolean;
}

export interface LeaderboardDto {
  gameId: string;
  period: "today" | "week" | "all";
  mode: string | null;
  difficulty: string | null;
  metric: "score" | "turns" | "wins";
  entries: LeaderboardEntryDto[];
  me: { rank: number; best: number } | null;
}
