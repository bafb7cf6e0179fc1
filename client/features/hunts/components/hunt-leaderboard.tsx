import { ScoreTimeBoard } from "@client/components/score-time-board";
import { useHuntLeaderboard } from "@client/features/hunts/api/get-hunt-leaderboard";
import { formatElapsed } from "@client/features/hunts/lib/hunt-clock";

/** A ranked edition's board (games.md §4.20): the top 10 by score, then time taken, and "You: #rank". */
export function HuntLeaderboard({ huntId }: { huntId: string }) {
  return (
    <ScoreTimeBoard
      testId="hunt"
      title="Today's leaderboard"
      heading="h2"
      emptyText="No one has finished this hunt yet."
      board={useHuntLeaderboard(huntId)}
      formatElapsed={formatElapsed}
      formatScore={(score) => `${score} pts`}
    />
  );
}
