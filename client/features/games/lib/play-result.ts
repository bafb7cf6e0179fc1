/**
 * The result screen's lines (games.md §3.8, §3.9, §4.12–§4.18): what a finished run's metrics mean, in words. The
 * engines name their metrics; this turns the ones a player cares about into labelled values.
 */
import type { GameResultDto } from "@common/schemas/games";
import { gameMessages } from "@common/games/messages";
import { formatClock } from "./play-clock";

export interface ResultStat {
  id: string;
  label: string;
  value: string;
}

const metric = (result: GameResultDto, key: string): number | undefined => {
  const value = result.metrics[key];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
};

/** The stats under the title: score, correct answers or moves, time and the game's own counts. */
export function resultStats(result: GameResultDto): ResultStat[] {
  const stats: ResultStat[] = [
    { id: "score", label: "Score", value: `${result.score} / ${result.maxScore}` },
  ];
  const correct = metric(result, "correct");
  const questions = metric(result, "questions");
  const puzzles = metric(result, "puzzles");
  const moves = metric(result, "moves");
  const completed = metric(result, "completed");
  const cards = metric(result, "cards");
  const perfectRounds = metric(result, "perfectRounds");
  const rounds = metric(result, "rounds");
  const cleanBoards = metric(result, "cleanBoards");
  const boards = metric(result, "boards");
  const mistakes = metric(result, "mistakes");
  const seconds = metric(result, "seconds");

  if (completed !== undefined && cards !== undefined) {
    const percent = cards > 0 ? Math.round((100 * completed) / cards) : 0;
    stats.push({ id: "completed", label: "Completed", value: `${completed}/${cards} (${percent}%)` });
  }
  if (correct !== undefined && questions !== undefined)
    stats.push({ id: "correct", label: "Correct", value: `${correct} / ${questions}` });
  else if (correct !== undefined && puzzles !== undefined)
    stats.push({ id: "correct", label: "Exact answers", value: `${correct} / ${puzzles}` });
  else if (correct !== undefined && cards !== undefined)
    stats.push({ id: "correct", label: "Cards scored", value: `${correct} / ${cards}` });
  if (perfectRounds !== undefined && rounds !== undefined)
    stats.push({ id: "perfect", label: "Perfect rounds", value: `${perfectRounds} / ${rounds}` });
  if (cleanBoards !== undefined && boards !== undefined)
    stats.push({ id: "clean", label: "Clean boards", value: `${cleanBoards} / ${boards}` });
  if (mistakes !== undefined) stats.push({ id: "mistakes", label: "Wrong pairs", value: String(mistakes) });
  if (moves !== undefined) stats.push({ id: "moves", label: "Moves", value: String(moves) });
  const durationSeconds = seconds ?? result.durationMs / 1000;
  stats.push({ id: "time", label: "Time", value: formatClock(durationSeconds) });
  return stats;
}

/** Bot mode's totals: the player's and the bot's (points in a quiz, pairs in the memory duel), or null. */
export function botTotals(result: GameResultDto): { you: number; bot: number; unit: string } | null {
  const botScore = metric(result, "botScore");
  if (botScore !== undefined) return { you: result.score, bot: botScore, unit: "points" };
  const botPairs = metric(result, "botPairs");
  const playerPairs = metric(result, "playerPairs");
  if (botPairs !== undefined && playerPairs !== undefined)
    return { you: playerPairs, bot: botPairs, unit: "pairs" };
  return null;
}

/** "+7 points", or the daily cap notice. */
export function pointsLine(result: GameResultDto): string {
  if (result.pointsCapped) return gameMessages.capReached;
  return `+${result.points} ${result.points === 1 ? "point" : "points"}`;
}

/** "New personal best!" with the previous best when there was one; null when this run is no best. */
export function bestLine(result: GameResultDto): string | null {
  if (!result.newBest) return null;
  return result.previousBest === null
    ? gameMessages.newBest
    : `${gameMessages.newBest} Previous best: ${result.previousBest}`;
}
