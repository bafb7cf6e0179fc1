import type { EquationResultDto } from "@common/schemas/equations";

/** This visit's running score: "This session: {points} points · {n} solved". Lives in the page, not the server. */
export interface SessionTally {
  points: number;
  /** Distinct puzzles passed this session. */
  solved: string[];
}

export const emptyTally: SessionTally = { points: 0, solved: [] };

export function addResult(
  tally: SessionTally,
  result: Pick<EquationResultDto, "puzzleId" | "verdict" | "points">,
) {
  return {
    points: tally.points + result.points,
    solved:
      result.verdict === "pass" && !tally.solved.includes(result.puzzleId)
        ? [...tally.solved, result.puzzleId]
        : tally.solved,
  };
}

export const sessionLine = (tally: SessionTally) =>
  `This session: ${tally.points} points · ${tally.solved.length} solved`;
