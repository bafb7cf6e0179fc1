// Assembles an escape room's locks from the puzzle bank (games.md §4.21): which puzzles, in which order, for a mode,
// a difficulty and a room or category. Deterministic for a seed, so a weekly room is the same on every instance.
import { ESCAPE_ROOM, type EscapeDifficultyId, type EscapeModeId } from "@common/games/rules";
import type { EscapePuzzle, GauntletCategory } from "@server/modules/games/content/adventure-types";
import { escapePuzzles } from "@server/modules/games/content/escape-puzzles";
import type { Rng } from "@server/modules/games/rng";

export type EscapeTarget =
  | { mode: "room"; roomTag: string }
  | { mode: "gauntlet"; category: GauntletCategory }
  | { mode: "floor-race" };

export interface AssembledRoom {
  mode: EscapeModeId;
  difficulty: EscapeDifficultyId;
  target: EscapeTarget;
  /** Puzzle ids in play order; the last is the final lock (escape, boss or summit) where the mode has one. */
  puzzleIds: string[];
  /** Whether the last lock is a final lock (always, except a gauntlet below pro). */
  hasFinal: boolean;
}

/** Thrown when the bank cannot fill the structure asked for (never for the built-in choices; a guard). */
export class CannotAssemble extends Error {}

const regular = (puzzle: EscapePuzzle) => !puzzle.final;
const rank: Record<EscapeDifficultyId, number> = { easy: 0, medium: 1, hard: 2, pro: 3 };

/** Closest difficulty first, then the rng's order: an easy room gets easy locks where the bank has them. */
function byCloseness(
  pool: readonly EscapePuzzle[],
  difficulty: EscapeDifficultyId,
  rng: Rng,
): EscapePuzzle[] {
  const shuffled = rng.shuffle(pool);
  return shuffled
    .map((puzzle, order) => ({
      puzzle,
      order,
      distance: Math.abs(rank[puzzle.difficulty] - rank[difficulty]),
    }))
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .map((entry) => entry.puzzle);
}

/**
 * Room-as-Room: the room's own locks first (easy → hard), then — a room holds three regular locks in the bank, and
 * medium to pro need four to six — locks from the other rooms of the same floor, then the neighbouring floors
 * (decision in docs/decisions.md). The escape lock is always the chosen room's own final lock.
 */
function roomLocks(
  bank: readonly EscapePuzzle[],
  roomTag: string,
  difficulty: EscapeDifficultyId,
  rng: Rng,
): string[] {
  const own = bank.filter((puzzle) => puzzle.roomTag === roomTag);
  const final = own.find((puzzle) => puzzle.final);
  if (!final) throw new CannotAssemble(`No escape lock for ${roomTag}`);
  const count = ESCAPE_ROOM.modes.room.locks[difficulty];
  const chosen = own.filter(regular).sort((a, b) => rank[a.difficulty] - rank[b.difficulty]);
  for (let distance = 0; chosen.length < count && distance < 8; distance += 1) {
    const ring = bank.filter(
      (puzzle) =>
        regular(puzzle) && puzzle.roomTag !== roomTag && Math.abs(puzzle.floor - final.floor) === distance,
    );
    for (const puzzle of byCloseness(ring, difficulty, rng)) {
      if (chosen.length >= count) break;
      if (!chosen.some((taken) => taken.roomTag === puzzle.roomTag)) chosen.push(puzzle);
    }
  }
  if (chosen.length < count) throw new CannotAssemble(`Not enough locks near ${roomTag}`);
  return [...chosen.slice(0, count).map((puzzle) => puzzle.id), final.id];
}

/** Category Gauntlet: one lock per room, from rooms of the category; at pro the last is a final (boss) lock. */
function gauntletLocks(
  bank: readonly EscapePuzzle[],
  category: GauntletCategory,
  difficulty: EscapeDifficultyId,
  rng: Rng,
): string[] {
  const count = ESCAPE_ROOM.modes.gauntlet.locks[difficulty];
  const pool = bank.filter((puzzle) => puzzle.category === category);
  const boss = difficulty === "pro" ? rng.shuffle(pool.filter((puzzle) => puzzle.final))[0] : undefined;
  const needed = boss ? count - 1 : count;
  const chosen: EscapePuzzle[] = [];
  for (const puzzle of byCloseness(pool.filter(regular), difficulty, rng)) {
    if (chosen.length >= needed) break;
    if (puzzle.roomTag === boss?.roomTag || chosen.some((taken) => taken.roomTag === puzzle.roomTag))
      continue;
    chosen.push(puzzle);
  }
  if (chosen.length < needed || (difficulty === "pro" && !boss))
    throw new CannotAssemble(`Not enough ${category} locks`);
  // Climb the palace: lower floors first.
  chosen.sort((a, b) => a.floor - b.floor);
  return [...chosen.map((puzzle) => puzzle.id), ...(boss ? [boss.id] : [])];
}

/** Floor Race: one regular lock from each floor 1–n, then a summit (a final lock from floor n or above). */
function floorRaceLocks(bank: readonly EscapePuzzle[], difficulty: EscapeDifficultyId, rng: Rng): string[] {
  const floors = ESCAPE_ROOM.modes["floor-race"].locks[difficulty];
  const ids: string[] = [];
  for (let floor = 1; floor <= floors; floor += 1) {
    const [puzzle] = byCloseness(
      bank.filter((candidate) => regular(candidate) && candidate.floor === floor),
      difficulty,
      rng,
    );
    if (!puzzle) throw new CannotAssemble(`No lock on floor ${floor}`);
    ids.push(puzzle.id);
  }
  const summit = rng.shuffle(bank.filter((puzzle) => puzzle.final && puzzle.floor >= floors))[0];
  if (!summit) throw new CannotAssemble("No summit lock");
  return [...ids, summit.id];
}

/** `bank`: the curated puzzles by default; the service passes them with the admins' approved drafts after them. */
export function assembleRoom(
  target: EscapeTarget,
  difficulty: EscapeDifficultyId,
  rng: Rng,
  bank: readonly EscapePuzzle[] = escapePuzzles,
): AssembledRoom {
  const puzzleIds =
    target.mode === "room"
      ? roomLocks(bank, target.roomTag, difficulty, rng)
      : target.mode === "gauntlet"
        ? gauntletLocks(bank, target.category, difficulty, rng)
        : floorRaceLocks(bank, difficulty, rng);
  return {
    mode: target.mode,
    difficulty,
    target,
    puzzleIds,
    hasFinal: target.mode !== "gauntlet" || difficulty === "pro",
  };
}

const byId = new Map(escapePuzzles.map((puzzle) => [puzzle.id, puzzle]));
/**
 * The admins' approved drafted puzzles (`draft-{id}`) this process has read, so the synchronous lookup below finds
 * them too. An approved draft never changes, so remembering it is safe; escape.service reads any a room names before
 * it plays or presents the room (loadDraftedPuzzles).
 */
const drafted = new Map<string, EscapePuzzle>();

export function rememberDraftedPuzzles(puzzles: readonly EscapePuzzle[]): void {
  for (const puzzle of puzzles) drafted.set(puzzle.id, puzzle);
}

/** Whether the lookup knows a puzzle id (a curated one, or a drafted one already read). */
export const knowsPuzzle = (id: string) => byId.has(id) || drafted.has(id);

export function puzzleById(id: string): EscapePuzzle {
  const puzzle = byId.get(id) ?? drafted.get(id);
  if (!puzzle) throw new Error(`Unknown escape puzzle ${id}`);
  return puzzle;
}
