import { ScoreTimeBoard } from "@client/components/score-time-board";
import { useEscapeLeaderboard } from "@client/features/escape/api/get-escape-leaderboard";
import { formatElapsed } from "@client/features/escape/lib/escape-clock";
import { ptsLabel } from "@client/features/escape/lib/escape-format";

/** A ranked room's board (games.md §4.21, §3.9): the top 10 by score, then time, and "You: #rank". */
export function EscapeLeaderboard({ roomId }: { roomId: string }) {
  return (
    <ScoreTimeBoard
      testId="escape"
      title="This room's leaderboard"
      heading="h3"
      emptyText="No one has finished this room yet."
      board={useEscapeLeaderboard(roomId)}
      formatElapsed={formatElapsed}
      formatScore={ptsLabel}
    />
  );
}
