/** Personal bests on the hub (games.md §2.3 "Best 930 · Normal", §2.1 item 4 "Your bests"). */
import type { GameDef } from "@common/games/registry";
import type { PersonalBestDto } from "@common/schemas/games";
import { labelOf } from "./hub-format";

/**
 * The best a card shows: among the bests of the game's default mode (its first), the highest score; ties go to
 * the earlier one. null when the member has none in that mode.
 */
export function cardBest(game: GameDef, bests: readonly PersonalBestDto[]): PersonalBestDto | null {
  const defaultMode = game.modes[0]?.id;
  let best: PersonalBestDto | null = null;
  for (const candidate of bests) {
    if (candidate.gameId !== game.id || candidate.mode !== defaultMode) continue;
    if (
      best === null ||
      candidate.bestScore > best.bestScore ||
      (candidate.bestScore === best.bestScore && candidate.achievedAt < best.achievedAt)
    )
      best = candidate;
  }
  return best;
}

/** "Best 930 · Normal". */
export function cardBestLabel(game: GameDef, best: PersonalBestDto): string {
  return `Best ${best.bestScore.toLocaleString()} · ${labelOf(game.difficulties, best.difficulty)}`;
}

/** Whether a game has a leaderboard the hub can open (ranked, with a board definition). */
export function hasLeaderboard(
  game: GameDef,
): game is GameDef & { leaderboard: NonNullable<GameDef["leaderboard"]> } {
  return game.ranked && game.leaderboard !== undefined;
}
