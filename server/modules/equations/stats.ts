// The lifetime stats (screens.md §6.3): puzzles solved, and passed answers in a row. A run counts each puzzle once —
// passing the same equation again keeps the run alive but doesn't lengthen it — and any answer that doesn't pass
// ends it.
import type { EquationStatsDto, EquationVerdict } from "@common/schemas/equations";

export function statsOf(
  outcomes: readonly { puzzleId: string; verdict: EquationVerdict }[],
): EquationStatsDto {
  const solved = new Set<string>();
  let run = new Set<string>();
  let bestStreak = 0;
  for (const outcome of outcomes) {
    if (outcome.verdict === "pass") {
      solved.add(outcome.puzzleId);
      run.add(outcome.puzzleId);
      bestStreak = Math.max(bestStreak, run.size);
    } else run = new Set();
  }
  return { solved: solved.size, attempts: outcomes.length, currentStreak: run.size, bestStreak };
}
