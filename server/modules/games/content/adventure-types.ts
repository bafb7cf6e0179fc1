// Shapes of the curated content of issue 16's games (games.md §4.14, §4.19–§4.21, §5): the Chain Chess bot's chain
// graph, the treasure-hunt bank, the escape-room puzzle bank and the kids games' data. Server-only, like every file
// here: they hold answers. References are written as a reader types them ("John 1:29") and must parse with
// common/bible/reference.ts; palace codes come from common/games/pt-symbols.ts and room ids from
// common/content/palace/types.ts (ROOM_IDS).
import type { RoomId } from "@common/content/palace/types";
import type { KidsBand } from "@common/games/rules";

/** §4.14 a Chain Chess principle: a dimension, wall, time zone, sanctuary article, feast or cycle (by code or id). */
export type ChessPrinciple = string;

/** §4.14 the bot's chain graph: ≥ 200 verses covering all 66 books; every room and principle used ≥ 3 times. */
export interface ChainGraphVerse {
  ref: string; // one verse
  book: string; // OSIS book id, e.g. "Gen", "John" (as common/bible/books.ts names them)
  rooms: readonly RoomId[];
  principles: readonly ChessPrinciple[];
  next: readonly string[]; // ≥ 3 refs, each itself a graph verse
  commentary: string; // 3 sentences in our own words
}

export type HuntDifficulty = "beginner" | "pro" | "scholar";
export type ClueType = "theme" | "room" | "principle" | "verse" | "person" | "symbol";

/** §4.20 one clue: text answers by R8 (room clues accept name, tag or id), verse answers by R1/R2. */
export interface HuntClue {
  n: number; // 1-based, in order
  type: ClueType;
  text: string; // 150–400 characters
  /** Text answers (R8), or for a verse clue the accepted references. */
  accepted: readonly string[];
  hint1: string; // the kind of answer, e.g. "a room on floor 2"
  hint2: string; // a specific nudge
  explanation: string; // 100–250 characters
}

/** §4.20 a hunt of 5–8 clues; the last clue is a verse clue whose answer is the final verse. ≥ 30 (≥ 10 per level). */
export interface Hunt {
  id: string; // kebab-case
  title: string;
  difficulty: HuntDifficulty;
  category: string;
  intro: string;
  clues: readonly HuntClue[];
  finalRef: string;
  conclusion: string; // 300–700 characters
}

export type EscapeMode = "room" | "gauntlet" | "floor-race";
export type GauntletCategory = "prophecy" | "sanctuary" | "gospel";
export type EscapeDifficulty = "easy" | "medium" | "hard" | "pro";

/** §4.21 one lock. ≥ 150; every room ≥ 3; each gauntlet category ≥ 15; ≥ 12 final puzzles. */
export interface EscapePuzzle {
  id: string;
  mode: readonly EscapeMode[];
  roomTag: string; // the palace room's tag, e.g. "BL"
  category?: GauntletCategory;
  floor: number; // 1–8
  difficulty: EscapeDifficulty;
  /** A final lock: the escape lock (room), the boss (gauntlet, pro) or the summit (floor race). */
  final?: boolean;
  prompt: string;
  expectedRefs: readonly string[]; // ≥ 1
  partialRefs: readonly string[]; // same chapter or a curated related verse
  principle: string; // the correct principle (a label from the room's method)
  principleOptions: readonly string[]; // exactly 5 wrong options from the same room or category
  typologyNote: string; // Hint 1
  conclusionLine: string;
}

/** §4.21 a room-level "biblical conclusion" paragraph (≥ 6). */
export interface EscapeConclusion {
  roomTag: string;
  text: string;
}

/** §4.19 kids games' data. */
export interface CreationDay {
  day: number; // 1–7
  emoji: string;
  caption: string;
  ref: string;
}
export interface ArkAnimal {
  id: string;
  emoji: string;
  name: string;
}
export interface ArmorPiece {
  id: string;
  emoji: string;
  name: string; // e.g. "Belt of truth"
  meaning: string; // kid language
  ref: string;
}
export interface SanctuaryJob {
  article: string; // ArticleCode
  emoji: string;
  name: string;
  job: string; // one line, e.g. "The lamp gives light"
}
export type { KidsBand };
export interface BuilderVerse {
  ref: string;
  text: string; // KJV wording, short
  blanks: readonly string[]; // 1 (7–9) or 2 (10–12) words of the text
  distractors: readonly (readonly [string, string])[]; // 2 per blank
  band: Exclude<KidsBand, "4-6">;
}
export interface Hero {
  name: string;
  clues: readonly [string, string, string]; // hardest first
  ref: string;
  emoji: string;
}
export interface KidsParable {
  title: string;
  ref: string;
  lesson: string;
}
export interface TimelineStop {
  label: string;
  ref: string;
  sortKey: number;
  emoji: string;
}
